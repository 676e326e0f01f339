import type { Rank } from '../catalogue/character-types';
import { assertPointValue } from './numbers';
import { refuseWithProblems } from '../refusal';
import { DEFAULT_CAMPAIGN_SETTINGS, type CampaignSettings } from './settings';
import type { CampaignRejection } from './types';

/** Why a level-up cannot be priced. */
export type LevelUpRefusal = 'NOT_A_LEVEL_UP' | 'LEVEL_SKIPPED';

/** The price of a level-up, split the way the seed's example writes it. */
export interface LevelUpCost {
  ok: true;
  heroPoints: number;
  /** Hero Points for the levels counted, e.g. 100 (Rookie) + 100 (Experienced). */
  levelHeroPoints: number;
  /** Point value printed on the target version's base. */
  pointValueHeroPoints: number;
  fromLevel: number;
  toLevel: number;
}

/** The campaign level (Rookie 1, Experienced 2, Veteran 3) of a rank in this world. */
export function levelOfRank(rank: Rank, settings: CampaignSettings = DEFAULT_CAMPAIGN_SETTINGS): number {
  return settings.leveling.levelOfRank[rank];
}

/** The highest level any rank reaches in this world: a leader there can level no further. */
export function maximumLevel(settings: CampaignSettings = DEFAULT_CAMPAIGN_SETTINGS): number {
  return Math.max(...Object.values(settings.leveling.levelOfRank));
}

/**
 * Hero Points to move a character up to `targetRank`: 100 × every level up to and including the
 * target, plus the target version's points (digest 4.3). Rookie → Experienced at 47 points is
 * 100 + 100 + 47 = 247 HP; Experienced → Veteran is 300 + the Veteran's points.
 */
export function levelUpCost(
  currentRank: Rank,
  targetRank: Rank,
  targetPointValue: number,
  settings: CampaignSettings = DEFAULT_CAMPAIGN_SETTINGS,
): LevelUpCost | CampaignRejection<LevelUpRefusal> {
  assertPointValue('targetPointValue', targetPointValue);
  const fromLevel = levelOfRank(currentRank, settings);
  const toLevel = levelOfRank(targetRank, settings);
  if (toLevel <= fromLevel) {
    return refuse('NOT_A_LEVEL_UP', `${targetRank} (level ${toLevel}) is not above ${currentRank} (level ${fromLevel})`);
  }
  if (toLevel > fromLevel + 1 && !settings.leveling.allowSkippingLevels) {
    return refuse('LEVEL_SKIPPED', `a character moves up one level at a time; ${currentRank} goes to level ${fromLevel + 1} first`);
  }
  const { heroPointsPerLevel, counting } = settings.leveling;
  const levelsCounted = counting === 'EVERY_LEVEL_UP_TO_TARGET' ? toLevel : toLevel - fromLevel;
  const levelHeroPoints = heroPointsPerLevel * levelsCounted;
  return {
    ok: true,
    heroPoints: levelHeroPoints + targetPointValue,
    levelHeroPoints,
    pointValueHeroPoints: targetPointValue,
    fromLevel,
    toLevel,
  };
}

function refuse(reason: LevelUpRefusal, message: string): CampaignRejection<LevelUpRefusal> {
  return refuseWithProblems([{ reason, message }]);
}
