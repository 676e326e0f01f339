import { DEFAULT_CAMPAIGN_SETTINGS, type CampaignSettings } from './settings';
import type { AchievementEvent } from './types';

/** Why a character gained or lost Achievement Points. */
export type AchievementReason = 'DEFEATED_CHARACTER' | 'DEFEATED_ARCHENEMY' | 'SCENARIO_RESPONSIBLE' | 'WAS_DEFEATED' | 'DEFEATED_BY_ARCHENEMY';

/** One Achievement Point change, in event order. */
export interface AchievementAward {
  characterId: string;
  points: number;
  reason: AchievementReason;
  /** Index of the event in the input that caused it. */
  eventIndex: number;
}

/** A match's Achievement Points: every change, and the net per character. */
export interface MatchAchievementPoints {
  awards: AchievementAward[];
  /** Net AP per character id, for every character an event touched. */
  byCharacter: Record<string, number>;
}

/**
 * Achievement Points from a match's events (seed 000, chapter V): +1 for a defeat (+2 for an
 * archenemy instead), +2 for being personally responsible for the scenario, −1 for being
 * defeated (−2 by an archenemy instead).
 */
export function achievementPointsFor(events: readonly AchievementEvent[], settings: CampaignSettings = DEFAULT_CAMPAIGN_SETTINGS): MatchAchievementPoints {
  const ap = settings.achievementPoints;
  const awards: AchievementAward[] = [];
  events.forEach((event, eventIndex) => {
    if (event.kind === 'SCENARIO_RESPONSIBLE') {
      awards.push({ characterId: event.memberId, points: ap.scenarioResponsible, reason: 'SCENARIO_RESPONSIBLE', eventIndex });
      return;
    }
    // A character defeated by nobody (pushing, his own power) or by himself earns no one a defeat.
    const defeater = event.defeatedById !== null && event.defeatedById !== event.defeatedId ? event.defeatedById : null;
    const byArchenemy = defeater !== null && event.archenemies;
    if (defeater !== null) {
      awards.push(
        byArchenemy
          ? { characterId: defeater, points: ap.defeatedArchenemy, reason: 'DEFEATED_ARCHENEMY', eventIndex }
          : { characterId: defeater, points: ap.defeatedCharacter, reason: 'DEFEATED_CHARACTER', eventIndex },
      );
    }
    awards.push(
      byArchenemy
        ? { characterId: event.defeatedId, points: ap.defeatedByArchenemy, reason: 'DEFEATED_BY_ARCHENEMY', eventIndex }
        : { characterId: event.defeatedId, points: ap.wasDefeated, reason: 'WAS_DEFEATED', eventIndex },
    );
  });

  const totals = new Map<string, number>();
  for (const award of awards) totals.set(award.characterId, (totals.get(award.characterId) ?? 0) + award.points);
  // fromEntries defines own properties, so an id such as "__proto__" is stored like any other.
  return { awards, byCharacter: Object.fromEntries(totals) };
}
