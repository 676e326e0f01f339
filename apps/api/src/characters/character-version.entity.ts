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

  @Field(() => String)
  name: string;

  @Field(() => String)
  text: string;
}

@ObjectType({ description: 'One rank version of a character: what its base, card and combat dial show.' })
@Entity('character_version')
export class CharacterVersion {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'character_id', type: 'uuid' })
  characterId: string;

  @ManyToOne(() => Character, (character) => character.versions, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'character_id' })
  character?: Character;

  @Field(() => RankEnum)
  @Column({ type: 'text' })
  rank: Rank;

  @Field(() => Int)
  @Column({ name: 'point_value', type: 'int' })
  pointValue: number;

  @Field(() => Int, { description: 'Range in squares; 0 means close combat only.' })
  @Column({ type: 'int' })
  range: number;

  @Field(() => Int, { description: 'Lightning bolts: targets of one ranged attack (1-3).' })
  @Column({ type: 'int' })
  targets: number;

  @Field(() => MovementSymbolEnum)
  @Column({ type: 'text' })
  movement: MovementSymbol;

  @Field(() => DamageSymbolEnum)
  @Column({ name: 'damage_symbol', type: 'text' })
  damageSymbol: DamageSymbol;

  @Field(() => String, { nullable: true, description: 'Team ability or affiliation as printed (e.g. "Ninja").' })
  @Column({ name: 'team_ability', type: 'text', nullable: true })
  teamAbility: string | null;

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  keywords: string[];

  @Field(() => String, { nullable: true, description: 'Colour of the archenemy ring; same colour, archenemies.' })
  @Column({ name: 'archenemy_colour', type: 'text', nullable: true })
  archenemyColour: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'set_code', type: 'text', nullable: true })
  setCode: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'collector_number', type: 'text', nullable: true })
  collectorNumber: string | null;

  @Field(() => Int, { description: 'The click the figure starts on (its green line), 1-based.' })
  @Column({ name: 'starting_click', type: 'int' })
  startingClick: number;

  @Field(() => Int, { description: 'KO clicks printed after the last live click.' })
  @Column({ name: 'ko_clicks', type: 'int' })
  koClicks: number;

  @Field(() => [SpecialPower])
  @Column({ name: 'special_powers', type: 'jsonb', default: () => "'[]'" })
  specialPowers: SpecialPower[];

  @OneToMany(() => DialClick, (click) => click.version)
  clicks?: DialClick[];
}
