import { In, IsNull } from 'typeorm';
import {
  dialStatus,
  findFeat,
  MATCH_RULESETS,
  matchDice,
  matchOutcome,
  recordFaces,
  resolveMatch,
  type FeatData,
  type MatchState as EngineState,
  type ResolutionFigure,
  type ResolutionInput,
  type ResolutionSide,
  type ScenarioCountFact,
  type ScenarioObjective,
  type ScenarioPointsFact,
} from '@clix/rules';
import { authorize, requireAccount } from '../auth/policy';
import { RequestContext } from '../context';
import { canonicalHash } from '../common/canonical-json';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { validateInput } from '../common/validation';
import { Scenario } from '../catalogues/scenario.entity';
import { WorldSettingsService } from '../catalogues/world-settings.service';
import { LedgerEntry } from '../teams/ledger-entry.entity';
import { LedgerService, LedgerWrite } from '../teams/ledger.service';
import { TeamMember } from '../teams/team.entity';
import { LeagueService } from '../leagues/league.service';
import { Currency, LedgerReason, LedgerSourceType, MemberStatus } from '../teams/team.enums';
import { settingsFor } from '../teams/team.settings';
import { isUuid } from '../teams/team.util';
import { MatchRuleset, MatchStatus } from './match.enums';
import { Match, MatchSide } from './match.entity';
import { enginePlays, MatchService } from './match.service';
import { matchAccess } from './player-match.access';
import { ProposalDecision, ResolutionProposal } from './resolution-proposal.entity';
import { RpsService } from './rps.service';
import {
  insertResolutionRecord,
  lockedMatchWithSides,
  ResolutionBalance,
  ResolutionReads,
  ResolvedMemberUpdate,
  resolutionReads,
  updateResolvedMembers,
} from './match.reads';
import { MatchResolutionPreview, MatchResolutionRecord, MemberSnapshot, StoredResolution } from './resolution.entity';
import { MatchOutcomeInput, PreviewMatchResolutionInput, ResolveMatchInput, SideOutcomeInput, VoidMatchInput } from './resolution.inputs';
import { WebhookService } from '../webhooks/webhook.service';
import { LeagueActivityKind, notifyMatchClosed } from '../live/live.notify';
import { resolutionOfMatch } from './read-along';

export interface ResolutionResult {
  /** Applied (or voided), or, previewed or proposed, a preview. */
  resolution: MatchResolutionRecord | MatchResolutionPreview | null;
  match: Match | null;
  userErrors: UserError[];
}

/** What league standings read of one side of a resolved match. */
export interface SideStanding {
  teamId: string | null;
  position: number;
  outcome: 'WON' | 'LOST' | 'DRAW';
  heroPointsEarned: number;
  prestigeChange: number;
  kos: number;
}

/** Everything a resolution computed, before anything is written (kept as it is by a proposal, to be applied on confirmation). */
export interface Computed {
  result: StoredResolution;
  diceFaces: number[];
  diceRollsBefore: number;
  members: TeamMember[];
}

const SCENARIO_FACTS = [
  'hostagesSaved',
  'hostagesKOdByTeam',
  'hostagesKOdByVillains',
  'hostagesTakenByVillains',
  'membersRescuingInnocents',
  'membersNotAttempting',
  'escapeesRecaptured',
  'escapeesTotal',
  'monstersEscaped',
  'enemyPointsKOdWithoutHostageKO',
  'ownPointsWoundedByBomb',
] as const satisfies readonly (ScenarioCountFact | ScenarioPointsFact)[];

/** The resolveMatch input a resolution keeps: its canonical hash and the input itself. */
export interface StoredInput {
  inputHash: string;
  input: Record<string, unknown>;
}

const refused = (userErrors: UserError[]): ResolutionResult => ({ resolution: null, match: null, userErrors });
const matchNotFound = () => refused([userError(UserErrorCode.MATCH_NOT_FOUND, ['matchId'], 'no such match')]);

export function resolutionInputHash(matchId: string, outcome: MatchOutcomeInput): string {
  return canonicalHash({ matchId, outcome });
}

/** Per side of a resolution: what league standings read (the lead hooks standings on resolve/void with it). */
export function sideStandingsOf(result: StoredResolution): SideStanding[] {
  return result.sides.map((s) => ({
    teamId: s.teamId,
    position: s.position,
    outcome: s.outcome,
    heroPointsEarned: s.heroPointsEarned,
    prestigeChange: s.prestigeChange,
    kos: s.kos,
  }));
}

