import { GlobalIdFrom, GlobalIdOf, Node } from '../common/global-id';
import { Reads } from '../common/projection';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Currency, LEDGER_SOURCE_NODE_TYPE, LedgerReason, LedgerSourceType } from './team.enums';

@ObjectType({ implements: Node, description: 'One append-only change of a balance. Never edited: a mistake is undone by a reversing CORRECTION entry.' })
@Entity('ledger_entry')
export class LedgerEntry {
  @Field(() => ID, { description: 'Stable identifier of the entry (a global id, which `node` fetches); pass it to correctLedgerEntry.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Insertion order, the ledger's own clock. */
  @Column({ type: 'bigint', insert: false, update: false })
  position: string;

  @Column({ name: 'team_id', type: 'uuid' })
  teamId: string;

  @Column({ name: 'member_id', type: 'uuid', nullable: true })
  memberId: string | null;

  /** The character the entry is about, if any: readers redact it when he is hidden (LedgerService.forViewer). */
  @Column({ name: 'character_id', type: 'uuid', nullable: true })
  characterId: string | null;

  @Field(() => Currency, { description: 'The balance the entry changes.' })
  @Column({ type: 'text' })
  currency: Currency;

  @Field(() => Int, { description: 'Positive adds, negative spends.' })
  @Column({ type: 'int' })
  amount: number;

  @Field(() => Int, { description: 'The balance of this currency (for this team, or this member for Achievement Points) after the entry.' })
  @Column({ name: 'balance_after', type: 'int' })
  balanceAfter: number;

  @Field(() => LedgerReason, { description: 'Why the balance changed: a match, a purchase, a Creator award, a correction...' })
  @Column({ type: 'text' })
  reason: LedgerReason;

  @Field(() => String, { description: 'Words for people: what was bought, why it was awarded or corrected.' })
  @Column({ type: 'text' })
  note: string;

  @Field(() => LedgerSourceType, { nullable: true, description: 'The kind of record that caused it.' })
  @Column({ name: 'source_type', type: 'text', nullable: true })
  sourceType: LedgerSourceType | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The global id of the record that caused it (of the type `sourceType` names; `node` fetches it, `source` reads it).',
  })
  @Column({ name: 'source_id', type: 'uuid', nullable: true })
  @GlobalIdFrom((entry: LedgerEntry) => (entry.sourceType ? LEDGER_SOURCE_NODE_TYPE[entry.sourceType] : null))
  // Its global id names the type its sourceType says: a page that reads by selection reads both.
  @Reads('sourceId', 'sourceType')
  sourceId: string | null;

  @Field(() => ID, { nullable: true, description: 'For a CORRECTION: the entry it reverses.' })
  @Column({ name: 'corrects_entry_id', type: 'uuid', nullable: true })
  @GlobalIdOf('LedgerEntry')
  correctsEntryId: string | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @Field(() => Date, { description: 'When the entry was written.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
