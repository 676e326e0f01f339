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

  @Field(() => Int, { description: 'Speed value: squares the figure may move on this click (0 to 99).' })
  @Column({ type: 'int' })
  speed: number;

  @Field(() => Int, { description: 'Attack value added to the 2d6 attack roll on this click (0 to 99).' })
  @Column({ type: 'int' })
  attack: number;

  @Field(() => Int, { description: 'Defense value an attack roll must reach to hit on this click (0 to 99).' })
  @Column({ type: 'int' })
  defense: number;

  @Field(() => Int, { description: 'Damage value: clicks dealt by a successful attack on this click (0 to 99).' })
  @Column({ type: 'int' })
  damage: number;

  @Field(() => String, { nullable: true, description: 'Name of the power coloured on the speed value of this click; null when none.' })
  @Column({ name: 'speed_power', type: 'text', nullable: true })
  speedPower: string | null;

  @Field(() => String, { nullable: true, description: 'Name of the power coloured on the attack value of this click; null when none.' })
  @Column({ name: 'attack_power', type: 'text', nullable: true })
  attackPower: string | null;

  @Field(() => String, { nullable: true, description: 'Name of the power coloured on the defense value of this click; null when none.' })
  @Column({ name: 'defense_power', type: 'text', nullable: true })
  defensePower: string | null;

  @Field(() => String, { nullable: true, description: 'Name of the power coloured on the damage value of this click; null when none.' })
  @Column({ name: 'damage_power', type: 'text', nullable: true })
  damagePower: string | null;
}
