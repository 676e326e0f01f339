import { Node } from '../common/global-id';
import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { CombatValue, DamageSymbol, MovementSymbol, Rank } from '@clix/rules';
import { Character } from './character.entity';
import { CombatValueEnum, DamageSymbolEnum, MovementSymbolEnum, RankEnum } from './character.enums';
import { DialClick } from './dial-click.entity';

@ObjectType({ description: 'A power printed for this figure alone, under its dial.' })
export class SpecialPower {
  @Field(() => CombatValueEnum, { description: 'The value it belongs to (a "Movement Special" is SPEED).' })
  value: CombatValue;

  @Field(() => String, { description: 'The name printed on the card, e.g. "Ice Clone".' })
  name: string;

  @Field(() => String, { description: 'The rules text printed on the card, as written.' })
  text: string;
}

@ObjectType({ implements: Node, description: 'One rank version of a character: what its base, card and combat dial show.' })
@Entity('character_version')
export class CharacterVersion {
  @Field(() => ID, {
    description: 'Stable identifier of this version (a UUID); kept when updateCharacter replaces the versions, as long as a version of the same rank is given.',
  })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'character_id', type: 'uuid' })
  characterId: string;

  @ManyToOne(() => Character, (character) => character.versions, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'character_id' })
  character?: Character;

  @Field(() => RankEnum, { description: 'The rank printed on the base; each rank appears at most once per character.' })
  @Column({ type: 'text' })
  rank: Rank;

  @Field(() => Int, { description: 'Build cost in points, as printed on the base (0 to 10000).' })
  @Column({ name: 'point_value', type: 'int' })
  pointValue: number;

  @Field(() => Int, { description: 'Range in squares; 0 means close combat only.' })
  @Column({ type: 'int' })
  range: number;

  @Field(() => Int, { description: 'Lightning bolts: targets of one ranged attack (1-3).' })
  @Column({ type: 'int' })
  targets: number;

  @Field(() => MovementSymbolEnum, { description: 'Speed symbol: how the figure moves (ground, flight or swim).' })
  @Column({ type: 'text' })
  movement: MovementSymbol;

  @Field(() => DamageSymbolEnum, { description: "Damage symbol: the figure's size class (standard, giant or colossal)." })
  @Column({ name: 'damage_symbol', type: 'text' })
  damageSymbol: DamageSymbol;

  @Field(() => String, { nullable: true, description: 'Team ability or affiliation as printed (e.g. "Ninja").' })
  @Column({ name: 'team_ability', type: 'text', nullable: true })
  teamAbility: string | null;

  @Field(() => [String], { description: 'Keywords printed on the card (e.g. "Martial Artist"), up to 20; empty when none.' })
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  keywords: string[];

  @Field(() => String, { nullable: true, description: 'Colour of the archenemy ring; same colour, archenemies.' })
  @Column({ name: 'archenemy_colour', type: 'text', nullable: true })
  archenemyColour: string | null;

  @Field(() => String, { nullable: true, description: 'Code of the set the figure was released in; null when not recorded.' })
  @Column({ name: 'set_code', type: 'text', nullable: true })
  setCode: string | null;

  @Field(() => String, { nullable: true, description: 'Collector number within its set, as printed (may contain letters); null when not recorded.' })
  @Column({ name: 'collector_number', type: 'text', nullable: true })
  collectorNumber: string | null;

  @Field(() => Int, { description: 'The click the figure starts on (its green line), 1-based.' })
  @Column({ name: 'starting_click', type: 'int' })
  startingClick: number;

  @Field(() => Int, { description: 'KO clicks printed after the last live click.' })
  @Column({ name: 'ko_clicks', type: 'int' })
  koClicks: number;

  @Field(() => [SpecialPower], { description: 'Powers printed for this figure alone, up to 10; empty when it has none.' })
  @Column({ name: 'special_powers', type: 'jsonb', default: () => "'[]'" })
  specialPowers: SpecialPower[];

  @OneToMany(() => DialClick, (click) => click.version)
  clicks?: DialClick[];
}
