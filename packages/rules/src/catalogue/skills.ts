/**
 * Non-Combat Skills (seed 000, Chapter IV "Non-Combat Skills"): the skills list, the
 * difficulty levels and the skill check.
 *
 * A check is 2d6 + the points in the skill against a difficulty number; two ones always
 * fail and two sixes always succeed. A character with no point in a skill cannot attempt it.
 */
import type { Dice, TwoDice } from '../dice';

/** One Non-Combat Skill of the list. */
export interface SkillData {
  /** Stable id; Knowledge specialties are `knowledge-<name>`. */
  id: string;
  /** Name as printed ("Pop Culture", "(Historian)"). */
  name: string;
  /** The description as printed. */
  text: string;
  /** "Knowledge" for the Knowledge specialties; null for a stand-alone skill. */
  group: 'Knowledge' | null;
  /** True where the player picks what the skill covers (a period, a nation, an instrument). */
  needsSpecialty: boolean;
}

/** Points each character gets to spend on Non-Combat Skills at each level ("10 ... at each level"). */
export const NON_COMBAT_SKILL_POINTS_PER_LEVEL = 10;

/** The Non-Combat Skills List as printed; Knowledge is a group of eight specialties. */
export const NON_COMBAT_SKILLS = [
  {
    id: 'acting',
    name: 'Acting',
    text: 'Skilled at playing a role, bluffing, faking emotions, keeping a poker face, etc.',
    group: null,
    needsSpecialty: false,
  },
  {
    id: 'chemistry',
    name: 'Chemistry',
    text: 'Skilled at testing, identifying, creating and counteracting various chemical substances.',
    group: null,
    needsSpecialty: false,
  },
  { id: 'cooking', name: 'Cooking', text: 'An able chef, able to scrabble together "good eats" from whatever is at hand.', group: null, needsSpecialty: false },
  {
    id: 'criminology',
    name: 'Criminology',
    text: 'Skilled at police/detective work: spotting/gathering clues, proper procedure, etc.',
    group: null,
    needsSpecialty: false,
  },
  {
    id: 'computers',
    name: 'Computers',
    text: 'Skilled at repairing, operating, programming, customizing, building and hacking computer systems.',
    group: null,
    needsSpecialty: false,
  },
  {
    id: 'knowledge-architecture',
    name: 'Architecture',
    text: 'General knowledge about buildings and standard means of construction.',
    group: 'Knowledge',
    needsSpecialty: false,
  },
  {
    id: 'knowledge-electronics',
    name: 'Electronics',
    text: 'General knowledge of all thing electrical, also applies to making, repairing and use of electronics.',
    group: 'Knowledge',
    needsSpecialty: false,
  },
  {
    id: 'knowledge-extraterrestrial',
    name: 'Extraterrestrial',
    text: "General knowledge of the (non-sapient) species of aliens encountered during mankind's exploration of the stars, as well as the worlds they live on.",
    group: 'Knowledge',
    needsSpecialty: false,
  },
  {
    id: 'knowledge-historian',
    name: '(Historian)',
    text: 'Pick a period in History or general History; you have a broad knowledge of History. (If you pick a certain period in history, like "The United States Civil War" - your knowledge will be more generalized to that period in History.)',
    group: 'Knowledge',
    needsSpecialty: true,
  },
  {
    id: 'knowledge-nationality',
    name: '(Nationality)',
    text: 'Pick a country or general area; you have a broad knowledge of that nation\'s culture, history, geography and major language(s). (If you pick a more general area - such as "Europe" instead of "France" or "Germany" - your knowledge will be more generalized as well.)',
    group: 'Knowledge',
    needsSpecialty: true,
  },
  {
    id: 'knowledge-paranormal',
    name: 'Paranormal',
    text: 'An extensive knowledge of the Paranormal and other ghostly things.',
    group: 'Knowledge',
    needsSpecialty: false,
  },
  {
    id: 'knowledge-pop-culture',
    name: 'Pop Culture',
    text: "Movies, music, media personalities - you're up on who's who and what's what.",
    group: 'Knowledge',
    needsSpecialty: false,
  },
  {
    id: 'knowledge-supernatural',
    name: 'Supernatural',
    text: 'An extensive knowledge of the Supernatural and the unexplained.',
    group: 'Knowledge',
    needsSpecialty: false,
  },
  { id: 'mechanics', name: 'Mechanics', text: 'Skilled at repairing, maintaining, building and customizing machines.', group: null, needsSpecialty: false },
  {
    id: 'music',
    name: 'Music',
    text: "Skilled at musical performance. (Pick a favorite instrument type, or whether you're a vocalist.)",
    group: null,
    needsSpecialty: true,
  },
  {
    id: 'survival',
    name: 'Survival',
    text: 'Skilled at all things woodsy and rugged - tracking, finding food, getting bearings, etc.',
    group: null,
    needsSpecialty: false,
  },
  {
    id: 'thievery',
    name: 'Thievery',
    text: 'Picking locks, disabling security systems, escaping bindings, palming, picking pockets, etc.',
    group: null,
    needsSpecialty: false,
  },
] as const satisfies readonly SkillData[];

