import { EntityManager, EntityTarget, In, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { featCost, FeatData } from '@clix/rules';
import { authorize, requireAccount } from '../auth/policy';
import { RequestContext } from '../context';
import { ListOrder, listOrder, OrderBy, orderedBy, Page, PageArgs, pageWindow, readPage, SortColumn, toPage } from '../common/pagination';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { validateInput } from '../common/validation';
import { worldNotFound, WorldService } from '../worlds/world.service';
import { CatalogueOrderField, ItemOrderField } from './catalogue.enums';
import { Feat } from './feat.entity';
import { FeatsArgs, ItemsArgs, PowersArgs, ScenariosArgs, UpdateFeatInput, UpdateItemInput, UpdatePowerInput, UpdateScenarioInput } from './catalogue.inputs';
import { Item } from './item.entity';
import { Power } from './power.entity';
import { Scenario } from './scenario.entity';

export interface EntryResult<T> {
  entry: T | null;
  userErrors: UserError[];
}

interface CatalogueRow extends ObjectLiteral {
  id: string;
  worldId: string;
  catalogueId: string;
  position: number;
  name: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Each catalogue's cursors of one world, in printed order. */
const inPrintedOrder = (list: string) => (worldId: string) =>
  listOrder<CatalogueRow>(list, { world: worldId }, [{ name: 'position', sql: 'e.position', type: 'int', of: (row) => row.position }]);

// An `orderBy`'s columns, written ascending; the id breaks ties. The default (no orderBy) keeps its cursors: printed order alone.
const BY_ID: SortColumn<CatalogueRow> = { name: 'id', sql: 'e.id', type: 'uuid', of: (row) => row.id };
const CATALOGUE_SORT_COLUMNS: Record<CatalogueOrderField, readonly SortColumn<CatalogueRow>[]> = {
  POSITION: [{ name: 'position', sql: 'e.position', type: 'int', of: (row) => row.position }, BY_ID],
  NAME: [{ name: 'name', sql: 'e.name', type: 'text', of: (row) => row.name }, BY_ID],
  CATALOGUE_ID: [{ name: 'catalogueId', sql: 'e.catalogue_id', type: 'text', of: (row) => row.catalogueId }, BY_ID],
};
const ITEM_SORT_COLUMNS: Record<ItemOrderField, readonly SortColumn<Item>[]> = {
  ...CATALOGUE_SORT_COLUMNS,
  // A sort key is never null: an unpriced entry sorts as -1, before every price.
  PRICE: [{ name: 'price', sql: 'COALESCE(e.price, -1)', type: 'int', of: (row) => row.price ?? -1 }, BY_ID],
};

/** The order a catalogue list is read in: `orderBy`'s, else printed order. */
function catalogueOrder<R extends CatalogueRow, F extends string>(
  list: string,
  columns: Record<F, readonly SortColumn<R>[]>,
  orderBy: OrderBy<F> | null | undefined,
): (worldId: string) => ListOrder<R> {
  return (worldId) => (orderBy ? orderedBy(list, { world: worldId }, columns, orderBy) : inPrintedOrder(list)(worldId));
}

/** One page of a catalogue in the order `orderOf` gives for the world; `narrow` adds the list's filter. */
async function listCatalogue<T extends CatalogueRow>(
  ctx: RequestContext,
  entity: EntityTarget<T>,
  orderOf: (worldId: string) => ListOrder<T>,
  args: PageArgs & { world: string },
  narrow: (query: SelectQueryBuilder<T>) => void,
): Promise<Page<T>> {
  const world = await WorldService.getBySlug(ctx, args.world);
  ctx.loaders.worldById.prime(world.id, world);
  const order = orderOf(world.id);
  const window = pageWindow(order, args);
  const query = ctx.em.createQueryBuilder(entity, 'e').where('e.world_id = :worldId', { worldId: world.id });
  narrow(query);
  const totalCount = await query.getCount();
  return toPage(await readPage(query, order, window), window, totalCount, order);
}

function nameLike<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, name: string | null | undefined) {
  if (name) query.andWhere("e.name ILIKE :name ESCAPE '\\'", { name: `%${escapeLike(name)}%` });
}

/** The entry the Creator is about to change, or a user error; FORBIDDEN for anyone but the Creator. */
async function entryForWrite<T extends CatalogueRow>(
  ctx: RequestContext,
  entity: EntityTarget<T>,
  ref: { world: string; catalogueId: string },
): Promise<T | UserError> {
  requireAccount(ctx.viewer);
  const world = await WorldService.findBySlug(ctx, ref.world);
  if (!world) return worldNotFound(ref.world);
  authorize(ctx.viewer, world.id, 'catalogue.write');
  const entry = await ctx.em.findOne(entity, {
    where: { worldId: world.id, catalogueId: ref.catalogueId } as never,
    lock: { mode: 'pessimistic_write' },
  });
  return entry ?? userError(UserErrorCode.CATALOGUE_ENTRY_NOT_FOUND, ['catalogueId'], `this world's catalogue has no "${ref.catalogueId}"`);
}

/** Copies the fields the input gives (undefined: left out) onto the entry. */
function assignGiven<T extends object>(entry: T, input: object, fields: (keyof T & string)[]) {
  for (const field of fields) {
    const value = (input as Record<string, unknown>)[field];
    if (value !== undefined) (entry as Record<string, unknown>)[field] = value;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks scoring lines have the shape `scoreScenario` reads; the rules engine decides what they score. */
function scoringProblems(scoring: unknown): UserError[] {
  const bad = (path: (string | number)[], message: string) => userError(UserErrorCode.SCORING_LINE_INVALID, ['scoring', ...path], message);
  if (!Array.isArray(scoring)) return [bad([], 'scoring is a list of lines')];
  const problems: UserError[] = [];
  const seen = new Set<string>();
  scoring.forEach((line, i) => {
    if (!isObject(line)) return problems.push(bad([i], 'a scoring line is an object'));
    if (typeof line.rule !== 'string' || !line.rule) problems.push(bad([i, 'rule'], 'each line needs a "rule" id'));
    else if (seen.has(line.rule)) problems.push(bad([i, 'rule'], `"${line.rule}" is used by another line`));
    else seen.add(line.rule);
    if (typeof line.label !== 'string') problems.push(bad([i, 'label'], 'each line needs a label'));
    if (typeof line.points !== 'number' || !Number.isFinite(line.points)) problems.push(bad([i, 'points'], 'points must be a number'));
    const measure = line.measure;
    if (!isObject(measure)) problems.push(bad([i, 'measure'], 'each line needs a measure'));
    else if (measure.kind === 'OBJECTIVE') {
      if (typeof measure.objective !== 'string') problems.push(bad([i, 'measure', 'objective'], 'an OBJECTIVE measure names its objective'));
    } else if (measure.kind === 'PER_COUNT' || measure.kind === 'PER_TEN_POINTS') {
      if (typeof measure.fact !== 'string') problems.push(bad([i, 'measure', 'fact'], `a ${measure.kind} measure names its fact`));
    } else problems.push(bad([i, 'measure', 'kind'], 'kind must be OBJECTIVE, PER_COUNT or PER_TEN_POINTS'));
    if (line.conditions !== undefined && !Array.isArray(line.conditions)) problems.push(bad([i, 'conditions'], 'conditions is a list'));
    if (line.multipliers !== undefined && !Array.isArray(line.multipliers)) problems.push(bad([i, 'multipliers'], 'multipliers is a list'));
    if (line.floorAtZero !== undefined && typeof line.floorAtZero !== 'boolean') problems.push(bad([i, 'floorAtZero'], 'floorAtZero is true or false'));
    return undefined;
  });
  return problems;
}

/** Checks an item's effect die has the shape `rollItemEffect` reads. */
function effectRollProblems(effectRoll: unknown): UserError[] {
  if (effectRoll === null) return [];
  const bad = (message: string) => [userError(UserErrorCode.INVALID_VALUE, ['effectRoll'], message)];
  if (!isObject(effectRoll) || typeof effectRoll.measures !== 'string') return bad('an effect roll is {"kind", "measures"[, "rows"]}');
  if (effectRoll.kind === 'D6') return [];
  if (effectRoll.kind !== 'D6_TABLE' || !Array.isArray(effectRoll.rows)) return bad('kind must be D6, or D6_TABLE with rows');
  // Every face of the d6 must find exactly one row, or the roll could not be decided.
  for (let face = 1; face <= 6; face++) {
    const rows = effectRoll.rows.filter((r) => isObject(r) && Number(r.from) <= face && face <= Number(r.to) && Number.isInteger(r.value));
    if (rows.length !== 1) return bad(`the rows must give the face ${face} exactly one whole value`);
  }
  return [];
}

/** The rules' view of a feat row, so the rules decide what it costs. */
export function featData(feat: Feat): FeatData {
  return {
    id: feat.catalogueId,
    name: feat.name,
    text: feat.text,
    prerequisiteText: feat.prerequisiteText,
    requiredPowers: feat.requiredPowers,
    upkeep: feat.upkeep,
    priced: feat.priced,
    needsReview: feat.needsReview,
  };
}

/** What a HorrorClix dial shows in a slot besides the powers lists (seed 004): its hourglass and its insanity power. */
const HORRORCLIX_DIAL_MARKERS = ['Hourglass', 'Insanity'];

export class CatalogueService {
  /** The names a dial click may show in the world, once each in printed order: its powers (both lists), then HorrorClix's markers. */
  static async dialPowerNames(ctx: RequestContext, worldId: string): Promise<string[]> {
    return [...new Set([...(await ctx.loaders.powerNamesByWorldId.load(worldId)), ...HORRORCLIX_DIAL_MARKERS])];
  }

  static powers(ctx: RequestContext, args: PowersArgs): Promise<Page<Power>> {
    const filter = args.filter ?? {};
    return listCatalogue(ctx, Power, catalogueOrder('powers', CATALOGUE_SORT_COLUMNS, args.orderBy), args, (q) => {
      if (filter.ruleset) q.andWhere('e.ruleset = :ruleset', { ruleset: filter.ruleset });
      if (filter.category) q.andWhere('e.category = :category', { category: filter.category });
      nameLike(q, filter.name);
    });
  }

  static feats(ctx: RequestContext, args: FeatsArgs): Promise<Page<Feat>> {
    const filter = args.filter ?? {};
    return listCatalogue(ctx, Feat, catalogueOrder('feats', CATALOGUE_SORT_COLUMNS, args.orderBy), args, (q) => {
      nameLike(q, filter.name);
      if (filter.priced != null) q.andWhere('e.priced = :priced', { priced: filter.priced });
      if (filter.needsReview != null) q.andWhere('e.needs_review = :needsReview', { needsReview: filter.needsReview });
    });
  }

  static items(ctx: RequestContext, args: ItemsArgs): Promise<Page<Item>> {
    const filter = args.filter ?? {};
    return listCatalogue(ctx, Item, catalogueOrder('items', ITEM_SORT_COLUMNS, args.orderBy), args, (q) => {
      if (filter.kind) q.andWhere('e.kind = :kind', { kind: filter.kind });
      nameLike(q, filter.name);
      if (filter.priced != null) q.andWhere('e.priced = :priced', { priced: filter.priced });
    });
  }

  static scenarios(ctx: RequestContext, args: ScenariosArgs): Promise<Page<Scenario>> {
    const filter = args.filter ?? {};
    return listCatalogue(ctx, Scenario, catalogueOrder('scenarios', CATALOGUE_SORT_COLUMNS, args.orderBy), args, (q) => {
      nameLike(q, filter.name);
      if (filter.needsReview != null) q.andWhere('e.needs_review = :needsReview', { needsReview: filter.needsReview });
    });
  }

  /** Hero Points to buy the feat (the Creator's price, else the printed upkeep), or null while unpriced: the rules' featCost. */
  static featCost(feat: Feat): number | null {
    return featCost(featData(feat), { prices: feat.price === null ? {} : { [feat.catalogueId]: feat.price } });
  }

  static async updatePower(ctx: RequestContext, input: UpdatePowerInput): Promise<EntryResult<Power>> {
    const problems = await validateInput(input);
    const power = await entryForWrite(ctx, Power, input);
    if (power instanceof UserError) return { entry: null, userErrors: [power, ...problems] };
    for (const field of ['name', 'text', 'category', 'slot'] as const) {
      if (input[field] === null) problems.push(userError(UserErrorCode.INVALID_VALUE, [field], `${field} cannot be empty`));
    }
    if (problems.length) return { entry: null, userErrors: problems };
    assignGiven(power, input, ['name', 'text', 'category', 'slot']);
    return { entry: await ctx.em.save(power), userErrors: [] };
  }

  static async updateFeat(ctx: RequestContext, input: UpdateFeatInput): Promise<EntryResult<Feat>> {
    const problems = await validateInput(input);
    const feat = await entryForWrite(ctx, Feat, input);
    if (feat instanceof UserError) return { entry: null, userErrors: [feat, ...problems] };
    for (const field of ['name', 'text', 'prerequisiteText', 'requiredPowers', 'needsReview'] as const) {
      if (input[field] === null) problems.push(userError(UserErrorCode.INVALID_VALUE, [field], `${field} cannot be empty`));
    }
    if (input.requiredPowers) problems.push(...(await CatalogueService.unknownPowers(ctx.em, feat.worldId, input.requiredPowers)));
    if (problems.length) return { entry: null, userErrors: problems };

    assignGiven(feat, input, ['name', 'text', 'prerequisiteText', 'requiredPowers', 'needsReview']);
    if (input.price !== undefined) {
      feat.price = input.price;
      // The Creator's null is "not for sale", as for items: the printed upkeep is only where a new world starts.
      feat.priced = input.price !== null;
    }
    return { entry: await ctx.em.save(feat), userErrors: [] };
  }

  static async updateItem(ctx: RequestContext, input: UpdateItemInput): Promise<EntryResult<Item>> {
    const problems = await validateInput(input);
    const item = await entryForWrite(ctx, Item, input);
    if (item instanceof UserError) return { entry: null, userErrors: [item, ...problems] };
    for (const field of ['name', 'summary', 'text'] as const) {
      if (input[field] === null) problems.push(userError(UserErrorCode.INVALID_VALUE, [field], `${field} cannot be empty`));
    }
    if (input.effectRoll !== undefined) problems.push(...effectRollProblems(input.effectRoll));
    if (problems.length) return { entry: null, userErrors: problems };

    assignGiven(item, input, ['name', 'summary', 'text', 'damage', 'range', 'effectRoll']);
    if (input.price !== undefined) {
      item.price = input.price;
      item.priced = input.price !== null;
    }
    return { entry: await ctx.em.save(item), userErrors: [] };
  }

  static async updateScenario(ctx: RequestContext, input: UpdateScenarioInput): Promise<EntryResult<Scenario>> {
    const problems = await validateInput(input);
    const scenario = await entryForWrite(ctx, Scenario, input);
    if (scenario instanceof UserError) return { entry: null, userErrors: [scenario, ...problems] };
    for (const field of ['name', 'setup', 'scoring', 'scoringNotes', 'wrapUp', 'needsReview'] as const) {
      if (input[field] === null) problems.push(userError(UserErrorCode.INVALID_VALUE, [field], `${field} cannot be empty`));
    }
    if (input.scoring != null) problems.push(...scoringProblems(input.scoring));
    if (problems.length) return { entry: null, userErrors: problems };

    assignGiven(scenario, input, ['name', 'setup', 'forceRatio', 'roundLimit', 'scoringNotes', 'wrapUp', 'needsReview']);
    if (input.scoring != null) scenario.scoring = input.scoring as unknown[];
    return { entry: await ctx.em.save(scenario), userErrors: [] };
  }

  /** Prerequisite power ids the world's catalogue does not have, each on its place in the groups. */
  private static async unknownPowers(em: EntityManager, worldId: string, groups: string[][]): Promise<UserError[]> {
    const ids = [...new Set(groups.flat())];
    const known = new Set(
      ids.length ? (await em.find(Power, { select: { catalogueId: true }, where: { worldId, catalogueId: In(ids) } })).map((p) => p.catalogueId) : [],
    );
    const problems: UserError[] = [];
    groups.forEach((group, g) => {
      if (group.length === 0) problems.push(userError(UserErrorCode.INVALID_VALUE, ['requiredPowers', g], 'a group names at least one power'));
      group.forEach((id, i) => {
        if (!known.has(id)) {
          problems.push(userError(UserErrorCode.POWER_NOT_IN_CATALOGUE, ['requiredPowers', g, i], `this world has no power "${id}"`));
        }
      });
    });
    return problems;
  }
}