/** How the ledger names a match: by its sides, as a person would ("The Lantern Watch vs NPCs"), never by an id. */
async function matchTitle(ctx: RequestContext, match: Match): Promise<string> {
  const sides = await ctx.loaders.matchSidesByMatchId.load(match.id);
  const names = [];
  for (const side of sides) names.push(side.teamId ? ((await ctx.loaders.teamById.load(side.teamId))?.name ?? 'a team') : 'NPCs');
  return `Match ${names.join(' vs ')}`;
}

const note = (title: string, label: string) => `${title}: ${label}`.slice(0, 500);

/**
 * The ledger lines of a Clix Campaign result, in order (none for the other rulesets): each side's Hero Point
 * awards then upkeep, its prestige or infamy, then each member's Achievement Points. A zero line is left out.
 */
async function ledgerWritesOf(ctx: RequestContext, match: Match, computed: Computed): Promise<LedgerWrite[]> {
  const { result } = computed;
  const writes: LedgerWrite[] = [];
  const source = { type: LedgerSourceType.MATCH, id: match.id };
  const title = await matchTitle(ctx, match);
  // Each line names the character it is about, so readers can redact a hidden one.
  const characterOfFigure = new Map((await ctx.loaders.matchFiguresByMatchId.load(match.id)).map((f) => [f.id, f.characterId]));
  if (match.ruleset !== MatchRuleset.CLIX_CAMPAIGN) return writes;
  const characterOfMember = new Map(computed.members.map((m) => [m.id, m.characterId]));
  const characterId = (line: { figureId?: string; memberId?: string }) =>
    (line.figureId && characterOfFigure.get(line.figureId)) || (line.memberId && characterOfMember.get(line.memberId)) || null;
  const append = (teamId: string, currency: Currency, line: { amount: number; label: string; figureId?: string; memberId?: string }, memberId?: string) => {
    if (line.amount === 0) return;
    writes.push({
      teamId,
      ...(memberId ? { memberId } : { characterId: characterId(line) }),
      currency,
      amount: line.amount,
      reason: LedgerReason.MATCH,
      note: note(title, line.label),
      source,
    });
  };
  for (const side of result.sides) {
    if (!side.teamId) continue;
    // Awards first, then upkeep: the rules sized the upkeep to what the awards leave.
    for (const line of [...side.heroPointLines, ...side.upkeepLines]) append(side.teamId, Currency.HERO_POINTS, line);
    const currency = side.prestigeCurrency === 'PRESTIGE' ? Currency.PRESTIGE : Currency.INFAMY;
    for (const line of side.prestigeLines) append(side.teamId, currency, line);
  }
  for (const member of result.members) {
    for (const line of member.achievementLines) append(member.teamId, Currency.ACHIEVEMENT_POINTS, line, member.memberId);
  }
  return writes;
}

/**
 * What a result changes of its members (status, time out, injuries, lapsed feats, the leader's flag): each
 * changed member as it was (the snapshot a void puts back) and as it is now.
 */
export function memberChangesOf(computed: Computed): { memberSnapshot: MemberSnapshot[]; memberUpdates: ResolvedMemberUpdate[] } {
  const memberSnapshot: MemberSnapshot[] = [];
  const memberUpdates: ResolvedMemberUpdate[] = [];
  const now = new Date();
  const computedMembers = new Map(computed.members.map((m) => [m.id, m]));
  for (const change of computed.result.members) {
    const member = computedMembers.get(change.memberId)!;
    const changed =
      change.statusAfter !== change.statusBefore ||
      change.outForScenariosAfter !== change.outForScenariosBefore ||
      change.injuriesAdded.length > 0 ||
      change.lapsedFeatIds.length > 0;
    if (!changed) continue;
    memberSnapshot.push({
      id: member.id,
      status: member.status,
      outForScenarios: member.outForScenarios,
      injuries: member.injuries,
      quitReason: member.quitReason,
      leftAt: member.leftAt ? member.leftAt.toISOString() : null,
      featIds: member.featIds,
      isLeader: member.isLeader,
    });
    const gone = change.statusAfter === 'DEAD' || change.statusAfter === 'QUIT';
    const lapsed = new Set(change.lapsedFeatIds);
    memberUpdates.push({
      id: member.id,
      status: change.statusAfter,
      out_for_scenarios: change.statusAfter === 'OUT' ? change.outForScenariosAfter : null,
      injuries: [...member.injuries, ...change.injuriesAdded.map((i) => i.id)],
      quit_reason: change.statusAfter === 'QUIT' ? change.quitReason : null,
      left_at: gone ? (member.leftAt ?? now) : null,
      feat_ids: member.featIds.filter((id) => !lapsed.has(id)),
      // A dead or departed leader leaves the team leaderless until its owner names another.
      is_leader: gone ? false : member.isLeader,
    });
  }
  return { memberSnapshot, memberUpdates };
}

