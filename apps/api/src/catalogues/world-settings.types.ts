import { Field, Float, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import type { HeroPointRounding, UpkeepPeriod } from '@clix/rules';
import { UserError } from '../common/user-error';
import { HeroPointRoundingEnum, UpkeepPeriodEnum } from './world-settings.inputs';
import type { WorldSettingsView } from './world-settings.service';

@ObjectType({
  description: "A world's settings: the readings of the rules digest (section 4) and the rules' other defaults, as this world's Creator set them.",
})
export class WorldSettings {
  @Field(() => Int, { description: 'Hero Points a team run by one player starts with (digest 4.1: 100).' }) startingHeroPoints: number;
  @Field(() => Int, { description: 'Hero Points a team of several players starts with (digest 4.1: 150).' }) startingHeroPointsSeveralPlayers: number;
  @Field(() => Boolean, { description: "Whether this world's teams are shared by several players." }) teamsOfSeveralPlayers: boolean;
  @Field(() => Int, { description: 'Cash ($) a new team starts with.' }) startingCash: number;
  @Field(() => Int, { description: 'Most members a team may have when it is founded (1 to 100; the rules print 3).' }) maxFoundingMembers: number;
  @Field(() => Int, { nullable: true, description: 'Largest team after founding; null for no limit.' }) maxTeamSize: number | null;
  @Field(() => [Int], { description: 'Kills needed for a majority of an enemy team of 1, 2, 3 ... members (digest 4.4).' }) majorityBySize: number[];
  @Field(() => Int, { description: 'For teams larger than the table: size minus this.' }) majorityMarginBeyondTable: number;
  @Field(() => Int, { description: 'Hero Points awarded for defeating the majority of the opposing team (the rules print 50).' }) enemyTeamDefeatBonus: number;
  @Field(() => Float, { description: "Share of a defeated character's points awarded as Hero Points." }) defeatShare: number;
  @Field(() => HeroPointRoundingEnum, {
    description: 'How Hero Points from a defeat (points × defeatShare) are made whole; the rules say always round down (digest 4.7).',
  })
  defeatRounding: HeroPointRounding;
  @Field(() => Int, { description: 'Hero Points per level in a level-up cost (digest 4.3).' }) heroPointsPerLevel: number;
  @Field(() => Int, { description: 'Most feats one member may have.' }) maxFeatsPerMember: number;
  @Field(() => Int, { description: 'Most Hero Points a feat taken as a Veteran bonus feat may be worth (the rules print 150).' }) bonusFeatMaxWorth: number;
  @Field(() => UpkeepPeriodEnum, { description: "When a feat's upkeep is due: every scenario the team plays (the default reading) or only once, at purchase." })
  featUpkeepPeriod: UpkeepPeriod;
  @Field(() => Int, { description: "Added to the target's defense against a capture attempt, 0 to 20 (the rules give no number; default 2)." })
  captureDefenseBonus: number;
  @Field(() => GraphQLJSON, {
    description:
      'The whole settings document, group by group (campaign, combat, scoring, feats, bonuses, injuries, prestige, publicOpinion, teamAbilities, resolution, rps).',
  })
  raw: unknown;
  @Field(() => Date, {
    nullable: true,
    description:
      'When the settings were last written: at world creation, then at each updateWorldSettings; null for a world with no stored settings (the defaults apply).',
  })
  updatedAt: Date | null;

  static from({ settings: s, updatedAt }: WorldSettingsView): WorldSettings {
    const c = s.campaign;
    return Object.assign(new WorldSettings(), {
      startingHeroPoints: c.start.heroPoints,
      startingHeroPointsSeveralPlayers: c.start.heroPointsSeveralPlayers,
      teamsOfSeveralPlayers: c.start.teamsOfSeveralPlayers,
      startingCash: c.start.cash,
      maxFoundingMembers: c.start.maxFoundingMembers,
      maxTeamSize: c.roster.maxTeamSize,
      majorityBySize: [...c.heroPoints.majorityBySize],
      majorityMarginBeyondTable: c.heroPoints.majorityMarginBeyondTable,
      enemyTeamDefeatBonus: c.heroPoints.enemyTeamDefeatBonus,
      defeatShare: c.heroPoints.defeatShare,
      defeatRounding: c.heroPoints.rounding,
      heroPointsPerLevel: c.leveling.heroPointsPerLevel,
      maxFeatsPerMember: s.feats.maxFeatsPerCharacter,
      bonusFeatMaxWorth: s.feats.bonusFeatMaxWorth,
      featUpkeepPeriod: s.feats.upkeepPeriod,
      captureDefenseBonus: s.combat.captureDefenseBonus,
      raw: s,
      updatedAt,
    });
  }
}

@ObjectType({ description: 'Result of updateWorldSettings: every setting after the change.' })
export class WorldSettingsPayload {
  @Field(() => WorldSettings, { nullable: true, description: 'The whole settings after the change; null when userErrors is not empty.' })
  settings: WorldSettings | null;

  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}
