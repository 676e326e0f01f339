import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';
import { CharacterVersion } from './character-version.entity';

@ObjectType({ description: 'One live click of a combat dial: the four values and the power coloured on each.' })
@Entity('dial_click')
export class DialClick {
  @PrimaryColumn({ name: 'version_id', type: 'uuid' })
  versionId: string;

  @ManyToOne(() => CharacterVersion, (version) => version.clicks, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'version_id' })
  version?: CharacterVersion;

  @Field(() => Int, { description: '1-based position on the dial.' })
  @PrimaryColumn({ type: 'int' })
  number: number;

  @Field(() => Int)
  @Column({ type: 'int' })
  speed: number;

  @Field(() => Int)
  @Column({ type: 'int' })
  attack: number;

  @Field(() => Int)
  @Column({ type: 'int' })
  defense: number;

  @Field(() => Int)
  @Column({ type: 'int' })
  damage: number;

  @Field(() => String, { nullable: true })
  @Column({ name: 'speed_power', type: 'text', nullable: true })
  speedPower: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'attack_power', type: 'text', nullable: true })
  attackPower: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'defense_power', type: 'text', nullable: true })
  defensePower: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'damage_power', type: 'text', nullable: true })
  damagePower: string | null;
}