export class ResolutionService {
  /** Per side of a resolved (not voided) match: outcome, Hero Points, prestige and KOs; null when it has no standing resolution. */
  static async sideStandings(ctx: RequestContext, matchId: string): Promise<SideStanding[] | null> {
    if (!isUuid(matchId)) return null;
    const record = await ctx.em.findOne(MatchResolutionRecord, { where: { matchId } });
    return record && !record.voidedAt ? sideStandingsOf(record.result) : null;
  }

  /** The resolution of a match, or null: read with its page, else batched. */
  static forMatch(ctx: RequestContext, match: Match): MatchResolutionRecord | null | Promise<MatchResolutionRecord | null> {
    return resolutionOfMatch.get(ctx, match, () => ctx.loaders.matchResolutionByMatchId.now(match.id));
  }

  /**
   * Resolves a match: the Creator or an organizer applies the resolution at once; a player whose team
   * plays a side proposes it (ResolutionProposalService: nothing applied until the other side's owner,
   * the Creator or an organizer confirms).
   */
  static async resolve(ctx: RequestContext, input: ResolveMatchInput): Promise<ResolutionResult> {
    const viewer = requireAccount(ctx.viewer);
    const problems = await validateInput(input);
    const found = isUuid(input.matchId) ? await MatchService.find(ctx, input.matchId) : null;
    if (!found) return matchNotFound();
    const access = await matchAccess(ctx, found, 'match.resolve');
    if (access instanceof UserError) return refused([access]);
    if (problems.length) return refused(problems);

    // One resolution at a time per match: concurrent calls queue here, then see what the first did.
    const { match, sides } = (await lockedMatchWithSides(ctx.em, found.id))!;
    const closed = ResolutionService.closed(match);
    if (closed) return refused([closed]);

    await ResolutionService.lockSides(ctx, match, sides);
    const computed = await ResolutionService.compute(ctx, match, sides, input.outcome);
    if (computed instanceof UserError) return refused([computed]);
    const stored = {
      inputHash: resolutionInputHash(match.id, input.outcome),
      input: JSON.parse(JSON.stringify({ matchId: match.id, outcome: input.outcome })),
    };
    if (access === 'OWN') return ResolutionService.propose(ctx, match, computed, stored, viewer.accountId);
    return ResolutionService.apply(ctx, match, computed, stored, viewer.accountId);
  }

  /**
   * A player's resolution: kept, dice and all, as a proposal, and the match AWAITING_CONFIRMATION;
   * the ledger and members are untouched until it is confirmed (resolution-proposal.service.ts).
   * The payload's resolution is what would be applied, as a preview shows it.
   */
  private static async propose(ctx: RequestContext, match: Match, computed: Computed, stored: StoredInput, proposedBy: string): Promise<ResolutionResult> {
    const proposal = await ctx.em.save(
      ctx.em.create(ResolutionProposal, {
        matchId: match.id,
        ...stored,
        result: computed.result,
        diceFaces: computed.diceFaces,
        diceRollsBefore: computed.diceRollsBefore,
        proposedById: proposedBy,
        decision: null,
        decidedById: null,
        decidedAt: null,
        rejectReason: null,
      }),
    );
    await ctx.em.update(Match, { id: match.id }, { status: MatchStatus.AWAITING_CONFIRMATION });
    return { resolution: proposedResolution(proposal), match: { ...match, status: MatchStatus.AWAITING_CONFIRMATION }, userErrors: [] };
  }

  /** Locks the match's teams (in id order, like every writer of several teams, so concurrent resolutions cannot deadlock) and primes the loaders the ledger's title reads. */
  static async lockSides(ctx: RequestContext, match: Match, sides: MatchSide[]): Promise<void> {
    ctx.loaders.matchSidesByMatchId.prime(match.id, sides);
    const teamIds = [...new Set(sides.flatMap((s) => (s.teamId ? [s.teamId] : [])))];
    for (const team of await LedgerService.lockTeams(ctx, teamIds)) ctx.loaders.teamById.prime(team.id, team);
  }

