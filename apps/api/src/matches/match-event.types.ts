import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GlobalIdOf } from '../common/global-id';
import {
  AlphaPowerEnum,
  AltitudeEnum,
  AttackFeatEnum,
  AttackKindEnum,
  AttackPurposeEnum,
  FigureStatus,
  GoodLuckRerollEnum,
  HorrorClixPhaseEnum,
  KnockbackStopEnum,
  MatchActionKind,
  MatchEventType,
  ObjectRulesEnum,
  ObjectWeightEnum,
} from './match.enums';

// Typed events (issue 16): the `MatchEvent` interface (match.entity.ts) has one object type per
// MatchEventType, named after it (ATTACK: AttackEvent, END_TURN: EndTurnEvent). Each has `entered`
// (what the table entered, read from the stored payload) and `outcome` (what the rules decided, read
// from the stored result); their field resolvers are in match-event.resolver.ts. A field name means
// one type across the event types (victimId is nullable everywhere, a damage list is not `damage`),
// so a query can select several event types' fields side by side in inline fragments.

/** The object type of an event type: ATTACK is AttackEvent, END_TURN is EndTurnEvent. */
export function eventTypeName(type: MatchEventType): string {
  return type.toLowerCase().replace(/(?:^|_)([a-z])/g, (_, letter: string) => letter.toUpperCase()) + 'Event';
}

export enum DialEventKind {
  KO = 'KO',
  CRITICAL_CONDITION = 'CRITICAL_CONDITION',
  PERMANENT_INJURY = 'PERMANENT_INJURY',
  REMOVED = 'REMOVED',
  REVIVED = 'REVIVED',
}
registerEnumType(DialEventKind, { name: 'DialEventKind', description: 'Something that happened as a dial turned.' });

export enum RuleStepSource {
  POWER = 'POWER',
  FEAT = 'FEAT',
  RULE = 'RULE',
}
registerEnumType(RuleStepSource, { name: 'RuleStepSource', description: 'Where a rule step comes from: a power, a feat or the rules themselves.' });

// ---- Shared pieces ----

@ObjectType({ description: "A figure's dial turned by an event." })
export class DialTurn {
  @Field(() => ID, { description: 'The figure whose dial turned.' }) @GlobalIdOf('MatchFigure') figureId: string;
  @Field(() => Int, { description: 'Clicks actually turned (fewer than asked at the ends of the dial); damage turns one way, healing the other.' })
  clicksApplied: number;
  @Field(() => FigureStatus, { description: 'Where the dial stood before.' }) statusBefore: FigureStatus;
  @Field(() => FigureStatus, { description: 'Where it stands now.' }) status: FigureStatus;
  @Field(() => [DialEventKind], { description: 'What happened on the way (KO, Critical Condition...).' }) events: DialEventKind[];
}

@ObjectType({ description: 'Clix Campaign team healing after a KO: a team mate heals.' })
export class TeamHealing {
  @Field(() => ID, { description: 'The figure healed.' }) @GlobalIdOf('MatchFigure') figureId: string;
  @Field(() => Int, { description: 'Clicks healed.' }) clicksHealed: number;
}

@ObjectType({ description: 'Dice rolled for one purpose, in the order rolled.' })
export class RolledDiceGroup {
  @Field(() => String, { description: 'What they were rolled for, e.g. "attack roll", "Good Luck reroll".' }) purpose: string;
  @Field(() => [Int], { description: 'The faces.' }) faces: number[];
}

@ObjectType({ description: 'One rule applied while resolving, in the order applied, told in words.' })
export class RuleStep {
  @Field(() => String, { description: 'Stable code of the rule, e.g. CRITICAL_HIT, DAMAGE_REDUCTION.' }) rule: string;
  @Field(() => RuleStepSource, { description: 'A power, a feat or a rule.' }) source: RuleStepSource;
  @Field(() => String, { description: 'The power, feat or rule as a player knows it ("Toughness", "Attack roll").' }) name: string;
  @Field(() => String, { description: 'What it did, in words, with the numbers.' }) effect: string;
}

