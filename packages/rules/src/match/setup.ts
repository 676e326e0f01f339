import { DEFAULT_COMBAT_SETTINGS } from '../combat/attack';
import { createDialState } from '../combat/dial';
import {
  ALPHA_ACTIONS_PER_TURN,
  ALPHA_BLACK_TAB_POWERS,
  ALPHA_KO_POINTS_TO_WIN,
  ALPHA_REINFORCEMENT_MARGIN,
  ALPHA_STANDARD_TEAM,
} from '../rulesets/heroclix-alpha';
import { DEFAULT_VICTORY_POINTS_2003_OPTIONS } from '../rulesets/heroclix-2003';
import { HORRORCLIX_MINIMUM_ACTIONS, HORRORCLIX_VICTIMS } from '../rulesets/horrorclix';
import { horrorClixStart } from './horrorclix-turn';
import { TEAM_ABILITY_ROLLS } from './team-abilities';
import { isWholeNumberAtLeast } from '../rulesets/values';
import { type MatchRefusal, matchRefusal } from '../refusal';
import { matchRulesetOf } from './rulesets';
import type { MatchRuleset } from './rulesets/ruleset';
import { armyCost } from './rulesets/shared';
import type { MatchFigureSetup, MatchFigureState, MatchSettings, MatchSettingsInput, MatchSideSetup, MatchState, MatchTallies } from './types';

/**
 * The shape of MatchState, raised whenever a field is added, removed or read differently: a state
 * stored by another version is a stale cache of its log, which is replayed instead (the API does).
 */
export const MATCH_STATE_VERSION = 5;

/** Seed 000 "TURNS AND ACTIONS": every character gets three actions each turn. */
export const CAMPAIGN_ACTIONS_PER_CHARACTER = 3;

/** No counts yet. */
export function emptyTallies(): MatchTallies {
  return { bystandersSaved: 0, bystandersHurt: 0, propertyDestroyed: 0, objectivesMet: 0, victimsKilled: 0, blockingTerrainDestroyed: 0 };
}

/** A copy of a list the settings give; anything else is kept as it is, for the setup check to refuse. */
function listCopy(list: readonly string[]): string[] {
  const given: unknown = list;
  return (Array.isArray(given) ? [...(given as unknown[])] : given) as string[];
}

function settingsWithDefaults(ruleset: MatchRuleset, input: MatchSettingsInput, sideCount: number): MatchSettings {
  return {
    buildTotal: input.buildTotal,
    firstSide: input.firstSide ?? 0,
    combat: { ...DEFAULT_COMBAT_SETTINGS, ...ruleset.combatDefaults, ...input.combat },
    campaignActionsPerCharacter: input.campaignActionsPerCharacter ?? CAMPAIGN_ACTIONS_PER_CHARACTER,
    campaignTeamAbilities: input.campaignTeamAbilities ? [...input.campaignTeamAbilities] : Array.from({ length: sideCount }, () => null),
    alphaTeam: input.alphaTeam ?? ALPHA_STANDARD_TEAM,
    alphaKoPointsToWin: input.alphaKoPointsToWin ?? ALPHA_KO_POINTS_TO_WIN,
    alphaActionsPerTurn: input.alphaActionsPerTurn ?? ALPHA_ACTIONS_PER_TURN,
    alphaReinforcementMargin: input.alphaReinforcementMargin ?? ALPHA_REINFORCEMENT_MARGIN,
    alphaBlackTabPowers: listCopy(input.alphaBlackTabPowers ?? ALPHA_BLACK_TAB_POWERS),
    horrorClixMinimumActions: input.horrorClixMinimumActions ?? HORRORCLIX_MINIMUM_ACTIONS,
    horrorClixVictims: input.horrorClixVictims ?? HORRORCLIX_VICTIMS,
    horrorClixInsanityLasts: input.horrorClixInsanityLasts ?? true,
    horrorClixHourglassDamageAllSides: input.horrorClixHourglassDamageAllSides ?? false,
    victoryPoints2003: { ...DEFAULT_VICTORY_POINTS_2003_OPTIONS, ...input.victoryPoints2003 },
  };
}