  /**
   * Applies what a resolution computed (at once, or as a confirmed proposal): its ledger entries, its
   * members' changes, the match RESOLVED, the resolution record, a league's standings, webhooks and
   * the live feed. The match and its teams are locked by the caller.
   */
  static async apply(ctx: RequestContext, match: Match, computed: Computed, stored: StoredInput, appliedBy: string): Promise<ResolutionResult> {
    const { result } = computed;
    // Every line of the result, in order, written with one statement.
    const writes = await ledgerWritesOf(ctx, match, computed);
    const tooLarge = await LedgerService.tooLarge(ctx, writes, ['matchId']);
    if (tooLarge) return refused([tooLarge]);
    const ledgerEntryIds = await LedgerService.appendMany(ctx, writes);

    const { memberSnapshot, memberUpdates } = memberChangesOf(computed);
    // Every changed member in one statement (a leader only ever loses the flag here, so the one-leader index holds row by row).
    if (memberUpdates.length) await updateResolvedMembers(ctx.em, memberUpdates);

    const record = await insertResolutionRecord(ctx.em, {
      matchId: match.id,
      inputHash: stored.inputHash,
      input: stored.input,
      result,
      diceFaces: computed.diceFaces,
      diceRollsBefore: computed.diceRollsBefore,
      ledgerEntryIds,
      memberSnapshot,
      appliedBy,
    });
    // A league match moves its standings in the same transaction (refused standings roll everything back).
    if (match.leagueId) {
      const standings = await LeagueService.recordMatchResult(ctx, { leagueId: match.leagueId, matchId: match.id, sides: sideStandingsOf(result) }, 1);
      if (standings.userErrors.length) return refused(standings.userErrors);
    }
    await WebhookService.matchResolved(ctx, match, sideStandingsOf(result));
    await notifyMatchClosed(ctx.em, match, LeagueActivityKind.RESOLVED, true);
    return { resolution: record, match: { ...match, status: MatchStatus.RESOLVED } as Match, userErrors: [] };
  }

  /** The same computation as resolve, with the same dice, and nothing written. */
  static async preview(ctx: RequestContext, input: PreviewMatchResolutionInput): Promise<ResolutionResult> {
    const problems = await validateInput(input);
    const match = isUuid(input.matchId) ? await MatchService.find(ctx, input.matchId) : null;
    if (!match) return matchNotFound();
    const access = await matchAccess(ctx, match, 'match.resolve');
    if (access instanceof UserError) return refused([access]);
    if (problems.length) return refused(problems);
    const closed = ResolutionService.closed(match);
    if (closed) return refused([closed]);
    const sides = await ctx.em.find(MatchSide, { where: { matchId: match.id }, order: { position: 'ASC' } });
    const computed = await ResolutionService.compute(ctx, match, sides, input.outcome);
    if (computed instanceof UserError) return refused([computed]);
    const preview = previewOf({ matchId: match.id, inputHash: resolutionInputHash(match.id, input.outcome), ...computed });
    return { resolution: preview, match, userErrors: [] };
  }

  /** Voids a match; a resolution is reversed entry by entry and the members' fields put back. */
  static async void(ctx: RequestContext, input: VoidMatchInput): Promise<ResolutionResult> {
    const viewer = requireAccount(ctx.viewer);
    const problems = await validateInput(input);
    const found = isUuid(input.matchId) ? await MatchService.find(ctx, input.matchId) : null;
    if (!found) return matchNotFound();
    authorize(viewer, found.worldId, 'match.void');
    if (problems.length) return refused(problems);
    const match = await ctx.em.findOneOrFail(Match, { where: { id: found.id }, lock: { mode: 'pessimistic_write' } });
    if (match.status === MatchStatus.VOID) return refused([userError(UserErrorCode.MATCH_VOID, ['matchId'], 'the match is already void')]);

    const record = await ctx.em.findOne(MatchResolutionRecord, { where: { matchId: match.id } });
    if (record) {
      const reversed = await ResolutionService.reverse(ctx, match, record, input.reason.trim());
      if (reversed) return refused(reversed);
    }
    await ctx.em.update(Match, { id: match.id }, { status: MatchStatus.VOID });
    // A proposal still waiting dies with the match: nobody can confirm a void match's resolution.
    if (match.status === MatchStatus.AWAITING_CONFIRMATION) {
      await ctx.em.update(
        ResolutionProposal,
        { matchId: match.id, decision: IsNull() },
        {
          decision: ProposalDecision.REJECTED,
          decidedById: viewer.accountId,
          decidedAt: new Date(),
          rejectReason: `the match was voided: ${input.reason.trim()}`,
        },
      );
    }
    await WebhookService.matchVoided(ctx, match, record !== null);
    // The standings move back only if the match had been resolved (live: standings.changed).
    await notifyMatchClosed(ctx.em, match, LeagueActivityKind.VOIDED, record !== null);
    const resolution = record ? await ctx.em.findOneOrFail(MatchResolutionRecord, { where: { id: record.id } }) : null;
    return { resolution, match: { ...match, status: MatchStatus.VOID } as Match, userErrors: [] };
  }

