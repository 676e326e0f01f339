import { GraphQLResolveInfo } from 'graphql';
import { notFound } from '../common/not-found';
import { selectedProperties } from '../common/projection';
import { authorize, requireAccount, worldsWhere } from '../auth/policy';
import { RequestContext } from '../context';
import { listOrder, orderedBy, Page, pageWindow, toPage } from '../common/pagination';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { validateInput } from '../common/validation';
import { LedgerEntry } from './ledger-entry.entity';
import { CorrectLedgerEntryInput, GrantAwardInput, TeamHistoryArgs } from './team.inputs';
import { Currency, LedgerReason, LedgerSourceType } from './team.enums';
import { Team } from './team.entity';
import {
  HISTORY_NEWEST_FIRST_COLUMNS,
  LEDGER_SORT_COLUMNS,
  insertLedgerEntries,
  insertLedgerEntry,
  ledgerBalance,
  ledgerBalances,
  ledgerPage,
  LedgerWrite,
  lockedTeam,
  lockedTeams,
} from './team.reads';
import { isUuid } from './team.util';
import { HIDDEN_FIGURE, Redaction } from '../characters/character.visibility';
import { notifyPrestigeMoved } from '../live/live.notify';

export type { LedgerWrite } from './team.reads';

export interface LedgerEntryResult {
  entry: LedgerEntry | null;
  userErrors: UserError[];
}

/** Sources an entry about a hidden character may still show: the match, or the entry corrected (a member or a roll would lead to him). */
const SOURCES_NAMING_NO_CHARACTER = new Set<LedgerSourceType>([LedgerSourceType.MATCH, LedgerSourceType.LEDGER_ENTRY]);

/** The largest balance either way: amount and balance_after are PostgreSQL integers (renown negates one, so not -2^31). */
const MAX_BALANCE = 2 ** 31 - 1;

/** Currencies that are spent, so can never be overdrawn (the database refuses it too). */
const SPENDABLE = new Set<Currency>([Currency.HERO_POINTS, Currency.CASH]);
/** The currencies the prestige table ranks by. */
const RENOWN = new Set<Currency>([Currency.PRESTIGE, Currency.INFAMY]);

const SHORT_OF: Record<string, UserErrorCode> = {
  [Currency.HERO_POINTS]: UserErrorCode.INSUFFICIENT_HERO_POINTS,
  [Currency.CASH]: UserErrorCode.INSUFFICIENT_CASH,
};

const HISTORY_NEWEST_FIRST = (teamId: string) => listOrder('teamHistory', { team: teamId }, HISTORY_NEWEST_FIRST_COLUMNS);

/** What the redaction reads of an entry (`subjectsOf`, `redacted`). */
const REDACTION_READS = ['id', 'memberId', 'characterId', 'sourceType', 'sourceId', 'note'] as const;

const subjectsOf = (entries: readonly LedgerEntry[]) => entries.map((e) => ({ characterId: e.characterId, memberId: e.memberId }));

export class LedgerService {
  /**
   * The team row, locked until the transaction ends: every read-check-write of a team's
   * balances or members goes through this, so concurrent spends of one team queue up.
   */
  static async lockTeam(ctx: RequestContext, teamId: string): Promise<Team | null> {
    if (!isUuid(teamId)) return null;
    return lockedTeam(ctx.em, teamId);
  }

  /** Locks several teams at once (in id order); the teams, for callers that read them next. */
  static lockTeams(ctx: RequestContext, teamIds: readonly string[]): Promise<Team[]> {
    return teamIds.length ? lockedTeams(ctx.em, teamIds) : Promise.resolve([]);
  }

  /** The current balance: the last entry's balance_after, 0 before any entry. */
  static async balance(ctx: RequestContext, teamId: string, currency: Currency, memberId: string | null = null): Promise<number> {
    return ledgerBalance(ctx.em, teamId, currency, memberId);
  }

