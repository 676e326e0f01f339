import { In } from 'typeorm';
import {
  checkLeagueSettings,
  DEFAULT_LEAGUE_SETTINGS,
  LeagueMatchSide,
  leagueMatchTallies,
  LeagueSettings,
  rankStandings,
  StandingRow as RulesStandingRow,
} from '@clix/rules';
import { authorize, requireAccount } from '../auth/policy';
import { RequestContext } from '../context';
import { cursorParent, listOrder, OrderDirection, orderedBy, Page, PageArgs, pageWindow, toPage } from '../common/pagination';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { validateInput } from '../common/validation';
import { Team } from '../teams/team.entity';
import { isUuid } from '../teams/team.util';
import { World } from '../worlds/world.entity';
import { notifyStandingsChanged } from '../live/live.notify';
import { StandingsChangeCause } from '../webhooks/webhook.enums';
import { WebhookService } from '../webhooks/webhook.service';
import { noSuchWorld, WorldService, worldNotFound } from '../worlds/world.service';
import { League, LeagueScoring, LeagueStandings, LeagueTeam, PrestigePoint, PrestigeTableEntry, StandingRow } from './league.entity';
import { LeagueOrderField, LeagueStatus, LeagueTieBreakerEnum } from './league.enums';
import {
  addMatchTallies,
  LEAGUE_SORT_COLUMNS,
  leagueForNewMatch,
  leagueForResult,
  leagueNameTaken,
  leaguePage,
  leagueTeamMatches,
  lockedLeague,
  lockLeagueForRebuild,
  lockLeagueNaming,
  pendingLeagueMatches,
  PRESTIGE_BY_RENOWN_COLUMNS,
  PRESTIGE_TABLE_SORT_COLUMNS,
  PRESTIGE_OLDEST_FIRST_COLUMNS,
  prestigeTablePage,
  recordedResults,
  recordMatchResultSides,
  replaceStandings,
  standingsRows,
  takeOutMatchResult,
} from './league.reads';
import { CreateLeagueInput, FinalizeLeagueInput, LeaguesArgs, LeagueTeamInput, PrestigeTableArgs, UpdateLeagueInput } from './league.inputs';

export interface LeagueResult {
  league: League | null;
  userErrors: UserError[];
}

/** A resolved match, as match resolution hands it to the standings. */
export interface LeagueMatchResult {
  leagueId: string;
  matchId: string;
  /** Per side: { teamId, position, outcome, heroPointsEarned, prestigeChange, kos } (NPC sides: teamId null). */
  sides: readonly LeagueMatchSide[];
}

const refused = (userErrors: UserError[]): LeagueResult => ({ league: null, userErrors });
const err = userError;

/** Every property of a league: what a write answers (RETURNING), so the entity it gives back is the row as written. */
const everyColumn = (ctx: RequestContext): string[] => ctx.em.connection.getMetadata(League).columns.map((c) => c.propertyPath);

type Ranking = ReturnType<typeof rankStandings>;

/**
 * Rankings this process computed, by league, with the standings version they belong to: a
 * standings read reuses one while the league's version (bumped by the database on every change
 * the ranking depends on) is the same. Any replica may serve any read: each checks the version.
 */
const RANKINGS = new Map<string, { version: string; rows: Ranking }>();
const MAX_RANKINGS = 1000;

function rememberRanking(leagueId: string, version: string, rows: Ranking) {
  RANKINGS.delete(leagueId);
  RANKINGS.set(leagueId, { version, rows });
  // The least recently ranked league goes first (a Map iterates in insertion order).
  if (RANKINGS.size > MAX_RANKINGS) RANKINGS.delete(RANKINGS.keys().next().value!);
}

const LEAGUES_NEWEST_FIRST = { field: LeagueOrderField.CREATED_AT, direction: OrderDirection.DESC };

export class LeagueService {
  /** Live subscribers and webhooks hear that the league's table changed (issue 15), in the writing transaction. */
  private static async standingsChanged(
    ctx: RequestContext,
    league: { id: string; worldId: string },
    cause: StandingsChangeCause,
    teamId: string | null = null,
  ): Promise<void> {
    await WebhookService.leagueStandingsChanged(ctx, league, cause, teamId);
    await notifyStandingsChanged(ctx.em, league.id);
  }

