import { Node } from '../common/global-id';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ implements: Node, description: "A feat of this world's catalogue: its text, prerequisites and price." })
@Entity('catalogue_feat')
export class Feat {
  @Field(() => ID, {
    description: 'Identifier of this feat in this world (a global id, which `node` fetches); `catalogueId` names the same entry across worlds.',
  })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'world_id', type: 'uuid' })
  worldId: string;

  @Field(() => String, { description: 'The rules package id (e.g. "all-out"), stable across worlds.' })
  @Column({ name: 'catalogue_id', type: 'text' })
  catalogueId: string;

  @Field(() => Int, { description: 'Place in the printed list, 0-based.' })
  @Column({ type: 'int' })
  position: number;

  @Field(() => String, { description: 'The feat\'s name as printed (or as the Creator renamed it), e.g. "All Out".' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => String, { description: 'The rule text of the feat: what it lets the member do.' })
  @Column({ type: 'text' })
  text: string;

  @Field(() => String, { description: 'The "Prerequisite:" line as printed.' })
  @Column({ name: 'prerequisite_text', type: 'text' })
  prerequisiteText: string;

  @Field(() => [[String]], {
    description: 'Power ids the dial must show: every group is required, any one power of a group satisfies it.',
  })
  @Column({ name: 'required_powers', type: 'jsonb' })
  requiredPowers: string[][];

  @Field(() => Int, { nullable: true, description: 'Upkeep in Hero Points as printed; null where the seed prints none.' })
  @Column({ type: 'int', nullable: true })
  upkeep: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "The Creator's price in Hero Points; overrides the printed upkeep, which a new world charges until the Creator sets or removes a price.",
  })
  @Column({ type: 'int', nullable: true })
  price: number | null;

  @Field(() => Boolean, {
    description: 'Whether the feat is for sale: true from the start where the seed prints an upkeep, then true exactly while the Creator gives it a price.',
  })
  @Column({ type: 'boolean' })
  priced: boolean;

  @Field(() => Boolean, { description: "True where the seed's text is known to be wrong and the Creator should review it." })
  @Column({ name: 'needs_review', type: 'boolean' })
  needsReview: boolean;
}
