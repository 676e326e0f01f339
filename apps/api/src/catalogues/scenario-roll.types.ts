import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { IsOptional, MaxLength } from 'class-validator';
import { GraphQLJSON } from 'graphql-scalars';
import { ConnectionType, OrderInput, PageArgs } from '../common/pagination';
import { UserError } from '../common/user-error';
import { DiceRoll } from '../rolls/dice-roll.entity';

/** What a world's dice rolls can be ordered by. */
export enum DiceRollOrderField {
  CREATED_AT = 'CREATED_AT',
  PURPOSE = 'PURPOSE',
}
registerEnumType(DiceRollOrderField, {
  name: 'DiceRollOrderField',
  description: "What a world's dice rolls are ordered by; ties are broken by when they were rolled, then by id.",
  valuesConfig: {
    CREATED_AT: { description: 'When the dice were rolled (the default, newest first).' },
    PURPOSE: { description: 'What they were rolled for, e.g. "random-scenario".' },
  },
});

@InputType({ description: "An order of a world's dice rolls: a field and its direction." })
export class DiceRollOrder extends OrderInput(DiceRollOrderField, 'DiceRoll') {}

@ObjectType({ description: 'An entry of the random scenario generator (2d6).' })
export class RandomScenarioEntry {
  @Field(() => String, { description: 'Stable id of the entry, e.g. "GANG_WAR".' }) id: string;
  @Field(() => String, { description: 'The entry\'s title as printed, e.g. "Gang War".' }) name: string;
  @Field(() => Int, { description: 'Lowest 2d6 total for this entry.' }) from: number;
  @Field(() => Int, { nullable: true, description: 'Highest 2d6 total; null for "12+".' }) to: number | null;
  @Field(() => GraphQLJSON, { description: 'The opposition it calls for (TRAINING, LACKEYS or RELATIVE_TO_TEAM).' }) opposition: unknown;
  @Field(() => [String], { description: 'The text as printed, one paragraph per entry.' }) text: string[];
}

@ObjectType({ description: 'A sub-plot of the list in the rules.' })
export class SubPlot {
  @Field(() => Int, { description: 'Its number in the list.' }) number: number;
  @Field(() => String, { description: 'What the sub-plot does, as printed; only a title where `incomplete` is true.' }) text: string;
  @Field(() => Boolean, { description: 'True where the seed prints only a title: the Creator fills it in.' }) incomplete: boolean;
  @Field(() => [String], {
    nullable: true,
    description: 'The d6 list of powers the sub-plot rolls on (sub-plot 3), one per face in order; null for the others.',
  })
  powerTable: string[] | null;
}

@ObjectType({ description: 'Result of rollRandomScenario: the recorded roll and the generator entry it picked.' })
export class RandomScenarioPayload {
  @Field(() => DiceRoll, { nullable: true, description: 'The recorded roll: seed and faces.' }) roll: DiceRoll | null;
  @Field(() => Int, { nullable: true, description: 'The 2d6 total.' }) total: number | null;
  @Field(() => RandomScenarioEntry, { nullable: true, description: 'The entry whose range holds the total; null when refused.' })
  entry: RandomScenarioEntry | null;
  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'Result of rollSubPlot: the recorded roll and the sub-plot it picked.' })
export class SubPlotPayload {
  @Field(() => DiceRoll, { nullable: true, description: 'The recorded roll: seed and faces.' }) roll: DiceRoll | null;
  @Field(() => SubPlot, { nullable: true, description: 'The sub-plot rolled; null when refused.' }) subPlot: SubPlot | null;
  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'A page of recorded rolls, newest first.' })
export class DiceRollConnection extends ConnectionType(DiceRoll, 'DiceRoll') {}

@ArgsType()
export class DiceRollsArgs extends PageArgs {
  @Field(() => String, { description: 'World slug.' }) world: string;

  @Field(() => DiceRollOrder, { nullable: true, description: 'The order of the list; newest first (CREATED_AT DESC) when left out.' })
  orderBy?: DiceRollOrder | null;

  @Field(() => String, { nullable: true, description: 'Only rolls made for this purpose, e.g. "random-scenario" or "sub-plot".' })
  @IsOptional()
  @MaxLength(80)
  purpose?: string | null;
}