  /**
   * Reverses a resolution: its ledger entries (those not corrected since) entry by entry, the members' fields
   * as they were, and a league match's standings. Returns the refusal (a balance that would go below zero, a
   * refused standing), else null.
   */
  private static async reverse(ctx: RequestContext, match: Match, record: MatchResolutionRecord, reason: string): Promise<UserError[] | null> {
    const entries = record.ledgerEntryIds.length ? await ctx.em.find(LedgerEntry, { where: { id: In(record.ledgerEntryIds) } }) : [];
    const teamIds = [...new Set(entries.map((e) => e.teamId))].sort();
    for (const teamId of teamIds) await LedgerService.lockTeam(ctx, teamId);
    const corrected = entries.length
      ? new Set((await ctx.em.find(LedgerEntry, { where: { correctsEntryId: In(entries.map((e) => e.id)) } })).map((e) => e.correctsEntryId))
      : new Set<string | null>();
    const toReverse = entries.filter((e) => !corrected.has(e.id));
    // Every spendable balance must still cover what the resolution gave it.
    const owed = new Map<string, { teamId: string; currency: Currency; memberId: string | null; amount: number }>();
    for (const e of toReverse) {
      if (e.currency !== Currency.HERO_POINTS && e.currency !== Currency.CASH) continue;
      const key = `${e.teamId}:${e.currency}:${e.memberId ?? ''}`;
      const row = owed.get(key) ?? { teamId: e.teamId, currency: e.currency, memberId: e.memberId, amount: 0 };
      row.amount += e.amount;
      owed.set(key, row);
    }
    for (const row of owed.values()) {
      const balance = await LedgerService.balance(ctx, row.teamId, row.currency, row.memberId);
      if (balance - row.amount < 0) {
        return [
          userError(
            UserErrorCode.VOID_WOULD_OVERDRAW,
            ['matchId'],
            `reversing this match takes ${row.amount} ${row.currency} from a team that has ${balance} left; the balance cannot go below zero`,
          ),
        ];
      }
    }
    // Upkeep (negative) entries are reversed first, so no intermediate balance dips below zero.
    const ordered = [...toReverse].sort((a, b) => a.amount - b.amount);
    const title = await matchTitle(ctx, match);
    const reversals: LedgerWrite[] = ordered.map((e) => ({
      teamId: e.teamId,
      memberId: e.memberId,
      characterId: e.characterId,
      currency: e.currency,
      amount: -e.amount,
      reason: LedgerReason.CORRECTION,
      note: note(title, `void: ${reason}`),
      source: { type: LedgerSourceType.LEDGER_ENTRY, id: e.id },
      correctsEntryId: e.id,
    }));
    const tooLarge = await LedgerService.tooLarge(ctx, reversals, ['matchId']);
    if (tooLarge) return [tooLarge];
    await LedgerService.appendMany(ctx, reversals);
    // Leaders first lose the flag, then get it back, so the one-leader index never sees two.
    const snapshots = [...record.memberSnapshot].sort((a, b) => Number(a.isLeader) - Number(b.isLeader));
    for (const s of snapshots) {
      await ctx.em.update(
        TeamMember,
        { id: s.id },
        {
          status: s.status,
          outForScenarios: s.outForScenarios,
          injuries: s.injuries,
          quitReason: s.quitReason as TeamMember['quitReason'],
          leftAt: s.leftAt ? new Date(s.leftAt) : null,
          featIds: s.featIds,
          isLeader: s.isLeader,
        },
      );
    }
    await ctx.em.update(MatchResolutionRecord, { id: record.id }, { voidedAt: new Date(), voidedBy: requireAccount(ctx.viewer).accountId, voidReason: reason });
    if (match.leagueId) {
      const standings = await LeagueService.recordMatchResult(ctx, { leagueId: match.leagueId, matchId: match.id, sides: sideStandingsOf(record.result) }, -1);
      if (standings.userErrors.length) return standings.userErrors;
    }
    return null;
  }