@ObjectType({ description: 'Clix Campaign Shared Attack / Shared Defense: the value a figure used, taken from a team mate.' })
export class SharedValue {
  @Field(() => ID, { description: 'The figure using the value.' }) @GlobalIdOf('MatchFigure') figureId: string;
  @Field(() => ID, { description: 'The team mate it was taken from.' }) @GlobalIdOf('MatchFigure') fromFigureId: string;
  @Field(() => Int, { description: 'The value used.' }) value: number;
}

@ObjectType({ description: 'HeroClix Alpha: damage dealt to a figure an attack or power does not target (Explosion, Quake, Pulse, Poison).' })
export class OtherDamage {
  @Field(() => ID, { description: 'The figure damaged.' }) @GlobalIdOf('MatchFigure') figureId: string;
  @Field(() => String, { description: 'Explosion, Quake, Pulse or Poison.' }) power: string;
  @Field(() => Int, { description: 'Damage assigned before its own powers.' }) damageAssigned: number;
  @Field(() => Int, { description: 'Damage dealt.' }) damageDealt: number;
}

// ---- What was entered ----

@ObjectType({ description: 'What every event enters: the side it was recorded for and the words for the log.' })
export class EventEntry {
  @Field(() => Int, { description: 'The position of the side it was recorded for.' }) side: number;
  @Field(() => String, { nullable: true, description: 'Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names.' })
  note?: string | null;
}

@ObjectType({ description: 'An event about one figure.' })
export class FigureEntry extends EventEntry {
  @Field(() => ID, { description: 'The figure concerned.' }) @GlobalIdOf('MatchFigure') figureId: string;
}

@ObjectType({ description: 'KO / CRITICAL_CONDITION / CAPTURE: the figure, and who did it.' })
export class DefeatEntry extends FigureEntry {
  @Field(() => ID, { nullable: true, description: 'The figure that dealt it (CAPTURE: the captor); null: nobody.' }) @GlobalIdOf('MatchFigure') byFigureId?:
    string | null;
}

@ObjectType({ description: 'DAMAGE: clicks dealt by hand.' })
export class DamageEntry extends DefeatEntry {
  @Field(() => Int, { description: 'Clicks.' }) clicks: number;
}

@ObjectType({ description: 'HEAL: clicks healed by hand.' })
export class HealEntry extends FigureEntry {
  @Field(() => Int, { description: 'Clicks.' }) clicks: number;
}

@ObjectType({ description: 'BYSTANDER_SAVED / BYSTANDER_HURT / PROPERTY_DESTROYED / OBJECTIVE_MET: whose side it counts for.' })
export class TallyEntry extends EventEntry {
  @Field(() => ID, { nullable: true, description: 'The figure whose side it counts for; null: nobody unless the resolution assigns it.' })
  @GlobalIdOf('MatchFigure')
  countsForFigureId: string | null;
}

@ObjectType({ description: 'ATTACK: one target with what the table knew of it.' })
export class AttackTargetEntry {
  @Field(() => ID, { description: 'The target figure.' }) @GlobalIdOf('MatchFigure') figureId: string;
  @Field(() => Int, { description: 'Squares from the attacker (1: adjacent).' }) distance: number;
  @Field(() => Boolean, { description: 'The line of fire crosses hindering terrain.' }) lineOfFireCrossesHinderingTerrain: boolean;
  @Field(() => AltitudeEnum, { nullable: true, description: "The target's altitude; null: grounded." }) altitude?: AltitudeEnum | null;
  @Field(() => Boolean, { description: 'The target stands in hindering terrain.' }) inHinderingTerrain: boolean;
  @Field(() => KnockbackStopEnum, { nullable: true, description: 'HeroClix 2003: what stops it if knocked back; null: nothing.' })
  knockbackStop?: KnockbackStopEnum | null;
  @Field(() => Boolean, { description: 'Clix Campaign Team Defense: a team mate is adjacent to it.' }) adjacentToTeamMate: boolean;
  @Field(() => Boolean, { description: 'HeroClix Alpha: a friend with Rally showing is adjacent to it.' }) adjacentFriendlyRally: boolean;
  @Field(() => [ID], { description: "HeroClix Alpha: the attacker's other enemies adjacent to it." }) @GlobalIdOf('MatchFigure') otherEnemiesAdjacent: string[];
  @Field(() => [ID], { description: 'Clix Campaign Shared Defense: its team mates adjacent to it.' }) @GlobalIdOf('MatchFigure') sharedDefenseFrom: string[];
}