  static settingsOf(league: League): LeagueSettings {
    return {
      scoring: { win: league.pointsForWin, draw: league.pointsForDraw, loss: league.pointsForLoss },
      tieBreakers: league.tieBreakers,
    };
  }

  static scoring(league: League): LeagueScoring {
    return { win: league.pointsForWin, draw: league.pointsForDraw, loss: league.pointsForLoss };
  }

  /** A league by id, or null (leagues are public). */
  static find(ctx: RequestContext, id: string): Promise<League | null> {
    return isUuid(id) ? ctx.loaders.leagueById.load(id) : Promise.resolve(null);
  }

  /** The league row, locked until the transaction ends: changes to one league queue up. */
  private static async lock(ctx: RequestContext, id: string): Promise<League | null> {
    if (!isUuid(id)) return null;
    return lockedLeague(ctx.em, id);
  }

  /** A page of a world's leagues in one statement (the world, the count and the page); newest first unless `orderBy` says otherwise. */
  static async list(ctx: RequestContext, args: LeaguesArgs): Promise<Page<League>> {
    const order = (worldId: string) => orderedBy('leagues', { world: worldId }, LEAGUE_SORT_COLUMNS, args.orderBy ?? LEAGUES_NEWEST_FIRST);
    const window = pageWindow(order(cursorParent(args)), args);
    const found = await leaguePage(ctx.em, { worldSlug: args.world, status: args.status ?? null, season: args.season ?? null, order: order(''), window });
    const world = found.world ?? noSuchWorld(args.world);
    // The cursor's key was read before its world was known: it must be a cursor of this world's list.
    pageWindow(order(world.id), args);
    for (const league of found.leagues) ctx.loaders.leagueById.prime(league.id, league);
    return toPage(found.leagues, window, found.totalCount, order(world.id));
  }

  /** The rules' verdict on scoring and tie-breakers, as user errors. */
  private static settingsProblems(settings: LeagueSettings): UserError[] {
    const check = checkLeagueSettings(settings);
    if (check.ok) return [];
    const code = check.reason === 'SCORING_INVALID' ? UserErrorCode.LEAGUE_SCORING_INVALID : UserErrorCode.LEAGUE_TIE_BREAKERS_INVALID;
    return [err(code, [check.field], check.message)];
  }

  /** Creator or Organizer: a new OPEN league, with its first teams. */
  static async create(ctx: RequestContext, input: CreateLeagueInput): Promise<LeagueResult> {
    const viewer = requireAccount(ctx.viewer);
    const problems = await validateInput(input);
    const world = await WorldService.findBySlug(ctx, input.world);
    if (!world) return refused([...problems, worldNotFound(input.world)]);
    authorize(viewer, world.id, 'league.manage');
    if (problems.length) return refused(problems);

    const settings: LeagueSettings = {
      scoring: input.scoring ? { win: input.scoring.win, draw: input.scoring.draw, loss: input.scoring.loss } : DEFAULT_LEAGUE_SETTINGS.scoring,
      tieBreakers: input.tieBreakers ?? DEFAULT_LEAGUE_SETTINGS.tieBreakers,
    };
    problems.push(...LeagueService.settingsProblems(settings));
    const name = input.name.trim();
    const season = input.season.trim();
    // Leagues of a world are named one at a time, so the name check holds.
    await lockLeagueNaming(ctx.em, world.id);
    if (await leagueNameTaken(ctx.em, world.id, name, season, null)) {
      problems.push(err(UserErrorCode.LEAGUE_NAME_TAKEN, ['name'], `"${name}" is already a league of this world in season "${season}"`));
    }
    const teamIds = [...new Set(input.teamIds)];
    const teams = teamIds.length ? await ctx.em.find(Team, { where: { id: In(teamIds), worldId: world.id } }) : [];
    input.teamIds.forEach((id, i) => {
      if (!teams.some((t) => t.id === id)) problems.push(err(UserErrorCode.TEAM_NOT_FOUND, ['teamIds', String(i)], 'no such team in this world'));
    });
    if (problems.length) return refused(problems);

    // The database fills in the id, status, creation time and standings version; RETURNING puts them on the entity.
    const league = ctx.em.create(League, {
      worldId: world.id,
      name,
      season,
      pointsForWin: settings.scoring.win,
      pointsForDraw: settings.scoring.draw,
      pointsForLoss: settings.scoring.loss,
      tieBreakers: [...settings.tieBreakers] as LeagueTieBreakerEnum[],
      createdBy: viewer.accountId,
    });
    await ctx.em.createQueryBuilder().insert().into(League).values(league).returning(everyColumn(ctx)).execute();
    if (teamIds.length)
      await ctx.em.insert(
        LeagueTeam,
        teamIds.map((teamId) => ({ leagueId: league.id, teamId })),
      );
    return { league, userErrors: [] };
  }

