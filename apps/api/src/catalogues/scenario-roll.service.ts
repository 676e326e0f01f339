import { RANDOM_SCENARIOS, randomScenario, type RandomScenarioEntry as GeneratorEntry, rollSubPlot } from '@clix/rules';
import { authorize, requireAccount } from '../auth/policy';
import { RequestContext } from '../context';
import { listOrder, orderedBy, Page, pageWindow, readPage, SortColumn, toPage } from '../common/pagination';
import { DiceRoll } from '../rolls/dice-roll.entity';
import { RollService } from '../rolls/roll.service';
import { worldNotFound, WorldService } from '../worlds/world.service';
import { DiceRollOrderField, DiceRollsArgs, RandomScenarioEntry, RandomScenarioPayload, SubPlotPayload } from './scenario-roll.types';

export const RANDOM_SCENARIO_PURPOSE = 'random-scenario';
export const SUB_PLOT_PURPOSE = 'sub-plot';

const ROLLED_AT: SortColumn<DiceRoll> = { name: 'createdAt', sql: 'r.created_at', type: 'timestamp', of: (r) => r.createdAt.toISOString() };
const ROLL_ID: SortColumn<DiceRoll> = { name: 'id', sql: 'r.id', type: 'uuid', of: (r) => r.id };
/** The rolls' `orderBy` columns, written ascending; when rolled and the id break ties. */
const ROLL_SORT_COLUMNS: Record<DiceRollOrderField, readonly SortColumn<DiceRoll>[]> = {
  CREATED_AT: [ROLLED_AT, ROLL_ID],
  PURPOSE: [{ name: 'purpose', sql: 'r.purpose', type: 'text', of: (r) => r.purpose }, ROLLED_AT, ROLL_ID],
};
const ROLLS_NEWEST_FIRST = (worldId: string) =>
  listOrder<DiceRoll>('diceRolls', { world: worldId }, [
    { name: 'createdAt', sql: 'r.created_at', type: 'timestamp', descending: true, of: (r) => r.createdAt.toISOString() },
    { name: 'id', sql: 'r.id', type: 'uuid', descending: true, of: (r) => r.id },
  ]);

export class ScenarioRollService {
  private static async worldForRoll(ctx: RequestContext, slug: string) {
    requireAccount(ctx.viewer);
    const world = await WorldService.findBySlug(ctx, slug);
    if (world) authorize(ctx.viewer, world.id, 'scenario.roll');
    return world;
  }

  /** The Creator's 2d6 on the random scenario generator, recorded with its seed. */
  static async rollRandomScenario(ctx: RequestContext, slug: string): Promise<RandomScenarioPayload> {
    const world = await ScenarioRollService.worldForRoll(ctx, slug);
    if (!world) return { roll: null, total: null, entry: null, userErrors: [worldNotFound(slug)] };
    const { result, roll } = await RollService.roll(ctx, { worldId: world.id, purpose: RANDOM_SCENARIO_PURPOSE }, (dice) => randomScenario(dice));
    const { entry } = result;
    return {
      roll,
      total: result.total,
      entry: entryOf(entry),
      userErrors: [],
    };
  }

  /** An entry of the generator by its id (the same in every world): what a rolled scenario's "Start a match" shows. */
  static randomScenarioEntry(id: string): RandomScenarioEntry | null {
    const entry = RANDOM_SCENARIOS.find((e) => e.id === id);
    return entry ? entryOf(entry) : null;
  }

  /** The Creator's roll on the sub-plot list, recorded with its seed. */
  static async rollSubPlot(ctx: RequestContext, slug: string): Promise<SubPlotPayload> {
    const world = await ScenarioRollService.worldForRoll(ctx, slug);
    if (!world) return { roll: null, subPlot: null, userErrors: [worldNotFound(slug)] };
    const { result, roll } = await RollService.roll(ctx, { worldId: world.id, purpose: SUB_PLOT_PURPOSE }, (dice) => rollSubPlot(dice));
    const { subPlot } = result;
    return {
      roll,
      subPlot: { number: subPlot.number, text: subPlot.text, incomplete: subPlot.incomplete, powerTable: subPlot.powerTable ? [...subPlot.powerTable] : null },
      userErrors: [],
    };
  }

  /** A world's recorded rolls, newest first; for its Creator. */
  static async list(ctx: RequestContext, args: DiceRollsArgs): Promise<Page<DiceRoll>> {
    const world = await WorldService.getBySlug(ctx, args.world);
    authorize(ctx.viewer, world.id, 'diceRoll.read');
    const order = args.orderBy ? orderedBy('diceRolls', { world: world.id }, ROLL_SORT_COLUMNS, args.orderBy) : ROLLS_NEWEST_FIRST(world.id);
    const window = pageWindow(order, args);
    const query = ctx.em.createQueryBuilder(DiceRoll, 'r').where('r.world_id = :worldId', { worldId: world.id });
    if (args.purpose) query.andWhere('r.purpose = :purpose', { purpose: args.purpose });
    const totalCount = await query.getCount();
    return toPage(await readPage(query, order, window), window, totalCount, order);
  }
}

function entryOf(entry: GeneratorEntry): RandomScenarioEntry {
  return { id: entry.id, name: entry.name, from: entry.from, to: entry.to, opposition: entry.opposition, text: [...entry.text] };
}
