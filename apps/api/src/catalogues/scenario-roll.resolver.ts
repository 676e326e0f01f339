import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { RequestContext } from '../context';
import { pageComplexity } from '../common/pagination';
import { Transactional } from '../common/transaction';
import { ScenarioRollService } from './scenario-roll.service';
import { DiceRollConnection, DiceRollsArgs, RandomScenarioEntry, RandomScenarioPayload, SubPlotPayload } from './scenario-roll.types';

@Resolver()
export class ScenarioRollResolver {
  @Mutation(() => RandomScenarioPayload, { description: 'Creator only: rolls 2d6 on the random scenario generator; the roll is recorded.' })
  @Authorized()
  @UseMiddleware(Transactional)
  rollRandomScenario(@Ctx() ctx: RequestContext, @Arg('world', () => String, { description: 'World slug.' }) world: string) {
    return ScenarioRollService.rollRandomScenario(ctx, world);
  }

  @Mutation(() => SubPlotPayload, { description: 'Creator only: rolls on the sub-plot list; the roll is recorded.' })
  @Authorized()
  @UseMiddleware(Transactional)
  rollSubPlot(@Ctx() ctx: RequestContext, @Arg('world', () => String, { description: 'World slug.' }) world: string) {
    return ScenarioRollService.rollSubPlot(ctx, world);
  }

  @Query(() => RandomScenarioEntry, {
    nullable: true,
    description: 'An entry of the random scenario generator by its id (e.g. "GANG_WAR"), the same in every world; null for no such entry.',
  })
  randomScenarioEntry(@Arg('id', () => String, { description: "The entry's id, as rollRandomScenario gives it." }) id: string) {
    return ScenarioRollService.randomScenarioEntry(id);
  }

  @Query(() => DiceRollConnection, { nullable: true, complexity: pageComplexity, description: "Creator only: the world's recorded rolls, newest first." })
  diceRolls(@Ctx() ctx: RequestContext, @Args(() => DiceRollsArgs) args: DiceRollsArgs) {
    return ScenarioRollService.list(ctx, args);
  }
}
