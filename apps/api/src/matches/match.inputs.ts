import { GlobalIdOf } from '../common/global-id';
import { ArrayMaxSize, ArrayMinSize, IsOptional, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { OrderInput, PageArgs } from '../common/pagination';
import { UserErrorCode } from '../http/user-error-codes';
import { code } from '../common/validation';
import { TeamAlignment } from '../teams/team.enums';
import { RpsMatchInput, RpsSideInput } from './rps.inputs';
import {
  AlphaPowerEnum,
  AltitudeEnum,
  AttackFeatEnum,
  GoodLuckRerollEnum,
  AttackKindEnum,
  AttackPurposeEnum,
  KnockbackStopEnum,
  MapType,
  MatchActionKind,
  MatchEventType,
  MatchRuleset,
  MatchStatus,
  ObjectRulesEnum,
  ObjectWeightEnum,
} from './match.enums';

@InputType({ description: 'One side: a team with the members taking part, or an NPC force of character versions.' })
export class MatchSideInput {
  @Field(() => TeamAlignment, { description: 'Heroes or villains.' }) alignment: TeamAlignment;

  @Field(() => ID, { nullable: true, description: 'The team playing this side; leave out for an NPC force.' })
  @IsOptional()
  @IsUUID('all', code(UserErrorCode.TEAM_NOT_FOUND, 'no such team'))
  @GlobalIdOf('Team')
  teamId?: string | null;

  @Field(() => [ID], { defaultValue: [], description: 'Members of the team taking part (active members only).' })
  @ArrayMaxSize(30)
  @IsUUID('all', { each: true, ...code(UserErrorCode.TEAM_MEMBER_NOT_FOUND, 'no such member') })
  @GlobalIdOf('TeamMember')
  teamMemberIds: string[];

  @Field(() => [ID], { defaultValue: [], description: 'NPC force: character versions of the world, one figure each.' })
  @ArrayMaxSize(30)
  @IsUUID('all', { each: true, ...code(UserErrorCode.VERSION_NOT_FOUND, 'no such character version') })
  @GlobalIdOf('CharacterVersion')
  versionIds: string[];

  @Field(() => [ID], {
    defaultValue: [],
    description:
      "HeroClix Alpha: the side's reinforcements (seed 001), off the map at the start; team members for a team side, character versions for an NPC force.",
  })
  @IsOptional()
  @ArrayMaxSize(30)
  @IsUUID('all', { each: true, ...code(UserErrorCode.VERSION_NOT_FOUND, 'no such member or character version') })
  @GlobalIdOf('TeamMember', 'CharacterVersion')
  reinforcementIds: string[];

  @Field(() => [ID], {
    defaultValue: [],
    description:
      "HorrorClix: the side's minions (seed 004), off the map and outside the build total until one enters for a victim its side killed (a MINION event); team members for a team side, character versions for an NPC force.",
  })
  @IsOptional()
  @ArrayMaxSize(30)
  @IsUUID('all', { each: true, ...code(UserErrorCode.VERSION_NOT_FOUND, 'no such member or character version') })
  @GlobalIdOf('TeamMember', 'CharacterVersion')
  minionIds?: string[];

  // RPS Clix (rps.service.ts): the army is versionIds, this is its opening.
  @Field(() => RpsSideInput, {
    nullable: true,
    description:
      'RPS Clix (required there): the front line, the commander and whether the computer plays this side; the army is versionIds, and teamId (optional) names whose side it is.',
  })
  @IsOptional()
  @ValidateNested()
  rps?: RpsSideInput | null;
}

@InputType({ description: 'A new match in a world.' })
export class CreateMatchInput {
  @Field(() => String, { description: 'Slug of the world.' })
  world: string;

  @Field(() => MatchRuleset, { defaultValue: MatchRuleset.CLIX_CAMPAIGN, description: 'The rules the match is played under.' })
  ruleset: MatchRuleset;

  @Field(() => ID, { nullable: true, description: "The scenario played: one of the world's scenarios, by its id (`Scenario.id`)." })
  @IsOptional()
  @GlobalIdOf('Scenario')
  scenario?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The scenario played, by its catalogue id (`Scenario.catalogueId`, e.g. "BANK_ROBBERY"), instead of `scenario`.',
  })
  @IsOptional()
  scenarioCatalogueId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Catalogue id of one of the world\'s scenarios, e.g. "BANK_ROBBERY".',
    deprecationReason: 'It takes a catalogue id, not a `Scenario.id`: use `scenario` (the id) or `scenarioCatalogueId`.',
  })
  @IsOptional()
  scenarioId?: string | null;

  @Field(() => ID, { nullable: true, description: 'An OPEN league of the world the match counts for; every team side must be a team of it.' })
  @IsOptional()
  @IsUUID('all', code(UserErrorCode.LEAGUE_NOT_FOUND, 'no such league'))
  @GlobalIdOf('League')
  leagueId?: string | null;

  @Field(() => [MatchSideInput], { description: 'The sides, 2 to 8; their order gives their positions.' })
  @ArrayMinSize(2, code(UserErrorCode.TOO_FEW_SIDES, 'a match needs at least 2 sides'))
  @ArrayMaxSize(8)
  @ValidateNested({ each: true })
  sides: MatchSideInput[];

  @Field(() => Int, { description: 'Build total in points each side plays to (1-10000).' }) @Min(1) @Max(10000) buildTotal: number;

  @Field(() => Boolean, { defaultValue: false, description: 'A training mission: each member earns a quarter of his points, nothing else.' })
  trainingMission: boolean;

  @Field(() => MapType, { defaultValue: MapType.CITY, description: 'The map played on.' }) mapType: MapType;

  @Field(() => Int, { defaultValue: 0, description: 'Position of the side that takes the first turn.' }) @Min(0) @Max(7) firstSide: number;

  // RPS Clix (rps.service.ts): the game's own settings.
  @Field(() => RpsMatchInput, {
    nullable: true,
    description: "RPS Clix: the battlefield's length, equal battles and the turn limit; left out: the defaults (the world's rps settings).",
  })
  @IsOptional()
  @ValidateNested()
  rps?: RpsMatchInput | null;
}

