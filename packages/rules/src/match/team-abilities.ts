import { TEAM_ABILITIES, type TeamAbilityEntry } from '../catalogue/tables';
import type { Combatant, ExtraModifier } from '../combat/combat.types';
import { applyHealing } from '../combat/dial';
import { findFigure } from './actions';
import { clickShowing, isInPlay, outOfPlayReason } from './figures';
import { type MatchRefusal, matchRefusal } from '../refusal';
import type { MatchRuleset } from './rulesets/ruleset';
import { figuresOfSide } from './rulesets/shared';
import type { MatchAttackTarget, MatchFigureState, MatchState } from './types';

// Clix Campaign's team abilities (seed 000 chart, entries 2-12) that act in a match's engine, with
// the table's facts (adjacency, lines of fire) as inputs; 2 Mass Carry and 8 Outwit Pair stay with
// the table (docs/rules-readings.md).

/** The chart's rolls: 2d6, 2 to 12. */
export const TEAM_ABILITY_ROLLS = { min: TEAM_ABILITIES[0].roll, max: TEAM_ABILITIES[TEAM_ABILITIES.length - 1].roll };

/** 3 Shrouded: a line of fire to a member through hindering terrain (its own square included) is treated as blocked. */
export const SHROUDED = { roll: 3 } as const;
/** 4 Shared Defense: a member uses the highest defense value of the adjacent team mates. */
export const SHARED_DEFENSE = { roll: 4 } as const;
/** 5 Shared Attack: a member uses the highest attack value of the adjacent team mates. */
export const SHARED_ATTACK = { roll: 5 } as const;
/** 6 Terrain Masters: the team ignores hindering terrain in combat (its attacks' lines of fire through it too). */
export const TERRAIN_MASTERS = { roll: 6 } as const;
/** 7 Free Movement: a member's move uses none of the turn's actions; it marks the member with an action token. */
export const FREE_MOVEMENT = { roll: 7 } as const;
/** 9 Team Defense: a target adjacent to a team mate adds +2 to its defense. */
export const TEAM_DEFENSE = { roll: 9, defenseBonus: 2 } as const;
/** 10 Shared Burden: two adjacent members exchange 1 click (one takes the damage, the other heals), a move action of the one damaged. */
export const SHARED_BURDEN = { roll: 10, clicks: 1 } as const;
/** 11 Coordinated Assault: members adjacent to an opposing character all attack it with one action, each marked with a token. */
export const COORDINATED_ASSAULT = { roll: 11 } as const;
/** 12: when a member is defeated, every other member receives 1 click of healing. */
export const TEAM_HEALING = { roll: 12, clicks: 1 } as const;

const nameOf = (roll: number) => TEAM_ABILITIES.find((entry) => entry.roll === roll)!.name;

/** The team ability the match pinned for a side (null: none). */
export function teamAbilityOf(state: MatchState, side: number): number | null {
  return state.settings.campaignTeamAbilities[side] ?? null;
}

/** A refusal when `side`'s pinned team ability is not `roll`: the input at `path` is that ability's. */
export function abilityNotPinned(state: MatchState, side: number, roll: number, path: readonly string[]): { refusal: MatchRefusal } | null {
  if (teamAbilityOf(state, side) === roll) return null;
  return matchRefusal('TEAM_ABILITY_NOT_PINNED', path, `${path.join('.')} is team ability ${roll}, ${nameOf(roll)}; side ${side} does not have it`);
}

/** Each side's pinned team ability as the seed's chart prints it, the one the engine plays (null: none). */
export function pinnedTeamAbilities(state: MatchState): (TeamAbilityEntry | null)[] {
  return state.sides.map((side) => {
    const roll = teamAbilityOf(state, side.position);
    return roll === null ? null : TEAM_ABILITIES.find((entry) => entry.roll === roll)!;
  });
}

/** Terrain Masters: a line of fire the side's figures draw through hindering terrain gives the target no +1. */
export function ignoresHinderingTerrain(state: MatchState, side: number): boolean {
  return teamAbilityOf(state, side) === TERRAIN_MASTERS.roll;
}

/** Team Defense's +2 for a target the table says stands adjacent to a team mate; null when it does not apply. */
export function teamDefenseModifier(state: MatchState, target: MatchFigureState, adjacentToTeamMate: boolean | undefined): ExtraModifier | null {
  if (!adjacentToTeamMate || teamAbilityOf(state, target.side) !== TEAM_DEFENSE.roll) return null;
  return { name: nameOf(TEAM_DEFENSE.roll), amount: TEAM_DEFENSE.defenseBonus };
}

/**
 * Shrouded: a ranged attack (close combat draws no line of fire) on a member whose line of fire the
 * table says crosses hindering terrain, or who stands in it, has no line of fire; Terrain Masters
 * ignores hindering terrain and the abilities that rest on it, so its attacks are not refused.
 */
function shroudedRefusal(
  state: MatchState,
  attackerSide: number,
  target: MatchFigureState,
  facts: { lineOfFireCrossesHinderingTerrain?: boolean; inHinderingTerrain?: boolean },
  ranged: boolean,
  path: readonly string[],
): { refusal: MatchRefusal } | null {
  if (!ranged || teamAbilityOf(state, target.side) !== SHROUDED.roll || ignoresHinderingTerrain(state, attackerSide)) return null;
  const fact =
    facts.lineOfFireCrossesHinderingTerrain === true ? 'lineOfFireCrossesHinderingTerrain' : facts.inHinderingTerrain === true ? 'inHinderingTerrain' : null;
  if (!fact) return null;
  return matchRefusal(
    'SHROUDED_NO_LINE_OF_FIRE',
    [...path, fact],
    `${target.name}'s team is Shrouded: a line of fire through hindering terrain to it is blocked`,
  );
}

