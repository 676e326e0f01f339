import { IsNull, Not } from 'typeorm';
import { defaultWorldSettings, mergeSettings } from '@clix/rules';
import type { FeatSettings, WorldSettingsDocument } from '@clix/rules';
import { authorize, requireAccount } from '../auth/policy';
import { RequestContext } from '../context';
import { UserError } from '../common/user-error';
import { validateInput } from '../common/validation';
import { worldNotFound, WorldService } from '../worlds/world.service';
import { Feat } from './feat.entity';
import { WorldSettingsRow } from './world-settings.entity';
import { TYPED_SETTINGS, TypedSettingName, UpdateWorldSettingsInput } from './world-settings.inputs';
import { settingsProblems } from './world-settings.shape';

/** A world's settings as the API returns them. */
export interface WorldSettingsView {
  worldId: string;
  settings: WorldSettingsDocument;
  updatedAt: Date | null;
}

export interface WorldSettingsResult {
  settings: WorldSettingsView | null;
  userErrors: UserError[];
}

function setAt(target: Record<string, unknown>, path: readonly string[], value: unknown) {
  let node = target;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[path[path.length - 1]] = value;
}

async function readWorldSettings(ctx: RequestContext, worldId: string, lock: boolean): Promise<WorldSettingsView> {
  const row = await ctx.em.findOne(WorldSettingsRow, { where: { worldId }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  return { worldId, settings: mergeSettings(defaultWorldSettings(), row?.settings ?? {}), updatedAt: row?.updatedAt ?? null };
}

// A resolution reads the settings for its team rules and again for its own: read them once per
// request (keyed on the request's loaders, which live exactly as long as the request, or its transaction).
const perRequest = new WeakMap<object, Map<string, Promise<WorldSettingsView>>>();

export class WorldSettingsService {
  /**
   * The world's settings: what it pinned when it was created, over the rules' current defaults
   * for any setting added to the rules since. Read once per request; `lock` (a change to them)
   * reads them afresh, locked until the transaction ends. Callers must not change the answer.
   */
  static forWorld(ctx: RequestContext, worldId: string, lock = false): Promise<WorldSettingsView> {
    if (lock) return readWorldSettings(ctx, worldId, true);
    let cache = perRequest.get(ctx.loaders);
    if (!cache) perRequest.set(ctx.loaders, (cache = new Map()));
    let view = cache.get(worldId);
    if (!view) cache.set(worldId, (view = readWorldSettings(ctx, worldId, false)));
    return view;
  }

  /**
   * What the rules' feat functions (featCost, validateFeatAssignment, upkeepDue) take as settings:
   * the Creator's prices from the world's feat catalogue and the upkeep period of `settings` (read by the caller).
   */
  static async featSettings(ctx: RequestContext, worldId: string, settings: WorldSettingsDocument): Promise<FeatSettings> {
    const priced = await ctx.em.find(Feat, { select: { catalogueId: true, price: true }, where: { worldId, price: Not(IsNull()) } });
    return { prices: Object.fromEntries(priced.map((f) => [f.catalogueId, f.price as number])), upkeepPeriod: settings.feats.upkeepPeriod };
  }

  /** For the world's members. */
  static async get(ctx: RequestContext, slug: string): Promise<WorldSettingsView> {
    const world = await WorldService.getBySlug(ctx, slug);
    authorize(ctx.viewer, world.id, 'settings.read');
    return WorldSettingsService.forWorld(ctx, world.id);
  }

  /**
   * Applies a partial change after checking the whole document it makes against the rules' schema:
   * every problem at once, each on the typed field that set it or under `patch`; nothing is stored
   * unless there are none.
   */
  static async update(ctx: RequestContext, input: UpdateWorldSettingsInput): Promise<WorldSettingsResult> {
    requireAccount(ctx.viewer);
    const problems = await validateInput(input);
    const world = await WorldService.findBySlug(ctx, input.world);
    if (!world) return { settings: null, userErrors: [worldNotFound(input.world)] };
    authorize(ctx.viewer, world.id, 'settings.write');

    const current = await WorldSettingsService.forWorld(ctx, world.id, true);
    let settings = mergeSettings(current.settings, input.patch ?? {});
    // The typed fields go over the patch; each is reported on its own name.
    const typed = (Object.entries(TYPED_SETTINGS) as [TypedSettingName, readonly string[]][]).filter(([name]) => input[name] !== undefined);
    for (const [name, path] of typed) {
      const patch: Record<string, unknown> = {};
      setAt(patch, path, input[name]);
      settings = mergeSettings(settings, patch);
    }
    const fieldOf = (at: readonly string[]) => {
      const owner = typed.find(([, path]) => path.every((key, i) => at[i] === key));
      return owner ? [owner[0]] : ['patch', ...at];
    };
    problems.push(...settingsProblems(settings, fieldOf));
    if (problems.length) return { settings: null, userErrors: problems };
    const updatedAt = new Date();
    await ctx.em.upsert(WorldSettingsRow, { worldId: world.id, settings, updatedAt }, ['worldId']);
    return { settings: { worldId: world.id, settings, updatedAt }, userErrors: [] };
  }
}
