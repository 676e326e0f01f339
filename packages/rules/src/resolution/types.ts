import { z } from 'zod';
import type { CampaignSettings, QuitReason } from '../campaign/settings';
import type { MoraleFight } from '../campaign/morale';
import type { FeatData, FeatSettings } from '../catalogue/feats';
import type { Alignment, InjurySettings, MapType, MatchOutcome, PermanentInjuryResult, PrestigeSettings, SufferedInjury } from '../catalogue/tables';
import type { ScenarioCountFact, ScenarioObjective, ScenarioPointsFact } from '../catalogue/scenarios';
import type { ScoreSettings } from '../scenarios/score';
import type { Refusal } from '../refusal';
import { oneOf, schemaOf, wholeNumber } from '../settings/values';

/** The rules a match is played under. */
export type ResolutionRuleset = 'CLIX_CAMPAIGN' | 'HEROCLIX_2003' | 'HEROCLIX_ALPHA' | 'HORRORCLIX' | 'RPS_CLIX';

/** Where a figure's dial stood when the match ended. */
export type FinalFigureStatus = 'ACTIVE' | 'KO' | 'CRITICAL_CONDITION' | 'PERMANENTLY_INJURED' | 'REMOVED';

/** Campaign standing of a team member (the API's MemberStatus). */
export type MemberStanding = 'ACTIVE' | 'OUT' | 'CRITICAL' | 'CAPTURED' | 'DEAD' | 'QUIT';

/** One figure at the end of the match, as the log leaves it. */
export interface ResolutionFigure {
  figureId: string;
  /** Position of its side. */
  side: number;
  /** The team member playing it; null for an NPC. */
  memberId: string | null;
  /** Persona name: two figures of one name are never archenemies. */
  name: string;
  pointValue: number;
  archenemyColour: string | null;
  finalStatus: FinalFigureStatus;
  /** The figure whose attack (or attributed damage) took it to KO or worse; null when nobody did (pushing, own power, unattributed). */
  defeatedByFigureId: string | null;
  /** Order of the event that defeated it (for KO points in order); null when not defeated. */
  defeatedAtSequence: number | null;
  /** Still a captive when the match ended: the side holding him, or null when he is free. */
  capturedBySide: number | null;
  /** Clicks of damage each side's figures dealt it (2003: who takes a pushed-to-death model). */
  damageBySide: Readonly<Record<number, number>>;
}

/** A member of a playing team (played or not): what the consequences of the match read of him. */
export interface ResolutionMember {
  memberId: string;
  status: MemberStanding;
  outForScenarios: number | null;
  achievementPoints: number;
  /** Whether he ever had 1 AP or more (morale's disgruntlement). */
  everHadAchievementPoint?: boolean;
  /** The feats he holds, for upkeep. */
  feats: readonly FeatData[];
}

/** Per-side facts the log cannot know: the outcome input, and counts attributed to the side. */
export interface ResolutionSide {
  position: number;
  /** The team playing it; null for an NPC force (earns nothing; its defeats count for the others). */
  teamId: string | null;
  alignment: Alignment;
  /** The team's leader (member id), for morale. */
  leaderMemberId: string | null;
  /** Every member of the team, played or not; empty for an NPC force. */
  members: readonly ResolutionMember[];
  heroPointsBefore: number;
  /** Prestige (heroes) or Infamy (villains) before the match. */
  ratingBefore: number;
  /** Whether this side achieved the scenario's goal; absent when no scenario or undecided. */
  scenarioOutcome?: 'WON' | 'LOST';
  /** This team was responsible for the win (the second 25 HP). */
  teamResponsible?: boolean;
  /** The member personally responsible for the scenario's success (+2 AP). */
  responsibleMemberId?: string | null;
  bystandersSaved: number;
  bystandersHurt: number;
  propertyDestroyed: number;
  objectivesMet?: readonly ScenarioObjective[];
  /** Scenario counts the log cannot know (hostages saved, escapees ...). */
  scenarioFacts?: Partial<Record<ScenarioCountFact | ScenarioPointsFact, number>>;
  /** In Over Your Head: this side ran away. */
  ranAway?: boolean;
  /** HorrorClix: victims killed and plot-twist points. */
  victimsKilled?: number;
  plotTwistPoints?: number;
}

/** Everything a finished match is resolved from. */
export interface ResolutionInput {
  ruleset: ResolutionRuleset;
  /** Catalogue id of the scenario played, or null. */
  scenarioId: string | null;
  trainingMission: boolean;
  mapType: MapType;
  buildTotal: number;
  roundsPlayed: number;
  /** 5-10: the prestige of winning or losing the scenario. */
  scenarioDifficulty?: number | null;
  /** The random scenario generator gave "In Over Your Head". */
  inOverYourHead?: boolean;
  /** Side position that won, or null for a draw; the scored rulesets decide it themselves where they can. */
  winningSide: number | null;
  sides: readonly ResolutionSide[];
  figures: readonly ResolutionFigure[];
  /**
   * The match engine's verdict (its `matchOutcome`): for 2003, Alpha and HorrorClix it is the
   * score and winner (the engine saw every event: hourglass deaths, insanity, victims); without
   * it they are scored from the facts above.
   */
  engineOutcome?: {
    winnerSide: number | null;
    scores: readonly { side: number; points: number; lines: readonly { kind: string; points: number; figureId?: string }[] }[];
  };
}

