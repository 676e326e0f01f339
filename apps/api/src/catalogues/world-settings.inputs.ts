import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import type { HeroPointRounding, UpkeepPeriod } from '@clix/rules';

export const HeroPointRoundingEnum = { DOWN: 'DOWN', UP: 'UP', NEAREST: 'NEAREST' } as const satisfies Record<string, HeroPointRounding>;
export const UpkeepPeriodEnum = { PER_SCENARIO: 'PER_SCENARIO', ONCE: 'ONCE' } as const satisfies Record<string, UpkeepPeriod>;
registerEnumType(HeroPointRoundingEnum, { name: 'HeroPointRounding', description: 'How a fractional award becomes whole Hero Points.' });
registerEnumType(UpkeepPeriodEnum, {
  name: 'UpkeepPeriod',
  description: "When a feat's upkeep falls due.",
  valuesConfig: {
    PER_SCENARIO: { description: "Due again every scenario the member's team plays, besides the purchase price." },
    ONCE: { description: 'Only the purchase price: nothing falls due afterwards.' },
  },
});

/**
 * The typed settings of UpdateWorldSettingsInput and where each lives in the settings document;
 * WorldSettings exposes the same names.
 */
export const TYPED_SETTINGS = {
  startingHeroPoints: ['campaign', 'start', 'heroPoints'],
  startingHeroPointsSeveralPlayers: ['campaign', 'start', 'heroPointsSeveralPlayers'],
  teamsOfSeveralPlayers: ['campaign', 'start', 'teamsOfSeveralPlayers'],
  startingCash: ['campaign', 'start', 'cash'],
  maxFoundingMembers: ['campaign', 'start', 'maxFoundingMembers'],
  maxTeamSize: ['campaign', 'roster', 'maxTeamSize'],
  majorityBySize: ['campaign', 'heroPoints', 'majorityBySize'],
  majorityMarginBeyondTable: ['campaign', 'heroPoints', 'majorityMarginBeyondTable'],
  enemyTeamDefeatBonus: ['campaign', 'heroPoints', 'enemyTeamDefeatBonus'],
  defeatRounding: ['campaign', 'heroPoints', 'rounding'],
  heroPointsPerLevel: ['campaign', 'leveling', 'heroPointsPerLevel'],
  maxFeatsPerMember: ['feats', 'maxFeatsPerCharacter'],
  bonusFeatMaxWorth: ['feats', 'bonusFeatMaxWorth'],
  featUpkeepPeriod: ['feats', 'upkeepPeriod'],
  captureDefenseBonus: ['combat', 'captureDefenseBonus'],
} as const satisfies Record<string, readonly string[]>;

export type TypedSettingName = keyof typeof TYPED_SETTINGS;

@InputType({
  description:
    'A partial change: fields left out keep their value. The typed fields are shortcuts into the settings document; `patch` changes any other part of it (same shape as `WorldSettings.raw`).',
})
export class UpdateWorldSettingsInput {
  @Field(() => String, { description: 'World slug.' })
  @MaxLength(63)
  world: string;

  @Field(() => Int, { nullable: true, description: 'Hero Points a team run by one player starts with.' })
  startingHeroPoints?: number | null;

  @Field(() => Int, { nullable: true, description: 'Hero Points a team of several players starts with.' })
  startingHeroPointsSeveralPlayers?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Whether this world's teams are shared by several players (they then start with startingHeroPointsSeveralPlayers).",
  })
  teamsOfSeveralPlayers?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Cash ($) a new team starts with.' }) startingCash?: number | null;
  @Field(() => Int, { nullable: true, description: 'Most members a team may have when it is founded, 1 to 100.' }) maxFoundingMembers?: number | null;

  @Field(() => Int, { nullable: true, description: 'Largest team after founding; null for no limit.' })
  maxTeamSize?: number | null;

  @Field(() => [Int], { nullable: true, description: 'Kills needed for a majority of an enemy team of 1, 2, 3 ... members.' })
  majorityBySize?: number[] | null;

  @Field(() => Int, {
    nullable: true,
    description: 'For enemy teams larger than majorityBySize covers, kills needed are the team size minus this (0 or more).',
  })
  majorityMarginBeyondTable?: number | null;
  @Field(() => Int, { nullable: true, description: 'Hero Points for defeating the majority of the opposing team, 0 or more.' }) enemyTeamDefeatBonus?:
    number | null;
  @Field(() => HeroPointRoundingEnum, { nullable: true, description: 'How Hero Points from a defeat are made whole.' })
  defeatRounding?: HeroPointRounding | null;
  @Field(() => Int, { nullable: true, description: 'Hero Points per level in a level-up cost, 0 or more.' }) heroPointsPerLevel?: number | null;
  @Field(() => Int, { nullable: true, description: 'Most feats one member may have.' }) maxFeatsPerMember?: number | null;
  @Field(() => Int, { nullable: true, description: 'Most Hero Points a Veteran bonus feat may be worth, 0 or more.' }) bonusFeatMaxWorth?: number | null;
  @Field(() => UpkeepPeriodEnum, { nullable: true, description: "When a feat's upkeep is due." }) featUpkeepPeriod?: UpkeepPeriod | null;
  @Field(() => Int, { nullable: true, description: "Added to the target's defense against a capture attempt, 0 to 20." }) captureDefenseBonus?: number | null;

  @Field(() => GraphQLJSON, { nullable: true, description: 'Any other part of the settings document, e.g. {"combat": {"objectRules": "OBJECT_TOKENS"}}.' })
  @IsOptional()
  patch?: unknown;
}
