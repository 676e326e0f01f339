import { randomBytes, randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { In } from 'typeorm';
import {
  applyRpsMove,
  greedyPlayer,
  matchDice,
  type MatchState as EngineState,
  randomPlayer,
  recordFaces,
  resolveMatch,
  type RpsComputerPlayer,
  type RpsGameState,
  type RpsMove,
  type RpsMoveResult,
  type RpsSetup,
  rpsComputerDice,
  rpsOutcome,
  setupRps,
} from '@clix/rules';
import { authorize, can, requireAccount } from '../auth/policy';
import { RequestContext } from '../context';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { validateInput } from '../common/validation';
import { CharacterVersion } from '../characters/character-version.entity';
import { WorldSettingsService } from '../catalogues/world-settings.service';
import { LeagueService } from '../leagues/league.service';
import { notifyMatchEvent } from '../live/live.notify';
import { Team, TeamMember } from '../teams/team.entity';
import { settingsFor } from '../teams/team.settings';
import { WorldService, worldNotFound } from '../worlds/world.service';
import { Match, MatchEvent, MatchFigure, MatchSide } from './match.entity';
import { MatchEventType, MatchRuleset, MatchStatus } from './match.enums';
import { CreateMatchInput } from './match.inputs';
import { refusalError } from './match.engine';
import { namingFigures } from './figure-ids';
import { StoredResolution } from './resolution.entity';
import { RpsGame } from './rps.entity';
import { RpsComputerLevel } from './rps.enums';
import { rpsMonster, rpsMoveField, rpsSetupField } from './rps.engine';
import { PlayRpsMoveInput } from './rps.inputs';
import { MatchService, seedHashOf } from './match.service';

const err = (code: UserErrorCode, field: string[], message: string) => userError(code, field, message);

const COMPUTER_PLAYERS: Record<RpsComputerLevel, RpsComputerPlayer> = { RANDOM: randomPlayer, GREEDY: greedyPlayer };

/** What an RPS_MOVE event stores as entered: the engine's move, and the computer level that chose it (none for a person's). */
type RpsMovePayload = RpsMove & { computer?: RpsComputerLevel };

/** Where an RPS Clix game stands: the state stored with its last move (the setup before any), and that move's event. */
export interface RpsStanding {
  match: Match;
  game: RpsGame;
  state: RpsGameState;
  /** Sequence of the last event (0 before any). */
  sequence: number;
  last: MatchEvent | null;
}

/** A page of a game's replay: each step's state (step 0 the setup's) and the move event that made it. */
export interface RpsReplayPage {
  match: Match;
  game: RpsGame;
  /** The moves played, plus 1 for the setup. */
  totalSteps: number;
  setupState: RpsGameState;
  steps: { step: number; state: RpsGameState; event: MatchEvent | null }[];
}

export interface RpsMoveOutcome {
  /** The move played and, when the other side is the computer's, its reply: in log order. */
  events: MatchEvent[];
  userErrors: UserError[];
}

export class RpsService {
  /**
   * createMatch for RPS_CLIX: two armies of the world's character versions, each with its opening
   * (front line, commander, computer or person), checked by the engine's setupRps. The figures get
   * their ids first, since they are the monsters' ids in the stored setup. When the computer plays
   * the side that moves first, its first move is played at once.
   */
  static async create(ctx: RequestContext, input: CreateMatchInput): Promise<{ match: Match | null; userErrors: UserError[] }> {
    const viewer = requireAccount(ctx.viewer);
    const refused = (userErrors: UserError[]) => ({ match: null, userErrors });
    const problems = await validateInput(input);
    const world = await WorldService.findBySlug(ctx, input.world);
    if (!world) return refused([...problems, worldNotFound(input.world)]);
    authorize(viewer, world.id, 'match.create');
    if (problems.length) return refused(problems);
    if (input.scenarioId) return refused([err(UserErrorCode.INVALID_VALUE, ['scenarioId'], 'RPS Clix plays no scenario')]);
    if (input.sides.length !== 2) return refused([err(UserErrorCode.NOT_TWO_ARMIES, ['sides'], 'RPS Clix is played by two armies')]);

    const versionIds = [...new Set(input.sides.flatMap((s) => s.versionIds))];
    const versions = versionIds.length
      ? await ctx.em.find(CharacterVersion, { where: { id: In(versionIds) }, relations: { character: true, clicks: true } })
      : [];
    const teamIds = input.sides.flatMap((s) => (s.teamId ? [s.teamId] : []));
    const teams = teamIds.length ? await ctx.em.find(Team, { where: { id: In(teamIds), worldId: world.id } }) : [];
    const mayReadHidden = can(viewer, world.id, 'character.readHidden');
    input.sides.forEach((side, s) => {
      const field = ['sides', String(s)];
      if (side.teamMemberIds.length || side.reinforcementIds.length || side.minionIds?.length) {
        problems.push(err(UserErrorCode.SIDE_INVALID, field, 'an RPS Clix army is character versions (versionIds); teamId only says whose side it is'));
      }
      if (side.teamId && !teams.some((t) => t.id === side.teamId))
        problems.push(err(UserErrorCode.TEAM_NOT_FOUND, [...field, 'teamId'], 'no such team in this world'));
      if (!side.rps)
        problems.push(err(UserErrorCode.RPS_OPENING_MISSING, [...field, 'rps'], 'an RPS Clix side needs its opening: the front line and the commander'));
      side.versionIds.forEach((id, i) => {
        const c = versions.find((v) => v.id === id)?.character;
        if (!c || c.worldId !== world.id || (c.visibility === 'HIDDEN' && !mayReadHidden)) {
          problems.push(err(UserErrorCode.VERSION_NOT_FOUND, [...field, 'versionIds', String(i)], 'no such character version in this world'));
        }
      });
    });
    if (input.leagueId)
      problems.push(
        ...(await LeagueService.checkMatchLeague(
          ctx,
          world.id,
          input.leagueId,
          input.sides.map((side) => side.teamId),
        )),
      );
    if (problems.length) return refused(problems);
    const computers = input.sides.map((s) => s.rps!.computer ?? null);
    if (computers.every(Boolean))
      return refused([
        err(UserErrorCode.COMPUTER_ON_BOTH_SIDES, ['sides', '1', 'rps', 'computer'], 'the computer plays one side at most: somebody has to play the other'),
      ]);

    // A place outside the army stays a name the army lacks, so the engine says which field is wrong.
    const ids = input.sides.map((side) => side.versionIds.map(() => randomUUID()));
    const monsterAt = (s: number, place: number) => ids[s][place] ?? `place ${place}`;
    const armies = input.sides.map((side, s) => ({
      army: side.versionIds.map((id, i) => {
        const version = versions.find((v) => v.id === id)!;
        return rpsMonster(ids[s][i], version.character!.name, version);
      }),
      frontLine: side.rps!.frontLine.map((place) => monsterAt(s, place)),
      commanderId: monsterAt(s, side.rps!.commander),
    }));
    // The readings the seed leaves open are pinned in the game: a later change of the world's settings never changes how its log replays.
    const readings = (await WorldSettingsService.forWorld(ctx, world.id)).settings.rps;
    const options: RpsSetup['options'] = {
      firstPlayer: input.firstSide as 0 | 1,
      ...(input.rps?.rows != null ? { rows: input.rps.rows } : {}),
      equalBattle: input.rps?.equalBattle ?? readings.equalBattle,
      turnLimit: input.rps?.turnLimit ?? readings.turnLimit,
    };
    const setup: RpsSetup = { armies: [armies[0], armies[1]], options };
    const created = setupRps(setup.armies, setup.options);
    if ('refusal' in created) return refused([refusalError(created.refusal, rpsSetupField(created.refusal.path))]);

    const seed = randomBytes(32).toString('hex');
    const match = await ctx.em.save(
      ctx.em.create(Match, {
        worldId: world.id,
        ruleset: MatchRuleset.RPS_CLIX,
        scenarioId: null,
        leagueId: input.leagueId ?? null,
        buildTotal: input.buildTotal,
        settings: { buildTotal: input.buildTotal, firstSide: input.firstSide },
        trainingMission: input.trainingMission,
        mapType: input.mapType,
        status: MatchStatus.SETUP,
        seed,
        seedHash: seedHashOf(seed),
        createdBy: viewer.accountId,
      }),
    );
    const sides = await ctx.em.save(
      input.sides.map((side, position) => ctx.em.create(MatchSide, { matchId: match.id, position, alignment: side.alignment, teamId: side.teamId ?? null })),
    );
    await ctx.em.insert(
      MatchFigure,
      input.sides.flatMap((side, s) =>
        side.versionIds.map((versionId, i) => ({
          id: ids[s][i],
          matchId: match.id,
          sideId: sides[s].id,
          position: s === 0 ? i : input.sides[0].versionIds.length + i,
          characterId: versions.find((v) => v.id === versionId)!.characterId,
          versionId,
          teamMemberId: null,
          reinforcement: false,
        })),
      ),
    );
    const game = await ctx.em.save(ctx.em.create(RpsGame, { matchId: match.id, setup, computers }));
    const reply = await RpsService.computerReply(ctx, match, game, created.state, 0, viewer.accountId);
    return { match: reply ? { ...match, status: MatchStatus.IN_PROGRESS } : match, userErrors: [] };
  }

  /**
   * One move of a person (checked and applied by applyRpsMove, a roll-off drawn from the match's
   * stream), stored as an RPS_MOVE event with the engine's result and the new state; when the
   * computer plays the other side, its reply follows in the same transaction. The Creator and the
   * Organizers may move for either side (hot seat), a player for the side of a team he owns.
   */
  static async play(ctx: RequestContext, input: PlayRpsMoveInput): Promise<RpsMoveOutcome> {
    const viewer = requireAccount(ctx.viewer);
    const refused = (userErrors: UserError[]): RpsMoveOutcome => ({ events: [], userErrors });
    const problems = await validateInput(input);
    const found = await MatchService.find(ctx, input.matchId);
    if (!found) return refused([...problems, err(UserErrorCode.MATCH_NOT_FOUND, ['matchId'], 'no such match')]);
    if (problems.length) return refused(problems);
    if (found.ruleset !== MatchRuleset.RPS_CLIX)
      return refused([err(UserErrorCode.NOT_AN_RPS_MATCH, ['matchId'], `the match is played under ${found.ruleset}, not RPS Clix`)]);
    // Moves of one match are appended one at a time, so sequence numbers and dice follow on.
    const match = await ctx.em.findOneOrFail(Match, { where: { id: found.id }, lock: { mode: 'pessimistic_write' } });
    const { game, state, sequence } = await RpsService.standing(ctx, match);
    const permitted = await RpsService.permittedSides(ctx, match);
    // Left out: a player moves for his own side, the hot seat for the side to move.
    const side = input.side ?? (permitted.length === 1 ? permitted[0] : state.toMove);
    if (!permitted.includes(side)) authorize(viewer, match.worldId, 'match.record');
    if (match.status === MatchStatus.RESOLVED || match.status === MatchStatus.VOID) {
      return refused([err(UserErrorCode.MATCH_CLOSED, ['matchId'], `the match is ${match.status}: nothing more can be played`)]);
    }
    if (game.computers[side]) return refused([err(UserErrorCode.SIDE_PLAYED_BY_COMPUTER, ['side'], `the computer plays side ${side}`)]);
    const { kind, monsterId, to } = input.move;
    const played = await RpsService.record(
      ctx,
      match,
      state,
      { kind, side: side as 0 | 1, monsterId, to: { col: to.col, row: to.row } },
      sequence,
      viewer.accountId,
    );
    if ('refusal' in played)
      return refused([refusalError({ ...played.refusal, message: namingFigures(played.refusal.message) }, rpsMoveField(played.refusal.path))]);
    const reply = await RpsService.computerReply(ctx, match, game, played.state, played.event.sequence, viewer.accountId);
    if (match.status === MatchStatus.SETUP) await ctx.em.update(Match, { id: match.id }, { status: MatchStatus.IN_PROGRESS });
    return { events: reply ? [played.event, reply] : [played.event], userErrors: [] };
  }

  /** The computer's move when it plays the side to move (from its own stream of the match's seed, so a replay makes the same one); null otherwise. */
  private static async computerReply(
    ctx: RequestContext,
    match: Match,
    game: RpsGame,
    state: RpsGameState,
    sequence: number,
    accountId: string,
  ): Promise<MatchEvent | null> {
    const level = game.computers[state.toMove];
    if (!level || state.endReason !== null) return null;
    const move = COMPUTER_PLAYERS[level](state, rpsComputerDice(match.seed, state))!;
    const played = await RpsService.record(ctx, match, state, move, sequence, accountId, level);
    if ('refusal' in played) throw new Error(`the ${level} computer chose a move its engine refuses: ${played.refusal.code}`);
    if (match.status === MatchStatus.SETUP) await ctx.em.update(Match, { id: match.id }, { status: MatchStatus.IN_PROGRESS });
    return played.event;
  }

  /** Applies a move with the match's stream where the last roll-off left it and appends it to the log with its result, its dice and the state after it. */
  private static async record(
    ctx: RequestContext,
    match: Match,
    before: RpsGameState,
    move: RpsMove,
    sequence: number,
    accountId: string,
    computer?: RpsComputerLevel,
  ) {
    const { dice, faces } = recordFaces(matchDice(match.seed, before.dice));
    const applied = applyRpsMove(before, move, dice);
    if ('refusal' in applied) return applied;
    const payload: RpsMovePayload = computer ? { ...move, computer } : move;
    const saved = await ctx.em.save(
      ctx.em.create(MatchEvent, {
        matchId: match.id,
        sequence: sequence + 1,
        type: MatchEventType.RPS_MOVE,
        payload: JSON.parse(JSON.stringify(payload)),
        result: JSON.parse(JSON.stringify(applied.result)),
        diceFaces: faces,
        atTable: false,
        diceState: null,
        // The state column holds each engine's own state; an RPS Clix match's is the RPS engine's.
        state: applied.state as unknown as EngineState,
        reversesSequence: null,
        createdBy: accountId,
      }),
    );
    // The match's status is written after its moves: the first move is the one that starts it.
    await notifyMatchEvent(ctx.em, { ...match, status: sequence === 0 ? MatchStatus.SETUP : MatchStatus.IN_PROGRESS }, saved.sequence);
    const { state: _state, ...shown } = saved;
    return { event: Object.assign(new MatchEvent(), shown), state: applied.state };
  }

  /** The game after its last move: the state stored with it (no replay), or the stored setup before any. */
  static async standing(ctx: RequestContext, match: Match): Promise<RpsStanding> {
    const game = await ctx.em.findOneOrFail(RpsGame, { where: { matchId: match.id } });
    const last = await ctx.em
      .createQueryBuilder(MatchEvent, 'e')
      .addSelect('e.state')
      .where('e.match_id = :matchId', { matchId: match.id })
      .orderBy('e.sequence', 'DESC')
      .limit(1)
      .getOne();
    if (last?.state) return { match, game, state: last.state as unknown as RpsGameState, sequence: last.sequence, last };
    return { match, game, state: RpsService.setupState(match, game), sequence: 0, last: null };
  }

  /** An RPS Clix match as it stands, or null for no such match or another ruleset. */
  static async find(ctx: RequestContext, matchId: string): Promise<RpsStanding | null> {
    const match = await MatchService.find(ctx, matchId);
    return match && match.ruleset === MatchRuleset.RPS_CLIX ? RpsService.standing(ctx, match) : null;
  }

  /** The sides the viewer may move for: both for the Creator and the Organizers, his own team's for a player, none for anyone else. */
  static async permittedSides(ctx: RequestContext, match: Match): Promise<number[]> {
    const viewer = ctx.viewer;
    if (viewer.kind !== 'account') return [];
    const sides = await ctx.loaders.matchSidesByMatchId.load(match.id);
    if (can(viewer, match.worldId, 'match.record')) return sides.map((s) => s.position);
    if (!can(viewer, match.worldId, 'team.actOwn')) return [];
    const teams = await ctx.loaders.teamById.loadMany(sides.map((s) => s.teamId).filter((id): id is string => id !== null));
    const own = new Set(teams.flatMap((t) => (t instanceof Team && t.ownerId === viewer.accountId ? [t.id] : [])));
    return sides.filter((s) => s.teamId !== null && own.has(s.teamId)).map((s) => s.position);
  }

  /**
   * resolveMatch for RPS Clix: the winner is the engine's (rpsOutcome: a side, or a draw at the
   * turn limit), never the outcome input's, and only once the game is over. RPS Clix awards
   * nothing, as the rules' resolveMatch says: the resolution records the result.
   */
  static async resolution(
    ctx: RequestContext,
    match: Match,
    sides: MatchSide[],
  ): Promise<{ result: StoredResolution; diceFaces: number[]; diceRollsBefore: number; members: TeamMember[] } | UserError> {
    const { state } = await RpsService.standing(ctx, match);
    const outcome = rpsOutcome(state);
    if (!outcome.over) return err(UserErrorCode.RPS_GAME_NOT_OVER, ['matchId'], 'the game is still being played: play it to its end, or void the match');
    const figures = await ctx.loaders.matchFiguresByMatchId.load(match.id);
    const versions = await ctx.loaders.matchVersionById.loadMany(figures.map((f) => f.versionId));
    const monsters = new Map(state.players.flatMap((player, side) => player.monsters.map((m) => [m.id, { side, monster: m }] as const)));
    const teamSettings = await settingsFor(ctx, match.worldId);
    const world = await WorldSettingsService.forWorld(ctx, match.worldId);
    const { dice, faces } = recordFaces(matchDice(match.seed, state.dice));
    const resolved = resolveMatch(
      {
        ruleset: 'RPS_CLIX',
        scenarioId: null,
        trainingMission: match.trainingMission,
        mapType: match.mapType,
        buildTotal: match.buildTotal,
        roundsPlayed: state.turn,
        winningSide: outcome.winnerSide,
        sides: sides.map((s) => ({
          position: s.position,
          teamId: s.teamId,
          alignment: s.alignment,
          leaderMemberId: null,
          members: [],
          heroPointsBefore: 0,
          ratingBefore: 0,
          bystandersSaved: 0,
          bystandersHurt: 0,
          propertyDestroyed: 0,
        })),
        figures: figures.map((f, i) => {
          const { side, monster } = monsters.get(f.id)!;
          const version = versions[i];
          return {
            figureId: f.id,
            side,
            memberId: null,
            name: monster.name,
            pointValue: version instanceof CharacterVersion ? version.pointValue : 0,
            archenemyColour: null,
            finalStatus: monster.status === 'KILLED' ? 'KO' : 'ACTIVE',
            defeatedByFigureId: null,
            defeatedAtSequence: null,
            capturedBySide: null,
            damageBySide: {},
          };
        }),
      },
      dice,
      {
        campaign: teamSettings.campaign,
        feats: teamSettings.feats,
        injuries: world.settings.injuries,
        prestige: world.settings.prestige,
        scoring: world.settings.scoring,
        resolution: world.settings.resolution,
      },
    );
    if (!resolved.ok) return err(UserErrorCode.RESOLUTION_REFUSED_BY_RULES, ['outcome'], `${resolved.reason}: ${resolved.message}`);
    const result = JSON.parse(JSON.stringify({ ...resolved, members: [] })) as StoredResolution;
    return { result, diceFaces: faces, diceRollsBefore: state.dice?.rolls ?? 0, members: [] };
  }

  /**
   * A page of the game's replay: step 0 as set up, step n the state stored with the n-th move
   * (each read, never replayed: verifySnapshots checks them against the log), `first` steps from
   * `from`. Null for no such match or another ruleset.
   */
  static async replay(ctx: RequestContext, matchId: string, from: number, first: number): Promise<RpsReplayPage | null> {
    const match = await MatchService.find(ctx, matchId);
    if (!match || match.ruleset !== MatchRuleset.RPS_CLIX) return null;
    const game = await ctx.em.findOneOrFail(RpsGame, { where: { matchId: match.id } });
    const setupState = RpsService.setupState(match, game);
    const moves = await ctx.em.count(MatchEvent, { where: { matchId: match.id } });
    const last = Math.min(from + first - 1, moves);
    const events =
      last >= Math.max(from, 1)
        ? await ctx.em
            .createQueryBuilder(MatchEvent, 'e')
            .addSelect('e.state')
            .where('e.match_id = :matchId AND e.sequence BETWEEN :from AND :last', { matchId: match.id, from: Math.max(from, 1), last })
            .orderBy('e.sequence', 'ASC')
            .getMany()
        : [];
    const steps: RpsReplayPage['steps'] = from === 0 ? [{ step: 0, state: setupState, event: null }] : [];
    for (const event of events) steps.push({ step: event.sequence, state: event.state as unknown as RpsGameState, event });
    return { match, game, totalSteps: moves + 1, setupState, steps };
  }

  /**
   * verify-matches for RPS Clix: every game's log replayed from its stored setup, move by move with
   * the match's stream, and each move's stored result and state compared with the engine's. The
   * games where one differs (the first such move) or a move no longer applies; empty when all agree.
   */
  static async verifySnapshots(ctx: RequestContext): Promise<{ matchId: string; problem: string }[]> {
    const problems: { matchId: string; problem: string }[] = [];
    for (const match of await ctx.em.find(Match, { where: { ruleset: MatchRuleset.RPS_CLIX }, order: { createdAt: 'ASC' } })) {
      const game = await ctx.em.findOneOrFail(RpsGame, { where: { matchId: match.id } });
      const events = await ctx.em
        .createQueryBuilder(MatchEvent, 'e')
        .addSelect('e.state')
        .where('e.match_id = :id', { id: match.id })
        .orderBy('e.sequence', 'ASC')
        .getMany();
      const problem = RpsService.firstDifference(match, game, events);
      if (problem) problems.push({ matchId: match.id, problem });
    }
    return problems;
  }

  /** What is wrong with a game's stored log, replayed once from its setup; null when every move agrees. */
  private static firstDifference(match: Match, game: RpsGame, events: MatchEvent[]): string | null {
    const created = setupRps(game.setup.armies, game.setup.options);
    if ('refusal' in created) return `its setup no longer sets up: ${created.refusal.code}`;
    let state = created.state;
    const stored = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    for (const event of events) {
      const { computer: _computer, ...move } = RpsService.moveOf(event).payload;
      const applied = applyRpsMove(state, move, matchDice(match.seed, state.dice));
      if ('refusal' in applied) return `event ${event.sequence} no longer applies: ${applied.refusal.code}`;
      if (!isDeepStrictEqual(stored(applied.result), event.result)) return `the result stored with event ${event.sequence} is not the log replayed`;
      if (!isDeepStrictEqual(stored(applied.state), event.state)) return `the state stored with event ${event.sequence} is not the log replayed`;
      state = applied.state;
    }
    return null;
  }

  /** The game as set up, before any move. */
  private static setupState(match: Match, game: RpsGame): RpsGameState {
    const created = setupRps(game.setup.armies, game.setup.options);
    if ('refusal' in created) throw new Error(`match ${match.id}: the stored RPS Clix setup no longer sets up (${created.refusal.code})`);
    return created.state;
  }

  /** What a logged RPS_MOVE says: the move as entered and the computer level that chose it, and the engine's result. */
  static moveOf(event: MatchEvent): { payload: RpsMovePayload; result: RpsMoveResult } {
    return { payload: event.payload as unknown as RpsMovePayload, result: event.result as RpsMoveResult };
  }
}
