import { GlobalIdOf, Node } from '../common/global-id';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, InterfaceType, ObjectType, registerEnumType } from 'type-graphql';
import type { MatchResolution as RulesResolution } from '@clix/rules';
import { MemberStatus, TeamAlignment } from '../teams/team.enums';

export enum SideOutcome {
  WON = 'WON',
  LOST = 'LOST',
  DRAW = 'DRAW',
}
registerEnumType(SideOutcome, { name: 'SideOutcome', description: 'How a match ended for one side.' });

/** A member's fields as they were before the resolution changed them: what a void puts back. */
export interface MemberSnapshot {
  id: string;
  status: MemberStatus;
  outForScenarios: number | null;
  injuries: string[];
  quitReason: string | null;
  leftAt: string | null;
  featIds: string[];
  isLeader: boolean;
}

/** The stored result: the rules' resolution, with the character of each member (to keep hidden ones hidden). */
export type StoredResolution = Omit<RulesResolution, 'members'> & { members: (RulesResolution['members'][number] & { characterId: string })[] };

@ObjectType({ description: 'One award or consequence, with where it came from.' })
export class ResolutionLine {
  @Field(() => String, {
    description:
      'Stable kind, e.g. DEFEAT, ARCHENEMY_DEFEAT, MAJORITY_BONUS, SCENARIO_BONUS, SCENARIO_LINE, TRAINING, UPKEEP, a prestige modifier or an AP reason.',
  })
  kind: string;

  @Field(() => String, { description: 'What it is for, in words.' })
  label: string;

  @Field(() => Int, { description: 'Points: Hero Points, Prestige/Infamy, Achievement Points or score, by the list it is in.' })
  amount: number;

  @Field(() => String, { description: 'The rules function that decided it, e.g. heroPointsForDefeat.' })
  source: string;

  @Field(() => ID, { nullable: true, description: 'The match figure it is about, where there is one.' })
  @GlobalIdOf('MatchFigure')
  figureId?: string;

  @Field(() => ID, { nullable: true, description: 'The team member it is about, where there is one.' })
  @GlobalIdOf('TeamMember')
  memberId?: string;
}

@ObjectType({ description: "A side's score under a ruleset that scores (HeroClix 2003 victory points, Alpha KO points, HorrorClix)." })
export class SideScore {
  @Field(() => Int, { description: 'The total score.' }) points: number;
  @Field(() => [ResolutionLine], { description: 'The score sheet, line by line.' }) lines: ResolutionLine[];
}

@ObjectType({ description: 'Feats that lapsed because their upkeep could not be paid.' })
export class LapsedFeats {
  @Field(() => ID, { description: 'The team member.' }) @GlobalIdOf('TeamMember') memberId: string;
  @Field(() => [String], { description: 'Feat ids removed from the member.' }) featIds: string[];
}

@ObjectType({ description: 'What a match meant for one side.' })
export class SideResolution {
  @Field(() => Int, { description: 'Position of the side in the match.' }) position: number;
  @Field(() => ID, { nullable: true, description: 'The team; null for an NPC force.' }) @GlobalIdOf('Team') teamId: string | null;
  @Field(() => TeamAlignment, { description: "The side's alignment in the match." }) alignment: TeamAlignment;
  @Field(() => SideOutcome, { description: 'WON, LOST or DRAW for this side.' }) outcome: SideOutcome;
  @Field(() => [ResolutionLine], { description: 'Hero Points earned: defeats, majority bonus, scenario bonus and scoring lines, or training.' })
  heroPointLines: ResolutionLine[];
  @Field(() => [ResolutionLine], { description: 'Feat upkeep paid (negative).' }) upkeepLines: ResolutionLine[];
  @Field(() => [LapsedFeats], { description: 'Feats that lapsed for want of upkeep.' }) lapsedFeats: LapsedFeats[];
  @Field(() => String, { description: 'PRESTIGE for a hero team, INFAMY for a villain team.' }) prestigeCurrency: string;
  @Field(() => [ResolutionLine], { description: 'Prestige (heroes) or Infamy (villains: negative is more infamous) lines.' }) prestigeLines: ResolutionLine[];
  @Field(() => Int, { description: 'Net Hero Points, upkeep included.' }) heroPointsEarned: number;
  @Field(() => Int, { description: 'Net Prestige or Infamy change.' }) prestigeChange: number;
  @Field(() => Int, { description: 'Enemy figures this side KOed.' }) kos: number;
  @Field(() => SideScore, { nullable: true, description: 'The ruleset score; null for Clix Campaign and RPS Clix.' }) score: SideScore | null;
}

@ObjectType({ description: 'One die rolled for a permanent injury, in the order rolled.' })
export class InjuryDie {
  @Field(() => String, { description: 'INJURY, MULTIPLE_INJURIES_COUNT, SHELL_SHOCK_TARGET, FINGERS_LOST or SCENARIOS_MISSED.' }) purpose: string;
  @Field(() => String, { description: 'd66 or d6.' }) die: string;
  @Field(() => Int, { description: 'The face (d6) or the tens-and-units value (d66).' }) value: number;
  @Field(() => String, { nullable: true, description: 'INJURY rolls: the table entry selected.' }) injury?: string;
  @Field(() => Boolean, { nullable: true, description: 'INJURY rolls under Multiple Injuries: thrown away and rolled again.' }) rerolled?: boolean;
}

