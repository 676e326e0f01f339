import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Node } from '../common/global-id';
import type { StoredResolution } from './resolution.entity';

/** What became of a proposed resolution. */
export enum ProposalDecision {
  CONFIRMED = 'CONFIRMED',
  REJECTED = 'REJECTED',
}
registerEnumType(ProposalDecision, {
  name: 'ProposalDecision',
  description: 'What became of a resolution a player proposed.',
  valuesConfig: {
    CONFIRMED: { description: 'Confirmed: what it computed was applied.' },
    REJECTED: { description: 'Rejected (or withdrawn by its proposer): the match went back to IN_PROGRESS.' },
  },
});

/**
 * A resolution a player proposed (resolveMatch on a match his team plays): everything the rules
 * computed, dice included, kept unapplied until the other side's owner, the Creator or an organizer
 * confirms it (then exactly this is applied) or rejects it. One open proposal per match at most.
 */
@ObjectType({
  implements: Node,
  description:
    "A resolution a player proposed: what it would apply (in `resolution`, as previewMatchResolution shows it), waiting for the other side's owner, the Creator or an organizer.",
})
@Entity('match_resolution_proposal')
export class ResolutionProposal {
  @Field(() => ID, { description: 'Stable identifier of the proposal (a global id, which `node` fetches as its match shows it).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'match_id', type: 'uuid' })
  matchId: string;

  @Column({ name: 'input_hash', type: 'text' })
  inputHash: string;

  /** The resolveMatch input (match id and outcome) that computed it. */
  @Column({ type: 'jsonb' })
  input: Record<string, unknown>;

  @Column({ type: 'jsonb' })
  result: StoredResolution;

  @Column({ name: 'dice_faces', type: 'int', array: true })
  diceFaces: number[];

  @Column({ name: 'dice_rolls_before', type: 'int' })
  diceRollsBefore: number;

  @Column({ name: 'proposed_by', type: 'uuid' })
  proposedById: string;

  @Field(() => Date, { description: 'When it was proposed.' })
  @CreateDateColumn({ name: 'proposed_at', type: 'timestamptz' })
  proposedAt: Date;

  @Field(() => ProposalDecision, { nullable: true, description: 'Null while it waits; CONFIRMED or REJECTED once decided.' })
  @Column({ type: 'text', nullable: true })
  decision: ProposalDecision | null;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedById: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was confirmed or rejected.' })
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Why it was rejected.' })
  @Column({ name: 'reject_reason', type: 'text', nullable: true })
  rejectReason: string | null;
}