@InputType({ description: 'ATTACK: one target with what the table knows of it.' })
export class AttackTargetInput {
  @Field(() => ID, { description: 'The target figure.' }) @GlobalIdOf('MatchFigure') figureId: string;

  @Field(() => Int, { defaultValue: 1, description: 'Squares from the attacker (1: adjacent).' })
  @Min(1)
  @Max(100)
  distance: number;

  @Field(() => Boolean, { defaultValue: false, description: 'The line of fire crosses hindering terrain (ranged: +1 defense).' })
  lineOfFireCrossesHinderingTerrain: boolean;

  @Field(() => AltitudeEnum, {
    nullable: true,
    description: "The target's altitude (a soaring monster shot from the ground: HorrorClix +2 attack, full range, +1 damage); left out: grounded.",
  })
  @IsOptional()
  altitude?: AltitudeEnum | null;

  @Field(() => Boolean, { defaultValue: false, description: 'The target stands in hindering terrain.' })
  inHinderingTerrain: boolean;

  @Field(() => KnockbackStopEnum, { nullable: true, description: 'HeroClix 2003: what stops it if knocked back (seed 003, 4.6); left out: nothing does.' })
  @IsOptional()
  knockbackStop?: KnockbackStopEnum | null;

  @Field(() => Boolean, {
    defaultValue: false,
    description: "Clix Campaign: a team mate is adjacent to the target (the target side's team ability 9, Team Defense: +2 defense).",
  })
  adjacentToTeamMate: boolean;

  @Field(() => Boolean, { defaultValue: false, description: 'HeroClix Alpha: a friend of the target with Rally showing is adjacent to it (+1 defense).' })
  adjacentFriendlyRally: boolean;

  @Field(() => [ID], {
    defaultValue: [],
    description: "HeroClix Alpha: the attacker's other enemies adjacent to this target (a shot with Explosion deals each 1 damage).",
  })
  @IsOptional()
  @ArrayMaxSize(8)
  @GlobalIdOf('MatchFigure')
  otherEnemiesAdjacent: string[];

