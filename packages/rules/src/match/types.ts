import type { CharacterVersionData } from '../catalogue/character-types';
import type { Altitude, AttackFeat, AttackKind, AttackPurpose, CombatSettings, GoodLuckReroll, KnockbackStop, ObjectInPlay } from '../combat/combat.types';
import type { DialState } from '../combat/dial';
import type { AlphaTeamOptions } from '../rulesets/heroclix-alpha';
import type { VictoryPoints2003Options } from '../rulesets/heroclix-2003';
import type { DicePosition } from './dice';
import type { MatchRefusal } from '../refusal';

/** The rulesets the match engine plays (the API's MatchRuleset values); RPS Clix has its own engine for now. */
export type MatchRulesetId = 'CLIX_CAMPAIGN' | 'HEROCLIX_2003' | 'HEROCLIX_ALPHA' | 'HORRORCLIX';

/** What a figure's base, card and dial say, as the match needs it. */
export type MatchFigureVersion = Pick<
  CharacterVersionData,
  'rank' | 'pointValue' | 'range' | 'targets' | 'movement' | 'damageSymbol' | 'keywords' | 'archenemyColour' | 'startingClick' | 'clicks' | 'koClicks'
>;

/** One figure brought to the match. */
export interface MatchFigureSetup {
  /** Unique in the match. */
  id: string;
  /** Persona name (uniques and archenemies compare names). */
  name: string;
  version: MatchFigureVersion;
}

/** One side: its figures, in order. */
export interface MatchSideSetup {
  figures: readonly MatchFigureSetup[];
  /** Alpha: the characters not on the starting team, who may enter as reinforcements (seed 001). */
  reinforcements?: readonly MatchFigureSetup[];
  /** HorrorClix: the side's minions, off the map until one replaces a victim its monster killed (MINION); outside the build total. */
  minions?: readonly MatchFigureSetup[];
}

/** The settings a match is created with; every field but the build total has a default. */
export interface MatchSettingsInput {
  /** Points each side plays to. */
  buildTotal: number;
  /** Position of the side that takes the first turn (default 0). */
  firstSide?: number;
  /** The world's combat readings; the ruleset's own defaults fill the rest. */
  combat?: Partial<CombatSettings>;
  /** Clix Campaign: actions each character gets a turn (seed 000: 3). */
  campaignActionsPerCharacter?: number;
  /**
   * Clix Campaign: each side's team ability by side position, the 2d6 roll of the seed's chart (2-12);
   * null (or left out) for none, e.g. an NPC force.
   */
  campaignTeamAbilities?: readonly (number | null)[];
  /** Alpha: team size and point limit (seed 001: at least 5, up to 250). */
  alphaTeam?: AlphaTeamOptions;
  /** Alpha: KO points that win (seed 001: 5). */
  alphaKoPointsToWin?: number;
  /** Alpha: actions a turn (seed 001: 3). */
  alphaActionsPerTurn?: number;
  /** Alpha: how many points more than the KO'd character a reinforcement may cost (seed 001: 10). */
  alphaReinforcementMargin?: number;
  /** Alpha: the powers card's powers on black tabs, as `powerKey` spells them, of which one action may use only one (default ALPHA_BLACK_TAB_POWERS). */
  alphaBlackTabPowers?: readonly string[];
  /** HorrorClix: the fewest actions a turn (seed 004: 2). */
  horrorClixMinimumActions?: number;
  /** HorrorClix: victims on the board at the start (seed 004: 12). */
  horrorClixVictims?: number;
  /** HorrorClix: an insane monster stays insane for the rest of the match (default true); false: each insanity roll decides anew. */
  horrorClixInsanityLasts?: boolean;
  /** HorrorClix: the hourglass phase damages every side's hourglass and possessed monsters (default false: the side whose turn it is). */
  horrorClixHourglassDamageAllSides?: boolean;
  /** 2003: how shares of a pushed-to-death model are counted. */
  victoryPoints2003?: Partial<VictoryPoints2003Options>;
}