/** What every ruleset needs: sides with figures, unique ids, dials that can be read, whole numbers. */
function checkCommonSetup(sides: readonly MatchSideSetup[], settings: MatchSettings): MatchRefusal | null {
  // Array.isArray below narrows `sides` to any[]; the sides are read through this typed name.
  const typedSides = sides;
  const wrong = (code: string, path: (string | number)[], message: string) => matchRefusal(code, path, message).refusal;
  if (!isWholeNumberAtLeast(settings.buildTotal, 1))
    return wrong('INVALID_BUILD_TOTAL', ['settings', 'buildTotal'], 'the build total is a whole number of points of at least 1');
  if (!Array.isArray(sides) || sides.length < 2) return wrong('TOO_FEW_SIDES', ['sides'], 'a match needs at least 2 sides');
  if (!Number.isInteger(settings.firstSide) || settings.firstSide < 0 || settings.firstSide >= sides.length) {
    return wrong('SIDE_NOT_FOUND', ['settings', 'firstSide'], `there is no side ${settings.firstSide} to go first`);
  }
  for (const [key, value] of [
    ['campaignActionsPerCharacter', settings.campaignActionsPerCharacter],
    ['alphaKoPointsToWin', settings.alphaKoPointsToWin],
    ['alphaActionsPerTurn', settings.alphaActionsPerTurn],
    ['horrorClixMinimumActions', settings.horrorClixMinimumActions],
  ] as const) {
    if (!isWholeNumberAtLeast(value, 1)) return wrong('INVALID_SETTING', ['settings', key], `${key} is a whole number of at least 1`);
  }
  if (!isWholeNumberAtLeast(settings.horrorClixVictims, 0) || settings.horrorClixVictims > 100) {
    return wrong('INVALID_SETTING', ['settings', 'horrorClixVictims'], 'horrorClixVictims is a whole number from 0 to 100');
  }
  if (!Array.isArray(settings.alphaBlackTabPowers) || !settings.alphaBlackTabPowers.every((power) => typeof power === 'string' && power !== '')) {
    return wrong('INVALID_SETTING', ['settings', 'alphaBlackTabPowers'], 'alphaBlackTabPowers is a list of power names');
  }
  for (const key of ['horrorClixInsanityLasts', 'horrorClixHourglassDamageAllSides'] as const) {
    if (typeof settings[key] !== 'boolean') return wrong('INVALID_SETTING', ['settings', key], `${key} is true or false`);
  }
  const abilities = settings.campaignTeamAbilities;
  if (!Array.isArray(abilities) || abilities.length !== sides.length) {
    return wrong('INVALID_SETTING', ['settings', 'campaignTeamAbilities'], `campaignTeamAbilities has one entry per side: ${sides.length} here`);
  }
  const a = abilities.findIndex((roll) => roll !== null && !(Number.isInteger(roll) && roll >= TEAM_ABILITY_ROLLS.min && roll <= TEAM_ABILITY_ROLLS.max));
  if (a >= 0)
    return wrong('INVALID_SETTING', ['settings', 'campaignTeamAbilities', a], "a side's team ability is a 2d6 roll of the chart, 2 to 12, or null for none");
  const ids = new Set<string>();
  for (const [s, side] of typedSides.entries()) {
    if (!side || !Array.isArray(side.figures) || side.figures.length === 0)
      return wrong('SIDE_HAS_NO_FIGURES', ['sides', s, 'figures'], `side ${s} has no figures`);
    const listed = (list: string, figures: readonly MatchFigureSetup[]) => figures.map((f, i) => [list, i, f] as const);
    const figures = [...listed('figures', side.figures), ...listed('reinforcements', side.reinforcements ?? []), ...listed('minions', side.minions ?? [])];
    for (const [list, i, figure] of figures) {
      const path = ['sides', s, list, i];
      if (typeof figure?.id !== 'string' || figure.id === '') return wrong('FIELD_MISSING', [...path, 'id'], 'a figure needs an id');
      if (ids.has(figure.id)) return wrong('DUPLICATE_FIGURE_ID', [...path, 'id'], `two figures share the id ${figure.id}`);
      ids.add(figure.id);
      const problem = dialProblem(figure.version);
      if (problem) return wrong('INVALID_FIGURE', [...path, 'version'], `${figure.name}: ${problem}`);
    }
  }
  return null;
}

function dialProblem(version: MatchSideSetup['figures'][number]['version'] | undefined): string | null {
  if (!version || !Array.isArray(version.clicks)) return 'no dial';
  if (!isWholeNumberAtLeast(version.pointValue, 0) || !isWholeNumberAtLeast(version.range, 0) || !isWholeNumberAtLeast(version.targets, 0)) {
    return 'point value, range and targets are whole numbers';
  }
  try {
    createDialState(version);
  } catch (e) {
    return (e as Error).message;
  }
  return null;
}

