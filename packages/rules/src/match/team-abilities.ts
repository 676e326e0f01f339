import { TEAM_ABILITIES } from '../catalogue/tables';
import type { ExtraModifier } from '../combat/combat.types';
import { applyHealing } from '../combat/dial';
import { isInPlay } from './figures';
import type { MatchRuleset } from './rulesets/ruleset';
import { figuresOfSide } from './rulesets/shared';
import type { MatchFigureState, MatchState } from './types';

// Clix Campaign's team abilities (seed 000 chart, entries 2-12) that act in a match's engine; the
// others act on the map (carrying, lines of fire, movement) and stay with the table.

/** The chart's rolls: 2d6, 2 to 12. */
export const TEAM_ABILITY_ROLLS = { min: TEAM_ABILITIES[0].roll, max: TEAM_ABILITIES[TEAM_ABILITIES.length - 1].roll };

/** 6 Terrain Masters: the team ignores hindering terrain in combat (its attacks' lines of fire through it too). */
export const TERRAIN_MASTERS = { roll: 6 } as const;
/** 9 Team Defense: a target adjacent to a team mate adds +2 to its defense. */
export const TEAM_DEFENSE = { roll: 9, defenseBonus: 2 } as const;
/** 12: when a member is defeated, every other member receives 1 click of healing. */
export const TEAM_HEALING = { roll: 12, clicks: 1 } as const;

const nameOf = (roll: number) => TEAM_ABILITIES.find((entry) => entry.roll === roll)!.name;

/** The team ability the match pinned for a side (null: none). */
export function teamAbilityOf(state: MatchState, side: number): number | null {
  return state.settings.campaignTeamAbilities[side] ?? null;
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