/** The settings with every default filled in, as the state keeps them. */
export interface MatchSettings {
  buildTotal: number;
  firstSide: number;
  combat: CombatSettings;
  campaignActionsPerCharacter: number;
  campaignTeamAbilities: (number | null)[];
  alphaTeam: AlphaTeamOptions;
  alphaKoPointsToWin: number;
  alphaActionsPerTurn: number;
  alphaReinforcementMargin: number;
  alphaBlackTabPowers: string[];
  horrorClixMinimumActions: number;
  horrorClixVictims: number;
  horrorClixInsanityLasts: boolean;
  horrorClixHourglassDamageAllSides: boolean;
  victoryPoints2003: VictoryPoints2003Options;
}

/** Everything a match is created from: what `setupMatch` takes and `replayMatch` starts from. */
export interface MatchSetup {
  ruleset: MatchRulesetId;
  sides: readonly MatchSideSetup[];
  settings: MatchSettingsInput;
}

/** Counts the scenario and the resolution read. */
export interface MatchTallies {
  bystandersSaved: number;
  bystandersHurt: number;
  propertyDestroyed: number;
  objectivesMet: number;
  /** HorrorClix: victims killed. */
  victimsKilled: number;
  /** 2003: squares of blocking terrain destroyed by an attack of 3 damage or more (ATTACK_TERRAIN). */
  blockingTerrainDestroyed: number;
}

/** One figure during the match. */
export interface MatchFigureState {
  id: string;
  name: string;
  side: number;
  version: MatchFigureVersion;
  dial: DialState;
  /** Action tokens: 0, 1, or 2 after pushing (2003) or a second action running (HorrorClix). */
  tokens: number;
  /** Non-free actions given to it this turn. */
  actionsThisTurn: number;
  /** Clix Campaign: a special movement (flee, capture, rescue) ended its actions for the turn. */
  actionsEnded: boolean;
  /** Clix Campaign: failed a flee (4-5): -1 defense and -1 speed until its side's next turn. */
  failedFlee: boolean;
  captured: boolean;
  /** The captor, while captured. */
  capturedByFigureId: string | null;
  /** Escaped from captivity during the match. */
  escaped: boolean;
  /** HorrorClix: has killed a victim (allows frenzy). */
  blooded: boolean;
  /** Has been the target of an attack this turn (Alpha's Mastermind: attacked only once each turn). */
  attackedThisTurn: boolean;
  /** Has been given a MOVE this turn (HorrorClix: may kill a victim, then frenzy). */
  movedThisTurn: boolean;
  /** HorrorClix: has made its frenzy attack this turn. */
  frenziedThisTurn: boolean;
  /** HorrorClix: a failed insanity roll made it insane (scores 0 when killed). */
  insane: boolean;
  /** HorrorClix: possessed (vulnerable, 1 damage in the hourglass phase, scores 0 when killed). */
  possessed: boolean;
  /** HorrorClix: left the fight during an hourglass phase (scores 0). */
  diedInHourglassPhase: boolean;
  /** Alpha: among the side's reinforcements, off the map (never started, or KO'd and gone back). HorrorClix: a minion not yet entered. */
  inReserve: boolean;
  /** HorrorClix: a minion (seed 004): never blooded, and its first click of damage turns no click. */
  minion: boolean;
  /** HorrorClix: the minion has survived its 1 damage; the next damage turns its dial. */
  minionDamageSurvived: boolean;
  /** Clicks of damage each side's figures dealt it, by side position (2003: who takes a pushed model). */
  damageBySide: Record<string, number>;
  /** The figure that took it out of the fight last; null when nobody did (pushing, own power, unattributed) or still fighting. */
  defeatedByFigureId: string | null;
}

