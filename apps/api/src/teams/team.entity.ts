import { Node } from '../common/global-id';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { BonusRank, Rank } from '@clix/rules';
import { Character } from '../characters/character.entity';
import { CharacterVersion } from '../characters/character-version.entity';
import { RankEnum } from '../characters/character.enums';
import { MemberStatus, TeamAlignment } from './team.enums';

@ObjectType({ description: 'The ability rolled on the 2d6 team abilities chart when the team was founded; it applies to every member.' })
export class TeamAbility {
  @Field(() => Int, { description: 'The 2d6 total that chose it (2-12).' })
  roll: number;

  @Field(() => String, { description: "The ability's name on the team abilities chart." })
  name: string;

  @Field(() => String, { description: 'The rule text as printed.' })
  text: string;
}

@ObjectType({ implements: Node, description: "A player's team in a world: its members, its rolled team ability and its balances (from the ledger)." })
@Entity('team')
export class Team {
  @Field(() => ID, { description: 'Stable identifier of the team (a global id, which `node` fetches).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'world_id', type: 'uuid' })
  worldId: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @Field(() => String, { description: "The team's name, 1 to 80 characters, unique within the world." })
  @Column({ type: 'text' })
  name: string;

  @Field(() => TeamAlignment, { description: 'Hero or villain, fixed at founding: decides whether it keeps Prestige or Infamy.' })
  @Column({ type: 'text' })
  alignment: TeamAlignment;

  @Field(() => Boolean, { description: 'Run by several players: it started with the larger Hero Point reserve.' })
  @Column({ name: 'several_players', type: 'boolean' })
  severalPlayers: boolean;

  @Column({ name: 'team_ability_roll', type: 'int' })
  teamAbilityRoll: number;

  @Column({ name: 'team_ability_name', type: 'text' })
  teamAbilityName: string;

  @Column({ name: 'team_ability_text', type: 'text' })
  teamAbilityText: string;

  @Column({ name: 'team_ability_roll_id', type: 'uuid', nullable: true })
  teamAbilityRollId: string | null;

  @Field(() => Date, { description: 'When the team was founded.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { description: "When the team's own record was last changed (not its members, items or ledger)." })
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

@ObjectType({ description: 'A bonus bought from the bonuses table.' })
export class MemberBonus {
  @Field(() => RankEnum, { description: 'The row it was bought from.' })
  rank: BonusRank;

  @Field(() => Int, { description: 'Tier 1-4.' })
  tier: number;

  @Field(() => Int, { description: 'Hero Points paid.' })
  cost: number;

  @Field(() => String, { description: 'What the bonus gives, as printed in the bonuses table.' })
  text: string;
}

@ObjectType({ description: 'Points a member has put into one Non-Combat Skill.' })
export class MemberSkill {
  @Field(() => String, { description: 'Stable id of the skill, e.g. "criminology".' })
  skillId: string;

  @Field(() => String, { description: "The skill's name as printed (its id when the rules no longer list it)." })
  name: string;

  @Field(() => Int, { description: 'Non-Combat Skill points put into this skill so far (1 or more).' })
  points: number;
}

@ObjectType({ implements: Node, description: 'A character enlisted in a team, with his campaign state.' })
@Entity('team_member')
export class TeamMember {
  @Field(() => ID, { description: 'Stable identifier of this membership (a global id, which `node` fetches); a character who rejoins gets a new one.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'team_id', type: 'uuid' })
  teamId: string;

  @Column({ name: 'world_id', type: 'uuid' })
  worldId: string;

  @Column({ name: 'character_id', type: 'uuid' })
  characterId: string;

  @ManyToOne(() => Character)
  @JoinColumn({ name: 'character_id' })
  character?: Character;

  @Column({ name: 'version_id', type: 'uuid' })
  versionId: string;

  @ManyToOne(() => CharacterVersion)
  @JoinColumn({ name: 'version_id' })
  version?: CharacterVersion;

  @Field(() => RankEnum, { description: 'Campaign rank: Rookie for a Unique founder standing in for his Rookie, else the rank of `version`.' })
  @Column({ type: 'text' })
  rank: Rank;

  @Field(() => Boolean, { description: 'The leader holds Leadership; nobody else on the team does.' })
  @Column({ name: 'is_leader', type: 'boolean' })
  isLeader: boolean;

  @Field(() => MemberStatus, { description: 'Where the member stands in the campaign: playing, out injured, captured, or gone (dead or quit).' })
  @Column({ type: 'text' })
  status: MemberStatus;

  @Field(() => Int, { nullable: true, description: 'Scenarios still to miss, when OUT.' })
  @Column({ name: 'out_for_scenarios', type: 'int', nullable: true })
  outForScenarios: number | null;

  @Column({ name: 'quit_reason', type: 'text', nullable: true })
  quitReason: 'DISGRUNTLED' | 'DEPRESSED' | 'RIVALRY' | 'LOST_CONFIDENCE' | null;

  @Field(() => [String], {
    description: 'Catalogue ids of the feats the member has (at most 3 by default), e.g. "all-out".',
    deprecationReason: 'Use `feats { catalogueId }`, which links each id to its Feat.',
  })
  @Column({ name: 'feat_ids', type: 'text', array: true })
  featIds: string[];

  @Field(() => [MemberBonus], { description: 'Bonuses bought from the bonuses table, in order of purchase; empty when none.' })
  @Column({ type: 'jsonb' })
  bonuses: MemberBonus[];

  /** Skill id → points. */
  @Column({ type: 'jsonb' })
  skills: Record<string, number>;

  @Field(() => [String], {
    description: 'Permanent injuries suffered (ids of the injury table), in the order suffered.',
    deprecationReason: 'Use `permanentInjuries { id name effect }`, which links each id to its table entry.',
  })
  @Column({ type: 'text', array: true })
  injuries: string[];

  @Field(() => Date, { description: 'When the character joined the team (founding or recruitment).' })
  @CreateDateColumn({ name: 'joined_at', type: 'timestamptz' })
  joinedAt: Date;

  @Field(() => Date, { nullable: true, description: 'When he died or quit.' })
  @Column({ name: 'left_at', type: 'timestamptz', nullable: true })
  leftAt: Date | null;
}

@ObjectType({ description: 'A failed plea for membership, kept because it bars the next attempt as the rules say.' })
@Entity('recruit_plea')
export class RecruitPlea {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'team_id', type: 'uuid' })
  teamId: string;

  @Column({ name: 'character_id', type: 'uuid' })
  characterId: string;

  @Column({ name: 'leader_character_id', type: 'uuid' })
  leaderCharacterId: string;

  @Column({ name: 'leader_level', type: 'int' })
  leaderLevel: number;

  @Column({ type: 'text' })
  outcome: 'REFUSED' | 'INSULTED';

  @Column({ name: 'roll_id', type: 'uuid' })
  rollId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@ObjectType({ implements: Node, description: 'An item or weapon the team bought with cash.' })
@Entity('team_item')
export class TeamItem {
  @Field(() => ID, { description: 'Stable identifier of this purchase (a global id, which `node` fetches); buying the same item twice gives two.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'team_id', type: 'uuid' })
  teamId: string;

  @Field(() => String, { description: 'Id in the items or advanced weapons catalogue.' })
  @Column({ name: 'item_id', type: 'text' })
  itemId: string;

  @Field(() => String, { description: "The item's name when it was bought (a later catalogue rename does not change it)." })
  @Column({ type: 'text' })
  name: string;

  @Field(() => Int, { description: 'Cash paid.' })
  @Column({ type: 'int' })
  price: number;

  @Column({ name: 'bought_by', type: 'uuid', nullable: true })
  boughtBy: string | null;

  @Field(() => Date, { description: 'When the team bought it.' })
  @CreateDateColumn({ name: 'bought_at', type: 'timestamptz' })
  boughtAt: Date;
}