/** The starting figures, then the reinforcements, then the minions. */
function figuresOf(side: MatchSideSetup): MatchSideSetup['figures'][number][] {
  return [...side.figures, ...(side.reinforcements ?? []), ...(side.minions ?? [])];
}

/** Minions are HorrorClix's: another ruleset refuses them. */
function minionsRefusal(rules: MatchRuleset, sides: readonly MatchSideSetup[]): MatchRefusal | null {
  if (rules.id === 'HORRORCLIX') return null;
  const s = sides.findIndex((side) => (side.minions ?? []).length > 0);
  return s < 0 ? null : matchRefusal('NOT_IN_RULESET', ['sides', s, 'minions'], `${rules.id} has no minions`).refusal;
}

/** Reinforcements are Alpha's: another ruleset refuses them. */
function reinforcementsRefusal(rules: MatchRuleset, sides: readonly MatchSideSetup[]): MatchRefusal | null {
  if (rules.reinforcements) return null;
  const s = sides.findIndex((side) => (side.reinforcements ?? []).length > 0);
  return s < 0 ? null : matchRefusal('NOT_IN_RULESET', ['sides', s, 'reinforcements'], `${rules.id} has no reinforcements`).refusal;
}

/** Team abilities are Clix Campaign's (seed 000): another ruleset refuses them. */
function teamAbilitiesRefusal(rules: MatchRuleset, settings: MatchSettings): MatchRefusal | null {
  if (rules.teamAbilities || settings.campaignTeamAbilities.every((roll) => roll === null)) return null;
  return matchRefusal('NOT_IN_RULESET', ['settings', 'campaignTeamAbilities'], `${rules.id} has no team abilities`).refusal;
}

function figureState(figure: MatchSideSetup['figures'][number], side: number, inReserve: boolean, minion: boolean): MatchFigureState {
  return {
    id: figure.id,
    name: figure.name,
    side,
    version: structuredClone(figure.version),
    dial: createDialState(figure.version),
    tokens: 0,
    actionsThisTurn: 0,
    actionsEnded: false,
    failedFlee: false,
    captured: false,
    capturedByFigureId: null,
    escaped: false,
    blooded: false,
    attackedThisTurn: false,
    movedThisTurn: false,
    frenziedThisTurn: false,
    insane: false,
    possessed: false,
    diedInHourglassPhase: false,
    inReserve,
    minion,
    minionDamageSurvived: false,
    damageBySide: {},
    defeatedByFigureId: null,
  };
}

/**
 * A new match: every side's army checked by the ruleset's army rules, the first side to act with
 * its actions for the turn. Returns `{ refusal }` with the path of the offending field instead.
 */
export function setupMatch(
  ruleset: string,
  sides: readonly MatchSideSetup[],
  settingsInput: MatchSettingsInput,
): { state: MatchState } | { refusal: MatchRefusal } {
  const rules = matchRulesetOf(ruleset);
  if (!rules) return matchRefusal('RULESET_NOT_PLAYED', ['ruleset'], `the match engine does not play ${ruleset}`);
  if (!settingsInput || typeof settingsInput !== 'object') return matchRefusal('FIELD_MISSING', ['settings'], 'a match needs its settings');
  const settings = settingsWithDefaults(rules, settingsInput, Array.isArray(sides) ? sides.length : 0);
  const refused =
    checkCommonSetup(sides, settings) ??
    reinforcementsRefusal(rules, sides) ??
    minionsRefusal(rules, sides) ??
    teamAbilitiesRefusal(rules, settings) ??
    rules.checkArmies(sides, settings);
  if (refused) return { refusal: refused };
  const state: MatchState = {
    version: MATCH_STATE_VERSION,
    ruleset: rules.id,
    settings,
    sides: sides.map((side, position) => ({ position, armyCost: armyCost(side), figureIds: figuresOf(side).map((f) => f.id), tallies: emptyTallies() })),
    figures: Object.fromEntries(
      sides.flatMap((side, position) =>
        figuresOf(side).map((f) => [f.id, figureState(f, position, !side.figures.includes(f), (side.minions ?? []).includes(f))]),
      ),
    ),
    turn: { number: 1, activeSide: settings.firstSide, actionsLeft: 0, reinforcementsDue: [], flurry: null },
    knockouts: [],
    unattributed: emptyTallies(),
    dice: null,
    over: false,
    horrorClix: rules.id === 'HORRORCLIX' ? horrorClixStart(settings) : null,
  };
  state.turn.actionsLeft = rules.actionsPerTurn(state, settings.firstSide);
  return { state };
}