@ObjectType({ description: 'ATTACK: what the table knew of the attacker where it stood.' })
export class AttackerFactsEntry {
  @Field(() => AltitudeEnum, { nullable: true, description: "The attacker's altitude; null: grounded." }) altitude?: AltitudeEnum | null;
  @Field(() => Boolean, { description: 'It stands in hindering terrain.' }) inHinderingTerrain: boolean;
  @Field(() => Boolean, { description: 'HeroClix Alpha: adjacent to hindering terrain.' }) adjacentToHinderingTerrain: boolean;
  @Field(() => Boolean, { description: 'A friend with Enhancement (Alpha: Boost) showing is adjacent.' }) adjacentFriendlyEnhancement: boolean;
  @Field(() => Boolean, { description: 'HeroClix Alpha: it moved first.' }) moved: boolean;
  @Field(() => Boolean, { description: 'HeroClix Alpha: adjacent to a friend with Rally showing.' }) adjacentFriendlyRally: boolean;
  @Field(() => Boolean, { description: 'HeroClix Alpha: within 2 squares of a friend with Leadership showing.' }) friendlyLeadershipWithinTwo: boolean;
  @Field(() => [ID], { description: 'HeroClix Alpha: enemies other than the target adjacent to it.' })
  @GlobalIdOf('MatchFigure')
  otherEnemiesAdjacent: string[];
  @Field(() => [ID], { description: 'Clix Campaign Shared Attack: its team mates adjacent to it.' }) @GlobalIdOf('MatchFigure') sharedAttackFrom: string[];
}

@ObjectType({ description: 'ATTACK: the clicks one target takes of a roll split among several.' })
export class DamageShareEntry {
  @Field(() => ID, { description: 'A target.' }) @GlobalIdOf('MatchFigure') figureId: string;
  @Field(() => Int, { description: 'Clicks it takes.' }) clicks: number;
}

@ObjectType({ description: 'ATTACK: an object used as the weapon.' })
export class AttackObjectEntry {
  @Field(() => ObjectWeightEnum, { description: "The object's weight." }) weight: ObjectWeightEnum;
  @Field(() => ObjectRulesEnum, { nullable: true, description: "Its table; null: the match's object rules." }) rules?: ObjectRulesEnum | null;
  @Field(() => Boolean, { description: 'Thrown by Telekinesis.' }) viaTelekinesis: boolean;
}

@ObjectType({ description: 'ATTACK: what was entered.' })
export class AttackEntry extends FigureEntry {
  @Field(() => AttackKindEnum, { description: 'Close or ranged.' }) attackKind: AttackKindEnum;
  @Field(() => [AttackTargetEntry], { description: 'The targets, in order.' }) targets: AttackTargetEntry[];
  @Field(() => AttackPurposeEnum, { description: 'DAMAGE, or (Clix Campaign) CAPTURE or RESCUE.' }) purpose: AttackPurposeEnum;
  @Field(() => ID, { nullable: true, description: 'RESCUE: the captive freed.' }) @GlobalIdOf('MatchFigure') captiveFigureId?: string | null;
  @Field(() => [AttackFeatEnum], { description: 'Feats used.' }) feats: AttackFeatEnum[];
  @Field(() => [DamageShareEntry], { nullable: true, description: 'The split of one roll among several targets; null: as even as possible.' }) damageSplit:
    DamageShareEntry[] | null;
  @Field(() => AttackObjectEntry, { nullable: true, description: 'An object used as the weapon.' }) object?: AttackObjectEntry | null;
  @Field(() => AttackerFactsEntry, { description: 'What the table knew of the attacker.' }) attacker: AttackerFactsEntry;
  @Field(() => Boolean, { description: "HorrorClix: a blooded monster's frenzy." }) frenzy: boolean;
  @Field(() => GoodLuckRerollEnum, { nullable: true, description: 'HeroClix Alpha: the Good Luck reroll asked for.' })
  goodLuckReroll?: GoodLuckRerollEnum | null;
  @Field(() => Boolean, { description: 'HeroClix Alpha: Mind Control.' }) mindControl: boolean;
  @Field(() => Boolean, { description: "HeroClix Alpha: Flurry's second punch." }) flurry: boolean;
  @Field(() => [ID], { description: 'Clix Campaign Coordinated Assault: the team mates attacking with it, in order.' })
  @GlobalIdOf('MatchFigure')
  coordinatedWith: string[];
}

