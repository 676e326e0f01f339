/**
 * NPC and normal (bystander) dials transcribed from the seed rule text
 * `seeds/000_16d4a23803d85603.txt`, section "RULES FOR NORMALS / BYSTANDERS".
 *
 * Dials are written the way the seed prints them: one row per combat value
 * (speed, attack, defense, damage), one column per live click. Numbers, power
 * names and power texts are kept exactly as printed, typos included.
 * `npcs.spec.ts` re-parses the seed and checks every value below against it.
 */
import type { CharacterData, CharacterKind, DialClick, Rank, SpecialPower } from './character-types';

/** Every dial in the seed prints 12 slots; the ones after the live clicks read KO. */
const DIAL_SLOTS = 12;

/** Zips the four printed rows of a dial into its live clicks. */
function dial(speed: readonly number[], attack: readonly number[], defense: readonly number[], damage: readonly number[]): DialClick[] {
  if (attack.length !== speed.length || defense.length !== speed.length || damage.length !== speed.length) {
    throw new Error('npcs: dial rows must all have the same number of live clicks');
  }
  return speed.map((s, i) => ({ speed: s, attack: attack[i], defense: defense[i], damage: damage[i] }));
}

interface NpcEntry {
  name: string;
  kind: CharacterKind;
  rank: Rank;
  description: string;
  pointValue: number;
  range: number;
  targets: number;
  teamAbility: string | null;
  clicks: DialClick[];
  specialPowers: SpecialPower[];
}

/** One single-version character with the defaults every NPC/normal in the seed shares. */
function npc(entry: NpcEntry): CharacterData {
  return {
    name: entry.name,
    kind: entry.kind,
    description: entry.description,
    visibility: 'PUBLIC',
    versions: [
      {
        rank: entry.rank,
        pointValue: entry.pointValue,
        range: entry.range,
        targets: entry.targets,
        movement: 'BOOT',
        damageSymbol: 'STANDARD',
        teamAbility: entry.teamAbility,
        keywords: [],
        archenemyColour: null,
        setCode: null,
        collectorNumber: null,
        startingClick: 1,
        clicks: entry.clicks,
        koClicks: DIAL_SLOTS - entry.clicks.length,
        specialPowers: entry.specialPowers,
      },
    ],
  };
}

// The seed prints no rank for any of these: named individuals are read as UNIQUE, everyone else as ROOKIE.
const UNIQUE: Rank = 'UNIQUE';
const ROOKIE: Rank = 'ROOKIE';

const HOOLIGAN_DESCRIPTION =
  "Hooligans, in and of themselves, don't pose much of a threat, save as a minor irritant to slow down the progress of heroes who haven't access to such powers as Leap/Climb or Hypersonic Speed. Mostly, they're just extremely cheap bodyguards for Masterminds.";

const GUNMAN_DESCRIPTION =
  "These are hooligans with guns. Since they don't actually have to run up to a superhero to engage him in combat, they can actually present a threat at range.";

const REPORTER_DESCRIPTION =
  'The Reporter knows no allegiance except to "The Peoples\' Right to Know". Often accompanied by a Cameraman (with identical statistics), the Reporter will zoom in on the nearest Hero or Villain and, upon reaching close enough rank to shove a microphone into the subject\'s face, demand an interview. (In other words, the Reporter "attacks" with Incapacitate.) The Cameraman makes no attacks, but attempts to move adjacent to the Reporter\'s subject, possibly causing a hindrance. Normal Break-Away rolls are required to get away. Of course, not everyone is friendly to the media: if the Reporter is attacked (or the Cameraman, for that matter), both will typically attempt to Break Away and flee to cover the news from a safer vantage point.\n\nIn a scenario where heroes are required to rescue all Bystanders, the Reporter can make that task all the more difficult, given his or her tendency to rush right into danger or even hinder the very heroes who are trying to help.';

const SCIENTIST_DESCRIPTION =
  'These "scientists" are the sort that might be encountered in some evil overlord\'s secret doomsday-device laboratory, operating the machinery and computers until the heroes decide to crash the party. Faced with the prospect of their "life\'s work" being destroyed by thoughtless superheroes - or being hauled off to jail - sometimes a scientist will pull out a syringe with something toxic in it, or perhaps just grab up a convenient bludgeon. While the scientist is incapable of inflicting damage in the typical sense, he can still be a hindrance to the heroes, particularly with his Incapacitate attack.';