  @Field(() => [ID], {
    defaultValue: [],
    description: "Clix Campaign: the target's team mates adjacent to it (its side's team ability 4, Shared Defense: it uses the highest defense showing).",
  })
  @IsOptional()
  @ArrayMaxSize(8)
  @GlobalIdOf('MatchFigure')
  sharedDefenseFrom: string[];
}

@InputType({ description: 'ATTACK: what the table knows of the attacker where it stands.' })
export class AttackerFactsInput {
  @Field(() => AltitudeEnum, { nullable: true, description: "The attacker's altitude; left out: grounded." })
  @IsOptional()
  altitude?: AltitudeEnum | null;

  @Field(() => Boolean, { defaultValue: false, description: 'It stands in hindering terrain (Ambush).' }) inHinderingTerrain: boolean;
  @Field(() => Boolean, { defaultValue: false, description: 'HeroClix Alpha: it is adjacent to hindering terrain (Super Strength).' })
  adjacentToHinderingTerrain: boolean;
  @Field(() => Boolean, { defaultValue: false, description: 'A friend with Enhancement (Alpha: Boost) showing is adjacent (ranged).' })
  adjacentFriendlyEnhancement: boolean;
  @Field(() => Boolean, { defaultValue: false, description: 'HeroClix Alpha: a move and attack (it moved first).' }) moved: boolean;
  @Field(() => Boolean, { defaultValue: false, description: 'HeroClix Alpha: adjacent to a friend with Rally showing (+1 attack).' })
  adjacentFriendlyRally: boolean;
  @Field(() => Boolean, { defaultValue: false, description: 'HeroClix Alpha: 2 or fewer squares from a friend with Leadership showing (+2 attack).' })
  friendlyLeadershipWithinTwo: boolean;

  @Field(() => [ID], {
    defaultValue: [],
    description: 'HeroClix Alpha: the enemies other than the target adjacent to the attacker (a punch with Quake on doubles deals each 2 damage).',
  })
  @IsOptional()
  @ArrayMaxSize(8)
  @GlobalIdOf('MatchFigure')
  otherEnemiesAdjacent: string[];

  @Field(() => [ID], {
    defaultValue: [],
    description: "Clix Campaign: the attacker's team mates adjacent to it (its side's team ability 5, Shared Attack: it uses the highest attack showing).",
  })
  @IsOptional()
  @ArrayMaxSize(8)
  @GlobalIdOf('MatchFigure')
  sharedAttackFrom: string[];
}

@InputType({ description: 'ATTACK: the clicks of damage one target takes from a roll against several (seed 003: split as the player chooses).' })
export class DamageShareInput {
  @Field(() => ID, { description: 'A target of the attack.' }) @GlobalIdOf('MatchFigure') figureId: string;

  @Field(() => Int, { description: 'Clicks of damage it takes.' })
  @Min(0)
  @Max(30)
  clicks: number;
}

@InputType({ description: 'ATTACK: an object used as a weapon (held in close combat, thrown in ranged).' })
export class AttackObjectInput {
  @Field(() => ObjectWeightEnum, { description: "The object's weight." }) weight: ObjectWeightEnum;

  @Field(() => ObjectRulesEnum, { nullable: true, description: "Which table it comes from; left out: the match's object rules." })
  @IsOptional()
  rules?: ObjectRulesEnum | null;

  @Field(() => Boolean, { defaultValue: false, description: 'Thrown by Telekinesis (range counted from the object).' })
  viaTelekinesis: boolean;
}

@InputType({ description: 'What happened. Which fields matter depends on the type.' })
export class MatchEventInput {
  @Field(() => MatchEventType, { description: 'What happened.' }) type: MatchEventType;