  /** Creator or Organizer: name, season, scoring, tie-breakers of an OPEN league. Standings follow at once (points are computed when read). */
  static async update(ctx: RequestContext, input: UpdateLeagueInput): Promise<LeagueResult> {
    const viewer = requireAccount(ctx.viewer);
    const problems = await validateInput(input);
    const league = await LeagueService.lock(ctx, input.leagueId);
    if (!league) return refused([...problems, err(UserErrorCode.LEAGUE_NOT_FOUND, ['leagueId'], 'no such league')]);
    authorize(viewer, league.worldId, 'league.manage');
    if (problems.length) return refused(problems);
    if (league.status === LeagueStatus.FINAL)
      return refused([err(UserErrorCode.LEAGUE_FINAL, ['leagueId'], 'the league is final: its settings no longer change')]);

    const scoring = input.scoring ?? LeagueService.scoring(league);
    const tieBreakers = input.tieBreakers ?? league.tieBreakers;
    problems.push(...LeagueService.settingsProblems({ scoring, tieBreakers }));
    const name = input.name?.trim() ?? league.name;
    const season = input.season?.trim() ?? league.season;
    await lockLeagueNaming(ctx.em, league.worldId);
    if (await leagueNameTaken(ctx.em, league.worldId, name, season, league.id)) {
      problems.push(err(UserErrorCode.LEAGUE_NAME_TAKEN, ['name'], `"${name}" is already a league of this world in season "${season}"`));
    }
    if (problems.length) return refused(problems);
    const updated = ctx.em.create(League, league);
    await ctx.em
      .createQueryBuilder()
      .update(League)
      .set({ name, season, pointsForWin: scoring.win, pointsForDraw: scoring.draw, pointsForLoss: scoring.loss, tieBreakers: [...tieBreakers] })
      .whereEntity(updated)
      .returning(everyColumn(ctx))
      .execute();
    const rescored =
      scoring.win !== league.pointsForWin ||
      scoring.draw !== league.pointsForDraw ||
      scoring.loss !== league.pointsForLoss ||
      tieBreakers.join() !== league.tieBreakers.join();
    if (rescored) await LeagueService.standingsChanged(ctx, league, StandingsChangeCause.SCORING_CHANGED);
    return { league: updated, userErrors: [] };
  }

  /** The league locked, authorized for management and still OPEN; or the refusal. */
  private static async openForChange(ctx: RequestContext, leagueId: string): Promise<League | UserError> {
    requireAccount(ctx.viewer);
    const league = await LeagueService.lock(ctx, leagueId);
    if (!league) return err(UserErrorCode.LEAGUE_NOT_FOUND, ['leagueId'], 'no such league');
    authorize(ctx.viewer, league.worldId, 'league.manage');
    if (league.status === LeagueStatus.FINAL) return err(UserErrorCode.LEAGUE_FINAL, ['leagueId'], 'the league is final: its teams no longer change');
    return league;
  }

  /** Creator or Organizer: a team of the world joins an OPEN league. */
  static async addTeam(ctx: RequestContext, input: LeagueTeamInput): Promise<LeagueResult> {
    const problems = await validateInput(input);
    const league = await LeagueService.openForChange(ctx, input.leagueId);
    if (league instanceof UserError) return refused([league]);
    if (problems.length) return refused(problems);
    const team = await ctx.em.findOne(Team, { where: { id: input.teamId, worldId: league.worldId } });
    if (!team) return refused([err(UserErrorCode.TEAM_NOT_FOUND, ['teamId'], 'no such team in this world')]);
    const added = await ctx.em.createQueryBuilder().insert().into(LeagueTeam).values({ leagueId: league.id, teamId: team.id }).orIgnore().execute();
    if (!(added.raw as unknown[]).length) return refused([err(UserErrorCode.TEAM_ALREADY_IN_LEAGUE, ['teamId'], 'the team is already in this league')]);
    await LeagueService.standingsChanged(ctx, league, StandingsChangeCause.TEAM_JOINED, team.id);
    return { league, userErrors: [] };
  }

