import { GraphQLError } from 'graphql';
import { can } from '../auth/policy';
import { HIDDEN_FIGURE, Redaction } from '../characters/character.visibility';
import { cursorParent, listOrder, OrderBy, orderedBy, Page, pageWindow, toPage } from '../common/pagination';
import { RequestContext } from '../context';
import { LeagueService } from '../leagues/league.service';
import { Match } from '../matches/match.entity';
import { noSuchWorld } from '../worlds/world.service';
import { activityPage, ActivityRow, dashboardRow, NEWEST_FIRST_COLUMNS } from './activity.reads';
import { ActivityItem, ActivityKind, ActivityOrderField, LeagueLeaders, WorldActivityArgs, WorldDashboard } from './activity.types';

const NEWEST_FIRST = (worldId: string) => listOrder('worldActivity', { world: worldId }, NEWEST_FIRST_COLUMNS);
/** The activity's `orderBy` columns, written ascending (the feed's own, the other way). */
const ACTIVITY_SORT_COLUMNS = { AT: NEWEST_FIRST_COLUMNS.map((column) => ({ ...column, descending: false })) };
const ordered = (worldId: string, orderBy: OrderBy<ActivityOrderField> | null | undefined) =>
  orderBy ? orderedBy('worldActivity', { world: worldId }, ACTIVITY_SORT_COLUMNS, orderBy) : NEWEST_FIRST(worldId);

const MATCHES_IN_PROGRESS = 10;
const RECENT_RESULTS = 5;
const LEADERS = 3;

type Words = {
  team?: string;
  character?: string | null;
  amount?: number;
  currency?: string;
  note?: string;
  item?: string;
  price?: number;
  outcome?: string;
  sides?: (string | { name: string; outcome: string })[] | null;
  injuries?: string[] | null;
  heldBy?: string | null;
  reason?: string | null;
  /** Who proposed or decided a resolution: his team's name, else "The Creator" or "An organizer". */
  by?: string | null;
};

const CURRENCY_WORDS: Record<string, string> = { HERO_POINTS: 'Hero Points', PRESTIGE: 'Prestige', INFAMY: 'Infamy', ACHIEVEMENT_POINTS: 'Achievement Points' };
const OUTCOME_WORDS: Record<string, string> = { WON: 'won', LOST: 'lost', DRAW: 'drew' };

/** "$20", "5 Hero Points", "-3 Prestige". */
const amountInWords = (amount: number, currency: string) =>
  currency === 'CASH' ? `${amount < 0 ? '-' : ''}$${Math.abs(amount)}` : `${amount} ${CURRENCY_WORDS[currency]}`;
/** HAND_INJURY → "hand injury". */
const codeInWords = (code: string) => code.toLowerCase().replace(/_/g, ' ');
const outcomesInWords = (sides: Words['sides']) => (sides ?? []).map((s) => (typeof s === 'string' ? s : `${s.name} ${OUTCOME_WORDS[s.outcome]}`)).join(', ');
const versus = (sides: Words['sides']) => (sides ?? []).map((s) => (typeof s === 'string' ? s : s.name)).join(' vs ');

