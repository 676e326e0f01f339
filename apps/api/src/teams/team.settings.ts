import { BonusSettings, CampaignSettings, FeatSettings, TeamAbilitySettings } from '@clix/rules';
import { WorldSettingsService } from '../catalogues/world-settings.service';
import { RequestContext } from '../context';

/** Everything the team rules of one world read from its settings. */
export interface WorldTeamSettings {
  campaign: CampaignSettings;
  feats: FeatSettings;
  maxFeatsPerCharacter: number;
  bonuses: BonusSettings;
  teamAbilities: TeamAbilitySettings;
}

// Field resolvers of every member of a page ask for the same world's settings: read them once
// per request (keyed on the request's loaders, which live exactly as long as the request).
const perRequest = new WeakMap<object, Map<string, Promise<WorldTeamSettings>>>();

/** The world's own settings (the Creator's changes over the rules' defaults) for teams and advancement. */
export function settingsFor(ctx: RequestContext, worldId: string): Promise<WorldTeamSettings> {
  let cache = perRequest.get(ctx.loaders);
  if (!cache) perRequest.set(ctx.loaders, (cache = new Map()));
  let settings = cache.get(worldId);
  if (!settings) cache.set(worldId, (settings = readSettings(ctx, worldId)));
  return settings;
}

async function readSettings(ctx: RequestContext, worldId: string): Promise<WorldTeamSettings> {
  // One after the other: inside a mutation ctx.em is one connection, which runs one query at a time.
  const { settings } = await WorldSettingsService.forWorld(ctx, worldId);
  const feats = await WorldSettingsService.featSettings(ctx, worldId, settings);
  return {
    campaign: settings.campaign,
    feats,
    maxFeatsPerCharacter: settings.feats.maxFeatsPerCharacter,
    bonuses: settings.bonuses,
    teamAbilities: settings.teamAbilities,
  };
}
