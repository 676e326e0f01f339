import { Column, Entity, PrimaryColumn } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { WorldRole } from './world-member.entity';

/**
 * A Creator's invitation of an e-mail to a world. Nobody joins a world by it until the account with
 * that e-mail accepts it, so neither the answer to addWorldMember nor the world's members tell the
 * Creator whether the e-mail has an account.
 */
@ObjectType({
  description:
    "A Creator's invitation of an e-mail to a world, with a role: pending until the account with that e-mail accepts or declines it, or the Creator withdraws it.",
})
@Entity('world_invitation')
export class WorldInvitation {
  @PrimaryColumn({ name: 'world_id', type: 'uuid' })
  worldId: string;

  @Field(() => String, { description: 'The e-mail invited, in lower case.' })
  @PrimaryColumn({ type: 'text' })
  email: string;

  @Field(() => WorldRole, { description: 'The role the account gets in the world when it accepts.' })
  @Column({ type: 'text' })
  role: WorldRole;

  @Field(() => Date, { description: 'When the Creator invited (or last re-invited) the e-mail.' })
  @Column({ name: 'invited_at', type: 'timestamptz' })
  invitedAt: Date;
}
