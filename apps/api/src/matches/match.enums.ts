import { registerEnumType } from 'type-graphql';

export enum MatchRuleset {
  CLIX_CAMPAIGN = 'CLIX_CAMPAIGN',
  HEROCLIX_2003 = 'HEROCLIX_2003',
  HEROCLIX_ALPHA = 'HEROCLIX_ALPHA',
  HORRORCLIX = 'HORRORCLIX',
  RPS_CLIX = 'RPS_CLIX',
}
registerEnumType(MatchRuleset, { name: 'MatchRuleset', description: 'The rules the match is played under.' });

export enum MatchStatus {
  SETUP = 'SETUP',
  IN_PROGRESS = 'IN_PROGRESS',
  /** A player proposed its resolution: nothing is applied until the other side's owner, the Creator or an organizer confirms. */
  AWAITING_CONFIRMATION = 'AWAITING_CONFIRMATION',
  RESOLVED = 'RESOLVED',
  VOID = 'VOID',
}
registerEnumType(MatchStatus, {
  name: 'MatchStatus',
  description:
    'SETUP until the first event, IN_PROGRESS while played, AWAITING_CONFIRMATION while a resolution a player proposed waits to be confirmed, then RESOLVED or VOID.',
  valuesConfig: {
    AWAITING_CONFIRMATION: {
      description:
        "A player proposed the resolution (see Match.resolutionProposal); the other side's owner, the Creator or an organizer confirms or rejects it.",
    },
  },
});

export enum MapType {
  CITY = 'CITY',
  OTHER = 'OTHER',
}
registerEnumType(MapType, { name: 'MapType', description: 'The map played on: only the City map moves Prestige and Infamy.' });

export enum MatchEventType {
  ATTACK = 'ATTACK',
  DAMAGE = 'DAMAGE',
  HEAL = 'HEAL',
  KO = 'KO',
  CRITICAL_CONDITION = 'CRITICAL_CONDITION',
  CAPTURE = 'CAPTURE',
  RESCUE = 'RESCUE',
  ESCAPE = 'ESCAPE',
  BYSTANDER_SAVED = 'BYSTANDER_SAVED',
  BYSTANDER_HURT = 'BYSTANDER_HURT',
  PROPERTY_DESTROYED = 'PROPERTY_DESTROYED',
  OBJECTIVE_MET = 'OBJECTIVE_MET',
  ACTION = 'ACTION',
  POWER = 'POWER',
  VICTIM_KILLED = 'VICTIM_KILLED',
  REINFORCE = 'REINFORCE',
  ATTACK_TERRAIN = 'ATTACK_TERRAIN',
  PHASE = 'PHASE',
  MOVE_VICTIM = 'MOVE_VICTIM',
  INSANITY_ROLL = 'INSANITY_ROLL',
  POSSESSION = 'POSSESSION',
  HOURGLASS = 'HOURGLASS',
  PLOT_TWIST = 'PLOT_TWIST',
  KILL_ANSWER = 'KILL_ANSWER',
  MINION = 'MINION',
  FLEE = 'FLEE',
  ETIQUETTE = 'ETIQUETTE',
  SHARED_BURDEN = 'SHARED_BURDEN',
  END_TURN = 'END_TURN',
  REVERSAL = 'REVERSAL',
  /** RPS Clix: one move of its own engine, played with playRpsMove (rps.service.ts), never recordMatchEvent. */
  RPS_MOVE = 'RPS_MOVE',
}
registerEnumType(MatchEventType, {
  name: 'MatchEventType',
  description: 'What happened at the table; REVERSAL undoes an earlier event; RPS_MOVE is a move of RPS Clix (playRpsMove).',
});

export enum AttackKindEnum {
  CLOSE = 'CLOSE',
  RANGED = 'RANGED',
}
registerEnumType(AttackKindEnum, { name: 'AttackKind', description: 'Close combat (adjacent) or ranged combat.' });

export enum MatchActionKind {
  MOVE = 'MOVE',
  POWER = 'POWER',
  FREE = 'FREE',
}
registerEnumType(MatchActionKind, {
  name: 'MatchActionKind',
  description: 'A non-attack action given at the table: a move, a power, or a free action (no token, not counted).',
});

/** What a figure may be given now: an ACTION of a kind, or an ATTACK of a kind. */
export enum MatchActionOption {
  MOVE = 'MOVE',
  POWER = 'POWER',
  FREE = 'FREE',
  CLOSE = 'CLOSE',
  RANGED = 'RANGED',
  FLEE = 'FLEE',
  FLURRY = 'FLURRY',
  FRENZY = 'FRENZY',
  SHARED_BURDEN = 'SHARED_BURDEN',
}
registerEnumType(MatchActionOption, {
  name: 'MatchActionOption',
  description:
    "An action a figure may take now: MOVE, POWER, FREE (ACTION events), a CLOSE or RANGED attack (ATTACK events), or (Clix Campaign) FLEE from one of its legalTargetIds (a FLEE event), or (HeroClix Alpha) FLURRY: right after its punch hit, a second punch (ATTACK with flurry) at one of its legalTargetIds, or (HorrorClix) FRENZY: a blooded monster's free close attack (ATTACK with frenzy) at one of its legalTargetIds, or (Clix Campaign, team ability 10) SHARED_BURDEN: a SHARED_BURDEN event to one of its sharedBurdenMateIds.",
});

