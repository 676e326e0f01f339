import { Node } from '../common/global-id';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ implements: Node, description: 'A read-only key for a third-party client of one world. The secret is shown once, at creation.' })
@Entity('api_key')
export class ApiKey {
  @Field(() => ID, { description: 'Stable identifier of the key (a global id, which `node` fetches); pass it to revokeApiKey. Not the secret.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'world_id', type: 'uuid' })
  worldId: string;

  @Field(() => String, { description: 'What the key is for, as the Creator named it (1 to 80 characters), e.g. "Discord bot".' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => String, { description: 'The first characters of the secret, to tell keys apart.' })
  @Column({ name: 'secret_prefix', type: 'text' })
  secretPrefix: string;

  @Column({ name: 'secret_hash', type: 'text' })
  secretHash: string;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy: string;

  @Field(() => Date, { description: 'When the key was created.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When a request last authenticated with the key; null when it has never been used.' })
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the key was revoked and stopped working; null while it is still valid.' })
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