@ObjectType({ description: 'ATTACK_TERRAIN (HeroClix 2003): an attack on blocking terrain.' })
export class AttackTerrainEntry extends FigureEntry {
  @Field(() => AttackKindEnum, { description: 'Close or ranged.' }) attackKind: AttackKindEnum;
  @Field(() => Int, { description: 'Squares to the terrain.' }) distance: number;
}

@ObjectType({ description: 'ACTION: a non-attack action.' })
export class ActionEntry extends FigureEntry {
  @Field(() => MatchActionKind, { description: 'MOVE, POWER or FREE.' }) action: MatchActionKind;
  @Field(() => [String], { description: 'HorrorClix MOVE: the victims passed, turned face up.' }) passedVictimIds: string[];
}

@ObjectType({ description: 'POWER (HeroClix Alpha): a power used instead of attacking.' })
export class PowerEntry extends FigureEntry {
  @Field(() => AlphaPowerEnum, { description: 'The power.' }) power: AlphaPowerEnum;
  @Field(() => [ID], { description: 'The figures it names.' }) @GlobalIdOf('MatchFigure') targetFigureIds: string[];
}

@ObjectType({ description: 'VICTIM_KILLED (HorrorClix).' })
export class VictimKilledEntry extends FigureEntry {
  @Field(() => String, { nullable: true, description: 'The victim named; null: the first one alive.' }) victimId?: string | null;
  @Field(() => Boolean, { description: 'Next to the Tree of the Damned.' }) nextToTreeOfTheDamned: boolean;
}

@ObjectType({ description: 'REINFORCE (HeroClix Alpha).' })
export class ReinforceEntry extends EventEntry {
  @Field(() => [ID], { nullable: 'items', description: 'For each figure due, in order, the reinforcement entering for it (null: none fits).' })
  @GlobalIdOf('MatchFigure')
  reinforcementFigureIds: (string | null)[];
}

@ObjectType({ description: 'MOVE_VICTIM (HorrorClix).' })
export class MoveVictimEntry extends EventEntry {
  @Field(() => String, { nullable: true, description: 'The victim moved.' }) victimId: string | null;
}

@ObjectType({ description: 'INSANITY_ROLL (HorrorClix).' })
export class InsanityRollEntry extends FigureEntry {
  @Field(() => Int, { description: 'The insanity value the dial shows.' }) insanityValue: number;
}

@ObjectType({ description: 'POSSESSION (HorrorClix).' })
export class PossessionEntry extends FigureEntry {
  @Field(() => Boolean, { description: 'Possessed (true) or freed (false).' }) possessed: boolean;
}

@ObjectType({ description: 'PLOT_TWIST (HorrorClix): a card played.' })
export class PlotTwistEntry extends EventEntry {
  @Field(() => String, { description: "The card's name." }) card: string;
  @Field(() => String, { nullable: true, description: 'The victim it names.' }) victimId?: string | null;
  @Field(() => Boolean, { description: 'A subplot.' }) subplot: boolean;
  @Field(() => Boolean, { description: "The table's answer: the card succeeded." }) success: boolean;
  @Field(() => Int, { description: 'Points it scores its side.' }) points: number;
}