  static closed(match: Match): UserError | null {
    if (match.status === MatchStatus.RESOLVED) return userError(UserErrorCode.MATCH_ALREADY_RESOLVED, ['matchId'], 'the match has already been resolved');
    if (match.status === MatchStatus.VOID) return userError(UserErrorCode.MATCH_VOID, ['matchId'], 'the match is void');
    if (match.status === MatchStatus.AWAITING_CONFIRMATION) {
      return userError(UserErrorCode.MATCH_AWAITING_CONFIRMATION, ['matchId'], 'a resolution of this match is proposed: confirm or reject it first');
    }
    return null;
  }

  /** The facts of the match (log, teams, balances, settings) through the rules, with the match's own dice. */
  static async compute(ctx: RequestContext, match: Match, sides: MatchSide[], outcome: MatchOutcomeInput): Promise<Computed | UserError> {
    const unknownSide = outcomeSideProblem(sides, outcome);
    if (unknownSide) return unknownSide;

    // The engine's state after the last event holds who took each figure down, who damaged it, who holds it, and each side's counts.
    // RPS Clix plays on its own engine (rps.service.ts): the resolution records its winner, not the outcome input's.
    if (match.ruleset === MatchRuleset.RPS_CLIX) return RpsService.resolution(ctx, match, sides);
    if (!enginePlays(match.ruleset))
      return userError(UserErrorCode.RULESET_NOT_PLAYED, ['matchId'], `the match engine does not play ${match.ruleset} yet: it cannot be resolved`);
    const read = await MatchService.engineState(ctx, match);
    if (read instanceof UserError) return read;
    const { engine } = read;
    const teamIds = [...new Set(sides.flatMap((s) => (s.teamId ? [s.teamId] : [])))];
    const reads = await resolutionReads(ctx.em, match.id, teamIds, [MemberStatus.ACTIVE, MemberStatus.OUT, MemberStatus.CRITICAL, MemberStatus.CAPTURED]);
    // resolve() names each ledger line's character through the figures: these rows are the loader's.
    ctx.loaders.matchFiguresByMatchId.prime(match.id, reads.figures);

    const teamSettings = await settingsFor(ctx, match.worldId);
    const world = await WorldSettingsService.forWorld(ctx, match.worldId);
    const scenario = match.scenarioId ? await ctx.em.findOne(Scenario, { where: { id: match.scenarioId } }) : null;
    const notAMember = responsibleMemberProblem(sides, outcome, reads.members);
    if (notAMember) return notAMember;

    const resolutionInput: ResolutionInput = {
      ruleset: match.ruleset,
      scenarioId: scenario?.catalogueId ?? null,
      trainingMission: match.trainingMission,
      mapType: match.mapType,
      buildTotal: match.buildTotal,
      roundsPlayed: outcome.roundsPlayed ?? Math.ceil((engine.turn.number - 1) / Math.max(1, sides.length)),
      scenarioDifficulty: outcome.scenarioDifficulty ?? null,
      inOverYourHead: outcome.inOverYourHead,
      winningSide: outcome.winningSide ?? null,
      sides: sideFactsOf(sides, outcome, engine, reads),
      figures: figureFactsOf(reads, engine),
      // 2003, Alpha and HorrorClix are scored by the engine, which saw every event of the log.
      ...(match.ruleset === MatchRuleset.CLIX_CAMPAIGN ? {} : { engineOutcome: matchOutcome(engine) }),
    };

    // The match's own stream, continuing after the log's last server roll: a replay of the seed reproduces these dice.
    const { dice, faces } = recordFaces(matchDice(match.seed, engine.dice));
    const resolved = resolveMatch(resolutionInput, dice, {
      campaign: teamSettings.campaign,
      feats: teamSettings.feats,
      injuries: world.settings.injuries,
      prestige: world.settings.prestige,
      scoring: world.settings.scoring,
      resolution: world.settings.resolution,
    });
    if (!resolved.ok) return userError(UserErrorCode.RESOLUTION_REFUSED_BY_RULES, ['outcome'], `${resolved.reason}: ${resolved.message}`);
    const memberById = new Map(reads.members.map((m) => [m.id, m]));
    const result = JSON.parse(
      JSON.stringify({
        ...resolved,
        members: resolved.members.map((m) => ({ ...m, characterId: memberById.get(m.memberId)!.characterId })),
      }),
    ) as StoredResolution;
    return { result, diceFaces: faces, diceRollsBefore: engine.dice?.rolls ?? 0, members: reads.members };
  }
}

