export { TABLE_INCOMPLETE } from './values';
export {
  DEFAULT_RPS_WORLD_SETTINGS,
  defaultWorldSettings,
  mergeSettings,
  rpsWorldSettingsSchema,
  worldSettingsIssues,
  worldSettingsSchema,
} from './world-settings';
export type { RpsWorldSettings, SettingsIssue, WorldSettingsDocument } from './world-settings';