export const NPC_CHARACTERS: readonly CharacterData[] = [
  // EVERYDAY NORMALS: "Range: N; Affiliation: None; Points: P." with no lightning bolts.
  npc({
    name: 'Hooligan',
    kind: 'NORMAL',
    rank: ROOKIE,
    description: HOOLIGAN_DESCRIPTION,
    pointValue: 3,
    range: 0,
    targets: 1,
    teamAbility: null,
    clicks: dial([6], [6], [12], [1]),
    specialPowers: [],
  }),
  npc({
    name: 'Gunman',
    kind: 'NORMAL',
    rank: ROOKIE,
    description: GUNMAN_DESCRIPTION,
    pointValue: 6,
    range: 6,
    targets: 1,
    teamAbility: null,
    clicks: dial([6], [6], [12], [1]),
    specialPowers: [],
  }),
  npc({
    name: 'Reporter',
    kind: 'NORMAL',
    rank: ROOKIE,
    description: REPORTER_DESCRIPTION,
    pointValue: 4,
    range: 0,
    targets: 1,
    teamAbility: null,
    clicks: dial([6], [7], [12], [0]),
    specialPowers: [],
  }),
  npc({
    name: 'Scientist',
    kind: 'NORMAL',
    rank: ROOKIE,
    description: SCIENTIST_DESCRIPTION,
    pointValue: 2,
    range: 0,
    targets: 1,
    teamAbility: null,
    clicks: dial([6], [5], [10], [0]),
    specialPowers: [],
  }),

  // SPECIAL NORMALS
  npc({
    name: 'Body Guard',
    kind: 'NORMAL',
    rank: ROOKIE,
    description: '',
    pointValue: 25,
    range: 4,
    targets: 1,
    teamAbility: 'Police',
    clicks: dial([8, 8, 8], [10, 10, 9], [18, 17, 17], [2, 2, 1]),
    specialPowers: [{ value: 'DEFENSE', name: 'My Job is to Protect', text: 'Body Guard has toughness and defend' }],
  }),
  npc({
    name: 'Suicide Bomber',
    kind: 'NORMAL',
    rank: ROOKIE,
    description: '',
    pointValue: 50,
    range: 0,
    targets: 1,
    teamAbility: null,
    clicks: dial([1, 1], [1, 1], [0, 0], [4, 4]),
    specialPowers: [
      {
        value: 'ATTACK',
        name: 'Bomb',
        text: 'When this character is given an action he runs to the middle of the field and does 4 unavoidable damage to anyone in a range of 6 squares in all directions. He then dies.',
      },
      {
        value: 'DEFENSE',
        name: 'Lighting the fuse',
        text: 'When this character is attacked he dies. 2 turns later he does 2 unavoidable damage to everyone in a range of 8 squares in all directions.',
      },
    ],
  }),

  // Ninjas' Main Characters
  npc({
    name: 'Reptile',
    kind: 'NPC',
    rank: UNIQUE,
    description: '',
    pointValue: 110,
    range: 8,
    targets: 1,
    teamAbility: null,
    clicks: dial([12, 11, 10, 10, 9, 9, 8], [10, 10, 9, 9, 9, 8, 9], [17, 16, 16, 15, 15, 14, 14], [3, 3, 2, 3, 3, 3, 2]),
    specialPowers: [
      { value: 'ATTACK', name: 'Acid Spit', text: 'Reptile has poisin and it affects everyone within two squares of him.' },
      { value: 'SPEED', name: 'Invisibility', text: 'Reptile has Stealth, Leap/Climb, and Charge.' },
    ],
  }),
  npc({
    name: 'Cyrax',
    kind: 'NPC',
    rank: UNIQUE,
    description: '',
    pointValue: 110,
    range: 8,
    targets: 1,
    teamAbility: null,
    clicks: dial([12, 11, 10, 10, 9, 9, 8], [10, 9, 9, 8, 9, 9, 10], [17, 16, 16, 15, 15, 14, 14], [4, 3, 3, 3, 2, 2, 2]),
    specialPowers: [
      { value: 'SPEED', name: 'Exploding Teleport', text: 'Cyrax may use Phasing/Teleport as a free action.' },
      {
        value: 'ATTACK',
        name: 'Self Destruct',
        text: 'Cyrax halves his range and makes a ranged combat attack against all targets to which he has a clear line of fire. All targets successfully hit take 2 unavoidable damage. After the action is resolved deal Cyrax 1 unavoidable damage.',
      },
    ],
  }),
  npc({
    name: 'Scorpion',
    kind: 'NPC',
    rank: UNIQUE,
    description: '',
    pointValue: 120,
    range: 10,
    targets: 1,
    teamAbility: 'Ninja',
    clicks: dial([12, 11, 10, 10, 9, 9, 8], [10, 10, 10, 9, 9, 9, 8], [17, 16, 16, 15, 15, 14, 14], [3, 3, 3, 2, 2, 2, 2]),
    specialPowers: [
      { value: 'SPEED', name: 'Hell Spawn', text: 'Scorpion may use Phasing Teleport with Charge.' },
      {
        value: 'ATTACK',
        name: 'Get Over Here!',
        text: 'Scorpion may move any character within his range to which he has a clear line of fire to to any unoccupied square adjacent to him as a free action.',
      },
    ],
  }),
  npc({
    name: 'Smoke',
    kind: 'NPC',
    rank: UNIQUE,
    description: '',
    pointValue: 130,
    range: 8,
    targets: 3,
    teamAbility: null,
    clicks: dial([12, 11, 10, 10, 9, 9, 8], [10, 10, 10, 9, 9, 9, 8], [17, 16, 16, 15, 15, 15, 14], [4, 3, 3, 3, 2, 2, 2]),
    specialPowers: [
      {
        value: 'SPEED',
        name: 'Silent Assassin',
        text: 'Smoke may use Phasing Teleport with Running Shot. Smoke also has Stealth.',
      },
      {
        value: 'ATTACK',
        name: 'Made Of Smoke',
        text: 'Whenever smoke is given an action or attack, after it is resolved, you may use Smoke Cloud as a free action.',
      },
    ],
  }),
  npc({
    name: 'Sektor',
    kind: 'NPC',
    rank: UNIQUE,
    description: '',
    pointValue: 126,
    range: 8,
    targets: 2,
    teamAbility: null,
    clicks: dial([12, 11, 10, 10, 9, 9, 8], [10, 10, 10, 9, 9, 9, 8], [17, 16, 16, 15, 15, 14, 14], [4, 3, 3, 3, 2, 2, 2]),
    specialPowers: [
      { value: 'SPEED', name: 'Teleport', text: 'Sektor may use Running Shot with Phasing/Teleport.' },
      { value: 'ATTACK', name: 'Missile', text: 'Sektor may use Energy Explosion and Incapacitate.' },
    ],
  }),
  npc({
    name: 'Sub-Zero',
    kind: 'NPC',
    rank: UNIQUE,
    description: '',
    pointValue: 110,
    range: 8,
    targets: 2,
    teamAbility: null,
    clicks: dial([12, 11, 10, 10, 9, 9, 8], [10, 10, 10, 9, 9, 9, 8], [17, 16, 16, 15, 15, 14, 14], [3, 3, 3, 2, 2, 2, 2]),
    specialPowers: [
      { value: 'SPEED', name: 'Ice Slide', text: 'Sub-Zero May use Charge with Leap/Climb.' },
      {
        value: 'ATTACK',
        name: 'Ice Clone',
        text: 'Sub-Zero may use Incapacitate. When Sub-Zero is the target of an successful attack, Attacker is frozen for 1 round.',
      },
    ],
  }),

  // Ninjas'
  npc({
    name: 'Black Ninja',
    kind: 'NPC',
    rank: ROOKIE,
    description: '',
    pointValue: 80,
    range: 6,
    targets: 2,
    teamAbility: 'Ninja',
    clicks: dial([10, 10, 10, 10, 9, 9, 8], [10, 10, 9, 8, 8, 7, 7], [15, 15, 15, 14, 14, 13, 13], [3, 3, 2, 2, 1, 1, 1]),
    specialPowers: [],
  }),
  npc({
    name: 'Black Ninja Guard',
    kind: 'NPC',
    rank: ROOKIE,
    description: '',
    pointValue: 16,
    range: 4,
    targets: 1,
    teamAbility: 'Ninja',
    clicks: dial([7, 7, 6, 6], [10, 9, 7, 6], [15, 15, 14, 13], [2, 1, 1, 1]),
    specialPowers: [],
  }),
  npc({
    name: 'Crimson Ninja',
    kind: 'NPC',
    rank: ROOKIE,
    description: '',
    pointValue: 84,
    range: 8,
    targets: 2,
    teamAbility: 'Ninja',
    clicks: dial([11, 11, 10, 10, 9, 9, 8, 7], [11, 10, 9, 9, 8, 8, 7, 7], [16, 15, 15, 14, 14, 13, 13, 12], [3, 3, 3, 2, 2, 1, 1, 1]),
    specialPowers: [],
  }),
  npc({
    name: 'Crimson Ninja Guard',
    kind: 'NPC',
    rank: ROOKIE,
    description: '',
    pointValue: 34, // printed on the line after the name
    range: 6,
    targets: 1,
    teamAbility: 'Ninja',
    clicks: dial([6, 5, 4, 4], [10, 10, 7, 6], [15, 14, 12, 11], [2, 2, 1, 1]),
    specialPowers: [],
  }),
  npc({
    name: 'White Ninja',
    kind: 'NPC',
    rank: ROOKIE,
    description: '',
    pointValue: 94,
    range: 10,
    targets: 3,
    teamAbility: 'Ninja',
    clicks: dial([11, 11, 10, 10, 9, 9, 8, 7], [11, 10, 9, 9, 8, 8, 7, 7], [16, 15, 15, 14, 14, 13, 13, 12], [3, 3, 3, 2, 2, 1, 1, 1]),
    specialPowers: [],
  }),
  npc({
    name: 'White Ninja Guard',
    kind: 'NPC',
    rank: ROOKIE,
    description: '',
    pointValue: 40,
    range: 8,
    targets: 2,
    teamAbility: 'Ninja',
    clicks: dial([7, 6, 6, 5, 4], [10, 9, 8, 7, 6], [15, 15, 14, 13, 12], [2, 2, 1, 1, 0]),
    specialPowers: [],
  }),
];