  /** Creator or Organizer: a team leaves an OPEN league, unless it has played or is set to play league matches. */
  static async removeTeam(ctx: RequestContext, input: LeagueTeamInput): Promise<LeagueResult> {
    const problems = await validateInput(input);
    const league = await LeagueService.openForChange(ctx, input.leagueId);
    if (league instanceof UserError) return refused([league]);
    if (problems.length) return refused(problems);
    const row = await leagueTeamMatches(ctx.em, league.id, input.teamId);
    if (!row) return refused([err(UserErrorCode.TEAM_NOT_IN_LEAGUE, ['teamId'], 'the team is not in this league')]);
    if (row.hasMatches) {
      return refused([
        err(UserErrorCode.LEAGUE_TEAM_HAS_MATCHES, ['teamId'], 'the team has played or is set to play league matches: it stays in the standings'),
      ]);
    }
    // Its all-zero standing and pair rows (a voided match leaves them) go with it.
    await ctx.em.delete(LeagueTeam, { leagueId: league.id, teamId: input.teamId });
    await LeagueService.standingsChanged(ctx, league, StandingsChangeCause.TEAM_LEFT, input.teamId);
    return { league, userErrors: [] };
  }

  /** Creator or Organizer: the standings become final; no match can join the league any more. */
  static async finalize(ctx: RequestContext, input: FinalizeLeagueInput): Promise<LeagueResult> {
    const league = await LeagueService.openForChange(ctx, input.leagueId);
    if (league instanceof UserError) return refused([league]);
    const pending = await pendingLeagueMatches(ctx.em, league.id);
    if (pending > 0) {
      return refused([err(UserErrorCode.LEAGUE_HAS_PENDING_MATCHES, ['leagueId'], `${pending} league match(es) are not resolved or voided yet`)]);
    }
    const finalized = ctx.em.create(League, league);
    await ctx.em
      .createQueryBuilder()
      .update(League)
      .set({ status: LeagueStatus.FINAL, finalizedAt: () => 'now()' })
      .whereEntity(finalized)
      .returning(everyColumn(ctx))
      .execute();
    await LeagueService.standingsChanged(ctx, league, StandingsChangeCause.FINALIZED);
    return { league: finalized, userErrors: [] };
  }

  /**
   * For MatchService.create: a match may join an OPEN league of its world, with every team side
   * a team of that league. The league row is share-locked so it cannot be finalized meanwhile.
   */
  static async checkMatchLeague(
    ctx: RequestContext,
    worldId: string,
    leagueId: string,
    sideTeamIds: readonly (string | null | undefined)[],
  ): Promise<UserError[]> {
    const league = isUuid(leagueId) ? await leagueForNewMatch(ctx.em, leagueId, worldId, sideTeamIds.filter(isUuid)) : null;
    if (!league) return [err(UserErrorCode.LEAGUE_NOT_FOUND, ['leagueId'], 'no such league in this world')];
    if (league.status === LeagueStatus.FINAL) return [err(UserErrorCode.LEAGUE_FINAL, ['leagueId'], 'the league is final: no more matches')];
    const inLeague = new Set<string>(league.teamIds);
    return sideTeamIds.flatMap((teamId, s) =>
      teamId && !inLeague.has(teamId) ? [err(UserErrorCode.TEAM_NOT_IN_LEAGUE, ['sides', String(s), 'teamId'], 'this team is not in the league')] : [],
    );
  }

