import * as rules from './index';

// The public names the rest of the product (and third parties) call; renaming one breaks them.
const PUBLIC_FUNCTIONS = [
  // dice
  'createDice', 'restoreDice', 'forcedDice',
  // combat and dial state
  'resolveAttack', 'applyDamage', 'applyHealing', 'takeAction', 'endTurn', 'breakAway', 'flee', 'attemptCapture', 'attemptRescue',
  // the campaign economy
  'startingResources', 'teamAbilityFor', 'validateFoundingTeam', 'heroPointsForDefeat', 'majorityNeeded', 'scenarioBonus',
  'trainingHeroPoints', 'levelUpCost', 'canRecruit', 'pleaForMembership', 'validateFeatAssignment', 'bonusCost',
  'achievementPointsFor', 'moraleChecks', 'prestigeDelta', 'publicOpinion', 'injuryFor', 'rollPermanentInjury',
  'skillCheck', 'randomScenario', 'subPlot', 'rollSubPlot',
  // scenario scoring
  'scoreScenario',
  // the other rulesets
  'validateArmy', 'actionsPerTurn', 'victoryPoints', 'validateAlphaTeam', 'mayReinforce', 'horrorClixActionsPerTurn',
  'horrorClixScore',
  // RPS Clix's engine and computer players
  'setupRps', 'applyRpsMove', 'rpsLegalMoves', 'rpsOutcome', 'replayRps', 'randomPlayer', 'greedyPlayer', 'rpsComputerDice',
  // the match engine
  'setupMatch', 'applyMatchEvent', 'legalActions', 'matchOutcome', 'replayMatch', 'matchDice',
  // match resolution and league standings
  'resolveMatch', 'rankStandings', 'leagueMatchTallies', 'checkLeagueSettings',
] as const;

const CATALOGUES = [
  'NPC_CHARACTERS', 'CLIX_CAMPAIGN_POWERS', 'HEROCLIX_ALPHA_POWERS', 'FEATS', 'TEAM_ABILITIES', 'PERMANENT_INJURIES',
  'NON_COMBAT_SKILLS', 'SKILL_DIFFICULTIES', 'BONUSES', 'HERO_PRESTIGE_MODIFIERS', 'VILLAIN_INFAMY_MODIFIERS',
  'OTHER_ITEMS', 'OBJECT_WEAPONS', 'ADVANCED_WEAPONS', 'SCENARIOS', 'RANDOM_SCENARIOS', 'SUB_PLOTS',
] as const;

describe('@clix/rules public API', () => {
  it.each(PUBLIC_FUNCTIONS)('exports the function %s', (name) => {
    expect(typeof (rules as Record<string, unknown>)[name]).toBe('function');
  });

  it.each(CATALOGUES)('exports the catalogue %s with entries', (name) => {
    const value = (rules as Record<string, unknown>)[name];
    expect(Array.isArray(value) ? value.length : Object.keys(value as object).length).toBeGreaterThan(0);
  });
});
