import { Node } from '../common/global-id';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { PowerCategory, PowerRuleset } from '@clix/rules';
import { CombatValueEnum } from '../characters/character.enums';
import { PowerRulesetEnum } from './catalogue.enums';

@ObjectType({ implements: Node, description: "A power of one of the rulesets' powers lists, as this world's Creator keeps it." })
@Entity('catalogue_power')
export class Power {
  @Field(() => ID, {
    description: 'Identifier of this power in this world (a global id, which `node` fetches); `catalogueId` names the same entry across worlds.',
  })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'world_id', type: 'uuid' })
  worldId: string;

  @Field(() => String, { description: 'The rules package id (e.g. "leap-climb"), stable across worlds.' })
  @Column({ name: 'catalogue_id', type: 'text' })
  catalogueId: string;

  @Field(() => Int, { description: 'Place in the printed lists, 0-based.' })
  @Column({ type: 'int' })
  position: number;

  @Field(() => PowerRulesetEnum, { description: "Which ruleset's powers list the power comes from; the same name can appear in both." })
  @Column({ type: 'text' })
  ruleset: PowerRuleset;

  @Field(() => CombatValueEnum, { description: 'The combat value the power is coloured on.' })
  @Column({ type: 'text' })
  category: PowerCategory;

  @Field(() => Int, { description: '1-based place within its category, as printed.' })
  @Column({ type: 'int' })
  slot: number;

  @Field(() => String, { description: 'The power\'s name as printed (or as the Creator renamed it), e.g. "Leap/Climb".' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => String, { description: 'The rule text as printed (paragraphs separated by blank lines).' })
  @Column({ type: 'text' })
  text: string;
}
