import { createHash, randomBytes } from 'node:crypto';
import { In } from 'typeorm';
import {
  applyDamage,
  applyHealing,
  createDialState,
  createDice,
  currentClick,
  DEFAULT_DIAL_RULES,
  dialStatus,
  Dice,
  DiceState,
  DialRules,
  DialState,
  endTurn,
  forcedDice,
  NO_ACTION_TOKENS,
  ActionTokenState,
  recordFaces,
  resolveAttack,
  restoreDice,
  takeAction,
} from '@clix/rules';
import { authorize, can, requireAccount } from '../auth/policy';
import { RequestContext } from '../context';
import { UserError, UserErrorCode, userError } from '../common/user-error';
import { validateInput } from '../common/validation';
import { Character } from '../characters/character.entity';
import { CharacterVersion } from '../characters/character-version.entity';
import { DialClick } from '../characters/dial-click.entity';
import { Scenario } from '../catalogues/scenario.entity';
import { Team, TeamMember } from '../teams/team.entity';
import { MemberStatus } from '../teams/team.enums';
import { rulesClick } from '../teams/team.util';
import { World } from '../worlds/world.entity';
import { WorldService, worldNotFound } from '../worlds/world.service';
import { FigureStatus, MatchEventType, MatchRuleset, MatchStatus } from './match.enums';
import { Match, MatchEvent, MatchFigure, MatchSide } from './match.entity';
import { CreateMatchInput, MatchEventInput, MatchEventsArgs, MatchesArgs, RecordMatchEventInput } from './match.inputs';
import { cursorOrder, decodeCursor, Page, toPage } from '../common/pagination';
import { GraphQLError } from 'graphql';
import { LeagueService } from '../leagues/league.service';
import { matchRedaction, redactEvent } from './match.visibility';

export interface MatchResult {
  match: Match | null;
  userErrors: UserError[];
}

export interface MatchEventResult {
  event: MatchEvent | null;
  userErrors: UserError[];
}

/** One figure as the log leaves it. */
export interface FigureLiveState {
  figure: MatchFigure;
  sidePosition: number;
  dial: DialState;
  clicks: DialClick[];
  version: CharacterVersion;
  tokens: ActionTokenState;
  captured: boolean;
  escaped: boolean;
}

/** The whole match as the log leaves it: folded through the rules, never stored. */
export interface MatchLiveState {
  match: Match;
  /** Sequence of the last event in the log (0 before any). */
  sequence: number;
  figures: Map<string, FigureLiveState>;
  bystandersSaved: number;
  bystandersHurt: number;
  propertyDestroyed: number;
  objectivesMet: number;
}

/** Dial rules of a ruleset: Clix Campaign's Critical Condition, else removal at KO. */
export function dialRulesFor(ruleset: MatchRuleset): DialRules {
  return ruleset === MatchRuleset.CLIX_CAMPAIGN ? DEFAULT_DIAL_RULES : { ...DEFAULT_DIAL_RULES, koRule: 'REMOVED_AT_KO' };
}

