import { Node } from '../common/global-id';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';

// numeric comes back from pg as a string; the API speaks numbers.
const numericOrNull = { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

@ObjectType({ implements: Node, description: "A scenario of this world's catalogue: set-up, force ratio, round limit and scoring lines." })
@Entity('catalogue_scenario')
export class Scenario {
  @Field(() => ID, {
    description: 'Identifier of this scenario in this world (a global id, which `node` fetches); `catalogueId` names the same entry across worlds.',
  })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'world_id', type: 'uuid' })
  worldId: string;

  @Field(() => String, { description: 'The rules package id (e.g. "BANK_ROBBERY").' })
  @Column({ name: 'catalogue_id', type: 'text' })
  catalogueId: string;

  @Field(() => Int, { description: 'Place in the printed list, 0-based.' })
  @Column({ type: 'int' })
  position: number;

  @Field(() => String, { description: 'The scenario\'s title as printed (or as the Creator renamed it), e.g. "Bank Robbery".' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => [String], { description: 'The set-up text, one paragraph per entry.' })
  @Column({ type: 'jsonb' })
  setup: string[];

  @Field(() => Float, { nullable: true, description: 'Opposing force as a multiple of the hero force; null where a table or the Creator sets it.' })
  @Column({ name: 'force_ratio', type: 'numeric', nullable: true, transformer: numericOrNull })
  forceRatio: number | null;

  @Field(() => Int, { nullable: true, description: 'The round by which the scenario is decided; null for none.' })
  @Column({ name: 'round_limit', type: 'int', nullable: true })
  roundLimit: number | null;

  @Field(() => String, { description: 'The alignment the scoring lines are written for.' })
  @Column({ name: 'scored_alignment', type: 'text' })
  scoredAlignment: string;

  @Field(() => GraphQLJSON, { description: 'Die tables printed in the scenario (set-up choices, per-turn events, morale).' })
  @Column({ type: 'jsonb' })
  tables: unknown[];

  @Field(() => GraphQLJSON, { description: 'Scoring lines as the rules engine reads them (ScoringRule[]).' })
  @Column({ type: 'jsonb' })
  scoring: unknown[];

  @Field(() => [String], { description: 'Printed scoring sentences that are conditions of the scoring lines rather than lines of their own; empty when none.' })
  @Column({ name: 'scoring_notes', type: 'jsonb' })
  scoringNotes: string[];

  @Field(() => [String], { description: 'What happens after the match, as printed.' })
  @Column({ name: 'wrap_up', type: 'jsonb' })
  wrapUp: string[];

  @Field(() => Boolean, { description: 'True where a printed number looks wrong and is kept for the Creator to review.' })
  @Column({ name: 'needs_review', type: 'boolean' })
  needsReview: boolean;
}