@ObjectType({ description: "KILL_ANSWER (HorrorClix): a monster's power answering a kill." })
export class KillAnswerEntry extends FigureEntry {
  @Field(() => String, { description: "The power's name." }) answerPower: string;
  @Field(() => Boolean, { description: "The table's answer: the power succeeded." }) success: boolean;
}

@ObjectType({ description: 'MINION (HorrorClix): a minion enters for a victim.' })
export class MinionEntry extends FigureEntry {
  @Field(() => String, { nullable: true, description: 'The victim it replaces.' }) victimId: string | null;
}

@ObjectType({ description: 'FLEE (Clix Campaign).' })
export class FleeEntry extends FigureEntry {
  @Field(() => ID, { description: 'The adjacent enemy fled from.' }) @GlobalIdOf('MatchFigure') fromFigureId: string;
}

@ObjectType({ description: 'SHARED_BURDEN (Clix Campaign team ability 10).' })
export class SharedBurdenEntry extends FigureEntry {
  @Field(() => ID, { description: 'The team mate who heals 1 click.' }) @GlobalIdOf('MatchFigure') toFigureId: string;
}

@ObjectType({ description: 'REVERSAL: what was entered (the sequence undone is `reversesSequence`).' })
export class ReversalEntry {
  @Field(() => String, { nullable: true, description: 'Free words for the log.' }) note?: string | null;
}

// ---- What the rules decided ----

@ObjectType({ description: 'One 2d6 attack roll.' })
export class AttackRoll {
  @Field(() => [Int], { description: 'The two dice.' }) dice: number[];
  @Field(() => Int, { description: 'Their sum.' }) roll: number;
  @Field(() => Int, { description: 'Attack value after modifiers plus the roll.' }) total: number;
  @Field(() => Boolean, { description: 'Double 6.' }) criticalHit: boolean;
  @Field(() => Boolean, { description: 'Double 1.' }) criticalMiss: boolean;
}

@ObjectType({ description: 'What an attack did to one target.' })
export class AttackTargetOutcome {
  @Field(() => ID, { description: 'The target.' }) @GlobalIdOf('MatchFigure') targetId: string;
  @Field(() => Boolean, { description: 'False when Shape Change fooled the attacker.' }) attacked: boolean;
  @Field(() => Int, { nullable: true, description: 'Attack total against it (null when not attacked or hit automatically).' }) attackTotal: number | null;
  @Field(() => Int, { description: 'Its defense after modifiers.' }) defense: number;
  @Field(() => Boolean, { description: 'Hit.' }) hit: boolean;
  @Field(() => Boolean, { description: 'A critical hit.' }) criticalHit: boolean;
  @Field(() => Boolean, { description: 'Super Senses turned the hit away.' }) evaded: boolean;
  @Field(() => Int, { description: 'Damage assigned before its own powers.' }) damageAssigned: number;
  @Field(() => Int, { description: 'Damage dealt.' }) damageDealt: number;
  @Field(() => ID, { description: 'Who took the damage: the target, or its Mastermind recipient.' }) @GlobalIdOf('MatchFigure') damageRecipientId: string;
  @Field(() => Int, { description: 'Squares of knockback.' }) knockback: number;
  @Field(() => Int, { description: 'Damage the knockback dealt on its own.' }) knockbackDamage: number;
  @Field(() => Boolean, { description: 'Blood Rage earned against it.' }) bloodRageEarned: boolean;
  @Field(() => Int, { description: 'Disarm: its damage value reduced by this much.' }) damageValueReduction: number;
  @Field(() => Boolean, { description: 'Taken captive.' }) captured: boolean;
  @Field(() => Boolean, { description: 'Its captive rescued.' }) rescued: boolean;
  @Field(() => Boolean, { description: 'HeroClix Alpha Mind Control: hit, and moved by the table instead of damaged.' }) mindControlled: boolean;
}