/** A figure leaving the fight (KO, removed), in order. */
export interface MatchKnockout {
  figureId: string;
  /** The figure whose attack or attributed damage did it; null for pushing, own power or unattributed. */
  byFigureId: string | null;
  turn: number;
}

/** One side during the match. */
export interface MatchSideState {
  position: number;
  /** What its figures cost: the cheaper army wins 2003 and HorrorClix ties. */
  armyCost: number;
  figureIds: string[];
  tallies: MatchTallies;
}

/** Whose turn it is and what is left of it. */
export interface MatchTurn {
  /** 1 for the first player's first turn; every END_TURN adds 1. */
  number: number;
  activeSide: number;
  /** Non-free actions the active side may still give this turn. */
  actionsLeft: number;
  /** Alpha: the side's characters KO'd since its last turn, each to be replaced (REINFORCE) before it acts. */
  reinforcementsDue: string[];
  /** Alpha: the figure whose punch (the last event) hit `hitFigureId` with Flurry showing: it may now punch another enemy. */
  flurry: { figureId: string; hitFigureId: string } | null;
}

/** HorrorClix's four phases of a turn (seed 004, "Vuoro"). */
export type HorrorClixPhase = 'PREVIEW' | 'SUSPENSE' | 'HUNTING' | 'HOURGLASS';

/** One of the HorrorClix victims on their marked spots. */
export interface HorrorClixVictim {
  id: string;
  /** The monster that ended its move on it; null while it lives. */
  killedByFigureId: string | null;
  killedInTurn: number | null;
  /** Turned face up by a monster moving past it (seed 004: "jos kulkee uhrin ohi, uhri käännetään face up"); victims start face down. */
  faceUp: boolean;
  /** HorrorClix: the minion that replaced it once killed (MINION), if any. */
  replacedByFigureId: string | null;
}

/** When a plot twist is played: the active side's preview phase, before a suspense-phase victim move, or answering a kill. */
export type PlotTwistTiming = 'PREVIEW' | 'SUSPENSE' | 'KILL_ANSWER';

/** One plot-twist card played (seed 004: 6 a player, single use, at most 1 subplot). */
export interface HorrorClixPlotTwist {
  side: number;
  /** The card's name as printed (the texts are not in the seed): each card is played once. */
  card: string;
  subplot: boolean;
  timing: PlotTwistTiming;
  victimId: string | null;
  /** The table's answer: a successful kill answer saves the victim (moved to an adjacent square). */
  success: boolean;
  /** Points it scores its side. */
  points: number;
  turn: number;
}

/** A kill the opponent may still answer (with the next event): what to undo if a plot twist saves the victim. */
export interface HorrorClixKillToAnswer {
  victimId: string;
  figureId: string;
  /** The monster was blooded before this kill. */
  wasBlooded: boolean;
  /** The kill, by the Tree of the Damned, gave the side 1 action. */
  treeAction: boolean;
}

/** What HorrorClix adds to a match. */
export interface HorrorClixMatchState {
  phase: HorrorClixPhase;
  victims: HorrorClixVictim[];
  /** The victim moved in this turn's suspense phase, if any. */
  victimMoved: string | null;
  /** Monsters that made this turn's insanity roll. */
  insanityRolled: string[];
  /** Every plot twist played, in order. */
  plotTwists: HorrorClixPlotTwist[];
  /** The kill the last event made, which the opponent may answer now (PLOT_TWIST or KILL_ANSWER); null otherwise. */
  killToAnswer: HorrorClixKillToAnswer | null;
}