/** What happens when a team cannot pay a feat's upkeep. */
export type UpkeepShortfall =
  /** The feat lapses: it is removed from the member and nothing is charged for it. */
  | 'FEAT_LAPSES'
  /** The upkeep is taken down to 0 HP and the feat is kept. */
  | 'TAKE_TO_ZERO';

/** Settings of the resolution itself (readings, see docs/rules-readings.md). */
export interface ResolutionRules {
  /** Reading: a feat whose upkeep the team cannot pay lapses (FEAT_LAPSES). */
  upkeepShortfall: UpkeepShortfall;
  /** "The original team ... reserves the right to break out a captured hero for 3 campaign games." */
  internmentReservedGames: number;
  /** Critical Condition: "must miss the next scenario". */
  criticalConditionScenariosMissed: number;
  /** Reading: a training mission is not a scenario, so no upkeep falls due and OUT members do not count down. */
  trainingIsScenario: boolean;
  /** Alpha: KO points that win. */
  alphaKoPointsToWin: number;
}

export const DEFAULT_RESOLUTION_RULES: ResolutionRules = {
  upkeepShortfall: 'FEAT_LAPSES',
  internmentReservedGames: 3,
  criticalConditionScenariosMissed: 1,
  trainingIsScenario: false,
  alphaKoPointsToWin: 5,
};

/** What a world's resolution readings may be (`DEFAULT_RESOLUTION_RULES`' kinds and words). */
export const resolutionRulesSchema = schemaOf<ResolutionRules>()(
  z.strictObject({
    upkeepShortfall: oneOf(['FEAT_LAPSES', 'TAKE_TO_ZERO'] as const satisfies readonly UpkeepShortfall[]),
    internmentReservedGames: wholeNumber({ min: 0, max: 100 }),
    criticalConditionScenariosMissed: wholeNumber({ min: 0, max: 100 }),
    trainingIsScenario: z.boolean(),
    alphaKoPointsToWin: wholeNumber({ min: 1, max: 100 }),
  }),
);

/** Every setting group the resolution reads. */
export interface ResolutionSettings {
  campaign: CampaignSettings;
  feats: Partial<FeatSettings>;
  injuries: Partial<InjurySettings>;
  prestige: Partial<PrestigeSettings>;
  scoring: Partial<ScoreSettings>;
  resolution: ResolutionRules;
}

/** One award or consequence, with where it came from. */
export interface ResolutionLine {
  /** Stable kind, e.g. DEFEAT, ARCHENEMY_DEFEAT, MAJORITY_BONUS, SCENARIO_BONUS, SCENARIO_LINE, TRAINING, UPKEEP, PRESTIGE, AP, SCORE. */
  kind: string;
  label: string;
  amount: number;
  /** The rules function that decided it, e.g. "heroPointsForDefeat". */
  source: string;
  figureId?: string;
  memberId?: string;
}

/** A side's score under a ruleset that scores (2003, alpha, horrorclix). */
export interface SideScore {
  points: number;
  lines: ResolutionLine[];
}

/** What the match means for one side. */
export interface SideResolution {
  position: number;
  teamId: string | null;
  alignment: Alignment;
  outcome: MatchOutcome;
  heroPointLines: ResolutionLine[];
  upkeepLines: ResolutionLine[];
  /** Feats that lapsed for want of upkeep. */
  lapsedFeats: { memberId: string; featIds: string[] }[];
  prestigeCurrency: 'PRESTIGE' | 'INFAMY';
  prestigeLines: ResolutionLine[];
  /** Net Hero Points, upkeep included. */
  heroPointsEarned: number;
  prestigeChange: number;
  /** Enemy figures this side KOed. */
  kos: number;
  score: SideScore | null;
}

/** Captured and held in the internment camp. */
export interface Internment {
  heldBySide: number | null;
  heldByTeamId: string | null;
  /** Campaign games during which his own team alone may break him out. */
  ownTeamReservedGames: number;
}

/** What the match means for one team member. */
export interface MemberResolution {
  memberId: string;
  side: number;
  teamId: string;
  figureId: string | null;
  played: boolean;
  achievementLines: ResolutionLine[];
  achievementPointsChange: number;
  statusBefore: MemberStanding;
  statusAfter: MemberStanding;
  outForScenariosBefore: number | null;
  outForScenariosAfter: number | null;
  injuryRoll: PermanentInjuryResult | null;
  injuriesAdded: SufferedInjury[];
  internment: Internment | null;
  quitReason: QuitReason | null;
  lapsedFeatIds: string[];
}

/** What the morale rules asked of a team after the AP changes. */
export interface SideMorale {
  position: number;
  teamId: string;
  quits: { memberId: string; reason: QuitReason; message: string }[];
  /** Fights to be played; not decided here. */
  fights: MoraleFight[];
}

/** Every award and consequence of a match. */
export interface MatchResolution {
  ok: true;
  ruleset: ResolutionRuleset;
  sides: SideResolution[];
  members: MemberResolution[];
  morale: SideMorale[];
  /** Why something was left out (unknown scenario, a leader who cannot be found ...). */
  notes: string[];
}

export type ResolutionRefusalReason = 'UNKNOWN_SIDE' | 'UNKNOWN_FIGURE' | 'SCENARIO_NOT_SCORED' | 'PRESTIGE_REFUSED' | 'SCORE_REFUSED';

export type ResolutionRefusal = Refusal<ResolutionRefusalReason>;