@ObjectType({ description: 'A resolved attack: its rolls, each target, and the rule steps in order.' })
export class AttackResolution {
  @Field(() => Boolean, { description: 'False when every target fooled the attacker with Shape Change.' }) attackMade: boolean;
  @Field(() => [AttackRoll], { description: 'The 2d6 rolls: one shared, one per target, or none for an automatic hit.' }) attackRolls: AttackRoll[];
  @Field(() => [RolledDiceGroup], { description: 'Every die rolled, in order, by purpose.' }) rolled: RolledDiceGroup[];
  @Field(() => Boolean, { description: 'A critical hit.' }) criticalHit: boolean;
  @Field(() => Boolean, { description: 'A critical miss.' }) criticalMiss: boolean;
  @Field(() => Int, { description: "Damage pool after the attacker's modifiers." }) attackDamage: number;
  @Field(() => [AttackTargetOutcome], { description: 'Each target, in order.' }) targets: AttackTargetOutcome[];
  @Field(() => Int, { description: 'Damage to the attacker (critical miss, Hay-Maker, Damage Shield).' }) damageToAttacker: number;
  @Field(() => Boolean, { description: 'The object used is destroyed.' }) objectDestroyed: boolean;
  @Field(() => [OtherDamage], { description: 'HeroClix Alpha: damage to figures not targeted (Explosion, Quake).' }) otherDamage: OtherDamage[];
  @Field(() => Int, { description: 'HeroClix Alpha Steal Energy: health the attacker got back.' }) attackerHealed: number;
  @Field(() => [RuleStep], { description: 'The rules applied, in order.' }) steps: RuleStep[];
}

@ObjectType({ description: "Clix Campaign Coordinated Assault: one team mate's attack on the same target." })
export class CoordinatedAttack {
  @Field(() => ID, { description: 'The team mate attacking.' }) @GlobalIdOf('MatchFigure') figureId: string;
  @Field(() => AttackResolution, { description: 'Its attack.' }) attack: AttackResolution;
  @Field(() => [DialTurn], { description: 'The dials it turned.' }) dialChanges: DialTurn[];
}

@ObjectType({ description: 'ATTACK: what the rules decided.' })
export class AttackOutcome {
  @Field(() => AttackResolution, { description: 'The attack.' }) attack: AttackResolution;
  @Field(() => Int, { description: 'Pushing damage the attacker took.' }) pushingDamage: number;
  @Field(() => [DialTurn], { description: 'Every dial turned: targets, attacker, others.' }) dialChanges: DialTurn[];
  @Field(() => SharedValue, { nullable: true, description: 'Clix Campaign Shared Attack used.' }) sharedAttack: SharedValue | null;
  @Field(() => [SharedValue], { description: 'Clix Campaign Shared Defense used.' }) sharedDefense: SharedValue[];
  @Field(() => [CoordinatedAttack], { description: "Clix Campaign Coordinated Assault: the team mates' attacks." }) coordinatedAttacks: CoordinatedAttack[];
  @Field(() => [TeamHealing], { description: 'Clix Campaign team healing after a KO.' }) teamHealing: TeamHealing[];
}

@ObjectType({ description: 'DAMAGE / HEAL / KO / CRITICAL_CONDITION: the dial turned.' })
export class DialOutcome {
  @Field(() => DialTurn, { nullable: true, description: "The figure's dial." }) dialChange: DialTurn | null;
  @Field(() => [TeamHealing], { description: 'Clix Campaign team healing after a KO.' }) teamHealing: TeamHealing[];
}

@ObjectType({ description: 'CAPTURE: who took whom.' })
export class CaptureOutcome {
  @Field(() => ID, { description: 'The captive.' }) @GlobalIdOf('MatchFigure') captured: string;
  @Field(() => ID, { description: 'The captor.' }) @GlobalIdOf('MatchFigure') by: string;
}

@ObjectType({ description: 'RESCUE / ESCAPE: the captive freed.' })
export class FreedOutcome {
  @Field(() => ID, { description: 'The figure freed.' }) @GlobalIdOf('MatchFigure') freed: string;
}

@ObjectType({ description: 'BYSTANDER_SAVED / BYSTANDER_HURT / PROPERTY_DESTROYED / OBJECTIVE_MET.' })
export class TallyOutcome {
  @Field(() => Int, { nullable: true, description: 'The side it counts for; null: nobody yet.' }) countedFor: number | null;
}