/** The whole match: plain serialisable data. Holds the dice stream's position, never its seed. */
export interface MatchState {
  /** The shape of this state (MATCH_STATE_VERSION when it was made): a stored state of another is rebuilt from its log. */
  version: number;
  ruleset: MatchRulesetId;
  settings: MatchSettings;
  sides: MatchSideState[];
  figures: Record<string, MatchFigureState>;
  turn: MatchTurn;
  knockouts: MatchKnockout[];
  /** Counts no side claims (attributed to no figure). */
  unattributed: MatchTallies;
  /** Where the match's own stream stands; null before its first roll. */
  dice: DicePosition | null;
  /** The ruleset's end has been reached: nothing more can be applied. */
  over: boolean;
  /** HorrorClix: the phase, the victims and the turn's insanity rolls; null in the other rulesets. */
  horrorClix: HorrorClixMatchState | null;
}

/** Alpha's powers that act "instead of attacking" (seed 001), each a POWER event. */
export type AlphaInsteadOfAttacking = 'PULSE' | 'POISON' | 'REGENERATION' | 'HEAL';

/** A non-attack action given at the table: a move, a power, or a free action (no token, no count). */
export type MatchActionKind = 'MOVE' | 'POWER' | 'FREE';

/** One target of an attack with what the table knows of it. */
export interface MatchAttackTarget {
  figureId: string;
  /** Squares from the attacker; 1 is adjacent. */
  distance: number;
  lineOfFireCrossesHinderingTerrain?: boolean;
  /** Where the target is in the air (HorrorClix: shooting a soaring monster from the ground). */
  altitude?: Altitude;
  /** Alpha: the target stands in hindering terrain (Stealth). */
  inHinderingTerrain?: boolean;
  /** 2003: what stops the target's knockback path, should the attack knock it back (+1 blocking or edge, +2 off elevated terrain). */
  knockbackStop?: KnockbackStop;
  /** Clix Campaign: a team mate is adjacent to the target (team ability 9, Team Defense: +2 defense). */
  adjacentToTeamMate?: boolean;
  /** Clix Campaign, team ability 4 Shared Defense: the target's team mates adjacent to it, by figure id; it uses the highest defense showing. */
  sharedDefenseFrom?: readonly string[];
  /** Alpha: a friend of the target with Rally showing is adjacent to it (+1 defense). */
  adjacentFriendlyRally?: boolean;
  /** Alpha: the attacker's other enemies adjacent to the target, by figure id (a shot with Explosion deals each 1 damage). */
  otherEnemiesAdjacent?: readonly string[];
}

/** What the table knows of the attacker's surroundings. */
export interface MatchAttackerFacts {
  altitude?: Altitude;
  inHinderingTerrain?: boolean;
  /** Alpha: Super Strength works in or adjacent to hindering terrain. */
  adjacentToHinderingTerrain?: boolean;
  /** Adjacent to a friend with Enhancement showing (Alpha: Boost). */
  adjacentFriendlyEnhancement?: boolean;
  /** Alpha: the attack is a MOVE AND ATTACK (moved up to 4 first). */
  moved?: boolean;
  /** Alpha: adjacent to a friend with Rally showing (+1 attack). */
  adjacentFriendlyRally?: boolean;
  /** Alpha: 2 or fewer squares from a friend with Leadership showing (+2 attack). */
  friendlyLeadershipWithinTwo?: boolean;
  /** Alpha: the enemies other than the target adjacent to the attacker, by figure id (a punch with Quake on doubles deals each 2 damage). */
  otherEnemiesAdjacent?: readonly string[];
  /** Clix Campaign, team ability 5 Shared Attack: the attacker's team mates adjacent to it, by figure id; it uses the highest attack showing. */
  sharedAttackFrom?: readonly string[];
}

