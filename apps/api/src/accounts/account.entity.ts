import { Node } from '../common/global-id';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ implements: Node, description: 'A person who signs in: a Creator, an organizer or a player.' })
@Entity('account')
export class Account {
  @Field(() => ID, { description: 'Stable identifier of the account (a global id, which `node` fetches).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Private: only the account itself sees it (through `me`). */
  @Column({ type: 'text' })
  email: string;

  @Field(() => String, { description: 'Name shown to other members of shared worlds, 1 to 80 characters. Not unique.' })
  @Column({ name: 'display_name', type: 'text' })
  displayName: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@Entity('session')
export class Session {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
