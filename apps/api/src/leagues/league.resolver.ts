import { GlobalIdArgs } from '../common/global-id';
import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import { RequestContext } from '../context';
import { ConnectionType, pageComplexity, PageArgs } from '../common/pagination';
import { Transactional } from '../common/transaction';
import { Idempotent } from '../idempotency/idempotency.middleware';
import { UserError } from '../common/user-error';
import { Match } from '../matches/match.entity';
import { Team } from '../teams/team.entity';
import { World } from '../worlds/world.entity';
import { League, LeaguePrestigeSeries, LeagueScoring, LeagueStandings, PrestigePoint, PrestigeTableEntry, StandingRow } from './league.entity';
import { CreateLeagueInput, FinalizeLeagueInput, LeaguesArgs, LeagueTeamInput, PrestigeTableArgs, UpdateLeagueInput } from './league.inputs';
import { LeagueService } from './league.service';

@ObjectType({ description: 'A page of leagues, newest first.' })
export class LeagueConnection extends ConnectionType(League, 'League') {}

@ObjectType({ description: 'A page of the prestige table, most renowned first.' })
export class PrestigeTableConnection extends ConnectionType(PrestigeTableEntry, 'PrestigeTableEntry') {}

@ObjectType({ description: "A page of a team's Prestige (or Infamy) over time, oldest first." })
export class PrestigePointConnection extends ConnectionType(PrestigePoint, 'PrestigePoint') {}

@ObjectType({ description: 'Result of a league mutation.' })
export class LeaguePayload {
  @Field(() => League, { nullable: true, description: 'The league as it now stands; null when userErrors is not empty.' })
  league: League | null;

  @Field(() => [UserError], { description: 'Why nothing was written; empty on success.' })
  userErrors: UserError[];
}

@Resolver(() => League)
export class LeagueResolver {
  @Query(() => League, { nullable: true, description: 'A league by id; leagues are public.' })
  @GlobalIdArgs({ id: 'League' })
  league(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return LeagueService.find(ctx, id);
  }

  @Query(() => LeagueConnection, {
    nullable: true,
    complexity: pageComplexity,
    description: "A world's leagues, newest first unless `orderBy` says otherwise.",
  })
  leagues(@Ctx() ctx: RequestContext, @Args(() => LeaguesArgs) args: LeaguesArgs) {
    return LeagueService.list(ctx, args);
  }

  @Query(() => LeagueStandings, {
    nullable: true,
    description: "A league's table, ranked under its current scoring and tie-breakers; null when there is no such league.",
  })
  @GlobalIdArgs({ leagueId: 'League' })
  standings(@Ctx() ctx: RequestContext, @Arg('leagueId', () => ID) leagueId: string) {
    return LeagueService.standings(ctx, leagueId);
  }

  @Query(() => PrestigeTableConnection, {
    nullable: true,
    complexity: pageComplexity,
    description: "A world's teams by renown: heroes by Prestige, villains by Infamy, balances from the ledger.",
  })
  prestigeTable(@Ctx() ctx: RequestContext, @Args(() => PrestigeTableArgs) args: PrestigeTableArgs) {
    return LeagueService.prestigeTable(ctx, args);
  }

  @Mutation(() => LeaguePayload, { description: 'Creator or Organizer: a new OPEN league in a world.' })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  createLeague(@Ctx() ctx: RequestContext, @Arg('input', () => CreateLeagueInput, { validate: false }) input: CreateLeagueInput) {
    return LeagueService.create(ctx, input);
  }

  @Mutation(() => LeaguePayload, { description: "Creator or Organizer: an OPEN league's name, season, scoring or tie-breakers." })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  updateLeague(@Ctx() ctx: RequestContext, @Arg('input', () => UpdateLeagueInput, { validate: false }) input: UpdateLeagueInput) {
    return LeagueService.update(ctx, input);
  }

  @Mutation(() => LeaguePayload, { description: 'Creator or Organizer: a team of the world joins an OPEN league.' })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  addLeagueTeam(@Ctx() ctx: RequestContext, @Arg('input', () => LeagueTeamInput, { validate: false }) input: LeagueTeamInput) {
    return LeagueService.addTeam(ctx, input);
  }