/** A named difficulty level of the seed. */
export type SkillDifficulty = 'BASIC' | 'MODERATE' | 'DIFFICULT' | 'HEROIC' | 'EXTRAORDINARY' | 'VIRTUALLY_IMPOSSIBLE';

/** One row of "Difficulty ranges include:". */
export interface SkillDifficultyData {
  id: SkillDifficulty;
  name: string;
  target: number;
}

/** The difficulty ranges as printed, easiest first. */
export const SKILL_DIFFICULTIES = [
  { id: 'BASIC', name: 'Basic', target: 4 },
  { id: 'MODERATE', name: 'Moderate', target: 8 },
  { id: 'DIFFICULT', name: 'Difficult', target: 12 },
  { id: 'HEROIC', name: 'Heroic', target: 16 },
  { id: 'EXTRAORDINARY', name: 'Extraordinary', target: 20 },
  { id: 'VIRTUALLY_IMPOSSIBLE', name: 'Virtually Impossible', target: 24 },
] as const satisfies readonly SkillDifficultyData[];

/** Finds a skill by id. */
export function findSkill(id: string): SkillData | undefined {
  return (NON_COMBAT_SKILLS as readonly SkillData[]).find((skill) => skill.id === id);
}

// The seed says "must beat a difficulty number" but also that 22 "has no hope of reaching 24":
// the default reads reaching the number as success, as an attack equal to the defense hits.
/** How a total is compared with the target (a world setting). */
export type SkillSuccessRule = 'MEETS_OR_BEATS' | 'BEATS';

/** World setting for skill checks. */
export interface SkillCheckOptions {
  /** Defaults to MEETS_OR_BEATS. */
  successRule?: SkillSuccessRule;
}

/** A rolled skill check: the dice, the total, the target and the outcome. */
export interface SkillCheckRoll {
  ok: true;
  roll: TwoDice;
  /** Sum of the dice plus the skill points. */
  total: number;
  target: number;
  success: boolean;
  /** Double ones fail and double sixes succeed whatever the total. */
  critical: 'DOUBLE_ONES' | 'DOUBLE_SIXES' | null;
}

/** Why no check was rolled; stable codes. */
export type SkillCheckRefusal = 'SKILL_NOT_TRAINED' | 'INVALID_SKILL_POINTS' | 'INVALID_DIFFICULTY';

/** Outcome of `skillCheck`: a roll, or a refusal (nothing rolled). */
export type SkillCheckResult = SkillCheckRoll | { ok: false; reason: SkillCheckRefusal; message: string };

/** The target number of a named difficulty. */
export function difficultyTarget(difficulty: SkillDifficulty): number {
  return SKILL_DIFFICULTIES.find((level) => level.id === difficulty)!.target;
}

/** Rolls a Non-Combat Skill check: 2d6 + points against a named difficulty or a number the Creator sets. */
export function skillCheck(points: number, difficulty: SkillDifficulty | number, dice: Dice, options: SkillCheckOptions = {}): SkillCheckResult {
  if (!Number.isInteger(points) || points < 0) {
    return { ok: false, reason: 'INVALID_SKILL_POINTS', message: `Skill points must be a whole number of 0 or more, got ${points}.` };
  }
  if (points === 0) {
    return { ok: false, reason: 'SKILL_NOT_TRAINED', message: 'A character without a point in a skill cannot attempt that task.' };
  }
  const known = typeof difficulty === 'string' ? SKILL_DIFFICULTIES.find((level) => level.id === difficulty) : undefined;
  const target = typeof difficulty === 'number' ? difficulty : known?.target;
  if (target === undefined || !Number.isInteger(target) || target < 0) {
    return { ok: false, reason: 'INVALID_DIFFICULTY', message: `Unknown difficulty: ${String(difficulty)}.` };
  }
  const roll = dice.roll2d6();
  const total = roll[0] + roll[1] + points;
  const critical = roll[0] === 1 && roll[1] === 1 ? 'DOUBLE_ONES' : roll[0] === 6 && roll[1] === 6 ? 'DOUBLE_SIXES' : null;
  const beatsTarget = (options.successRule ?? 'MEETS_OR_BEATS') === 'BEATS' ? total > target : total >= target;
  const success = critical === 'DOUBLE_ONES' ? false : critical === 'DOUBLE_SIXES' ? true : beatsTarget;
  return { ok: true, roll, total, target, success, critical };
}