  @Field(() => ID, {
    nullable: true,
    description:
      'The figure concerned: the attacker, the one damaged or healed... BYSTANDER_SAVED / BYSTANDER_HURT / PROPERTY_DESTROYED / OBJECTIVE_MET: optional, the figure whose side it counts for at resolution (left out: it counts for nobody unless the resolution outcome assigns it).',
  })
  @IsOptional()
  @GlobalIdOf('MatchFigure')
  figureId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'DAMAGE / KO / CRITICAL_CONDITION: the figure that dealt it, so hand-entered damage counts as its defeat (leave out for pushing or self-damage: nobody). CAPTURE: the captor.',
  })
  @IsOptional()
  @GlobalIdOf('MatchFigure')
  byFigureId?: string | null;

  @Field(() => ID, { nullable: true, description: 'FLEE (Clix Campaign): the adjacent enemy the figure flees from (on a 6 it hits the figure automatically).' })
  @IsOptional()
  @GlobalIdOf('MatchFigure')
  fromFigureId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'SHARED_BURDEN (Clix Campaign team ability 10): the adjacent team mate who heals 1 click as `figureId` takes 1.',
  })
  @IsOptional()
  @GlobalIdOf('MatchFigure')
  toFigureId?: string | null;

  @Field(() => [ID], {
    defaultValue: [],
    description:
      "ATTACK (Clix Campaign team ability 11, Coordinated Assault): the attacker's team mates adjacent to the target who attack it too, in order, with the same one action.",
  })
  @IsOptional()
  @ArrayMaxSize(8)
  @GlobalIdOf('MatchFigure')
  coordinatedWith: string[];

  @Field(() => [ID], {
    defaultValue: [],
    description:
      'ATTACK: the target figures, each at `distance`; or give `targets` instead, one distance and terrain each. POWER: the figures the power names.',
  })
  @ArrayMaxSize(10)
  @GlobalIdOf('MatchFigure')
  targetFigureIds: string[];

  @Field(() => [AttackTargetInput], {
    nullable: true,
    description: 'ATTACK: the targets, each with its distance and line of fire (instead of targetFigureIds and distance).',
  })
  @IsOptional()
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  targets?: AttackTargetInput[] | null;

  @Field(() => [DamageShareInput], {
    nullable: true,
    description: "ATTACK: one roll against several targets: the damage's clicks for each target hit, as the player splits them; left out: as even as possible.",
  })
  @IsOptional()
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  damageSplit?: DamageShareInput[] | null;

  @Field(() => AttackObjectInput, { nullable: true, description: 'ATTACK: an object used as the weapon.' })
  @IsOptional()
  @ValidateNested()
  object?: AttackObjectInput | null;

  @Field(() => [AttackFeatEnum], { defaultValue: [], description: 'ATTACK: feats the attacker uses in this attack.' })
  @IsOptional()
  @ArrayMaxSize(10)
  feats: AttackFeatEnum[];

  @Field(() => AttackPurposeEnum, {
    defaultValue: AttackPurposeEnum.DAMAGE,
    description: 'ATTACK: DAMAGE, or (Clix Campaign) CAPTURE the target or RESCUE `captiveFigureId` from it.',
  })
  purpose: AttackPurposeEnum;

  @Field(() => ID, { nullable: true, description: 'ATTACK with purpose RESCUE: the captive freed from the target.' })
  @IsOptional()
  @GlobalIdOf('MatchFigure')
  captiveFigureId?: string | null;

  @Field(() => AttackerFactsInput, { nullable: true, description: 'ATTACK: what the table knows of the attacker (altitude, terrain, a move first).' })
  @IsOptional()
  @ValidateNested()
  attacker?: AttackerFactsInput | null;

  @Field(() => Boolean, {
    defaultValue: false,
    description: "ATTACK (HorrorClix): a blooded monster's frenzy after its move, a free close attack for 1 damage.",
  })
  frenzy: boolean;

  @Field(() => GoodLuckRerollEnum, { nullable: true, description: 'ATTACK (HeroClix Alpha, Good Luck showing): reroll the attack dice, ALWAYS or IF_MISSED.' })
  @IsOptional()
  goodLuckReroll?: GoodLuckRerollEnum | null;

  @Field(() => Boolean, {
    defaultValue: false,
    description: 'ATTACK (HeroClix Alpha, Mind Control showing): a hit deals no damage; the table moves the target.',
  })
  mindControl: boolean;

  @Field(() => Boolean, {
    defaultValue: false,
    description: "ATTACK (HeroClix Alpha, Flurry showing): right after the figure's punch hit, a second punch at another enemy, taking no action.",
  })
  flurry: boolean;

  @Field(() => AlphaPowerEnum, {
    nullable: true,
    description:
      'POWER (HeroClix Alpha): the power used instead of attacking; the figures it names are targetFigureIds (Pulse: the enemies in sight within 4, Poison: the adjacent enemies, Heal: the adjacent friend, Regeneration: none).',
  })
  @IsOptional()
  power?: AlphaPowerEnum | null;

  @Field(() => String, {
    nullable: true,
    description:
      'VICTIM_KILLED / MOVE_VICTIM / PLOT_TWIST / MINION (HorrorClix): the victim, e.g. "victim-3" (see matchState.horrorClix.victims); VICTIM_KILLED may leave it out: the first one alive. PLOT_TWIST: none in the preview phase, else one of matchState.horrorClix.mayPlayPlotTwist.victimIds. MINION: the victim the minion `figureId` replaces.',
  })
  @IsOptional()
  victimId?: string | null;

  @Field(() => Boolean, { defaultValue: false, description: 'VICTIM_KILLED (HorrorClix): the kill is next to the Tree of the Damned (+1 action).' })
  nextToTreeOfTheDamned: boolean;

  @Field(() => [String], { nullable: true, description: 'ACTION with MOVE (HorrorClix): the victims the monster moved past, each turned face up.' })
  @IsOptional()
  @ArrayMaxSize(12)
  passedVictimIds?: string[] | null;

  @Field(() => String, { nullable: true, description: "PLOT_TWIST (HorrorClix): the card's name as printed (1-100 characters); each card is played once." })
  @IsOptional()
  card?: string | null;

  @Field(() => Boolean, { defaultValue: false, description: 'PLOT_TWIST (HorrorClix): the card is a subplot (at most 1 a side).' })
  subplot: boolean;

  @Field(() => Boolean, {
    defaultValue: false,
    description: "PLOT_TWIST or KILL_ANSWER (HorrorClix): the table's answer, the card or power succeeded; answering a kill, a success saves the victim.",
  })
  success: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      "KILL_ANSWER (HorrorClix): the power (its name, 1-100 characters) of the opponent's monster `figureId` answering the kill the last event made, instead of a plot twist (see matchState.horrorClix.mayAnswerKill).",
  })
  @IsOptional()
  answerPower?: string | null;

  @Field(() => Int, { defaultValue: 0, description: 'PLOT_TWIST (HorrorClix): the points the card scores its side (-100 to 100).' })
  // Events built in code (the demo's) leave it out, as they leave out every other event's fields.
  @IsOptional()
  @Min(-100)
  @Max(100)
  points: number;

  @Field(() => Int, {
    nullable: true,
    description: "INSANITY_ROLL (HorrorClix): the insanity value the monster's dial shows (1-7): a d6 below it drives the monster insane.",
  })
  @IsOptional()
  @Min(1)
  @Max(7)
  insanityValue?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'POSSESSION (HorrorClix): the monster becomes possessed (true) or is freed (false).' })
  @IsOptional()
  possessed?: boolean | null;

  @Field(() => MatchActionKind, { nullable: true, description: 'ACTION: MOVE, POWER (each a non-free action) or FREE.' })
  @IsOptional()
  action?: MatchActionKind | null;

  @Field(() => [ID], {
    nullable: 'itemsAndList',
    description: "REINFORCE (Alpha): for each figure in matchState's reinforcementsDue, in order, the reserve figure entering for it (null: none fits).",
  })
  @IsOptional()
  @ArrayMaxSize(30)
  @GlobalIdOf('MatchFigure')
  reinforcementFigureIds?: (string | null)[] | null;

  @Field(() => AttackKindEnum, { nullable: true, description: 'ATTACK / ATTACK_TERRAIN: close or ranged.' })
  @IsOptional()
  attackKind?: AttackKindEnum | null;

  @Field(() => Int, { defaultValue: 1, description: 'ATTACK / ATTACK_TERRAIN: squares from the attacker to the targets or the terrain (1: adjacent).' })
  @Min(1)
  @Max(100)
  distance: number;

  @Field(() => Int, { nullable: true, description: 'DAMAGE / HEAL: clicks.' })
  @IsOptional()
  @Min(0)
  @Max(30)
  clicks?: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'The position of the side recording the event (END_TURN: the side whose turn ends); left out: the side of `figureId`, else the side to act. Only the side to act may act or end its turn.',
  })
  @IsOptional()
  @Min(0)
  side?: number | null;

  @Field(() => [Int], {
    nullable: true,
    description: 'ATTACK / FLEE / ETIQUETTE / INSANITY_ROLL: dice rolled at the table, entered by hand; leave out to let the server roll.',
  })
  @IsOptional()
  @ArrayMaxSize(20)
  forcedDice?: number[] | null;

  @Field(() => Int, { nullable: true, description: 'REVERSAL: the sequence number of the event to undo.' })
  @IsOptional()
  @Min(1)
  reversesSequence?: number | null;

  @Field(() => String, { nullable: true, description: 'Free words for the log; ETIQUETTE (required): the question the roll settles.' })
  @IsOptional()
  note?: string | null;
}