  /**
   * VALUE_TOO_LARGE on `field` when these writes, in order, would take a balance past MAX_BALANCE
   * (the database would fail with "integer out of range"); null when they fit. Call it with the
   * team locked (lockTeam), before appending. One statement reads every balance concerned.
   */
  static async tooLarge(ctx: RequestContext, writes: readonly LedgerWrite[], field: string[]): Promise<UserError | null> {
    const balanceKey = (teamId: string, currency: string, memberId: string | null) => `${teamId}:${currency}:${memberId ?? ''}`;
    const keys = [...new Map(writes.map((w) => [balanceKey(w.teamId, w.currency, w.memberId ?? null), w])).values()];
    if (!keys.length) return null;
    const found = await ledgerBalances(
      ctx.em,
      keys.map((w) => ({ teamId: w.teamId, currency: w.currency, memberId: w.memberId ?? null })),
    );
    const balances = new Map(keys.map((w, i) => [balanceKey(w.teamId, w.currency, w.memberId ?? null), found[i]]));
    for (const write of writes) {
      const key = balanceKey(write.teamId, write.currency, write.memberId ?? null);
      const after = balances.get(key)! + write.amount;
      if (Math.abs(after) > MAX_BALANCE) {
        const what = write.currency.toLowerCase().replace(/_/g, ' ');
        return userError(
          UserErrorCode.VALUE_TOO_LARGE,
          field,
          `this would take the ${what} balance to ${after}; a balance holds at most ${MAX_BALANCE} either way`,
        );
      }
      balances.set(key, after);
    }
    return null;
  }

  /** Appends an entry; the database derives balance_after and refuses an overdraft. */
  static async append(ctx: RequestContext, write: LedgerWrite): Promise<LedgerEntry> {
    return insertLedgerEntry(ctx.em, write, ctx.viewer.kind === 'account' ? ctx.viewer.accountId : null);
  }

  /**
   * Appends entries in order with one statement (a match's resolution writes dozens); the
   * database derives each balance from the rows before it, those of this statement included.
   * Returns the new entries' ids in the order of `writes`.
   */
  static async appendMany(ctx: RequestContext, writes: readonly LedgerWrite[]): Promise<string[]> {
    if (!writes.length) return [];
    return insertLedgerEntries(ctx.em, writes, ctx.viewer.kind === 'account' ? ctx.viewer.accountId : null);
  }

  /**
   * Spends from a team whose row the caller has locked (lockTeam): the entry, or the user error
   * of a balance that does not cover the cost (on `field`).
   */
  static async spend(ctx: RequestContext, write: Omit<LedgerWrite, 'amount'> & { cost: number }, field: string[]): Promise<LedgerEntry | UserError> {
    const available = await LedgerService.balance(ctx, write.teamId, write.currency, write.memberId ?? null);
    if (write.cost > available) {
      const what = write.currency === Currency.CASH ? '$' : 'Hero Points: ';
      return userError(SHORT_OF[write.currency] ?? UserErrorCode.INVALID_VALUE, field, `this costs ${what}${write.cost}; the team has ${what}${available}`);
    }
    if (write.cost === 0) return Object.assign(new LedgerEntry(), { amount: 0, balanceAfter: available });
    return LedgerService.append(ctx, { ...write, amount: -write.cost });
  }

  /** A team's ledger, newest first, in one statement; Achievement Points of hidden characters only for the Creator. */
  static async history(ctx: RequestContext, args: TeamHistoryArgs, info: GraphQLResolveInfo): Promise<Page<LedgerEntry>> {
    const order = args.orderBy ? orderedBy('teamHistory', { team: args.teamId }, LEDGER_SORT_COLUMNS, args.orderBy) : HISTORY_NEWEST_FIRST(args.teamId);
    const window = pageWindow(order, args);
    const found = isUuid(args.teamId)
      ? await ledgerPage(ctx.em, {
          teamId: args.teamId,
          currency: args.currency ?? null,
          hiddenVisibleIn: worldsWhere(ctx.viewer, 'character.readHidden'),
          order,
          window,
          // The entries are only answered: their fields, the redaction's and the cursors' columns.
          properties: selectedProperties(info, 'LedgerEntry', [...REDACTION_READS, ...order.columns.map((c) => c.name)]),
        })
      : null;
    const team = found?.team;
    if (!team) notFound('teamId', `There is no team "${args.teamId}".`);
    ctx.loaders.teamById.prime(team.id, team);
    const rows = LedgerService.redacted(found.entries, Redaction.ofHidden(ctx, team.worldId, subjectsOf(found.entries), found.hiddenCharacterIds));
    return toPage(rows, window, found.totalCount, order);
  }

  /**
   * Entries as the viewer may see them. One on a hidden character's own balance (his Achievement
   * Points) is left out; one on the team's balance about him stays, since the team's balances are
   * public and must add up, but without his words or the references that lead to him.
   */
  static async forViewer(ctx: RequestContext, worldId: string, entries: LedgerEntry[]): Promise<LedgerEntry[]> {
    return LedgerService.redacted(entries, await Redaction.of(ctx, worldId, subjectsOf(entries)));
  }