@ObjectType({ description: 'An injury kept, with what its own die decided.' })
export class SufferedInjuryType {
  @Field(() => String, { description: 'Id of the injury table entry, e.g. HAND_INJURY.' }) id: string;
  @Field(() => String, { nullable: true, description: 'Shell Shock: whom he fears or hates.' }) target?: string;
  @Field(() => Int, { nullable: true, description: 'Hand Injury: fingers lost.' }) fingersLost?: number;
  @Field(() => Int, { nullable: true, description: 'Miraculous Recovery: scenarios missed.' }) scenariosMissed?: number;
}

@ObjectType({ description: 'A permanent injury roll: every die and what it decided.' })
export class InjuryRollType {
  @Field(() => [InjuryDie], { description: 'Every die rolled, in order.' }) rolls: InjuryDie[];
  @Field(() => [SufferedInjuryType], { description: 'The results (Miraculous Recovery, Death and Captured! included).' }) injuries: SufferedInjuryType[];
}

@ObjectType({ description: 'A captive in the internment camp ("After Capture").' })
export class Internment {
  @Field(() => Int, { nullable: true, description: 'The side that holds him.' }) heldBySide: number | null;
  @Field(() => ID, { nullable: true, description: 'The team that holds him; null for an NPC force or nobody.' }) @GlobalIdOf('Team') heldByTeamId:
    string | null;
  @Field(() => Int, { description: 'Campaign games during which only his own team may break him out.' }) ownTeamReservedGames: number;
}

@ObjectType({ description: 'What a match meant for one team member (played or sat out).' })
export class MemberResolution {
  @Field(() => ID, { description: 'The team member.' }) @GlobalIdOf('TeamMember') memberId: string;
  @Field(() => Int, { description: 'Position of his side in the match.' }) side: number;
  @Field(() => ID, { description: 'His team.' }) @GlobalIdOf('Team') teamId: string;
  @Field(() => ID, { nullable: true, description: 'His figure; null when he sat the match out.' }) @GlobalIdOf('MatchFigure') figureId: string | null;
  @Field(() => Boolean, { description: 'False when he sat the match out.' }) played: boolean;
  @Field(() => [ResolutionLine], { description: 'Achievement Points lines.' }) achievementLines: ResolutionLine[];
  @Field(() => Int, { description: 'Net Achievement Points of the match.' }) achievementPointsChange: number;
  @Field(() => MemberStatus, { description: 'His campaign status before the match.' }) statusBefore: MemberStatus;
  @Field(() => MemberStatus, { description: 'His campaign status after the resolution.' }) statusAfter: MemberStatus;
  @Field(() => Int, { nullable: true, description: 'Scenarios still to miss before the match (when OUT).' }) outForScenariosBefore: number | null;
  @Field(() => Int, { nullable: true, description: 'Scenarios still to miss after the resolution (when OUT).' }) outForScenariosAfter: number | null;
  @Field(() => InjuryRollType, { nullable: true, description: 'The permanent injury roll, when his figure reached Permanent Injury.' })
  injuryRoll: InjuryRollType | null;
  @Field(() => [SufferedInjuryType], { description: 'Injuries added to the member.' }) injuriesAdded: SufferedInjuryType[];
  @Field(() => Internment, { nullable: true, description: 'Set when he ends the match captured: who holds him.' }) internment: Internment | null;
  @Field(() => String, { nullable: true, description: 'Why he quit at once (morale), if he did.' }) quitReason: string | null;
  @Field(() => [String], { description: 'Feats that lapsed.' }) lapsedFeatIds: string[];
}

@ObjectType({ description: 'A member who quit at once after the AP changes.' })
export class MoraleQuit {
  @Field(() => ID, { description: 'The member who quits.' }) @GlobalIdOf('TeamMember') memberId: string;
  @Field(() => String, { description: 'DISGRUNTLED or DEPRESSED.' }) reason: string;
  @Field(() => String, { description: 'Why, in words.' }) message: string;
}

@ObjectType({ description: 'A morale fight to be played at the table; not decided by the resolution.' })
export class MoraleFightType {
  @Field(() => String, { description: 'RIVALRY or LOST_CONFIDENCE.' }) kind: string;
  @Field(() => ID, { nullable: true, description: 'RIVALRY: the member who resents the other.' }) @GlobalIdOf('TeamMember') resentfulId?: string;
  @Field(() => ID, { nullable: true, description: 'RIVALRY: his rival.' }) @GlobalIdOf('TeamMember') rivalId?: string;
  @Field(() => ID, { nullable: true, description: 'LOST_CONFIDENCE: the challenger.' }) @GlobalIdOf('TeamMember') challengerId?: string;
  @Field(() => ID, { nullable: true, description: 'LOST_CONFIDENCE: the leader.' }) @GlobalIdOf('TeamMember') leaderId?: string;
  @Field(() => Int, { nullable: true, description: 'LOST_CONFIDENCE: a beaten challenger drops to this AP.' }) leaderAchievementPoints?: number;
  @Field(() => Int, { description: 'Clicks of damage that win the fight.' }) clicksToWin: number;
}

