import { applyShare, assertPointValue } from './numbers';
import { DEFAULT_CAMPAIGN_SETTINGS, type CampaignSettings } from './settings';

/** A new team's Hero Point reserve and cash. */
export interface StartingResources {
  heroPoints: number;
  cash: number;
}

/** What a new team starts with: 100 HP (150 in worlds of several-player teams) and $1000 (digest 4.1). */
export function startingResources(settings: CampaignSettings = DEFAULT_CAMPAIGN_SETTINGS): StartingResources {
  const { start } = settings;
  return {
    heroPoints: start.teamsOfSeveralPlayers ? start.heroPointsSeveralPlayers : start.heroPoints,
    cash: start.cash,
  };
}

/** Hero Points for defeating a character: half its points, rounded down, or all of them for an archenemy. */
export function heroPointsForDefeat(pointValue: number, { archenemy }: { archenemy: boolean }, settings: CampaignSettings = DEFAULT_CAMPAIGN_SETTINGS): number {
  assertPointValue('pointValue', pointValue);
  const { heroPoints } = settings;
  return applyShare(pointValue, archenemy ? heroPoints.archenemyDefeatShare : heroPoints.defeatShare, heroPoints.rounding);
}

/** How many members of an enemy team of this size make a majority (digest 4.4). */
export function majorityNeeded(teamSize: number, settings: CampaignSettings = DEFAULT_CAMPAIGN_SETTINGS): number {
  if (!Number.isInteger(teamSize) || teamSize < 1) throw new RangeError(`teamSize must be a whole number ≥ 1, got ${teamSize}`);
  const { majorityBySize, majorityMarginBeyondTable } = settings.heroPoints;
  if (teamSize <= majorityBySize.length) return majorityBySize[teamSize - 1];
  return teamSize - majorityMarginBeyondTable;
}

/** The 50 HP bonus when a team defeated the majority of the opposing team, else 0. */
export function enemyTeamDefeatBonus(
  { enemyTeamSize, enemiesDefeated }: { enemyTeamSize: number; enemiesDefeated: number },
  settings: CampaignSettings = DEFAULT_CAMPAIGN_SETTINGS,
): number {
  // A count no match can produce is a bug in the caller, thrown like majorityNeeded's bad team size.
  if (!Number.isInteger(enemiesDefeated) || enemiesDefeated < 0 || enemiesDefeated > enemyTeamSize) {
    throw new RangeError(`enemiesDefeated must be a whole number from 0 to the enemy team's ${enemyTeamSize}, got ${enemiesDefeated}`);
  }
  return enemiesDefeated >= majorityNeeded(enemyTeamSize, settings) ? settings.heroPoints.enemyTeamDefeatBonus : 0;
}

/** Bonus for a scenario with a goal: 25 HP if your alignment won, 25 more if your team was responsible. */
export function scenarioBonus(
  { alignmentWon, teamResponsible }: { alignmentWon: boolean; teamResponsible: boolean },
  settings: CampaignSettings = DEFAULT_CAMPAIGN_SETTINGS,
): number {
  // The second 25 is "an additional 25 ... for the win": no win, nothing to be responsible for.
  if (!alignmentWon) return 0;
  const { scenarioAlignmentWinBonus, scenarioTeamResponsibleBonus } = settings.heroPoints;
  return scenarioAlignmentWinBonus + (teamResponsible ? scenarioTeamResponsibleBonus : 0);
}

/** Hero Points one member earns on a training mission: a quarter of his points, rounded by the world's training rounding. */
export function trainingHeroPoints(pointValue: number, settings: CampaignSettings = DEFAULT_CAMPAIGN_SETTINGS): number {
  assertPointValue('pointValue', pointValue);
  return applyShare(pointValue, settings.heroPoints.trainingShare, settings.heroPoints.trainingRounding);
}