  /** Entries as `redaction` leaves them (see forViewer), reading REDACTION_READS of each. */
  private static redacted(entries: LedgerEntry[], redaction: Redaction): LedgerEntry[] {
    if (redaction.empty) return entries;
    return entries
      .filter((e) => !redaction.hides({ memberId: e.memberId }))
      .map((e) => {
        if (!redaction.hides({ characterId: e.characterId })) return e;
        const source =
          e.sourceType && SOURCES_NAMING_NO_CHARACTER.has(e.sourceType)
            ? { sourceType: e.sourceType, sourceId: e.sourceId }
            : { sourceType: null, sourceId: null };
        return Object.assign(new LedgerEntry(), e, { note: HIDDEN_FIGURE, ...source });
      });
  }

  /** Creator only: bonus Hero Points or cash, with the reason. */
  static async grantAward(ctx: RequestContext, input: GrantAwardInput): Promise<LedgerEntryResult> {
    requireAccount(ctx.viewer);
    const problems = await validateInput(input);
    const team = await LedgerService.lockTeam(ctx, input.teamId);
    if (!team) problems.push(userError(UserErrorCode.TEAM_NOT_FOUND, ['teamId'], 'no such team'));
    else authorize(ctx.viewer, team.worldId, 'team.award');
    if (problems.length || !team) return { entry: null, userErrors: problems };
    const award: LedgerWrite = {
      teamId: team.id,
      currency: input.currency as unknown as Currency,
      amount: input.amount,
      reason: LedgerReason.CREATOR_AWARD,
      note: input.note.trim(),
    };
    const tooLarge = await LedgerService.tooLarge(ctx, [award], ['amount']);
    if (tooLarge) return { entry: null, userErrors: [tooLarge] };
    return { entry: await LedgerService.append(ctx, award), userErrors: [] };
  }

  /** Creator only: a reversing entry; the original stays, and is corrected at most once. */
  static async correct(ctx: RequestContext, input: CorrectLedgerEntryInput): Promise<LedgerEntryResult> {
    requireAccount(ctx.viewer);
    const problems = await validateInput(input);
    const original = isUuid(input.entryId) ? await ctx.em.findOne(LedgerEntry, { where: { id: input.entryId } }) : null;
    if (!original) return { entry: null, userErrors: [userError(UserErrorCode.LEDGER_ENTRY_NOT_FOUND, ['entryId'], 'no such ledger entry')] };
    const team = (await LedgerService.lockTeam(ctx, original.teamId))!;
    authorize(ctx.viewer, team.worldId, 'ledger.correct');
    if (problems.length) return { entry: null, userErrors: problems };
    if (await ctx.em.existsBy(LedgerEntry, { correctsEntryId: original.id })) {
      return { entry: null, userErrors: [userError(UserErrorCode.ENTRY_ALREADY_CORRECTED, ['entryId'], 'this entry has already been corrected')] };
    }
    if (SPENDABLE.has(original.currency)) {
      const balance = await LedgerService.balance(ctx, team.id, original.currency, original.memberId);
      if (balance - original.amount < 0) {
        return {
          entry: null,
          userErrors: [
            userError(
              UserErrorCode.CORRECTION_OVERDRAWS,
              ['entryId'],
              `reversing ${original.amount} would leave ${balance - original.amount}; the balance cannot go below zero`,
            ),
          ],
        };
      }
    }
    const reversal: LedgerWrite = {
      teamId: team.id,
      memberId: original.memberId,
      characterId: original.characterId,
      currency: original.currency,
      amount: -original.amount,
      reason: LedgerReason.CORRECTION,
      note: input.note.trim(),
      source: { type: LedgerSourceType.LEDGER_ENTRY, id: original.id },
      correctsEntryId: original.id,
    };
    const tooLarge = await LedgerService.tooLarge(ctx, [reversal], ['entryId']);
    if (tooLarge) return { entry: null, userErrors: [tooLarge] };
    const entry = await LedgerService.append(ctx, reversal);
    // Renown is what the prestige table ranks by: its subscribers hear of the correction once it commits.
    if (RENOWN.has(reversal.currency)) await notifyPrestigeMoved(ctx.em, team.worldId);
    return { entry, userErrors: [] };
  }
}
