import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { Field, ObjectType, registerEnumType } from 'type-graphql';

/** What a member may do in a world; see auth/policy.ts for the whole table. */
export enum WorldRole {
  CREATOR = 'CREATOR',
  ORGANIZER = 'ORGANIZER',
  PLAYER = 'PLAYER',
}
registerEnumType(WorldRole, {
  name: 'WorldRole',
  description: 'CREATOR curates the world, ORGANIZER runs leagues, PLAYER owns teams.',
});

@ObjectType({ description: "A person's role in one world." })
@Entity('world_member')
export class WorldMember {
  @PrimaryColumn({ name: 'world_id', type: 'uuid' })
  worldId: string;

  @PrimaryColumn({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Field(() => WorldRole, { description: 'What the member may do in the world.' })
  @Column({ type: 'text' })
  role: WorldRole;

  @Field(() => Date, { description: 'When the account joined the world (created it, or was added by a Creator).' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