  /**
   * The hook of match resolution: puts a resolved match's result into its league's standings
   * (direction +1), or takes it out again when the match is voided (-1: the sides recorded at +1
   * are taken out, whatever `sides` says). Applying a match twice either way is refused (a unique
   * row per match and direction). A constant number of statements whatever the league's size:
   * one check, one record, one upsert of standings, one of pairs. The caller (resolution) has
   * authorized the viewer and runs inside its transaction; user errors mean nothing may be kept.
   */
  static async recordMatchResult(ctx: RequestContext, result: LeagueMatchResult, direction: 1 | -1): Promise<{ userErrors: UserError[] }> {
    const fail = (code: UserErrorCode, field: string[], message: string) => ({ userErrors: [err(code, field, message)] });
    if (!isUuid(result.leagueId)) return fail(UserErrorCode.LEAGUE_NOT_FOUND, ['leagueId'], 'no such league');
    const teamIds = result.sides.flatMap((s) => (s.teamId ? [s.teamId] : []));
    const check = await leagueForResult(ctx.em, result.leagueId, isUuid(result.matchId) ? result.matchId : null, teamIds.filter(isUuid));
    if (!check) return fail(UserErrorCode.LEAGUE_NOT_FOUND, ['leagueId'], 'no such league');
    if (check.matchLeagueId !== result.leagueId) return fail(UserErrorCode.MATCH_NOT_IN_LEAGUE, ['matchId'], 'the match is not a match of this league');
    if (check.status === LeagueStatus.FINAL) return fail(UserErrorCode.LEAGUE_FINAL, ['leagueId'], 'the league is final: its standings no longer change');

    let sides: LeagueMatchSide[] | null;
    if (direction === 1) {
      const inLeague = new Set<string>(check.teamIds);
      const outside = result.sides.findIndex((s) => s.teamId && !inLeague.has(s.teamId));
      if (outside >= 0) return fail(UserErrorCode.TEAM_NOT_IN_LEAGUE, ['sides', String(outside), 'teamId'], 'this team is not in the league');
      sides = await recordMatchResultSides(ctx.em, result.leagueId, result.matchId, result.sides);
      if (!sides) return fail(UserErrorCode.LEAGUE_RESULT_ALREADY_RECORDED, ['matchId'], 'the result of this match is already in the standings');
    } else {
      sides = await takeOutMatchResult(ctx.em, result.leagueId, result.matchId);
      if (!sides)
        return fail(
          UserErrorCode.LEAGUE_RESULT_NOT_RECORDED,
          ['matchId'],
          'the result of this match is not in the standings (never put in, or already taken out)',
        );
    }

    const tallies = leagueMatchTallies(sides);
    const standings = tallies.standings.map((t) => ({
      ...t,
      played: t.played * direction,
      won: t.won * direction,
      drawn: t.drawn * direction,
      lost: t.lost * direction,
      heroPoints: t.heroPoints * direction,
      prestige: t.prestige * direction,
      kos: t.kos * direction,
    }));
    const pairs = tallies.pairs.map((p) => ({
      ...p,
      played: p.played * direction,
      won: p.won * direction,
      drawn: p.drawn * direction,
      lost: p.lost * direction,
    }));
    await addMatchTallies(ctx.em, result.leagueId, { standings, pairs }, direction);
    return { userErrors: [] };
  }

  /**
   * Rebuilds a league's standings from the results recorded for it (each resolved match not
   * since voided), replacing the incrementally kept rows: the repair job run by `clix-api
   * rebuild-standings`, never on a read. `onProgress` hears after every 500 matches.
   */
  static async rebuildStandings(
    ctx: RequestContext,
    leagueId: string,
    onProgress: (done: number, total: number) => void = () => {},
  ): Promise<{ matches: number; teams: number } | null> {
    if (!isUuid(leagueId)) return null;
    if (!(await lockLeagueForRebuild(ctx.em, leagueId))) return null;
    const results = await recordedResults(ctx.em, leagueId);
    const standings = new Map<
      string,
      { teamId: string; played: number; won: number; drawn: number; lost: number; heroPoints: number; prestige: number; kos: number }
    >();
    const pairs = new Map<string, { teamId: string; opponentId: string; played: number; won: number; drawn: number; lost: number }>();
    for (const [i, { sides }] of results.entries()) {
      const tallies = leagueMatchTallies(sides);
      for (const t of tallies.standings) {
        const row = standings.get(t.teamId) ?? { teamId: t.teamId, played: 0, won: 0, drawn: 0, lost: 0, heroPoints: 0, prestige: 0, kos: 0 };
        for (const key of ['played', 'won', 'drawn', 'lost', 'heroPoints', 'prestige', 'kos'] as const) row[key] += t[key];
        standings.set(t.teamId, row);
      }
      for (const p of tallies.pairs) {
        const key = `${p.teamId}:${p.opponentId}`;
        const row = pairs.get(key) ?? { teamId: p.teamId, opponentId: p.opponentId, played: 0, won: 0, drawn: 0, lost: 0 };
        for (const k of ['played', 'won', 'drawn', 'lost'] as const) row[k] += p[k];
        pairs.set(key, row);
      }
      if ((i + 1) % 500 === 0) onProgress(i + 1, results.length);
    }
    const rows = [...standings.values()];
    await replaceStandings(ctx.em, leagueId, rows, [...pairs.values()]);
    onProgress(results.length, results.length);
    await LeagueService.standingsChanged(ctx, (await lockedLeague(ctx.em, leagueId))!, StandingsChangeCause.STANDINGS_REBUILT);
    return { matches: results.length, teams: rows.length };
  }