@InputType({ description: 'An event to append to a match log.' })
export class RecordMatchEventInput {
  @Field(() => ID, { description: 'The match.' }) @GlobalIdOf('Match') matchId: string;

  @Field(() => MatchEventInput, { description: 'What happened.' })
  @ValidateNested()
  event: MatchEventInput;
}

/** What a world's matches can be ordered by. */
export enum MatchOrderField {
  CREATED_AT = 'CREATED_AT',
  BUILD_TOTAL = 'BUILD_TOTAL',
}
registerEnumType(MatchOrderField, {
  name: 'MatchOrderField',
  description: 'What a list of matches is ordered by; ties are broken by id.',
  valuesConfig: {
    CREATED_AT: { description: 'When the match was set up.' },
    BUILD_TOTAL: { description: 'The build total each side was built to (its points).' },
  },
});

@InputType({ description: 'An order of matches: a field and its direction; ties are broken by id.' })
export class MatchOrder extends OrderInput(MatchOrderField, 'Match') {}

/** A world's matches: `World.matches`, and `matches` with the world named. */
@ArgsType()
export class WorldMatchesArgs extends PageArgs {
  @Field(() => MatchStatus, { nullable: true, description: 'Only matches in this status.' })
  status?: MatchStatus | null;

  @Field(() => ID, { nullable: true, description: 'Only the matches of this league (its fixtures and results).' })
  @IsOptional()
  @IsUUID('all', code(UserErrorCode.LEAGUE_NOT_FOUND, 'no such league'))
  @GlobalIdOf('League')
  leagueId?: string | null;

