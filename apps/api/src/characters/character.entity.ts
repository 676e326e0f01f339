import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import type { CharacterKind } from '@clix/rules';
import { World } from '../worlds/world.entity';
import { CharacterKindEnum, Visibility, VisibilityEnum } from './character.enums';
import { CharacterVersion } from './character-version.entity';

@ObjectType({ description: 'A persona (e.g. "Sub-Zero") with one combat dial per rank version.' })
@Entity('character')
export class Character {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'world_id', type: 'uuid' })
  worldId: string;

  @ManyToOne(() => World, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'world_id' })
  world?: World;

  @Field(() => String)
  @Column({ type: 'text' })
  name: string;

  @Field(() => CharacterKindEnum)
  @Column({ type: 'text' })
  kind: CharacterKind;

  @Field(() => String)
  @Column({ type: 'text', default: '' })
  description: string;

  @Field(() => VisibilityEnum)
  @Column({ type: 'text', default: 'PUBLIC' })
  visibility: Visibility;

  @OneToMany(() => CharacterVersion, (version) => version.character)
  versions?: CharacterVersion[];

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
