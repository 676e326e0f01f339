import { Node } from '../common/global-id';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ implements: Node, description: 'A campaign world: the tenant that owns its characters, teams, matches and leagues.' })
@Entity('world')
export class World {
  @Field(() => ID, { description: 'Stable identifier of the world (a global id, which `node` fetches). Queries name worlds by `slug` instead.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => String, { description: 'Short unique name used in addresses and queries, e.g. "demo".' })
  @Column({ type: 'text', unique: true })
  slug: string;

  @Field(() => String, { description: 'Display name of the world, 1 to 120 characters, e.g. "Demo City".' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => Date, { description: 'When the world was created.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