/** Each kind's step in words; `character` is already the name the viewer may read. */
const SUMMARIES: Record<ActivityKind, (w: Words, character: string, hidden: boolean) => string> = {
  TEAM_FOUNDED: (w) => `${w.team} was founded`,
  MEMBER_JOINED: (w, character) => `${character} joined ${w.team}`,
  PLEA_REFUSED: (w, character) =>
    w.outcome === 'INSULTED' ? `${character} was insulted by ${w.team}'s plea and will never join` : `${character} refused to join ${w.team}`,
  LEVEL_UP: (w, character) => `${w.team} levelled up ${character} for ${amountInWords(-w.amount!, w.currency!)}`,
  FEAT_BOUGHT: (w, character, hidden) =>
    hidden
      ? `${w.team} bought a feat for ${character}`
      : `${w.team} bought the feat ${w.note!.replace(/^Feat: /, '')} for ${character} (${amountInWords(-w.amount!, w.currency!)})`,
  BONUS_BOUGHT: (w, character, hidden) =>
    hidden
      ? `${w.team} bought a bonus for ${character}`
      : `${w.team} bought a bonus for ${character}: ${w.note!.replace(/^Bonus: /, '')} (${amountInWords(-w.amount!, w.currency!)})`,
  ITEM_BOUGHT: (w) => `${w.team} bought ${w.item} for $${w.price}`,
  CREATOR_AWARD: (w) => `The Creator awarded ${w.team} ${amountInWords(w.amount!, w.currency!)}: ${w.note}`,
  LEDGER_CORRECTION: (w, _character, hidden) =>
    `The Creator corrected ${w.team}'s ledger by ${amountInWords(w.amount!, w.currency!)}${hidden ? '' : `: ${w.note}`}`,
  MATCH_STARTED: (w) => `Match set up: ${versus(w.sides)}`,
  RESOLUTION_PROPOSED: (w) => `${w.by} proposed the result of ${versus(w.sides)}: ${outcomesInWords(w.sides)}`,
  RESOLUTION_CONFIRMED: (w) => `${w.by} confirmed the result of ${versus(w.sides)}`,
  RESOLUTION_REJECTED: (w) => `${w.by} rejected the proposed result of ${versus(w.sides)}: ${w.reason}`,
  MATCH_RESOLVED: (w) => `Match resolved: ${outcomesInWords(w.sides)}`,
  MATCH_VOIDED: (w) => `Match voided (${versus(w.sides)}): ${w.reason}`,
  MEMBER_INJURED: (w, character, hidden) => `${character} of ${w.team} was injured${hidden ? '' : `: ${(w.injuries ?? []).map(codeInWords).join(', ')}`}`,
  MEMBER_CAPTURED: (w, character) => `${character} of ${w.team} was captured${w.heldBy ? ` by ${w.heldBy}` : ''}`,
};

export class ActivityService {
  /**
   * A world's campaign steps, newest first, in one statement. A hidden character stays in the
   * feed (the team's steps are public) as "Hidden figure", without the words or link that would
   * tell him, for all but the Creator, as the ledger does.
   */
  static async worldActivity(ctx: RequestContext, args: WorldActivityArgs): Promise<Page<ActivityItem>> {
    const window = pageWindow(ordered(cursorParent(args), args.orderBy), args);
    const found = await activityPage(ctx.em, { worldSlug: args.world, order: ordered('', args.orderBy), window });
    if (!found.worldId) noSuchWorld(args.world);
    pageWindow(ordered(found.worldId, args.orderBy), args);
    const redaction = await Redaction.of(
      ctx,
      found.worldId,
      found.items.map((row) => ({ characterId: row.characterId })),
    );
    const items = found.items.map((row) => ActivityService.item(row, redaction));
    return toPage(items, window, found.totalCount, ordered(found.worldId, args.orderBy));
  }

  private static item(row: ActivityRow, redaction: Redaction): ActivityItem {
    const words = row.words as Words;
    const hidden = redaction.hides({ characterId: row.characterId });
    const kind = row.kind as ActivityKind;
    return Object.assign(new ActivityItem(), {
      at: new Date(row.at),
      kind,
      summary: SUMMARIES[kind](words, hidden ? HIDDEN_FIGURE : (words.character ?? ''), hidden),
      teamId: row.teamId,
      characterId: hidden ? null : row.characterId,
      matchId: row.matchId,
      step: row.step,
      key: row.key,
    });
  }

  /** A world's dashboard: one statement for what it lists, the matches through their loader, and each open league's standings. */
  static async worldDashboard(ctx: RequestContext, slug: string): Promise<WorldDashboard> {
    const row = await dashboardRow(ctx.em, slug, MATCHES_IN_PROGRESS, RECENT_RESULTS);
    if (!row.worldId) noSuchWorld(slug);
    const matches = (ids: string[]) => Promise.all(ids.map((id) => ctx.loaders.matchById.load(id))) as Promise<Match[]>;
    const [matchesInProgress, recentResults, leagueLeaders] = await Promise.all([
      matches(row.inProgressIds),
      matches(row.recentResultIds),
      Promise.all(
        row.openLeagueIds.map(async (id): Promise<LeagueLeaders> => {
          const standings = await LeagueService.standings(ctx, id);
          if (!standings) throw new GraphQLError(`League ${id} vanished while the dashboard was read.`);
          return { league: standings.league, rows: standings.rows.slice(0, LEADERS) };
        }),
      ),
    ]);
    return {
      matchesInProgress,
      matchesInProgressCount: row.inProgressCount,
      recentResults,
      leagueLeaders,
      creatorToDo: can(ctx.viewer, row.worldId, 'world.manage')
        ? { unpricedFeats: row.unpricedFeats, matchesAwaitingResolution: row.awaitingResolution }
        : null,
    };
  }
}