@ObjectType({ description: 'ACTION: what the action did.' })
export class ActionOutcome {
  @Field(() => MatchActionKind, { description: 'The action.' }) action: MatchActionKind;
  @Field(() => Int, { description: 'Pushing damage taken.' }) pushingDamage: number;
  @Field(() => DialTurn, { nullable: true, description: 'The dial turned by pushing; null: none.' }) dialChange: DialTurn | null;
  @Field(() => Boolean, { description: 'A free movement.' }) freeMovement: boolean;
  @Field(() => [String], { description: 'HorrorClix: the victims turned face up.' }) turnedFaceUp: string[];
}

@ObjectType({ description: 'POWER (HeroClix Alpha): what the power did.' })
export class PowerOutcome {
  @Field(() => Int, { description: 'HEAL / REGENERATION: health given back.' }) healed: number;
  @Field(() => [OtherDamage], { description: 'PULSE / POISON: the damage to each enemy named.' }) enemiesDamaged: OtherDamage[];
  @Field(() => [RolledDiceGroup], { description: 'REGENERATION: its d6.' }) rolled: RolledDiceGroup[];
  @Field(() => [DialTurn], { description: 'The dials turned.' }) dialChanges: DialTurn[];
}

@ObjectType({ description: 'VICTIM_KILLED (HorrorClix).' })
export class VictimKilledOutcome {
  @Field(() => String, { nullable: true, description: 'The victim killed.' }) victimId: string | null;
  @Field(() => ID, { nullable: true, description: 'The monster blooded by the kill, if any.' }) @GlobalIdOf('MatchFigure') blooded: string | null;
  @Field(() => Int, { description: 'Victims its side has killed.' }) victimsKilled: number;
  @Field(() => Int, { description: 'Actions left this turn.' }) actionsLeft: number;
}

@ObjectType({ description: 'REINFORCE (HeroClix Alpha).' })
export class ReinforceOutcome {
  @Field(() => [ID], { description: 'The figures entering.' }) @GlobalIdOf('MatchFigure') entering: string[];
}

@ObjectType({ description: 'ATTACK_TERRAIN (HeroClix 2003).' })
export class AttackTerrainOutcome {
  @Field(() => Int, { description: 'The damage value used.' }) damage: number;
  @Field(() => Boolean, { description: 'The square of blocking terrain is destroyed (3 damage or more).' }) destroyed: boolean;
  @Field(() => Int, { description: 'Pushing damage taken.' }) pushingDamage: number;
  @Field(() => DialTurn, { nullable: true, description: 'The dial turned by pushing; null: none.' }) dialChange: DialTurn | null;
}

@ObjectType({ description: 'PHASE / MOVE_VICTIM / HOURGLASS (HorrorClix).' })
export class PhaseOutcome {
  @Field(() => HorrorClixPhaseEnum, { description: 'The phase now.' }) phase: HorrorClixPhaseEnum;
  @Field(() => String, { nullable: true, description: 'MOVE_VICTIM: the victim moved.' }) victimMoved: string | null;
  @Field(() => [ID], { description: 'HOURGLASS: the monsters damaged.' }) @GlobalIdOf('MatchFigure') damaged: string[];
}

@ObjectType({ description: 'INSANITY_ROLL (HorrorClix).' })
export class InsanityRollOutcome {
  @Field(() => Int, { description: 'The d6.' }) roll: number;
  @Field(() => Boolean, { description: 'The monster is insane now.' }) insane: boolean;
}

@ObjectType({ description: 'POSSESSION (HorrorClix).' })
export class PossessionOutcome {
  @Field(() => ID, { description: 'The monster.' }) @GlobalIdOf('MatchFigure') figureId: string;
  @Field(() => Boolean, { description: 'Possessed now.' }) possessed: boolean;
}