/**
 * What a resolution would apply, as a preview: no id, entries or application time. A plain object
 * (the idempotency store keeps entities' classes only); MatchResolution tells a preview by its null id.
 */
function previewOf(would: Pick<MatchResolutionPreview, 'matchId' | 'inputHash' | 'result' | 'diceFaces' | 'diceRollsBefore'>): MatchResolutionPreview {
  const { matchId, inputHash, result, diceFaces, diceRollsBefore } = would;
  return { id: null, matchId, inputHash, result, diceFaces, diceRollsBefore, ledgerEntryIds: [], appliedAt: null, voidedAt: null, voidReason: null };
}

/** A proposal as the resolution it would apply. */
export function proposedResolution(proposal: ResolutionProposal): MatchResolutionPreview {
  return previewOf(proposal);
}

/** The refusal of an outcome that names a side the match does not have, or one side twice; else null. */
function outcomeSideProblem(sides: readonly MatchSide[], outcome: MatchOutcomeInput): UserError | null {
  const positions = new Set(sides.map((s) => s.position));
  for (const [i, side] of outcome.sides.entries()) {
    if (!positions.has(side.position)) return userError(UserErrorCode.INVALID_VALUE, ['outcome', 'sides', String(i), 'position'], 'no such side in this match');
    if (outcome.sides.findIndex((s) => s.position === side.position) !== i) {
      return userError(UserErrorCode.INVALID_VALUE, ['outcome', 'sides', String(i), 'position'], 'this side is listed twice');
    }
  }
  if (outcome.winningSide != null && !positions.has(outcome.winningSide)) {
    return userError(UserErrorCode.INVALID_VALUE, ['outcome', 'winningSide'], 'no such side in this match');
  }
  return null;
}

/** The refusal of an outcome whose responsible member is not a member of that side's team; else null. */
function responsibleMemberProblem(sides: readonly MatchSide[], outcome: MatchOutcomeInput, members: readonly TeamMember[]): UserError | null {
  for (const [i, side] of outcome.sides.entries()) {
    const teamId = sides.find((s) => s.position === side.position)!.teamId;
    if (side.responsibleMemberId && !members.some((m) => m.id === side.responsibleMemberId && m.teamId === teamId)) {
      return userError(UserErrorCode.TEAM_MEMBER_NOT_FOUND, ['outcome', 'sides', String(i), 'responsibleMemberId'], "no such member of this side's team");
    }
  }
  return null;
}

/** Each figure as the resolution rules read it: its final status, who defeated or captured it and when, and the damage each side dealt it. */
function figureFactsOf({ figures, characterNames }: ResolutionReads, engine: EngineState): ResolutionFigure[] {
  const rules = MATCH_RULESETS[engine.ruleset].dialRules;
  // Knockouts in the order they happened: a figure KO'd twice (healed in between) counts at its last.
  const knockedOutAt = new Map(engine.knockouts.map((k, i) => [k.figureId, i + 1]));
  return figures.map((figure) => {
    const f = engine.figures[figure.id];
    const status = dialStatus(f.dial, rules) as ResolutionFigure['finalStatus'];
    return {
      figureId: figure.id,
      side: f.side,
      memberId: figure.teamMemberId,
      name: characterNames.get(figure.characterId)!,
      pointValue: f.version.pointValue,
      archenemyColour: f.version.archenemyColour,
      finalStatus: status,
      defeatedByFigureId: status === 'ACTIVE' ? null : f.defeatedByFigureId,
      // Only the order of defeats matters to the resolution: the knockout's place among the match's knockouts.
      defeatedAtSequence: status === 'ACTIVE' ? null : (knockedOutAt.get(figure.id) ?? null),
      capturedBySide: f.captured && f.capturedByFigureId ? engine.figures[f.capturedByFigureId].side : null,
      damageBySide: Object.fromEntries(Object.entries(f.damageBySide).map(([side, clicks]) => [Number(side), clicks])),
    };
  });
}

