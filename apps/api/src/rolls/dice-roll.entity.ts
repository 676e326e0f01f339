import { Node } from '../common/global-id';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import type { DiceState } from '@clix/rules';

@ObjectType({ implements: Node, description: 'A roll the server made, with its seed and faces, so anyone can check or replay it.' })
@Entity('dice_roll')
export class DiceRoll {
  @Field(() => ID, { description: 'Stable identifier of the roll (a global id, which `node` fetches).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'world_id', type: 'uuid' })
  worldId: string;

  @Field(() => String, { description: 'What the roll decided, e.g. "random-scenario", "team-ability", "plea".' })
  @Column({ type: 'text' })
  purpose: string;

  @Field(() => String, { nullable: true, description: 'What it concerns (a team, a member, a match), when anything.' })
  @Column({ name: 'subject_id', type: 'text', nullable: true })
  subjectId: string | null;

  @Field(() => String, { description: 'The seed of the dice stream; with the rules engine it reproduces the faces.' })
  @Column({ type: 'text' })
  seed: string;

  @Field(() => [Int], { description: 'Every die rolled, in order.' })
  @Column({ type: 'int', array: true })
  faces: number[];

  @Field(() => GraphQLJSON, { description: 'What the rules engine decided from these faces.' })
  @Column({ type: 'jsonb' })
  result: unknown;

  @Column({ name: 'state_after', type: 'jsonb' })
  stateAfter: DiceState;

  @Column({ name: 'rolled_by', type: 'uuid', nullable: true })
  rolledBy: string | null;

  @Field(() => Date, { description: 'When the server made the roll.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