@ObjectType({ description: "What the morale rules asked of a team after the match's AP changes." })
export class SideMorale {
  @Field(() => Int, { description: 'Position of the side in the match.' }) position: number;
  @Field(() => ID, { description: 'The team.' }) @GlobalIdOf('Team') teamId: string;
  @Field(() => [MoraleQuit], { description: 'Members who quit at once.' }) quits: MoraleQuit[];
  @Field(() => [MoraleFightType], { description: 'Pending fights.' }) fights: MoraleFightType[];
}

/**
 * A match's resolution, applied (a MatchResolutionRecord, a row with its own id) or not (a
 * MatchResolutionPreview: what previewMatchResolution or a proposal would apply, no row): the same
 * fields, read through the same field resolvers.
 */
@InterfaceType('MatchResolution', {
  description:
    'A resolution of a match: every award and consequence, applied (MatchResolutionRecord) or what would be applied (MatchResolutionPreview: previewMatchResolution, a proposal). Sides, members, morale and ledger entries are read through fields.',
  resolveType: (resolution: { id: string | null }) => (resolution.id ? 'MatchResolutionRecord' : 'MatchResolutionPreview'),
})
export abstract class MatchResolution {
  @Field(() => ID, { nullable: true, description: "The applied resolution's global id (`node` fetches it); null in a preview." })
  @GlobalIdOf('MatchResolutionRecord')
  id: string | null;

  @Field(() => ID, { description: 'The match resolved.' })
  @GlobalIdOf('Match')
  matchId: string;

  @Field(() => String, { description: 'SHA-256 (hex) of the canonical input (match id and outcome).' })
  inputHash: string;

  @Field(() => [Int], {
    description: "Every die the resolution rolled (injuries), in order, drawn from the match's own stream after the log's last server roll.",
  })
  diceFaces: number[];

  @Field(() => Int, { description: 'Dice drawn from the match stream before the resolution: replaying the seed, skip this many.' })
  diceRollsBefore: number;

  @Field(() => Date, { nullable: true, description: 'Null in a preview.' })
  appliedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the match was voided and this resolution reversed.' })
  voidedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Why the match was voided.' })
  voidReason: string | null;
}

@ObjectType({
  implements: MatchResolution,
  description:
    'What a resolution would apply, nothing applied yet (previewMatchResolution, a proposed resolution): no id, no application time, no ledger entries.',
})
export class MatchResolutionPreview extends MatchResolution {
  declare id: null;

  /** What the rules computed, as a record stores it. */
  result: StoredResolution;

  /** None: a preview wrote nothing. */
  ledgerEntryIds: string[];
}

@ObjectType({
  implements: [Node, MatchResolution],
  description:
    'The resolution of a match as applied (kept, with voidedAt, when the match is voided): every award and consequence, applied once. Sides, members, morale and ledger entries are read through fields.',
})
@Entity('match_resolution')
export class MatchResolutionRecord {
  @Field(() => ID, { description: 'Stable identifier of the applied resolution (a global id, which `node` fetches as its match shows it).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID, { description: 'The match resolved.' })
  @Column({ name: 'match_id', type: 'uuid' })
  @GlobalIdOf('Match')
  matchId: string;

  @Field(() => String, { description: 'SHA-256 (hex) of the canonical input (match id and outcome).' })
  @Column({ name: 'input_hash', type: 'text' })
  inputHash: string;

  @Column({ type: 'jsonb' })
  input: Record<string, unknown>;

  @Column({ type: 'jsonb' })
  result: StoredResolution;

  @Field(() => [Int], {
    description: "Every die the resolution rolled (injuries), in order, drawn from the match's own stream after the log's last server roll.",
  })
  @Column({ name: 'dice_faces', type: 'int', array: true })
  diceFaces: number[];

  @Field(() => Int, { description: 'Dice drawn from the match stream before the resolution: replaying the seed, skip this many.' })
  @Column({ name: 'dice_rolls_before', type: 'int' })
  diceRollsBefore: number;

  @Column({ name: 'ledger_entry_ids', type: 'uuid', array: true })
  ledgerEntryIds: string[];

  @Column({ name: 'member_snapshot', type: 'jsonb' })
  memberSnapshot: MemberSnapshot[];

  @Column({ name: 'applied_by', type: 'uuid' })
  appliedBy: string;

  @Field(() => Date, { nullable: true, description: 'When it was applied.' })
  @Column({ name: 'applied_at', type: 'timestamptz', default: () => 'now()' })
  appliedAt: Date | null;

  @Column({ name: 'voided_by', type: 'uuid', nullable: true })
  voidedBy: string | null;

  @Field(() => Date, { nullable: true, description: 'When the match was voided and this resolution reversed.' })
  @Column({ name: 'voided_at', type: 'timestamptz', nullable: true })
  voidedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Why the match was voided.' })
  @Column({ name: 'void_reason', type: 'text', nullable: true })
  voidReason: string | null;
}