/** A team's (or member's) balance of a currency as the resolution read it, when it has entries. */
type BalanceOf = (currency: Currency, memberId?: string | null) => ResolutionBalance | undefined;

/** Each side as the resolution rules read it: its team's members and balances, the log's tallies and what the outcome adds. */
function sideFactsOf(sides: readonly MatchSide[], outcome: MatchOutcomeInput, engine: EngineState, reads: ResolutionReads): ResolutionSide[] {
  // Looked up once per side and member: by key, not by scanning every balance of both teams each time.
  const balanceKey = (teamId: string, currency: string, memberId: string | null) => `${teamId}/${currency}/${memberId ?? ''}`;
  const balanceByKey = new Map(reads.balances.map((b) => [balanceKey(b.team_id, b.currency, b.member_id), b]));
  return sides.map((s) => {
    const balanceOf: BalanceOf = (currency, memberId = null) => (s.teamId ? balanceByKey.get(balanceKey(s.teamId, currency, memberId)) : undefined);
    const own = s.teamId ? reads.members.filter((m) => m.teamId === s.teamId) : [];
    const currency = s.alignment === 'HERO' ? Currency.PRESTIGE : Currency.INFAMY;
    return {
      position: s.position,
      teamId: s.teamId,
      alignment: s.alignment,
      leaderMemberId: own.find((m) => m.isLeader)?.id ?? null,
      members: own.map((m) => memberFactOf(m, balanceOf(Currency.ACHIEVEMENT_POINTS, m.id))),
      heroPointsBefore: balanceOf(Currency.HERO_POINTS)?.balance ?? 0,
      ratingBefore: balanceOf(currency)?.balance ?? 0,
      ...outcomeFactsOf(
        outcome.sides.find((o) => o.position === s.position),
        engine.sides[s.position].tallies,
      ),
    };
  });
}

/** A member as the resolution rules read it, with its Achievement Points balance (and the best it ever was). */
function memberFactOf(member: TeamMember, achievementPoints: ResolutionBalance | undefined): ResolutionSide['members'][number] {
  return {
    memberId: member.id,
    status: member.status,
    outForScenarios: member.outForScenarios,
    achievementPoints: achievementPoints?.balance ?? 0,
    everHadAchievementPoint: (achievementPoints?.best ?? 0) >= 1,
    feats: member.featIds.map((id) => findFeat(id)).filter((f): f is FeatData => f !== undefined),
  };
}

/** What a side's outcome input adds to the log (the bystander and property counts add to the log's own), the defaults when it gives none. */
function outcomeFactsOf(
  given: SideOutcomeInput | undefined,
  logged: { bystandersSaved: number; bystandersHurt: number; propertyDestroyed: number },
): Omit<ResolutionSide, 'position' | 'teamId' | 'alignment' | 'leaderMemberId' | 'members' | 'heroPointsBefore' | 'ratingBefore'> {
  const { bystandersSaved, bystandersHurt, propertyDestroyed } = logged;
  if (!given) {
    const nothing = {
      teamResponsible: false,
      responsibleMemberId: null,
      objectivesMet: [],
      scenarioFacts: {},
      ranAway: false,
      victimsKilled: 0,
      plotTwistPoints: 0,
    };
    return { bystandersSaved, bystandersHurt, propertyDestroyed, ...nothing };
  }
  const facts = Object.fromEntries(SCENARIO_FACTS.flatMap((fact) => (given[fact] != null ? [[fact, given[fact] as number]] : [])));
  return {
    ...(given.scenarioOutcome ? { scenarioOutcome: given.scenarioOutcome } : {}),
    teamResponsible: given.teamResponsible ?? false,
    responsibleMemberId: given.responsibleMemberId ?? null,
    bystandersSaved: bystandersSaved + (given.bystandersSaved ?? 0),
    bystandersHurt: bystandersHurt + (given.bystandersHurt ?? 0),
    propertyDestroyed: propertyDestroyed + (given.propertyDestroyed ?? 0),
    objectivesMet: (given.objectivesMet ?? []) as ScenarioObjective[],
    scenarioFacts: facts,
    ranAway: given.ranAway ?? false,
    victimsKilled: given.victimsKilled ?? 0,
    plotTwistPoints: given.plotTwistPoints ?? 0,
  };
}