export enum AttackPurposeEnum {
  DAMAGE = 'DAMAGE',
  CAPTURE = 'CAPTURE',
  RESCUE = 'RESCUE',
}
registerEnumType(AttackPurposeEnum, {
  name: 'AttackPurpose',
  description: 'Why a figure attacks: to deal damage, or (Clix Campaign) to take the target captive or free a captive it holds.',
});

export enum AttackFeatEnum {
  ALL_OUT = 'ALL_OUT',
  AMBUSH = 'AMBUSH',
  ARMOUR_PIERCING = 'ARMOUR_PIERCING',
  BLOOD_RAGE = 'BLOOD_RAGE',
  HAY_MAKER = 'HAY_MAKER',
  IMPROVISED_COVER = 'IMPROVISED_COVER',
  EXTENDED_RANGE = 'EXTENDED_RANGE',
  DAMAGE_SHIELD = 'DAMAGE_SHIELD',
  DISARM = 'DISARM',
  DIVE_BOMB = 'DIVE_BOMB',
}
registerEnumType(AttackFeatEnum, { name: 'AttackFeat', description: 'A feat of seed 000 used in an attack.' });

export enum ObjectWeightEnum {
  LIGHT = 'LIGHT',
  MEDIUM = 'MEDIUM',
  HEAVY = 'HEAVY',
  EXTREME = 'EXTREME',
}
registerEnumType(ObjectWeightEnum, {
  name: 'ObjectWeight',
  description: "An object's weight: object tokens are LIGHT or HEAVY (seeds 000 and 003); Basic Weaponry (seed 000) knows all four.",
});

export enum AltitudeEnum {
  GROUNDED = 'GROUNDED',
  HOVERING = 'HOVERING',
  SOARING = 'SOARING',
}
registerEnumType(AltitudeEnum, { name: 'Altitude', description: 'Where a figure is in the air: a wing figure hovers or soars, everyone else is grounded.' });

export enum KnockbackStopEnum {
  BLOCKING_TERRAIN = 'BLOCKING_TERRAIN',
  MAP_EDGE = 'MAP_EDGE',
  OFF_ELEVATED_TERRAIN = 'OFF_ELEVATED_TERRAIN',
  FIGURE = 'FIGURE',
}
registerEnumType(KnockbackStopEnum, {
  name: 'KnockbackStop',
  description:
    'HeroClix 2003 (seed 003, 4.6): what stops a knocked-back target: blocking terrain or the map edge (+1 damage), falling off elevated terrain (+2), another figure (none).',
});

export enum HorrorClixPhaseEnum {
  PREVIEW = 'PREVIEW',
  SUSPENSE = 'SUSPENSE',
  HUNTING = 'HUNTING',
  HOURGLASS = 'HOURGLASS',
}
registerEnumType(HorrorClixPhaseEnum, {
  name: 'HorrorClixPhase',
  description: "HorrorClix's four phases of a turn (seed 004): preview, suspense, hunting, hourglass.",
});

export enum GoodLuckRerollEnum {
  ALWAYS = 'ALWAYS',
  IF_MISSED = 'IF_MISSED',
}
registerEnumType(GoodLuckRerollEnum, {
  name: 'GoodLuckReroll',
  description: 'HeroClix Alpha, Good Luck showing: reroll the attack dice once, always or only if they missed; the new roll counts.',
});

export enum AlphaPowerEnum {
  PULSE = 'PULSE',
  POISON = 'POISON',
  REGENERATION = 'REGENERATION',
  HEAL = 'HEAL',
}
registerEnumType(AlphaPowerEnum, {
  name: 'AlphaPower',
  description:
    'HeroClix Alpha, a power used instead of attacking (a POWER event, seed 001): PULSE and POISON deal 1 damage to each enemy named, REGENERATION rolls a d6 for 1-4 health, HEAL gives a friend 2 health.',
});

export enum ObjectRulesEnum {
  OBJECT_TOKENS = 'OBJECT_TOKENS',
  BASIC_WEAPONRY = 'BASIC_WEAPONRY',
}
registerEnumType(ObjectRulesEnum, {
  name: 'ObjectRules',
  description: "Which object table applies: the object tokens, or Clix Campaign's Basic Weaponry list.",
});

export enum FigureStatus {
  ACTIVE = 'ACTIVE',
  KO = 'KO',
  CRITICAL_CONDITION = 'CRITICAL_CONDITION',
  PERMANENTLY_INJURED = 'PERMANENTLY_INJURED',
  REMOVED = 'REMOVED',
}
registerEnumType(FigureStatus, { name: 'FigureStatus', description: "Where the figure's dial stands, as the rules read it." });