  /**
   * A league table: every team of the league ranked by the rules under the league's current
   * scoring and tie-breakers. One statement whatever the number of teams or matches (the league,
   * its teams and, unless this process has ranked the league at its current standings version,
   * its standing and pair rows).
   */
  static async standings(ctx: RequestContext, leagueId: string): Promise<LeagueStandings | null> {
    if (!isUuid(leagueId)) return null;
    const known = RANKINGS.get(leagueId);
    const found = await standingsRows(ctx.em, leagueId, known?.version ?? null);
    if (!found) return null;
    const { league, teams: leagueTeams } = found;
    ctx.loaders.leagueById.prime(league.id, league);
    for (const team of leagueTeams) ctx.loaders.teamById.prime(team.id, team);

    let ranked = known?.rows;
    if (found.tallies !== null) {
      const tallies = new Map(found.tallies.map((t) => [t.teamId, t]));
      const standingRows: RulesStandingRow[] = leagueTeams.map((team) => ({
        ...(tallies.get(team.id) ?? { played: 0, won: 0, drawn: 0, lost: 0, heroPoints: 0, prestige: 0, kos: 0 }),
        teamId: team.id,
        alignment: team.alignment,
      }));
      ranked = rankStandings(standingRows, found.pairs!, LeagueService.settingsOf(league));
      rememberRanking(leagueId, league.standingsVersion, ranked);
    }
    // A kept ranking may predate a team's renaming: level teams are put in today's name order.
    const position = new Map(leagueTeams.map((team, i) => [team.id, i]));
    ranked = [...ranked!].sort((a, b) => a.rank - b.rank || position.get(a.teamId)! - position.get(b.teamId)!);
    return {
      league,
      final: league.status === LeagueStatus.FINAL,
      rows: ranked.map((r) =>
        Object.assign(new StandingRow(), { ...r, tieBreakers: r.tieBreakers.map((t) => ({ kind: t.kind as LeagueTieBreakerEnum, value: t.value })) }),
      ),
    };
  }

  /**
   * A world's teams by renown: heroes by Prestige, villains by Infamy (more negative is more
   * infamous, so a villain's renown is -Infamy), balances from the ledger; equal renown shares a rank.
   */
  static async prestigeTable(ctx: RequestContext, args: PrestigeTableArgs): Promise<Page<PrestigeTableEntry>> {
    const world = await WorldService.getBySlug(ctx, args.world);
    const parent = { world: world.id };
    const order = args.orderBy
      ? orderedBy('prestigeTable', parent, PRESTIGE_TABLE_SORT_COLUMNS, args.orderBy)
      : listOrder('prestigeTable', parent, PRESTIGE_BY_RENOWN_COLUMNS);
    const window = pageWindow(order, args);
    const { entries, totalCount } = await prestigeTablePage(ctx.em, { worldId: world.id, alignment: args.alignment ?? null, order, window });
    return toPage(entries, window, totalCount, order);
  }

  /** A team's Prestige (or Infamy) over time, oldest first: batched per request through the loader. */
  static async prestigeHistory(ctx: RequestContext, team: Team, args: PageArgs): Promise<Page<PrestigePoint>> {
    const order = listOrder('prestigeHistory', { team: team.id }, PRESTIGE_OLDEST_FIRST_COLUMNS);
    const window = pageWindow(order, args);
    const { rows, totalCount } = await ctx.loaders.prestigeHistoryByKey.load(JSON.stringify([team.id, window]));
    return toPage(rows, window, totalCount, order);
  }

  static world(ctx: RequestContext, league: League): Promise<World | null> {
    return ctx.loaders.worldById.load(league.worldId);
  }
}
