import { type ClassType, Ctx, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { Node } from '../common/global-id';
import { RequestContext } from '../context';
import { figureIdsOf, namingFigures, withFigureGlobalIds } from './figure-ids';
import { JSON_DEPRECATION, MatchEvent, PAYLOAD_DESCRIPTION, RESULT_DESCRIPTION } from './match.entity';
import { MatchEventType } from './match.enums';
import {
  ActionEntry,
  ActionOutcome,
  AttackEntry,
  AttackOutcome,
  AttackTerrainEntry,
  AttackTerrainOutcome,
  CaptureOutcome,
  DamageEntry,
  DefeatEntry,
  DialOutcome,
  EndTurnOutcome,
  EtiquetteOutcome,
  EventEntry,
  eventTypeName,
  FigureEntry,
  FleeEntry,
  FleeOutcome,
  FreedOutcome,
  HealEntry,
  InsanityRollEntry,
  InsanityRollOutcome,
  KillAnswerEntry,
  KillAnswerOutcome,
  MinionEntry,
  MinionOutcome,
  MoveVictimEntry,
  PhaseOutcome,
  PlotTwistEntry,
  PlotTwistOutcome,
  PossessionEntry,
  PossessionOutcome,
  PowerEntry,
  PowerOutcome,
  ReinforceEntry,
  ReinforceOutcome,
  ReversalEntry,
  SharedBurdenEntry,
  SharedBurdenOutcome,
  TallyEntry,
  TallyOutcome,
  VictimKilledEntry,
  VictimKilledOutcome,
} from './match-event.types';

// The stored payload and result are JSON the engine wrote (match.engine.ts's eventPayload, the rules'
// results): these reads give them their GraphQL shapes. They read the event as the viewer may see it
// (match.visibility.ts's redactEvent has already dropped a hidden figure's result and note), so the
// typed fields hide exactly what `result` hides.
type Stored = Record<string, unknown>;
type Read = (stored: Stored, payload: Stored) => unknown;

/** What the rules engine stores, in the parts these reads reshape (match.engine.ts, packages/rules). */
type DialChanges = Record<string, object>;
type StoredAttack = { targets: Stored[]; otherDamage?: unknown[]; attackerHealed?: number };
type StoredAttackOutcome = {
  attack: StoredAttack;
  pushingDamage?: number;
  dialChanges?: DialChanges;
  sharedAttack?: object;
  sharedDefense?: object[];
  coordinatedAttacks?: { figureId: string; attack: StoredAttack; dialChanges?: DialChanges }[];
  teamHealing?: object[];
};
type AttackPayload = {
  targets?: Stored[];
  targetFigureIds?: string[];
  distance?: number;
  purpose?: string;
  feats?: string[];
  damageSplit?: Record<string, number>;
  object?: object;
  attacker?: object;
  frenzy?: boolean;
  mindControl?: boolean;
  flurry?: boolean;
  coordinatedWith?: string[];
};
type WithDials = {
  dialChange?: object | null;
  dialChanges?: DialChanges;
  teamHealing?: object[];
  damage?: unknown[];
  attack?: StoredAttack;
  flee?: object;
  actionsLost?: number;
};

const asStored: Read = (stored) => stored;
const withDefaults =
  (defaults: Stored): Read =>
  (stored) => ({ ...defaults, ...stored });
const tallyEntered: Read = (p) => ({ ...p, countsForFigureId: p.figureId ?? null });

/** The engine keys dial changes by figure; GraphQL lists them. */
const dialTurns = (changes: DialChanges | undefined) => Object.entries(changes ?? {}).map(([figureId, change]) => ({ figureId, ...change }));
/** One dial change, of the figure the event is about. */
const dialTurnOf = (change: object | null | undefined, payload: Stored) => (change ? { figureId: payload.figureId, ...change } : null);

type StoredSteps = { steps?: { effect: string }[]; rolled?: { purpose: string }[] };

const resolution = (attack: StoredAttack & StoredSteps) => ({
  ...attack,
  otherDamage: attack.otherDamage ?? [],
  attackerHealed: attack.attackerHealed ?? 0,
  targets: attack.targets.map((target) => ({ ...target, mindControlled: Boolean(target.mindControlled) })),
  steps: (attack.steps ?? []).map((step) => ({ ...step, effect: namingFigures(step.effect) })),
  rolled: (attack.rolled ?? []).map((group) => ({ ...group, purpose: namingFigures(group.purpose) })),
});

const TARGET_DEFAULTS = {
  lineOfFireCrossesHinderingTerrain: false,
  inHinderingTerrain: false,
  adjacentToTeamMate: false,
  adjacentFriendlyRally: false,
  otherEnemiesAdjacent: [],
  sharedDefenseFrom: [],
};
const ATTACKER_DEFAULTS = {
  inHinderingTerrain: false,
  adjacentToHinderingTerrain: false,
  adjacentFriendlyEnhancement: false,
  moved: false,
  adjacentFriendlyRally: false,
  friendlyLeadershipWithinTwo: false,
  otherEnemiesAdjacent: [],
  sharedAttackFrom: [],
};

const attackEntered: Read = (stored) => {
  const p = stored as AttackPayload;
  // Logs from before per-target entry hold targetFigureIds and one distance.
  const targets = p.targets ?? (p.targetFigureIds ?? []).map((figureId) => ({ figureId, distance: p.distance ?? 1 }));
  return {
    ...p,
    targets: targets.map((target) => ({ ...TARGET_DEFAULTS, ...target })),
    purpose: p.purpose ?? 'DAMAGE',
    feats: p.feats ?? [],
    damageSplit: p.damageSplit ? Object.entries(p.damageSplit).map(([figureId, clicks]) => ({ figureId, clicks })) : null,
    object: p.object ? { viaTelekinesis: false, ...p.object } : null,
    attacker: { ...ATTACKER_DEFAULTS, ...p.attacker },
    frenzy: Boolean(p.frenzy),
    mindControl: Boolean(p.mindControl),
    flurry: Boolean(p.flurry),
    coordinatedWith: p.coordinatedWith ?? [],
  };
};

const attackOutcome: Read = (stored) => {
  const r = stored as StoredAttackOutcome;
  return {
    attack: resolution(r.attack),
    pushingDamage: r.pushingDamage ?? 0,
    dialChanges: dialTurns(r.dialChanges),
    sharedAttack: r.sharedAttack ?? null,
    sharedDefense: r.sharedDefense ?? [],
    coordinatedAttacks: (r.coordinatedAttacks ?? []).map((c) => ({
      figureId: c.figureId,
      attack: resolution(c.attack),
      dialChanges: dialTurns(c.dialChanges),
    })),
    teamHealing: r.teamHealing ?? [],
  };
};

const dials = (stored: Stored) => stored as WithDials;
const dialOutcome: Read = (r, p) => ({ dialChange: dialTurnOf(dials(r).dialChange, p), teamHealing: dials(r).teamHealing ?? [] });
const phaseOutcome = withDefaults({ victimMoved: null, damaged: [] });
const tallyOutcome = withDefaults({ countedFor: null });

/** An event's stored payload and result as JSON, naming its match's figures by their global ids (as the typed fields do). */
const storedPayload = async (event: MatchEvent, ctx: RequestContext) => withFigureGlobalIds(event.payload, await figureIdsOf(ctx, event.matchId));
const storedResult = async (event: MatchEvent, ctx: RequestContext) =>
  event.result == null ? null : withFigureGlobalIds(event.result, await figureIdsOf(ctx, event.matchId));

/** The deprecated `payload` and `result` of an event type: its stored JSON, naming figures by their global ids. */
function storedJsonResolver(eventType: ClassType): ClassType {
  @Resolver(() => eventType)
  class StoredJsonResolver {
    @FieldResolver(() => GraphQLJSON, { description: PAYLOAD_DESCRIPTION, deprecationReason: JSON_DEPRECATION })
    payload(@Root() event: MatchEvent, @Ctx() ctx: RequestContext): Promise<unknown> {
      return storedPayload(event, ctx);
    }

    @FieldResolver(() => GraphQLJSON, { nullable: true, description: RESULT_DESCRIPTION, deprecationReason: JSON_DEPRECATION })
    result(@Root() event: MatchEvent, @Ctx() ctx: RequestContext): Promise<unknown> {
      return storedResult(event, ctx);
    }
  }
  return StoredJsonResolver;
}

/** The object type of one event type, with `entered` and (when the rules decide something) `outcome`; answers its resolvers. */
function typedEvent(type: MatchEventType, description: string, entered: [ClassType, Read], outcome?: [ClassType, Read]): ClassType[] {
  @ObjectType(eventTypeName(type), { implements: [MatchEvent, Node], description })
  class TypedEvent {}

  @Resolver(() => TypedEvent)
  class EnteredResolver {
    @FieldResolver(() => entered[0], { description: 'What was entered at the table (an event about a figure hidden from the viewer: without its note).' })
    entered(@Root() event: MatchEvent): unknown {
      return entered[1](event.payload, event.payload);
    }
  }
  if (!outcome) return [EnteredResolver, storedJsonResolver(TypedEvent)];
  const [outcomeType, readOutcome] = outcome;

  @Resolver(() => TypedEvent)
  class OutcomeResolver {
    @FieldResolver(() => outcomeType, {
      nullable: true,
      description: 'What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial).',
    })
    outcome(@Root() event: MatchEvent): unknown {
      return event.result == null ? null : readOutcome(event.result as Stored, event.payload);
    }
  }
  return [EnteredResolver, OutcomeResolver, storedJsonResolver(TypedEvent)];
}

@ObjectType(eventTypeName(MatchEventType.RPS_MOVE), {
  implements: [MatchEvent, Node],
  description: 'RPS Clix: one move (playRpsMove); rpsState and rpsReplay read the game typed.',
})
class RpsMoveEvent {}

/** RPS Clix's moves keep their engine's open shapes (a move, a battle, kills): JSON fields named for what they hold, naming monsters by their figures' global ids. */
@Resolver(() => RpsMoveEvent)
class RpsMoveEventResolver {
  @FieldResolver(() => GraphQLJSON, { description: 'The move played (an event about a hidden monster: without its note).' })
  move(@Root() event: MatchEvent, @Ctx() ctx: RequestContext): Promise<unknown> {
    return storedPayload(event, ctx);
  }

  @FieldResolver(() => GraphQLJSON, {
    nullable: true,
    description: 'What the move did: its battle and kills; null when it is about a monster hidden from the viewer.',
  })
  moveResult(@Root() event: MatchEvent, @Ctx() ctx: RequestContext): Promise<unknown> {
    return storedResult(event, ctx);
  }
}

/** Every event type's object type: the resolvers that give them their typed fields. */
export const matchEventResolvers: ClassType[] = [
  ...typedEvent(
    MatchEventType.ATTACK,
    'An attack: attacker, targets, and the roll with what it did to each target, rule step by rule step.',
    [AttackEntry, attackEntered],
    [AttackOutcome, attackOutcome],
  ),
  ...typedEvent(MatchEventType.DAMAGE, 'Damage entered by hand.', [DamageEntry, asStored], [DialOutcome, dialOutcome]),
  ...typedEvent(MatchEventType.HEAL, 'Healing entered by hand.', [HealEntry, asStored], [DialOutcome, dialOutcome]),
  ...typedEvent(MatchEventType.KO, 'A figure knocked out.', [DefeatEntry, asStored], [DialOutcome, dialOutcome]),
  ...typedEvent(MatchEventType.CRITICAL_CONDITION, 'Clix Campaign: a figure put in Critical Condition.', [DefeatEntry, asStored], [DialOutcome, dialOutcome]),
  ...typedEvent(MatchEventType.CAPTURE, 'Clix Campaign: a figure taken captive.', [DefeatEntry, asStored], [CaptureOutcome, asStored]),
  ...typedEvent(MatchEventType.RESCUE, 'Clix Campaign: a captive rescued.', [FigureEntry, asStored], [FreedOutcome, asStored]),
  ...typedEvent(MatchEventType.ESCAPE, 'Clix Campaign: a captive escaped.', [FigureEntry, asStored], [FreedOutcome, asStored]),
  ...typedEvent(MatchEventType.BYSTANDER_SAVED, 'A bystander saved.', [TallyEntry, tallyEntered], [TallyOutcome, tallyOutcome]),
  ...typedEvent(MatchEventType.BYSTANDER_HURT, 'A bystander hurt.', [TallyEntry, tallyEntered], [TallyOutcome, tallyOutcome]),
  ...typedEvent(MatchEventType.PROPERTY_DESTROYED, 'Property destroyed.', [TallyEntry, tallyEntered], [TallyOutcome, tallyOutcome]),
  ...typedEvent(MatchEventType.OBJECTIVE_MET, 'A scenario objective met.', [TallyEntry, tallyEntered], [TallyOutcome, tallyOutcome]),
  ...typedEvent(
    MatchEventType.ACTION,
    'A non-attack action: a move, a power or a free action.',
    [ActionEntry, withDefaults({ passedVictimIds: [] })],
    [ActionOutcome, (r, p) => ({ freeMovement: false, turnedFaceUp: [], ...r, dialChange: dialTurnOf(dials(r).dialChange, p) })],
  ),
  ...typedEvent(
    MatchEventType.POWER,
    'HeroClix Alpha: a power used instead of attacking.',
    [PowerEntry, withDefaults({ targetFigureIds: [] })],
    [PowerOutcome, (r) => ({ healed: 0, rolled: [], ...r, enemiesDamaged: dials(r).damage ?? [], dialChanges: dialTurns(dials(r).dialChanges) })],
  ),
  ...typedEvent(
    MatchEventType.VICTIM_KILLED,
    'HorrorClix: a monster kills a victim.',
    [VictimKilledEntry, withDefaults({ nextToTreeOfTheDamned: false })],
    [VictimKilledOutcome, asStored],
  ),
  ...typedEvent(
    MatchEventType.REINFORCE,
    'HeroClix Alpha: reinforcements enter.',
    [ReinforceEntry, withDefaults({ reinforcementFigureIds: [] })],
    [ReinforceOutcome, asStored],
  ),
  ...typedEvent(
    MatchEventType.ATTACK_TERRAIN,
    'HeroClix 2003: an attack on blocking terrain.',
    [AttackTerrainEntry, withDefaults({ distance: 1 })],
    [AttackTerrainOutcome, (r, p) => ({ ...r, dialChange: dialTurnOf(dials(r).dialChange, p) })],
  ),
  ...typedEvent(MatchEventType.PHASE, 'HorrorClix: the next phase of the turn.', [EventEntry, asStored], [PhaseOutcome, phaseOutcome]),
  ...typedEvent(MatchEventType.MOVE_VICTIM, 'HorrorClix: a victim moved in the suspense phase.', [MoveVictimEntry, asStored], [PhaseOutcome, phaseOutcome]),
  ...typedEvent(MatchEventType.INSANITY_ROLL, "HorrorClix: a monster's insanity roll.", [InsanityRollEntry, asStored], [InsanityRollOutcome, asStored]),
  ...typedEvent(MatchEventType.POSSESSION, 'HorrorClix: a monster possessed or freed.', [PossessionEntry, asStored], [PossessionOutcome, asStored]),
  ...typedEvent(MatchEventType.HOURGLASS, 'HorrorClix: the hourglass phase.', [EventEntry, asStored], [PhaseOutcome, phaseOutcome]),
  ...typedEvent(
    MatchEventType.PLOT_TWIST,
    'HorrorClix: a plot twist card played.',
    [PlotTwistEntry, withDefaults({ subplot: false, success: false, points: 0 })],
    [PlotTwistOutcome, asStored],
  ),
  ...typedEvent(
    MatchEventType.KILL_ANSWER,
    "HorrorClix: the opponent answers a kill with a monster's power.",
    [KillAnswerEntry, withDefaults({ success: false })],
    [KillAnswerOutcome, asStored],
  ),
  ...typedEvent(MatchEventType.MINION, 'HorrorClix: a minion enters for a victim.', [MinionEntry, asStored], [MinionOutcome, asStored]),
  ...typedEvent(
    MatchEventType.FLEE,
    'Clix Campaign: a figure flees from an adjacent enemy.',
    [FleeEntry, asStored],
    [
      FleeOutcome,
      (r) => ({
        ...dials(r).flee,
        actionsLost: r.actionsLost,
        automaticHit: dials(r).attack ? resolution(dials(r).attack!) : null,
        dialChanges: dialTurns(dials(r).dialChanges),
      }),
    ],
  ),
  ...typedEvent(
    MatchEventType.ETIQUETTE,
    'A question the rules do not settle, settled by a d6 (the question is the note).',
    [EventEntry, asStored],
    [EtiquetteOutcome, asStored],
  ),
  ...typedEvent(
    MatchEventType.SHARED_BURDEN,
    'Clix Campaign team ability 10: a figure takes a click so that a team mate heals one.',
    [SharedBurdenEntry, asStored],
    [SharedBurdenOutcome, (r) => ({ ...r, dialChanges: dialTurns(dials(r).dialChanges) })],
  ),
  ...typedEvent(MatchEventType.END_TURN, "The end of a side's turn.", [EventEntry, asStored], [EndTurnOutcome, withDefaults({ reinforcementsDue: [] })]),
  ...typedEvent(MatchEventType.REVERSAL, 'Undoes the event `reversesSequence`.', [ReversalEntry, asStored]),
  RpsMoveEventResolver,
  storedJsonResolver(RpsMoveEvent),
];