/** The kinds of event, each with the side recording it. */
export type MatchEngineEvent =
  | {
      type: 'ATTACK';
      side: number;
      figureId: string;
      attackKind: AttackKind;
      targets: readonly MatchAttackTarget[];
      /** Damage shares by target id for one roll against several targets (seed 003: split as the player chooses). */
      damageSplit?: Readonly<Record<string, number>>;
      object?: ObjectInPlay;
      feats?: readonly AttackFeat[];
      /** Clix Campaign: CAPTURE takes the target captive; RESCUE frees `captiveFigureId` from the target. */
      purpose?: AttackPurpose;
      captiveFigureId?: string;
      attacker?: MatchAttackerFacts;
      /** HorrorClix: a blooded monster's frenzy after its move, a free close combat attack for 1 damage. */
      frenzy?: boolean;
      /** Alpha, Good Luck showing: reroll the attack dice once, ALWAYS or only IF_MISSED; the new roll counts. */
      goodLuckReroll?: GoodLuckReroll;
      /** Alpha, Mind Control showing: if the attack hits, the table moves the target up to its speed instead of damaging it. */
      mindControl?: boolean;
      /**
       * Clix Campaign, team ability 11 Coordinated Assault: the attacker's team mates adjacent to the
       * one target who attack it too, in order, all with this one action.
       */
      coordinatedWith?: readonly string[];
      /** Alpha, Flurry showing: right after its punch hit, the same figure punches another enemy (no action; once a turn). */
      flurry?: boolean;
    }
  /**
   * Alpha, "instead of attacking" (an action that could attack): PULSE (1 damage to each of `targetIds`, the
   * enemies in sight within 4), POISON (1 to each adjacent enemy), REGENERATION (a d6: 1-4 health), HEAL (2
   * health to the adjacent friend `targetIds[0]`).
   */
  | { type: 'POWER'; side: number; figureId: string; power: AlphaInsteadOfAttacking; targetIds?: readonly string[] }
  /** 2003: an attack on a square of blocking terrain: no roll; 3 damage or more destroys it (seed 003 5.3). */
  | { type: 'ATTACK_TERRAIN'; side: number; figureId: string; attackKind: AttackKind; distance: number }
  /** HorrorClix: a MOVE names the victims it passed (`passedVictimIds`), each turned face up. */
  | { type: 'ACTION'; side: number; figureId: string; action: MatchActionKind; passedVictimIds?: readonly string[] }
  | { type: 'DAMAGE'; side: number; figureId: string; clicks: number; byFigureId?: string | null }
  | { type: 'HEAL'; side: number; figureId: string; clicks: number }
  | { type: 'KO' | 'CRITICAL_CONDITION'; side: number; figureId: string; byFigureId?: string | null }
  | { type: 'CAPTURE'; side: number; figureId: string; byFigureId: string }
  | { type: 'RESCUE' | 'ESCAPE'; side: number; figureId: string }
  | { type: 'BYSTANDER_SAVED' | 'BYSTANDER_HURT' | 'PROPERTY_DESTROYED' | 'OBJECTIVE_MET'; side: number; figureId?: string | null }
  /**
   * HorrorClix, hunting phase: a monster that moved this turn ends its move on a victim (default the
   * first on the board) and kills it; next to the Tree of the Damned the side gets 1 action more.
   */
  | { type: 'VICTIM_KILLED'; side: number; figureId: string; victimId?: string; nextToTreeOfTheDamned?: boolean }
  /** HorrorClix: ends the preview phase, or the suspense phase when no victim is left to move. */
  | { type: 'PHASE'; side: number }
  /** HorrorClix, suspense phase: the one victim moved this turn; the hunting phase follows. */
  | { type: 'MOVE_VICTIM'; side: number; victimId: string }
  /** HorrorClix, preview phase: a monster showing Insanity rolls a d6; below `value` it is insane. */
  | { type: 'INSANITY_ROLL'; side: number; figureId: string; value: number }
  /** HorrorClix: a monster becomes possessed, or is freed (`possessed` false). */
  | { type: 'POSSESSION'; side: number; figureId: string; possessed: boolean }
  /**
   * HorrorClix: a plot-twist card played (its text is the table's): in the side's preview phase; by
   * the opponent before the suspense phase's victim move, on one of the victims (one each); or by
   * the opponent answering the kill the last event made, where `success` saves the victim.
   */
  | { type: 'PLOT_TWIST'; side: number; card: string; victimId?: string; subplot?: boolean; success?: boolean; points?: number }
  /**
   * HorrorClix: the opponent answers the kill the last event made with the power `power` (its name;
   * the text is the table's) of its monster `figureId`, instead of a plot twist; `success` saves the victim.
   */
  | { type: 'KILL_ANSWER'; side: number; figureId: string; power: string; success?: boolean }
  /** HorrorClix, hunting phase: the side's minion `figureId` enters in place of `victimId`, killed by the side's monster this turn. */
  | { type: 'MINION'; side: number; figureId: string; victimId: string }
  /** HorrorClix: ends the hunting phase: tokens leave monsters not activated; hourglass and possessed monsters take 1 damage. */
  | { type: 'HOURGLASS'; side: number }
  /** Alpha: for each character in `turn.reinforcementsDue`, in order, the reinforcement entering (null: none fits). */
  | { type: 'REINFORCE'; side: number; choices: readonly (string | null)[] }
  /**
   * Clix Campaign, a special movement: `figureId`, before any other action this turn, flees from the
   * adjacent enemy `fromFigureId` (seed 000); it ends the figure's actions for the turn.
   */
  | { type: 'FLEE'; side: number; figureId: string; fromFigureId: string }
  /** Clix Campaign, team ability 10 Shared Burden: `figureId` takes 1 click of damage and its adjacent team mate `toFigureId` heals 1 (a move action of `figureId`). */
  | { type: 'SHARED_BURDEN'; side: number; figureId: string; toFigureId: string }
  /** Any ruleset, either side, any time: a situation the rules do not cover is settled by a d6 (1-3 not allowed, 4-6 allowed). */
  | { type: 'ETIQUETTE'; side: number }
  | { type: 'END_TURN'; side: number };

