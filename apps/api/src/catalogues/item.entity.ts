import { Node } from '../common/global-id';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { ItemKind, ItemKindEnum } from './catalogue.enums';

@ObjectType({ implements: Node, description: "An item, weapon or armour of this world's catalogue, with its price and effect." })
@Entity('catalogue_item')
export class Item {
  @Field(() => ID, {
    description: 'Identifier of this item in this world (a global id, which `node` fetches); `catalogueId` names the same entry across worlds.',
  })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'world_id', type: 'uuid' })
  worldId: string;

  @Field(() => String, { description: 'The rules package id (e.g. "stim-pack", "rifle-freeze", "object-heavy").' })
  @Column({ name: 'catalogue_id', type: 'text' })
  catalogueId: string;

  @Field(() => Int, { description: 'Place in the printed lists, 0-based.' })
  @Column({ type: 'int' })
  position: number;

  @Field(() => ItemKindEnum, { description: 'Which printed list the entry belongs to: other items, object weapons, advanced weapons or armour.' })
  @Column({ type: 'text' })
  kind: ItemKind;

  @Field(() => String, { description: 'The name as printed (or as the Creator renamed it), e.g. "Stim Pack".' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => String, { description: 'The line under the name ("Heals 1d6"); empty where none is printed.' })
  @Column({ type: 'text' })
  summary: string;

  @Field(() => String, { description: 'The description or "Other" field as printed.' })
  @Column({ type: 'text' })
  text: string;

  @Field(() => Int, { nullable: true, description: 'Price in $; null where none is printed and the Creator set none.' })
  @Column({ type: 'int', nullable: true })
  price: number | null;

  @Field(() => Boolean, { description: 'False while it has no price: it cannot be bought.' })
  @Column({ type: 'boolean' })
  priced: boolean;

  @Field(() => Int, { nullable: true, description: 'Damage (advanced weapons) or damage added (objects); null where blank.' })
  @Column({ type: 'int', nullable: true })
  damage: number | null;

  @Field(() => Int, { nullable: true, description: 'Range in squares; null where blank or not a number.' })
  @Column({ type: 'int', nullable: true })
  range: number | null;

  @Field(() => GraphQLJSON, { nullable: true, description: 'The d6 (or d6 table) the item rolls for its effect.' })
  @Column({ name: 'effect_roll', type: 'jsonb', nullable: true })
  effectRoll: unknown;

  @Field(() => GraphQLJSON, { description: 'Everything else the rules record holds (use action, target, group, examples...).' })
  @Column({ type: 'jsonb' })
  details: Record<string, unknown>;
}
