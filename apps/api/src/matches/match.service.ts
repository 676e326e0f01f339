import { createHash, randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { In, SelectQueryBuilder } from 'typeorm';
import {
  applyMatchEvent,
  Dice,
  forcedDice,
  matchDice,
  type MatchRefusal,
  MATCH_STATE_VERSION,
  type MatchSettingsInput,
  type MatchState as EngineState,
  recordFaces,
  setupMatch,
} from '@clix/rules';
import { can, requireAccount } from '../auth/policy';
import { RequestContext } from '../context';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { validateInput } from '../common/validation';
import { notFound } from '../common/not-found';
import { Character } from '../characters/character.entity';
import { CharacterVersion } from '../characters/character-version.entity';
import { chosenScenario } from '../catalogues/scenario-choice';
import { Team, TeamMember } from '../teams/team.entity';
import { MemberStatus } from '../teams/team.enums';
import { World } from '../worlds/world.entity';
import { WorldService, worldNotFound } from '../worlds/world.service';
import { MatchEventType, MatchRuleset, MatchStatus } from './match.enums';
import { Match, MatchEvent, MatchFigure, MatchSide } from './match.entity';
import { CreateMatchInput, MatchEventInput, MatchEventOrderField, MatchEventsArgs, RecordMatchEventInput } from './match.inputs';
import { listOrder, orderedBy, Page, pageWindow, readPage, SortColumn, toPage } from '../common/pagination';
import { LeagueService } from '../leagues/league.service';
import { matchRedaction, redactEvent } from './match.visibility';
import { namingFigures } from './figure-ids';
import { notifyMatchEvent } from '../live/live.notify';
import { matchAccess, newMatchProblems, ownSidePositions, ownSideProblem } from './player-match.access';
import { WorldSettingsService } from '../catalogues/world-settings.service';
import {
  engineEvent,
  engineFigure,
  engineSetupOf,
  engineSides,
  eventField,
  eventPayload,
  refusalError,
  replayLog,
  ROLLING_EVENTS,
  setupField,
} from './match.engine';

export interface MatchResult {
  match: Match | null;
  userErrors: UserError[];
}

export interface MatchEventResult {
  event: MatchEvent | null;
  userErrors: UserError[];
}

/** Where a match stands, from the snapshot stored with its last event: the engine's state and the figures it is about. */
export interface MatchLiveState {
  match: Match;
  /** Sequence of the last event in the log (0 before any). */
  sequence: number;
  engine: EngineState;
  /** Every figure, in match order. */
  figures: MatchFigure[];
}

export function seedHashOf(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

/** A figure of a new match, as createMatch checked it. */
interface NewFigure {
  side: number;
  characterId: string;
  versionId: string;
  teamMemberId: string | null;
  reinforcement: boolean;
  minion: boolean;
}

const err = (code: UserErrorCode, field: string[], message: string) => userError(code, field, message);

/** Whether the match engine plays the ruleset (RPS Clix has its own engine: rps.service.ts). */
export function enginePlays(ruleset: MatchRuleset): boolean {
  return ruleset !== MatchRuleset.RPS_CLIX;
}

const EVENT_SORT_COLUMNS: Record<MatchEventOrderField, readonly SortColumn<MatchEvent>[]> = {
  SEQUENCE: [{ name: 'sequence', sql: 'e.sequence', type: 'int', of: (e) => e.sequence }],
};
const EVENTS_IN_ORDER = (matchId: string) => listOrder<MatchEvent>('matchEvents', { match: matchId }, EVENT_SORT_COLUMNS.SEQUENCE);

/**
 * The figures of a new match, side by side in the order entered (each side's starting figures, then its
 * reinforcements and minions), with the teams they come from: a side that is neither a team nor an NPC
 * force, or a figure the viewer may not field, adds to `problems`.
 */
async function chosenFigures(
  ctx: RequestContext,
  worldId: string,
  input: CreateMatchInput,
  problems: UserError[],
): Promise<{ figures: NewFigure[]; teams: Team[] }> {
  const mayReadHidden = can(requireAccount(ctx.viewer), worldId, 'character.readHidden');
  // Each side's figures: the starting ones, then its reinforcements (Alpha) and minions (HorrorClix), from the same kind of list.
  const lists = input.sides.map((side) => [
    ...(side.teamId ? side.teamMemberIds : side.versionIds).map((id, i) => ({
      id,
      field: side.teamId ? 'teamMemberIds' : 'versionIds',
      i,
      reinforcement: false,
      minion: false,
    })),
    ...(side.reinforcementIds ?? []).map((id, i) => ({ id, field: 'reinforcementIds', i, reinforcement: true, minion: false })),
    ...(side.minionIds ?? []).map((id, i) => ({ id, field: 'minionIds', i, reinforcement: false, minion: true })),
  ]);
  const listed = (fromTeam: boolean) => input.sides.flatMap((side, s) => (Boolean(side.teamId) === fromTeam ? lists[s].map((entry) => entry.id) : []));
  const teamIds = input.sides.flatMap((s) => (s.teamId ? [s.teamId] : []));
  const memberIds = listed(true);
  const versionIds = listed(false);
  const teams = teamIds.length ? await ctx.em.find(Team, { where: { id: In(teamIds), worldId } }) : [];
  const members = memberIds.length ? await ctx.em.find(TeamMember, { where: { id: In(memberIds), worldId } }) : [];
  const versions = versionIds.length ? await ctx.em.find(CharacterVersion, { where: { id: In(versionIds) }, relations: { character: true } }) : [];
  const memberCharacters = members.length ? await ctx.em.find(Character, { where: { id: In(members.map((m) => m.characterId)) } }) : [];

  const figures: NewFigure[] = [];
  const taken = new Set<string>();
  input.sides.forEach((side, s) => {
    const field = ['sides', String(s)];
    const fromTeam = Boolean(side.teamId);
    if (fromTeam === side.versionIds.length > 0 || (fromTeam ? side.teamMemberIds : side.versionIds).length === 0) {
      problems.push(err(UserErrorCode.SIDE_INVALID, field, 'a side is a team with members taking part, or an NPC force of character versions'));
      return;
    }
    if (fromTeam && !teams.some((t) => t.id === side.teamId)) {
      problems.push(err(UserErrorCode.TEAM_NOT_FOUND, [...field, 'teamId'], 'no such team in this world'));
      return;
    }
    for (const { id, field: list, i, reinforcement, minion } of lists[s]) {
      const f = [...field, list, String(i)];
      if (fromTeam) {
        const member = members.find((m) => m.id === id && m.teamId === side.teamId);
        const character = memberCharacters.find((c) => c.id === member?.characterId);
        if (!member || !character || (character.visibility === 'HIDDEN' && !mayReadHidden)) {
          problems.push(err(UserErrorCode.TEAM_MEMBER_NOT_FOUND, f, 'no such member of this team'));
        } else if (member.status !== MemberStatus.ACTIVE) {
          problems.push(err(UserErrorCode.MEMBER_NOT_ON_TEAM, f, `the member is ${member.status} and cannot play`));
        } else if (taken.has(member.characterId)) {
          problems.push(err(UserErrorCode.FIGURE_ALREADY_IN_MATCH, f, 'this character already plays in this match'));
        } else {
          taken.add(member.characterId);
          figures.push({ side: s, characterId: member.characterId, versionId: member.versionId, teamMemberId: member.id, reinforcement, minion });
        }
      } else {
        const version = versions.find((v) => v.id === id);
        const c = version?.character;
        if (!version || !c || c.worldId !== worldId || (c.visibility === 'HIDDEN' && !mayReadHidden)) {
          problems.push(err(UserErrorCode.VERSION_NOT_FOUND, f, 'no such character version in this world'));
        } else {
          // NPC forces may field several copies of one character (generic thugs, agents).
          figures.push({ side: s, characterId: c.id, versionId: version.id, teamMemberId: null, reinforcement, minion });
        }
      }
    }
  });
  return { figures, teams };
}

export class MatchService {
  static async create(ctx: RequestContext, input: CreateMatchInput): Promise<MatchResult> {
    const viewer = requireAccount(ctx.viewer);
    const refused = (userErrors: UserError[]): MatchResult => ({ match: null, userErrors });
    const problems = await validateInput(input);
    const world = await WorldService.findBySlug(ctx, input.world);
    if (!world) return refused([...problems, worldNotFound(input.world)]);
    // The Creator and organizers set up any match; a player, his team against another player's.
    problems.push(...(await newMatchProblems(ctx, world.id, input)));
    if (problems.length) return refused(problems);

    const scenario = await chosenScenario(ctx, world.id, input);
    if (scenario instanceof UserError) return refused([scenario]);
    const scenarioId = scenario?.id ?? null;

    const { figures, teams } = await chosenFigures(ctx, world.id, input, problems);
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
    const settings = await MatchService.matchSettings(ctx, world.id, input, teams);
    const army = await MatchService.armyRefusal(ctx, input, figures, settings);
    if (army) return refused([army]);

    const seed = randomBytes(32).toString('hex');
    const match = await ctx.em.save(
      ctx.em.create(Match, {
        worldId: world.id,
        ruleset: input.ruleset,
        scenarioId,
        leagueId: input.leagueId ?? null,
        buildTotal: input.buildTotal,
        settings,
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
      figures.map((f, i) => ({
        matchId: match.id,
        sideId: sides[f.side].id,
        position: i,
        characterId: f.characterId,
        versionId: f.versionId,
        teamMemberId: f.teamMemberId,
        reinforcement: f.reinforcement,
        minion: f.minion,
      })),
    );
    return { match, userErrors: [] };
  }

  /**
   * The ruleset's army rules on the sides as entered (the engine's `setupMatch`), pointed at the
   * side's lists; null when they may play. RPS Clix is not played by the engine yet
   * (RULESET_NOT_PLAYED): its armies are accepted as before.
   */
  private static async armyRefusal(
    ctx: RequestContext,
    input: CreateMatchInput,
    figures: NewFigure[],
    settings: MatchSettingsInput,
  ): Promise<UserError | null> {
    const ids = [...new Set(figures.map((f) => f.versionId))];
    const dials = ids.length ? await ctx.em.find(CharacterVersion, { where: { id: In(ids) }, relations: { clicks: true, character: true } }) : [];
    const sides = engineSides(input.sides.length, figures, (f, id) => {
      const version = dials.find((d) => d.id === f.versionId)!;
      return engineFigure(id, version.character!.name, version);
    });
    const created = setupMatch(input.ruleset, sides, settings);
    if (!('refusal' in created) || created.refusal.code === 'RULESET_NOT_PLAYED') return null;
    return refusalError(
      created.refusal,
      setupField(created.refusal.path, (s) => (input.sides[s]?.teamId ? 'teamMemberIds' : 'versionIds')),
    );
  }

  /**
   * The engine settings a new match pins: Clix Campaign plays by the world's combat readings and
   * each team side's team ability as rolled (NPC forces have none), the other rulesets by their seeds.
   */
  private static async matchSettings(ctx: RequestContext, worldId: string, input: CreateMatchInput, teams: Team[]): Promise<MatchSettingsInput> {
    const settings: MatchSettingsInput = { buildTotal: input.buildTotal, firstSide: input.firstSide };
    if (input.ruleset !== MatchRuleset.CLIX_CAMPAIGN) return settings;
    const campaignTeamAbilities = input.sides.map((side) => teams.find((team) => team.id === side.teamId)?.teamAbilityRoll ?? null);
    return { ...settings, combat: (await WorldSettingsService.forWorld(ctx, worldId)).settings.combat, campaignTeamAbilities };
  }

  /** A match, or null when there is none (matches are public, like teams). */
  static find(ctx: RequestContext, id: string): Promise<Match | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return Promise.resolve(null);
    return ctx.loaders.matchById.load(id);
  }

  /** A match's log, oldest first. */
  static async events(ctx: RequestContext, args: MatchEventsArgs): Promise<Page<MatchEvent>> {
    const match = await MatchService.find(ctx, args.matchId);
    if (!match) notFound('matchId', `There is no match "${args.matchId}".`);
    const order = args.orderBy ? orderedBy('matchEvents', { match: match.id }, EVENT_SORT_COLUMNS, args.orderBy) : EVENTS_IN_ORDER(match.id);
    const window = pageWindow(order, args);
    const query = ctx.em.createQueryBuilder(MatchEvent, 'e').where('e.match_id = :matchId', { matchId: match.id });
    if (args.type) query.andWhere('e.type = :type', { type: args.type });
    const totalCount = await query.getCount();
    const redaction = await matchRedaction(ctx, match);
    const rows = (await readPage(query, order, window)).map((e) => redactEvent(e, redaction));
    return toPage(rows, window, totalCount, order);
  }

  /**
   * The engine's state after the last event (or, given `atSequence`, after that event: the log cut
   * there): the snapshot stored with it (no replay), or the setup before any event; a log recorded
   * before snapshots existed, or whose snapshot another version of the engine stored
   * (MATCH_STATE_VERSION), is replayed. A log that no longer sets up or replays under the current
   * rules (recorded by an older version) is MATCH_LOG_OUTDATED, naming the first event that no
   * longer applies.
   */
  static async engineState(ctx: RequestContext, match: Match, atSequence?: number): Promise<{ engine: EngineState; sequence: number } | UserError> {
    const upTo = (query: SelectQueryBuilder<MatchEvent>) => (atSequence === undefined ? query : query.andWhere('e.sequence <= :atSequence', { atSequence }));
    const last = await upTo(ctx.em.createQueryBuilder(MatchEvent, 'e').addSelect('e.state').where('e.match_id = :matchId', { matchId: match.id }))
      .orderBy('e.sequence', 'DESC')
      .limit(1)
      .getOne();
    // A snapshot is a cache of the log: one stored by another version of the engine is rebuilt from it.
    if (last?.state?.version === MATCH_STATE_VERSION) return { engine: last.state, sequence: last.sequence };
    const setup = await engineSetupOf(ctx, match);
    const outdated = (what: string) =>
      err(UserErrorCode.MATCH_LOG_OUTDATED, ['matchId'], `this match was recorded under older rules: ${what}; void it and play it again`);
    if (!last) {
      const created = setupMatch(setup.ruleset, setup.sides, setup.settings);
      return 'refusal' in created ? outdated(`its sides no longer set up (${created.refusal.code})`) : { engine: created.state, sequence: 0 };
    }
    const events = await upTo(ctx.em.createQueryBuilder(MatchEvent, 'e').where('e.match_id = :matchId', { matchId: match.id }))
      .orderBy('e.sequence', 'ASC')
      .getMany();
    const replayed = replayLog(setup, match.seed, events);
    if ('refusal' in replayed) return outdated(`event ${replayed.sequence} no longer applies (${replayed.refusal.code})`);
    return { engine: replayed.state, sequence: last.sequence };
  }

  /**
   * The log is the source of truth: every match the engine plays, its log replayed from the setup
   * and compared with the snapshot stored with its last event. The matches whose snapshot differs
   * (or whose log no longer replays), each with what is wrong; empty when all agree.
   */
  static async verifySnapshots(ctx: RequestContext): Promise<{ matchId: string; problem: string }[]> {
    const problems: { matchId: string; problem: string }[] = [];
    for (const match of await ctx.em.find(Match, { order: { createdAt: 'ASC' } })) {
      if (!enginePlays(match.ruleset)) continue;
      const events = await ctx.em
        .createQueryBuilder(MatchEvent, 'e')
        .addSelect('e.state')
        .where('e.match_id = :id', { id: match.id })
        .orderBy('e.sequence', 'ASC')
        .getMany();
      const stored = events.at(-1)?.state;
      // No snapshot, or one of another engine version: nothing to compare, it is replayed when read.
      if (stored?.version !== MATCH_STATE_VERSION) continue;
      const replayed = replayLog(await engineSetupOf(ctx, match), match.seed, events);
      if ('refusal' in replayed) problems.push({ matchId: match.id, problem: `event ${replayed.sequence} no longer applies: ${replayed.refusal.code}` });
      else if (!isDeepStrictEqual(JSON.parse(JSON.stringify(replayed.state)), stored)) {
        problems.push({ matchId: match.id, problem: `the state stored with event ${events.at(-1)!.sequence} is not the log replayed` });
      }
    }
    return problems;
  }

  static async recordEvent(ctx: RequestContext, input: RecordMatchEventInput): Promise<MatchEventResult> {
    const viewer = requireAccount(ctx.viewer);
    const refused = (userErrors: UserError[]): MatchEventResult => ({ event: null, userErrors });
    const problems = await validateInput(input);
    const found = await MatchService.find(ctx, input.matchId);
    if (!found) return refused([...problems, err(UserErrorCode.MATCH_NOT_FOUND, ['matchId'], 'no such match')]);
    // The Creator and organizers record on any match; a player, on the matches his teams play.
    const access = await matchAccess(ctx, found, 'match.record');
    if (access instanceof UserError) return refused([access]);
    if (problems.length) return refused(problems);
    // Events of one match are appended one at a time, so sequence numbers and dice follow on.
    const match = await ctx.em.findOneOrFail(Match, { where: { id: found.id }, lock: { mode: 'pessimistic_write' } });
    if (match.status === MatchStatus.RESOLVED || match.status === MatchStatus.VOID) {
      return refused([err(UserErrorCode.MATCH_CLOSED, ['matchId'], `the match is ${match.status}: nothing more can be recorded`)]);
    }
    // The proposed resolution was computed from the log as it stands: it is decided before the log grows.
    if (match.status === MatchStatus.AWAITING_CONFIRMATION) {
      return refused([
        err(
          UserErrorCode.MATCH_AWAITING_CONFIRMATION,
          ['matchId'],
          'a resolution of this match is proposed: it is confirmed or rejected before anything more is recorded',
        ),
      ]);
    }
    if (!enginePlays(match.ruleset)) {
      return refused([err(UserErrorCode.RULESET_NOT_PLAYED, ['matchId'], `the match engine does not play ${match.ruleset} yet: nothing can be recorded`)]);
    }
    const event = input.event;
    // RPS Clix: its moves are played with playRpsMove (rps.service.ts).
    if (event.type === MatchEventType.RPS_MOVE)
      return refused([err(UserErrorCode.NOT_AN_RPS_MATCH, ['event', 'type'], 'RPS_MOVE is played with playRpsMove, on an RPS Clix match')]);
    if (event.type === MatchEventType.ETIQUETTE && !event.note?.trim()) {
      return refused([err(UserErrorCode.EVENT_FIELD_MISSING, ['event', 'note'], 'an etiquette roll settles a question: say it in the note')]);
    }
    if (event.targets?.length && event.targetFigureIds.length) {
      return refused([err(UserErrorCode.EVENT_FIELDS_CONFLICT, ['event', 'targets'], 'give the targets as targetFigureIds or as targets, not both')]);
    }
    const read = await MatchService.engineState(ctx, match);
    if (read instanceof UserError) return refused([read]);
    const { engine: before, sequence } = read;
    const payload = eventPayload(before, event);
    // A player records his own side's events: an undo, the side of the event it undoes.
    const own = access === 'OWN' ? await ownSidePositions(ctx, match) : null;
    if (own && event.type !== MatchEventType.REVERSAL) {
      const notHis = ownSideProblem(own, payload.side, ['event', event.side != null ? 'side' : event.figureId ? 'figureId' : 'side']);
      if (notHis) return refused([notHis]);
    }
    let after: EngineState;
    let result: unknown = null;
    let diceFaces: number[] = [];
    let atTable = false;

    if (event.type === MatchEventType.REVERSAL) {
      if (event.reversesSequence == null) return refused([err(UserErrorCode.EVENT_FIELD_MISSING, ['event', 'reversesSequence'], 'which event is undone?')]);
      // Undoing is the one write that reads the whole log: the state without the event is the log replayed without it.
      const events = await ctx.em.find(MatchEvent, { where: { matchId: match.id }, order: { sequence: 'ASC' } });
      const target = events.find((e) => e.sequence === event.reversesSequence);
      if (!target) return refused([err(UserErrorCode.EVENT_NOT_FOUND, ['event', 'reversesSequence'], 'no such event in this match')]);
      const notHis = own && ownSideProblem(own, target.payload.side, ['event', 'reversesSequence']);
      if (notHis) return refused([notHis]);
      if (target.type === MatchEventType.REVERSAL || events.some((e) => e.reversesSequence === target.sequence)) {
        return refused([err(UserErrorCode.EVENT_NOT_REVERSIBLE, ['event', 'reversesSequence'], 'that event is a reversal or was already reversed')]);
      }
      const without = replayLog(await engineSetupOf(ctx, match), match.seed, events, target.sequence);
      if ('refusal' in without) {
        return refused([
          err(
            UserErrorCode.EVENT_NOT_REVERSIBLE,
            ['event', 'reversesSequence'],
            `undoing it would make event ${without.sequence} illegal (${without.refusal.code}); reverse that one first`,
          ),
        ]);
      }
      after = without.state;
    } else {
      let dice: Dice | undefined;
      let faces: number[] = [];
      if (ROLLING_EVENTS.has(event.type)) {
        atTable = Boolean(event.forcedDice?.length);
        // Dice rolled at the table, or the match's secret stream where the last server roll left it.
        ({ dice, faces } = recordFaces(atTable ? forcedDice(event.forcedDice!) : matchDice(match.seed, before.dice)));
      }
      const applied = applyMatchEvent(before, engineEvent(event.type, payload), dice);
      if ('refusal' in applied) return refused([eventRefusal(applied.refusal, event)]);
      if (atTable && faces.length !== event.forcedDice!.length) {
        return refused([
          err(UserErrorCode.TABLE_DICE_INVALID, ['event', 'forcedDice'], `the roll used ${faces.length} dice, ${event.forcedDice!.length} were entered`),
        ]);
      }
      after = applied.state;
      result = applied.result;
      diceFaces = faces;
    }

    const saved = await ctx.em.save(
      ctx.em.create(MatchEvent, {
        matchId: match.id,
        sequence: sequence + 1,
        type: event.type,
        payload,
        result: result === null ? null : JSON.parse(JSON.stringify(result)),
        diceFaces,
        atTable,
        diceState: null,
        state: after,
        reversesSequence: event.type === MatchEventType.REVERSAL ? event.reversesSequence! : null,
        createdBy: viewer.accountId,
      }),
    );
    await notifyMatchEvent(ctx.em, match, saved.sequence);
    if (match.status === MatchStatus.SETUP) await ctx.em.update(Match, { id: match.id }, { status: MatchStatus.IN_PROGRESS });
    const { state: _state, ...shown } = saved;
    return { event: redactEvent(Object.assign(new MatchEvent(), shown), await matchRedaction(ctx, match)), userErrors: [] };
  }

  static world(ctx: RequestContext, match: Match): Promise<World | null> {
    return ctx.loaders.worldById.load(match.worldId);
  }
}

/** The rules' refusal of an event, at the field it is about: they name figures by row id, the user error as the API answers them. */
function eventRefusal(refusal: MatchRefusal, event: MatchEventInput): UserError {
  return refusalError({ ...refusal, message: namingFigures(refusal.message) }, eventField(refusal.path, Boolean(event.targets?.length), event.type));
}