/** Every event type the engine knows. */
export type MatchEngineEventType = MatchEngineEvent['type'];

/** The event shape of one type (also where one shape serves several types, e.g. KO). */
export type MatchEngineEventOf<T extends MatchEngineEventType> = MatchEngineEvent extends infer E
  ? E extends { type: infer U }
    ? T extends U
      ? E
      : never
    : never
  : never;

/** An applied event: the new state and what happened (for the log). */
export interface MatchEventApplied {
  state: MatchState;
  result: Record<string, unknown>;
}

/** `applyMatchEvent` and `setupMatch` return a value or a refusal, never throw for an illegal move. */
export type MatchEventOutcome = MatchEventApplied | { refusal: MatchRefusal };

/** What one figure may do now. */
export interface FigureOptions {
  figureId: string;
  /**
   * MOVE, POWER, FREE (as ACTION events), CLOSE, RANGED (as ATTACK events), FLEE (Clix Campaign, a FLEE event
   * from one of `targets`), FLURRY (Alpha, an ATTACK with flurry on one of `targets`) and FRENZY (HorrorClix,
   * a blooded monster's ATTACK with frenzy on one of `targets`) and SHARED_BURDEN (Clix Campaign team
   * ability 10, a SHARED_BURDEN event to one of `sharedBurden`).
   */
  actions: (MatchActionKind | AttackKind | 'FLEE' | 'FLURRY' | 'FRENZY' | 'SHARED_BURDEN')[];
  /** Enemy figures it may attack (and flee from, or frenzy at); after a punch opening Flurry, those it may punch next. */
  targets: string[];
  /** Alpha: its "instead of attacking" powers showing (POWER events), each with the figures it may name; left out when none. */
  powers?: { power: AlphaInsteadOfAttacking; targets: string[] }[];
  /** 2003: the attacks it may make on blocking terrain (ATTACK_TERRAIN). */
  terrainAttacks: AttackKind[];
  /** Clix Campaign team ability 10: the damaged mates in play it may take 1 click for (the table says which are adjacent); left out when none. */
  sharedBurden?: string[];
  /** Clix Campaign team ability 11: on its CLOSE attack, the mates that may join (`coordinatedWith`; adjacency to the target is the table's); left out when none. */
  coordinatedWith?: string[];
}