@ObjectType({ description: 'PLOT_TWIST (HorrorClix).' })
export class PlotTwistOutcome {
  @Field(() => String, { description: "The card's name." }) card: string;
  @Field(() => String, { description: 'When it was played: PREVIEW, SUSPENSE or KILL_ANSWER.' }) timing: string;
  @Field(() => String, { nullable: true, description: 'The victim it names.' }) victimId: string | null;
  @Field(() => Boolean, { description: 'It succeeded.' }) success: boolean;
  @Field(() => Int, { description: 'Points scored.' }) points: number;
  @Field(() => Boolean, { description: 'Answering a kill, the victim is saved.' }) saved: boolean;
  @Field(() => Int, { description: 'Plot twists its side has left.' }) plotTwistsLeft: number;
}

@ObjectType({ description: 'KILL_ANSWER (HorrorClix).' })
export class KillAnswerOutcome {
  @Field(() => ID, { description: 'The monster whose power answered.' }) @GlobalIdOf('MatchFigure') figureId: string;
  @Field(() => String, { description: "The power's name." }) power: string;
  @Field(() => String, { nullable: true, description: 'The victim killed.' }) victimId: string | null;
  @Field(() => Boolean, { description: 'It succeeded.' }) success: boolean;
  @Field(() => Boolean, { description: 'The victim is saved.' }) saved: boolean;
}

@ObjectType({ description: 'MINION (HorrorClix).' })
export class MinionOutcome {
  @Field(() => ID, { description: 'The minion entering.' }) @GlobalIdOf('MatchFigure') minion: string;
  @Field(() => String, { nullable: true, description: 'The victim it replaces.' }) victimId: string | null;
}

@ObjectType({ description: 'FLEE (Clix Campaign): the d6 and what followed.' })
export class FleeOutcome {
  @Field(() => Int, { description: 'The d6.' }) roll: number;
  @Field(() => String, { description: 'FLEES, FLEES_SLOWLY, FAILS or HIT_WHILE_FLEEING.' }) outcome: string;
  @Field(() => Int, { description: 'Squares it may move now.' }) movement: number;
  @Field(() => Int, { description: 'Speed modifier until its next turn.' }) speedModifier: number;
  @Field(() => Int, { description: 'Defense modifier until its next turn.' }) defenseModifier: number;
  @Field(() => Boolean, { description: 'On a 6, the enemy hits it automatically (`automaticHit`).' }) automaticallyHit: boolean;
  @Field(() => Int, { description: 'Actions the side loses.' }) actionsLost: number;
  @Field(() => AttackResolution, { nullable: true, description: 'The automatic hit; null: none.' }) automaticHit: AttackResolution | null;
  @Field(() => [DialTurn], { description: 'The dials the hit turned.' }) dialChanges: DialTurn[];
}

@ObjectType({ description: 'ETIQUETTE: the d6 that settles a question (4-6 allowed).' })
export class EtiquetteOutcome {
  @Field(() => Int, { description: 'The d6.' }) roll: number;
  @Field(() => Boolean, { description: 'Allowed.' }) allowed: boolean;
}

@ObjectType({ description: 'SHARED_BURDEN (Clix Campaign).' })
export class SharedBurdenOutcome {
  @Field(() => ID, { description: 'The figure that took 1 click.' }) @GlobalIdOf('MatchFigure') damagedFigureId: string;
  @Field(() => ID, { description: 'The team mate that healed 1.' }) @GlobalIdOf('MatchFigure') healedFigureId: string;
  @Field(() => [DialTurn], { description: 'Both dials.' }) dialChanges: DialTurn[];
}

@ObjectType({ description: 'END_TURN: the turn that starts.' })
export class EndTurnOutcome {
  @Field(() => Int, { description: 'The side whose turn ended.' }) endedSide: number;
  @Field(() => Int, { description: 'The side to act now.' }) activeSide: number;
  @Field(() => Int, { description: 'The turn number now.' }) turn: number;
  @Field(() => Int, { description: 'Actions the side to act has.' }) actionsLeft: number;
  @Field(() => [ID], { description: 'HeroClix Alpha: the figures whose reinforcements are due (a REINFORCE event).' })
  @GlobalIdOf('MatchFigure')
  reinforcementsDue: string[];
}
