import { Node } from '../common/global-id';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import type { CharacterKind } from '@clix/rules';
import { World } from '../worlds/world.entity';
import { CharacterKindEnum, Visibility, VisibilityEnum } from './character.enums';
import { CharacterVersion } from './character-version.entity';

@ObjectType({ implements: Node, description: 'A persona (e.g. "Sub-Zero") with one combat dial per rank version.' })
@Entity('character')
export class Character {
  @Field(() => ID, { description: 'Stable identifier of the character (a global id, which `node` fetches).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'world_id', type: 'uuid' })
  worldId: string;

  @ManyToOne(() => World, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'world_id' })
  world?: World;

  @Field(() => String, { description: 'Persona name, e.g. "Sub-Zero"; 1 to 80 characters, unique within the world.' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => CharacterKindEnum, { description: 'Hero, villain, NPC or normal (bystander).' })
  @Column({ type: 'text' })
  kind: CharacterKind;

  @Field(() => String, { description: "The Creator's free text about the persona, up to 5000 characters; empty string when none." })
  @Column({ type: 'text', default: '' })
  description: string;

  @Field(() => VisibilityEnum, { description: "PUBLIC for everyone; HIDDEN characters are seen only by the world's Creators." })
  @Column({ type: 'text', default: 'PUBLIC' })
  visibility: Visibility;

  @OneToMany(() => CharacterVersion, (version) => version.character)
  versions?: CharacterVersion[];

  @Field(() => Date, { description: 'When the character was created.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { description: 'When the character or its versions and dials were last changed.' })
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