/** The value a member uses under Shared Defense or Attack: its own or an adjacent mate's, whichever is highest. */
export interface SharedValue {
  figureId: string;
  fromFigureId: string;
  value: number;
}

/**
 * Shared Defense (4, `defense`) or Shared Attack (5, `attack`): the highest value showing among
 * `member` and the team mates the table names adjacent to it (`ids`), each a mate in play listed
 * once; null when none are named; a refusal otherwise.
 */
export function sharedValueOf(
  state: MatchState,
  rules: MatchRuleset,
  member: MatchFigureState,
  ids: unknown,
  value: 'defense' | 'attack',
  path: readonly string[],
): SharedValue | null | { refusal: MatchRefusal } {
  if (ids === undefined) return null;
  if (!Array.isArray(ids) || ids.length === 0) return matchRefusal('INVALID_FIELD', path, 'the adjacent team mates are a list of figure ids');
  const notPinned = abilityNotPinned(state, member.side, value === 'defense' ? SHARED_DEFENSE.roll : SHARED_ATTACK.roll, path);
  if (notPinned) return notPinned;
  let best: SharedValue = { figureId: member.id, fromFigureId: member.id, value: clickShowing(member)![value] };
  const seen = new Set<string>();
  for (const [i, id] of ids.entries()) {
    const matePath = [...path, String(i)];
    const mate = teamMateOf(state, rules, member, id, matePath);
    if ('refusal' in mate) return mate;
    if (seen.has(mate.id)) return matchRefusal('INVALID_FIELD', matePath, `${mate.name} is listed twice`);
    seen.add(mate.id);
    const mateValue = clickShowing(mate)![value];
    if (mateValue > best.value) best = { figureId: member.id, fromFigureId: mate.id, value: mateValue };
  }
  return best;
}

/**
 * What the sides' team abilities make of a target's facts in an attack: Shrouded's refusal (a
 * `ranged` one), the Shared Defense value it uses (null: its own; added to `sharedDefense`), and
 * whether its line of fire still crosses hindering terrain (not for Terrain Masters).
 */
export function targetTeamAbilities(
  state: MatchState,
  rules: MatchRuleset,
  attackerSide: number,
  target: MatchFigureState,
  facts: MatchAttackTarget,
  ranged: boolean,
  path: readonly string[],
  sharedDefense: SharedValue[],
): { shared: SharedValue | null; lineOfFireCrossesHinderingTerrain: boolean } | { refusal: MatchRefusal } {
  const shrouded = shroudedRefusal(state, attackerSide, target, facts, ranged, path);
  if (shrouded) return shrouded;
  const shared = sharedValueOf(state, rules, target, facts.sharedDefenseFrom, 'defense', [...path, 'sharedDefenseFrom']);
  if (shared && 'refusal' in shared) return shared;
  if (shared) sharedDefense.push(shared);
  return { shared, lineOfFireCrossesHinderingTerrain: facts.lineOfFireCrossesHinderingTerrain === true && !ignoresHinderingTerrain(state, attackerSide) };
}

/** The combatant using a shared value (Shared Defense or Attack) instead of its own; unchanged for none. */
export function withSharedValue<C extends Combatant>(combatant: C, value: 'defense' | 'attack', shared: SharedValue | null): C {
  return shared ? { ...combatant, click: { ...combatant.click, [value]: shared.value } } : combatant;
}

/** Another figure of `member`'s side, in play, at `path`; or the refusal. */
export function teamMateOf(
  state: MatchState,
  rules: MatchRuleset,
  member: MatchFigureState,
  id: unknown,
  path: readonly string[],
): MatchFigureState | { refusal: MatchRefusal } {
  const mate = findFigure(state, id, [...path]);
  if ('refusal' in mate) return mate;
  if (mate.side !== member.side || mate.id === member.id) return matchRefusal('NOT_A_TEAM_MATE', path, `${mate.name} is not a team mate of ${member.name}`);
  const away = outOfPlayReason(mate, rules.dialRules);
  return away ? matchRefusal('FIGURE_OUT_OF_PLAY', path, `${away} and takes no part`) : mate;
}

/** Free Movement: the figure's move is free this turn (its side has ability 7 and no token marks it yet). */
export function movesFreely(state: MatchState, figureId: string): boolean {
  const figure = Object.prototype.hasOwnProperty.call(state.figures, figureId) ? state.figures[figureId] : undefined;
  return figure !== undefined && figure.tokens === 0 && teamAbilityOf(state, figure.side) === FREE_MOVEMENT.roll;
}

/**
 * Ability 12 for every knockout the event added (from `knockoutsBefore` on): each other member of
 * the defeated figure's side still in play heals 1 click, in the draft. The heals, in order.
 */
export function applyTeamHealing(draft: MatchState, rules: MatchRuleset, knockoutsBefore: number): { figureId: string; clicksHealed: number }[] {
  const healed: { figureId: string; clicksHealed: number }[] = [];
  for (const { figureId } of draft.knockouts.slice(knockoutsBefore)) {
    const side = draft.figures[figureId].side;
    if (teamAbilityOf(draft, side) !== TEAM_HEALING.roll) continue;
    for (const member of figuresOfSide(draft, side)) {
      if (member.id === figureId || !isInPlay(member, rules.dialRules)) continue;
      const change = applyHealing(member.dial, TEAM_HEALING.clicks, rules.dialRules);
      // A member in play is active: its dial always takes healing (none past the starting click).
      if (!change.ok) continue;
      member.dial = change.state;
      healed.push({ figureId: member.id, clicksHealed: change.clicksApplied });
    }
  }
  return healed;
}
