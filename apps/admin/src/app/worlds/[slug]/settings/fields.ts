import type { UpdateWorldSettingsInput, WorldSettings } from '@/gql/graphql';

/** The settings the console edits, grouped as the API's settings document groups them, each with its meaning. */
export type SettingKey = Exclude<keyof UpdateWorldSettingsInput, 'world' | 'patch'> & keyof WorldSettings;

export interface SettingField {
  key: SettingKey;
  label: string;
  meaning: string;
  kind: 'int' | 'optionalInt' | 'boolean' | 'intList' | 'choice';
  choices?: { value: string; label: string }[];
}

export interface SettingGroup {
  id: string;
  title: string;
  fields: SettingField[];
}

export const SETTING_GROUPS: SettingGroup[] = [
  {
    id: 'campaign',
    title: 'Campaign: founding a team',
    fields: [
      {
        key: 'startingHeroPoints',
        label: 'Starting Hero Points (one player)',
        meaning: 'Hero Points a new team run by one player starts with (digest 4.1: 100).',
        kind: 'int',
      },
      {
        key: 'startingHeroPointsSeveralPlayers',
        label: 'Starting Hero Points (several players)',
        meaning: 'Hero Points a new team shared by several players starts with (digest 4.1: 150).',
        kind: 'int',
      },
      {
        key: 'teamsOfSeveralPlayers',
        label: 'Teams of several players',
        meaning: 'Whether this world’s teams are shared by several players.',
        kind: 'boolean',
      },
      { key: 'startingCash', label: 'Starting cash ($)', meaning: 'Cash a new team starts with, for items and weapons.', kind: 'int' },
      { key: 'maxFoundingMembers', label: 'Founding members', meaning: 'Most members a team may be founded with (“no more than three”).', kind: 'int' },
      {
        key: 'maxTeamSize',
        label: 'Largest team',
        meaning: 'Most members a team may have after founding; leave empty for no limit (the rules set none).',
        kind: 'optionalInt',
      },
      {
        key: 'heroPointsPerLevel',
        label: 'Hero Points per level',
        meaning: 'Hero Points per level in the cost of moving a member up a level (digest 4.3).',
        kind: 'int',
      },
    ],
  },
  {
    id: 'scoring',
    title: 'Scoring: Hero Points from a match',
    fields: [
      {
        key: 'defeatRounding',
        label: 'Rounding of defeat awards',
        meaning: 'How half a defeated character’s points becomes whole Hero Points (digest 4.7: always down).',
        kind: 'choice',
        choices: [
          { value: 'DOWN', label: 'Down' },
          { value: 'NEAREST', label: 'Nearest' },
          { value: 'UP', label: 'Up' },
        ],
      },
      {
        key: 'majorityBySize',
        label: 'Majority of an enemy team',
        meaning: 'Defeats needed for a majority of an enemy team of 1, 2, 3 … members, in order, separated by commas (digest 4.4).',
        kind: 'intList',
      },
      {
        key: 'majorityMarginBeyondTable',
        label: 'Majority beyond the table',
        meaning: 'For teams larger than the table above: the majority is the size minus this.',
        kind: 'int',
      },
      {
        key: 'enemyTeamDefeatBonus',
        label: 'Enemy team defeated bonus',
        meaning: 'Hero Points for defeating the majority of the opposing team (the rules print 50).',
        kind: 'int',
      },
    ],
  },
  {
    id: 'combat',
    title: 'Combat',
    fields: [
      {
        key: 'captureDefenseBonus',
        label: 'Capture defense bonus',
        meaning: 'Added to the target’s defense against a capture attempt, 0 to 20 (the rules give no number; 2 by default).',
        kind: 'int',
      },
    ],
  },
  {
    id: 'feats',
    title: 'Feats',
    fields: [
      { key: 'maxFeatsPerMember', label: 'Feats per member', meaning: 'Most feats one member may have.', kind: 'int' },
      {
        key: 'featUpkeepPeriod',
        label: 'Feat upkeep',
        meaning: 'When a feat’s upkeep falls due: for every scenario the team plays (the default reading), or only once, when bought.',
        kind: 'choice',
        choices: [
          { value: 'ONCE', label: 'Once' },
          { value: 'PER_SCENARIO', label: 'Every scenario' },
        ],
      },
      {
        key: 'bonusFeatMaxWorth',
        label: 'Bonus feat worth',
        meaning: 'Most Hero Points a feat taken as a Veteran bonus feat may be worth (the rules print 150).',
        kind: 'int',
      },
    ],
  },
];

export const SETTING_FIELDS = SETTING_GROUPS.flatMap((g) => g.fields);

/** A setting as its form field shows it. */
export function settingText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}