/** HorrorClix: what the phase allows besides the figures' actions. */
export interface HorrorClixOptions {
  phase: HorrorClixPhase;
  /** PREVIEW: monsters showing Insanity still to roll (INSANITY_ROLL); the phase ends once none is left. */
  insanityRollsDue: string[];
  /** PHASE may be applied now. */
  mayEndPhase: boolean;
  /** SUSPENSE: the victims that may be moved (MOVE_VICTIM). */
  victimsToMove: string[];
  /** HUNTING: monsters that may kill a victim (VICTIM_KILLED), and the victims on the board. */
  killers: string[];
  victimsOnBoard: string[];
  /** HUNTING: blooded monsters that may frenzy (ATTACK with frenzy), each with the enemies it may attack. */
  frenzy: { figureId: string; targets: string[] }[];
  /** HOURGLASS may be applied now. */
  mayRunHourglass: boolean;
  /** The side that may play a plot twist now (PLOT_TWIST), with the victims it may name (none: a preview-phase card); null: nobody. */
  plotTwist: { side: number; victimIds: string[]; cardsLeft: number; subplotLeft: boolean } | null;
  /** The opponent that may answer the kill the last event made with a power of one of `figureIds` (KILL_ANSWER); null: no kill to answer. */
  killAnswer: { side: number; victimId: string; figureIds: string[] } | null;
  /** HUNTING: victims the side's monsters killed this turn that a minion of the side may replace (MINION), with the minions that may. */
  minions: { victimId: string; figureIds: string[] }[];
}

/** Who may act and with what. */
export interface LegalActions {
  /** The side to act; null once the match is over. */
  side: number | null;
  turn: number;
  actionsLeft: number;
  /** Figures of the side to act that may be given an action. */
  figures: FigureOptions[];
  /** The side to act may end its turn. */
  mayEndTurn: boolean;
  /** Either side may roll an ETIQUETTE (any time until the match is over). */
  mayRollEtiquette: boolean;
  /** Alpha: reinforcements to choose before anything else, each with the reserve figures that may replace it. */
  reinforcements: { forFigureId: string; eligible: string[] }[];
  /** HorrorClix's phase and what it allows; null in the other rulesets. */
  horrorClix: HorrorClixOptions | null;
}

/** One line of a score sheet. */
export interface MatchScoreLine {
  kind: string;
  points: number;
  figureId?: string;
}

/** One side's score. */
export interface MatchSideScore {
  side: number;
  points: number;
  lines: MatchScoreLine[];
}

/** One figure as the match leaves it (Clix Campaign's summary). */
export interface MatchFigureSummary {
  figureId: string;
  side: number;
  status: string;
  captured: boolean;
  escaped: boolean;
  inReserve: boolean;
  defeatedByFigureId: string | null;
}

/** Who won where the ruleset decides it, with the score sheet. */
export interface MatchEngineOutcome {
  ruleset: MatchRulesetId;
  over: boolean;
  /** The winning side; null while undecided, on a full tie, or where the resolution decides (Clix Campaign). */
  winnerSide: number | null;
  /** How the winner is decided: KO_POINTS, VICTORY_POINTS, HORRORCLIX_SCORE, or RESOLUTION (Clix Campaign). */
  decidedBy: 'KO_POINTS' | 'VICTORY_POINTS' | 'HORRORCLIX_SCORE' | 'RESOLUTION';
  scores: MatchSideScore[];
  figures: MatchFigureSummary[];
  /** Figures leaving the fight, in order (Alpha's KO points, the resolution's defeats). */
  knockouts: MatchKnockout[];
  tallies: { side: number; tallies: MatchTallies }[];
  unattributed: MatchTallies;
}