export function seedHashOf(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

const EVENT = ['event'];
const err = (code: UserErrorCode, field: string[], message: string) => userError(code, field, message);

type Applied = { ok: true; result: unknown } | { ok: false; error: UserError };

function figureStatus(f: FigureLiveState, rules: DialRules): FigureStatus {
  return dialStatus(f.dial, rules) as FigureStatus;
}

/** The click showing on the dial (its values), or null when KOed or worse. */
export function clickShowing(f: FigureLiveState): DialClick | null {
  const slot = currentClick(f.dial);
  return slot === null ? null : (f.clicks.find((c) => c.number === slot) ?? null);
}

/**
 * Applies one event to the live state through the rules. `dice` rolls an ATTACK (the match's
 * stream, table dice, or on replay the stored faces). Mutates `state` only when it succeeds.
 */
function applyEvent(state: MatchLiveState, input: MatchEventInput, dice: Dice | null): Applied {
  const rules = dialRulesFor(state.match.ruleset);
  const refuse = (code: UserErrorCode, field: string[], message: string): Applied => ({ ok: false, error: err(code, field, message) });
  const figureOf = (id: string | null | undefined, field: string[]): FigureLiveState | UserError => {
    if (!id) return err(UserErrorCode.EVENT_FIELD_MISSING, field, `a ${input.type} event needs a figure`);
    return state.figures.get(id) ?? err(UserErrorCode.MATCH_FIGURE_NOT_FOUND, field, 'no such figure in this match');
  };
  const needFigure = () => figureOf(input.figureId, [...EVENT, 'figureId']);
  // Attribution (who dealt it, whose side a bystander counts for) must name a figure of this match.
  if (input.byFigureId && !state.figures.has(input.byFigureId)) {
    return refuse(UserErrorCode.MATCH_FIGURE_NOT_FOUND, [...EVENT, 'byFigureId'], 'no such figure in this match');
  }
  const attributed = [MatchEventType.BYSTANDER_SAVED, MatchEventType.BYSTANDER_HURT, MatchEventType.PROPERTY_DESTROYED, MatchEventType.OBJECTIVE_MET];
  if (attributed.includes(input.type) && input.figureId && !state.figures.has(input.figureId)) {
    return refuse(UserErrorCode.MATCH_FIGURE_NOT_FOUND, [...EVENT, 'figureId'], 'no such figure in this match');
  }

  switch (input.type) {
    case MatchEventType.ATTACK: {
      const attacker = needFigure();
      if (attacker instanceof UserError) return { ok: false, error: attacker };
      if (figureStatus(attacker, rules) !== FigureStatus.ACTIVE) {
        return refuse(UserErrorCode.FIGURE_NOT_ACTIVE, [...EVENT, 'figureId'], `the attacker is ${figureStatus(attacker, rules)} and cannot attack`);
      }
      if (!input.attackKind) return refuse(UserErrorCode.EVENT_FIELD_MISSING, [...EVENT, 'attackKind'], 'an attack is CLOSE or RANGED');
      if (!input.targetFigureIds.length) return refuse(UserErrorCode.EVENT_FIELD_MISSING, [...EVENT, 'targetFigureIds'], 'an attack needs a target');
      const targets: FigureLiveState[] = [];
      for (const [i, id] of input.targetFigureIds.entries()) {
        const target = figureOf(id, [...EVENT, 'targetFigureIds', String(i)]);
        if (target instanceof UserError) return { ok: false, error: target };
        if (figureStatus(target, rules) !== FigureStatus.ACTIVE) {
          return refuse(UserErrorCode.FIGURE_NOT_ACTIVE, [...EVENT, 'targetFigureIds', String(i)], `the target is ${figureStatus(target, rules)}`);
        }
        targets.push(target);
      }
      const action = takeAction(attacker.tokens);
      if (!action.ok) return refuse(UserErrorCode.EVENT_REFUSED_BY_RULES, EVENT, `${action.reason}: ${action.message}`);
      const combatant = (f: FigureLiveState) => ({
        id: f.figure.id,
        click: rulesClick(clickShowing(f)!),
        pointValue: f.version.pointValue,
        range: f.version.range,
        targets: f.version.targets,
        movement: f.version.movement,
        damageSymbol: f.version.damageSymbol,
      });
      let attack;
      try {
        attack = resolveAttack(
          { kind: input.attackKind, attacker: combatant(attacker), targets: targets.map((t) => ({ ...combatant(t), distance: input.distance })) },
          dice!,
        );
      } catch (e) {
        return refuse(UserErrorCode.TABLE_DICE_INVALID, [...EVENT, 'forcedDice'], `the dice entered do not fit the roll: ${(e as Error).message}`);
      }
      if (!attack.ok) return refuse(UserErrorCode.EVENT_REFUSED_BY_RULES, EVENT, `${attack.reason}: ${attack.message}`);
      // The attack's damage, then the attacker's own (critical miss, feats) and pushing.
      const dialChanges: Record<string, unknown> = {};
      for (const t of attack.targets) {
        if (t.damageDealt <= 0) continue;
        const recipient = state.figures.get(t.damageRecipientId);
        if (!recipient) continue;
        const change = applyDamage(recipient.dial, t.damageDealt, rules);
        recipient.dial = change.state;
        dialChanges[recipient.figure.id] = change;
      }
      attacker.tokens = action.state;
      const selfDamage = attack.damageToAttacker + action.pushingDamage;
      if (selfDamage > 0) {
        const change = applyDamage(attacker.dial, selfDamage, rules);
        attacker.dial = change.state;
        dialChanges[attacker.figure.id] = change;
      }
      return { ok: true, result: { attack: JSON.parse(JSON.stringify(attack)), pushingDamage: action.pushingDamage, dialChanges } };
    }
    case MatchEventType.DAMAGE:
    case MatchEventType.HEAL: {
      const figure = needFigure();
      if (figure instanceof UserError) return { ok: false, error: figure };
      if (input.clicks == null) return refuse(UserErrorCode.EVENT_FIELD_MISSING, [...EVENT, 'clicks'], 'how many clicks?');
      const change = input.type === MatchEventType.DAMAGE ? applyDamage(figure.dial, input.clicks, rules) : applyHealing(figure.dial, input.clicks, rules);
      if (!change.ok) return refuse(UserErrorCode.EVENT_REFUSED_BY_RULES, EVENT, `${change.reason}: ${change.message}`);
      figure.dial = change.state;
      return { ok: true, result: { dialChange: change } };
    }
    case MatchEventType.KO:
    case MatchEventType.CRITICAL_CONDITION: {
      const figure = needFigure();
      if (figure instanceof UserError) return { ok: false, error: figure };
      const wanted = input.type === MatchEventType.KO ? ['KO', 'REMOVED'] : ['CRITICAL_CONDITION'];
      // Turn the dial one click at a time until the rules read the wanted status.
      let dial = figure.dial;
      const events: string[] = [];
      for (let i = 0; i < 100 && !wanted.includes(dialStatus(dial, rules)); i++) {
        const change = applyDamage(dial, 1, rules);
        if (change.clicksApplied === 0) break;
        dial = change.state;
        events.push(...change.events);
      }
      if (!wanted.includes(dialStatus(dial, rules))) {
        return refuse(UserErrorCode.EVENT_REFUSED_BY_RULES, EVENT, `the dial cannot reach ${input.type} from ${figureStatus(figure, rules)}`);
      }
      const clicksApplied = dial.clicksTaken - figure.dial.clicksTaken;
      figure.dial = dial;
      return { ok: true, result: { clicksApplied, events } };
    }
    case MatchEventType.CAPTURE:
    case MatchEventType.RESCUE:
    case MatchEventType.ESCAPE: {
      const figure = needFigure();
      if (figure instanceof UserError) return { ok: false, error: figure };
      if (input.type === MatchEventType.CAPTURE) figure.captured = true;
      else if (input.type === MatchEventType.RESCUE) figure.captured = false;
      else figure.escaped = true;
      return { ok: true, result: null };
    }
    case MatchEventType.BYSTANDER_SAVED:
      state.bystandersSaved++;
      return { ok: true, result: null };
    case MatchEventType.BYSTANDER_HURT:
      state.bystandersHurt++;
      return { ok: true, result: null };
    case MatchEventType.PROPERTY_DESTROYED:
      state.propertyDestroyed++;
      return { ok: true, result: null };
    case MatchEventType.OBJECTIVE_MET:
      state.objectivesMet++;
      return { ok: true, result: null };
    case MatchEventType.END_TURN: {
      if (input.side == null) return refuse(UserErrorCode.EVENT_FIELD_MISSING, [...EVENT, 'side'], 'whose turn ends?');
      const figures = [...state.figures.values()].filter((f) => f.sidePosition === input.side);
      if (!figures.length) return refuse(UserErrorCode.MATCH_FIGURE_NOT_FOUND, [...EVENT, 'side'], 'no such side in this match');
      for (const f of figures) f.tokens = endTurn(f.tokens);
      return { ok: true, result: null };
    }
    case MatchEventType.REVERSAL:
      return { ok: true, result: null };
  }
}

/** A stored event read back as the input it was recorded from. */
function asInput(event: MatchEvent): MatchEventInput {
  return Object.assign(new MatchEventInput(), { targetFigureIds: [], distance: 1, ...event.payload, type: event.type });
}

const MATCHES_NEWEST_FIRST = (worldId: string) => cursorOrder('matches', 'createdAt desc, id desc', { world: worldId }, 'timestamp', 'uuid');
const EVENTS_IN_ORDER = (matchId: string) => cursorOrder('matchEvents', 'sequence', { match: matchId }, 'int');

export class MatchService {
  static async create(ctx: RequestContext, input: CreateMatchInput): Promise<MatchResult> {
    const viewer = requireAccount(ctx.viewer);
    const refused = (userErrors: UserError[]): MatchResult => ({ match: null, userErrors });
    const problems = await validateInput(input);
    const world = await WorldService.findBySlug(ctx, input.world);
    if (!world) return refused([...problems, worldNotFound(input.world)]);
    authorize(viewer, world.id, 'match.create');
    if (problems.length) return refused(problems);

    let scenarioId: string | null = null;
    if (input.scenarioId) {
      const scenario = await ctx.em.findOne(Scenario, { where: { worldId: world.id, catalogueId: input.scenarioId } });
      if (!scenario) return refused([err(UserErrorCode.SCENARIO_NOT_FOUND, ['scenarioId'], `no scenario "${input.scenarioId}" in this world`)]);
      scenarioId = scenario.id;
    }

    const mayReadHidden = can(viewer, world.id, 'character.readHidden');
    const teamIds = input.sides.flatMap((s) => (s.teamId ? [s.teamId] : []));
    const memberIds = input.sides.flatMap((s) => s.teamMemberIds);
    const versionIds = input.sides.flatMap((s) => s.versionIds);
    const teams = teamIds.length ? await ctx.em.find(Team, { where: { id: In(teamIds), worldId: world.id } }) : [];
    const members = memberIds.length ? await ctx.em.find(TeamMember, { where: { id: In(memberIds), worldId: world.id } }) : [];
    const versions = versionIds.length
      ? await ctx.em.find(CharacterVersion, { where: { id: In(versionIds) }, relations: { character: true } })
      : [];
    const memberCharacters = members.length ? await ctx.em.find(Character, { where: { id: In(members.map((m) => m.characterId)) } }) : [];

    const figures: { side: number; characterId: string; versionId: string; teamMemberId: string | null }[] = [];
    const taken = new Set<string>();
    input.sides.forEach((side, s) => {
      const field = ['sides', String(s)];
      const fromTeam = Boolean(side.teamId);
      if (fromTeam === side.versionIds.length > 0 || (fromTeam ? side.teamMemberIds : side.versionIds).length === 0) {
        problems.push(err(UserErrorCode.SIDE_INVALID, field, 'a side is a team with members taking part, or an NPC force of character versions'));
        return;
      }
      if (fromTeam) {
        if (!teams.some((t) => t.id === side.teamId)) {
          problems.push(err(UserErrorCode.TEAM_NOT_FOUND, [...field, 'teamId'], 'no such team in this world'));
          return;
        }
        side.teamMemberIds.forEach((id, i) => {
          const member = members.find((m) => m.id === id && m.teamId === side.teamId);
          const character = memberCharacters.find((c) => c.id === member?.characterId);
          const f = [...field, 'teamMemberIds', String(i)];
          if (!member || !character || (character.visibility === 'HIDDEN' && !mayReadHidden)) {
            problems.push(err(UserErrorCode.TEAM_MEMBER_NOT_FOUND, f, 'no such member of this team'));
          } else if (member.status !== MemberStatus.ACTIVE) {
            problems.push(err(UserErrorCode.MEMBER_NOT_ON_TEAM, f, `the member is ${member.status} and cannot play`));
          } else if (taken.has(member.characterId)) {
            problems.push(err(UserErrorCode.FIGURE_ALREADY_IN_MATCH, f, 'this character already plays in this match'));
          } else {
            taken.add(member.characterId);
            figures.push({ side: s, characterId: member.characterId, versionId: member.versionId, teamMemberId: member.id });
          }
        });
      } else {
        side.versionIds.forEach((id, i) => {
          const version = versions.find((v) => v.id === id);
          const f = [...field, 'versionIds', String(i)];
          const c = version?.character;
          if (!version || !c || c.worldId !== world.id || (c.visibility === 'HIDDEN' && !mayReadHidden)) {
            problems.push(err(UserErrorCode.VERSION_NOT_FOUND, f, 'no such character version in this world'));
          } else {
            // NPC forces may field several copies of one character (generic thugs, agents).
            figures.push({ side: s, characterId: c.id, versionId: version.id, teamMemberId: null });
          }
        });
      }
    });
    if (input.leagueId) problems.push(...(await LeagueService.checkMatchLeague(ctx, world.id, input.leagueId, input.sides.map((side) => side.teamId))));
    if (problems.length) return refused(problems);

    const seed = randomBytes(32).toString('hex');
    const match = await ctx.em.save(
      ctx.em.create(Match, {
        worldId: world.id,
        ruleset: input.ruleset,
        scenarioId,
        leagueId: input.leagueId ?? null,
        buildTotal: input.buildTotal,
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
      })),
    );
    return { match, userErrors: [] };
  }

  /** A match, or null when there is none (matches are public, like teams). */
  static find(ctx: RequestContext, id: string): Promise<Match | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return Promise.resolve(null);
    return ctx.loaders.matchById.load(id);
  }

  /** A world's matches, newest first. */
  static async list(ctx: RequestContext, args: MatchesArgs): Promise<Page<Match>> {
    const world = await WorldService.getBySlug(ctx, args.world);
    const query = ctx.em.createQueryBuilder(Match, 'm').where('m.world_id = :worldId', { worldId: world.id });
    if (args.status) query.andWhere('m.status = :status', { status: args.status });
    const totalCount = await query.getCount();
    if (args.after) {
      const [createdAt, id] = decodeCursor(MATCHES_NEWEST_FIRST(world.id), args.after);
      // The cursor holds milliseconds; compare at that precision so no row is skipped or repeated.
      query.andWhere(`(date_trunc('milliseconds', m.created_at), m.id) < (:createdAt, :id)`, { createdAt, id });
    }
    const rows = await query.orderBy(`date_trunc('milliseconds', m.created_at)`, 'DESC').addOrderBy('m.id', 'DESC').limit(args.first + 1).getMany();
    return toPage(rows, args.first, totalCount, MATCHES_NEWEST_FIRST(world.id), (m) => [m.createdAt.toISOString(), m.id]);
  }

  /** A match's log, oldest first. */
  static async events(ctx: RequestContext, args: MatchEventsArgs): Promise<Page<MatchEvent>> {
    const match = await MatchService.find(ctx, args.matchId);
    if (!match) throw new GraphQLError('There is no such match.', { extensions: { code: 'MATCH_NOT_FOUND' } });
    const query = ctx.em.createQueryBuilder(MatchEvent, 'e').where('e.match_id = :matchId', { matchId: match.id });
    if (args.type) query.andWhere('e.type = :type', { type: args.type });
    const totalCount = await query.getCount();
    if (args.after) {
      const [sequence] = decodeCursor(EVENTS_IN_ORDER(match.id), args.after);
      query.andWhere('e.sequence > :sequence', { sequence });
    }
    const redaction = await matchRedaction(ctx, match);
    const rows = (await query.orderBy('e.sequence', 'ASC').take(args.first + 1).getMany()).map((e) => redactEvent(e, redaction));
    return toPage(rows, args.first, totalCount, EVENTS_IN_ORDER(match.id), (e) => [e.sequence]);
  }

  /** The match's figures and log folded through the rules: nothing derived is stored. */
  static async liveState(
    ctx: RequestContext,
    match: Match,
    options: { skipSequence?: number; observe?: (event: MatchEvent, state: MatchLiveState, applied: boolean) => void } = {},
  ): Promise<{ state: MatchLiveState; events: MatchEvent[]; broken: number | null }> {
    // Sequential: inside a mutation ctx.em is one connection, which runs one query at a time.
    const sides = await ctx.em.find(MatchSide, { where: { matchId: match.id } });
    const figures = await ctx.em.find(MatchFigure, { where: { matchId: match.id }, order: { position: 'ASC' } });
    const events = await ctx.em.find(MatchEvent, { where: { matchId: match.id }, order: { sequence: 'ASC' } });
    const versionIds = [...new Set(figures.map((f) => f.versionId))];
    const versions = versionIds.length ? await ctx.em.find(CharacterVersion, { where: { id: In(versionIds) }, relations: { clicks: true } }) : [];
    const state: MatchLiveState = {
      match,
      sequence: events.length ? events[events.length - 1].sequence : 0,
      figures: new Map(),
      bystandersSaved: 0,
      bystandersHurt: 0,
      propertyDestroyed: 0,
      objectivesMet: 0,
    };
    for (const figure of figures) {
      const version = versions.find((v) => v.id === figure.versionId)!;
      const clicks = [...(version.clicks ?? [])].sort((a, b) => a.number - b.number);
      state.figures.set(figure.id, {
        figure,
        sidePosition: sides.find((s) => s.id === figure.sideId)!.position,
        version,
        clicks,
        dial: createDialState({ startingClick: version.startingClick, clicks, koClicks: version.koClicks }),
        tokens: { ...NO_ACTION_TOKENS },
        captured: false,
        escaped: false,
      });
    }
    const reversed = new Set(events.flatMap((e) => (e.reversesSequence ? [e.reversesSequence] : [])));
    if (options.skipSequence) reversed.add(options.skipSequence);
    let broken: number | null = null;
    for (const event of events) {
      if (reversed.has(event.sequence) || event.type === MatchEventType.REVERSAL) continue;
      const dice = event.type === MatchEventType.ATTACK ? forcedDice(event.diceFaces) : null;
      const applied = applyEvent(state, asInput(event), dice);
      options.observe?.(event, state, applied.ok);
      // Only a reversal being weighed can leave a later event illegal: it is then refused.
      if (!applied.ok && broken === null) broken = event.sequence;
    }
    return { state, events, broken };
  }

  static async state(ctx: RequestContext, matchId: string): Promise<MatchLiveState | null> {
    const match = await MatchService.find(ctx, matchId);
    return match ? (await MatchService.liveState(ctx, match)).state : null;
  }

  static async recordEvent(ctx: RequestContext, input: RecordMatchEventInput): Promise<MatchEventResult> {
    const viewer = requireAccount(ctx.viewer);
    const refused = (userErrors: UserError[]): MatchEventResult => ({ event: null, userErrors });
    const problems = await validateInput(input);
    const found = await MatchService.find(ctx, input.matchId);
    if (!found) return refused([...problems, err(UserErrorCode.MATCH_NOT_FOUND, ['matchId'], 'no such match')]);
    authorize(viewer, found.worldId, 'match.record');
    if (problems.length) return refused(problems);
    // Events of one match are appended one at a time, so sequence numbers and dice follow on.
    const match = await ctx.em.findOneOrFail(Match, { where: { id: found.id }, lock: { mode: 'pessimistic_write' } });
    if (match.status === MatchStatus.RESOLVED || match.status === MatchStatus.VOID) {
      return refused([err(UserErrorCode.MATCH_CLOSED, ['matchId'], `the match is ${match.status}: nothing more can be recorded`)]);
    }
    const { state, events } = await MatchService.liveState(ctx, match);
    const event = input.event;
    let result: unknown = null;
    let diceFaces: number[] = [];
    let diceState: DiceState | null = null;
    let atTable = false;

    if (event.type === MatchEventType.REVERSAL) {
      const target = events.find((e) => e.sequence === event.reversesSequence);
      if (event.reversesSequence == null) return refused([err(UserErrorCode.EVENT_FIELD_MISSING, ['event', 'reversesSequence'], 'which event is undone?')]);
      if (!target) return refused([err(UserErrorCode.EVENT_NOT_FOUND, ['event', 'reversesSequence'], 'no such event in this match')]);
      if (target.type === MatchEventType.REVERSAL || events.some((e) => e.reversesSequence === target.sequence)) {
        return refused([err(UserErrorCode.EVENT_NOT_REVERSIBLE, ['event', 'reversesSequence'], 'that event is a reversal or was already reversed')]);
      }
      const without = await MatchService.liveState(ctx, match, { skipSequence: target.sequence });
      if (without.broken !== null) {
        return refused([
          err(UserErrorCode.EVENT_NOT_REVERSIBLE, ['event', 'reversesSequence'], `undoing it would make event ${without.broken} illegal; reverse that one first`),
        ]);
      }
    } else {
      let dice: Dice | null = null;
      let faces: number[] = [];
      if (event.type === MatchEventType.ATTACK) {
        if (event.forcedDice?.length) {
          atTable = true;
          ({ dice, faces } = recordFaces(forcedDice(event.forcedDice)));
        } else {
          // The match's secret stream, continuing where the last server roll left it.
          const last = [...events].reverse().find((e) => e.diceState);
          ({ dice, faces } = recordFaces(last?.diceState ? restoreDice(last.diceState) : createDice(match.seed)));
        }
      }
      const applied = applyEvent(state, event, dice);
      if (!applied.ok) return refused([applied.error]);
      if (atTable && faces.length !== event.forcedDice!.length) {
        return refused([err(UserErrorCode.TABLE_DICE_INVALID, ['event', 'forcedDice'], `the roll used ${faces.length} dice, ${event.forcedDice!.length} were entered`)]);
      }
      result = applied.result;
      diceFaces = faces;
      if (dice && !atTable) diceState = dice.state();
    }

    const payload = Object.fromEntries(
      Object.entries({
        figureId: event.figureId,
        byFigureId: event.byFigureId,
        targetFigureIds: event.targetFigureIds.length ? event.targetFigureIds : undefined,
        attackKind: event.attackKind,
        distance: event.type === MatchEventType.ATTACK ? event.distance : undefined,
        clicks: event.clicks,
        side: event.side,
        reversesSequence: event.reversesSequence,
        note: event.note,
      }).filter(([, v]) => v !== undefined && v !== null),
    );
    const saved = await ctx.em.save(
      ctx.em.create(MatchEvent, {
        matchId: match.id,
        sequence: state.sequence + 1,
        type: event.type,
        payload,
        result: result === null ? null : JSON.parse(JSON.stringify(result)),
        diceFaces,
        atTable,
        diceState,
        reversesSequence: event.type === MatchEventType.REVERSAL ? event.reversesSequence! : null,
        createdBy: viewer.accountId,
      }),
    );
    if (match.status === MatchStatus.SETUP) await ctx.em.update(Match, { id: match.id }, { status: MatchStatus.IN_PROGRESS });
    return { event: redactEvent(saved, await matchRedaction(ctx, match)), userErrors: [] };
  }

  static world(ctx: RequestContext, match: Match): Promise<World | null> {
    return ctx.loaders.worldById.load(match.worldId);
  }
}