  @Mutation(() => LeaguePayload, { description: 'Creator or Organizer: a team that has no league match leaves an OPEN league.' })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  removeLeagueTeam(@Ctx() ctx: RequestContext, @Arg('input', () => LeagueTeamInput, { validate: false }) input: LeagueTeamInput) {
    return LeagueService.removeTeam(ctx, input);
  }

  @Mutation(() => LeaguePayload, { description: 'Creator or Organizer: the standings become final; no match can join the league any more.' })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  finalizeLeague(@Ctx() ctx: RequestContext, @Arg('input', () => FinalizeLeagueInput, { validate: false }) input: FinalizeLeagueInput) {
    return LeagueService.finalize(ctx, input);
  }

  @FieldResolver(() => World, { description: 'The world the league belongs to.' })
  world(@Root() league: League, @Ctx() ctx: RequestContext) {
    return LeagueService.world(ctx, league);
  }

  @FieldResolver(() => LeagueStandings, { name: 'standings', description: "The league's table, as `standings(leagueId)` answers for this league." })
  async standingsOfLeague(@Root() league: League, @Ctx() ctx: RequestContext) {
    return (await LeagueService.standings(ctx, league.id))!;
  }

  @FieldResolver(() => LeagueScoring, { description: 'Points for a win, a draw, a loss.' })
  scoring(@Root() league: League): LeagueScoring {
    return LeagueService.scoring(league);
  }

  @FieldResolver(() => [Team], { description: 'The teams of the league, by name.' })
  async teams(@Root() league: League, @Ctx() ctx: RequestContext) {
    const ids = await ctx.loaders.leagueTeamIdsByLeagueId.load(league.id);
    return (await ctx.loaders.teamById.loadMany(ids)).filter((t): t is Team => t instanceof Team);
  }

  @FieldResolver(() => [LeaguePrestigeSeries], {
    description: "For a chart: each team's Prestige (Infamy for villains) after each resolved league match (voided ones left out), oldest first.",
  })
  async prestigeSeries(@Root() league: League, @Ctx() ctx: RequestContext): Promise<LeaguePrestigeSeries[]> {
    const [ids, points] = await Promise.all([ctx.loaders.leagueTeamIdsByLeagueId.load(league.id), ctx.loaders.prestigePointsByLeagueId.load(league.id)]);
    return ids.map((teamId) => Object.assign(new LeaguePrestigeSeries(), { teamId, points: points.get(teamId) ?? [] }));
  }
}

@Resolver(() => StandingRow)
export class StandingRowResolver {
  @FieldResolver(() => Team, { description: 'The team (batched).' })
  team(@Root() row: StandingRow, @Ctx() ctx: RequestContext) {
    return ctx.loaders.teamById.load(row.teamId);
  }
}

@Resolver(() => PrestigeTableEntry)
export class PrestigeTableEntryResolver {
  @FieldResolver(() => Team, { description: 'The team (batched).' })
  team(@Root() entry: PrestigeTableEntry, @Ctx() ctx: RequestContext) {
    return ctx.loaders.teamById.load(entry.teamId);
  }
}

@Resolver(() => LeaguePrestigeSeries)
export class LeaguePrestigeSeriesResolver {
  @FieldResolver(() => Team, { description: 'The team (batched).' })
  team(@Root() series: LeaguePrestigeSeries, @Ctx() ctx: RequestContext) {
    return ctx.loaders.teamById.load(series.teamId);
  }
}

@Resolver(() => PrestigePoint)
export class PrestigePointResolver {
  @FieldResolver(() => Match, { description: 'The match that changed it.' })
  match(@Root() point: PrestigePoint, @Ctx() ctx: RequestContext) {
    return ctx.loaders.matchById.load(point.matchId);
  }
}

/** Fields the leagues feature adds to Team. */
@Resolver(() => Team)
export class TeamPrestigeResolver {
  @FieldResolver(() => PrestigePointConnection, {
    complexity: pageComplexity,
    description: "The team's Prestige (Infamy for a villain team) over time: a point per resolved match (voided ones left out), oldest first.",
  })
  prestigeHistory(@Root() team: Team, @Ctx() ctx: RequestContext, @Args(() => PageArgs) args: PageArgs) {
    return LeagueService.prestigeHistory(ctx, team, args);
  }
}