  @Field(() => MatchOrder, { nullable: true, description: 'The order of the list; newest first (CREATED_AT DESC) when left out.' })
  orderBy?: MatchOrder | null;
}

@ArgsType()
export class MatchesArgs extends WorldMatchesArgs {
  @Field(() => String, { description: 'Slug of the world.' }) world: string;
}

/** What a match's log can be ordered by. */
export enum MatchEventOrderField {
  SEQUENCE = 'SEQUENCE',
}
registerEnumType(MatchEventOrderField, {
  name: 'MatchEventOrderField',
  description: "What a match's log is ordered by (a sequence number is unique in its match).",
  valuesConfig: { SEQUENCE: { description: 'The order events were recorded in (the default, first first).' } },
});

@InputType({ description: "An order of a match's log: a field and its direction." })
export class MatchEventOrder extends OrderInput(MatchEventOrderField, 'MatchEvent') {}

/** A match's log: `Match.events`, and `matchEvents` with the match named. */
@ArgsType()
export class MatchLogArgs extends PageArgs {
  @Field(() => MatchEventType, { nullable: true, description: 'Only events of this type.' })
  type?: MatchEventType | null;

  @Field(() => MatchEventOrder, {
    nullable: true,
    description: 'The order of the log; as recorded (SEQUENCE ASC) when left out: SEQUENCE DESC reads the latest first.',
  })
  orderBy?: MatchEventOrder | null;
}

@ArgsType()
export class MatchEventsArgs extends MatchLogArgs {
  @Field(() => ID) @GlobalIdOf('Match') matchId: string;
}
