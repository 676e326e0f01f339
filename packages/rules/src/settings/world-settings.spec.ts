import { DEFAULT_CAMPAIGN_SETTINGS } from '../campaign/settings';
import { DEFAULT_INJURY_SETTINGS, PERMANENT_INJURIES, TEAM_ABILITIES, rollPermanentInjury } from '../catalogue/tables';
import { forcedDice } from '../dice';
import { TABLE_INCOMPLETE } from './values';
import { defaultWorldSettings, mergeSettings, worldSettingsIssues, type WorldSettingsDocument } from './world-settings';

/** The defaults with `patch` laid over them. */
const withPatch = (patch: unknown): unknown => mergeSettings(defaultWorldSettings(), patch);

/** Each issue as `code at path: message`, the way a reader meets it. */
const issuesOf = (patch: unknown) => worldSettingsIssues(withPatch(patch)).map((i) => `${i.code} at ${i.path.join('.')}: ${i.message}`);

describe('the world settings schema', () => {
  it('accepts the rules’ defaults as a new world pins them', () => {
    expect(worldSettingsIssues(defaultWorldSettings())).toEqual([]);
  });

  it('refuses a key the rules do not have, at any depth, naming it', () => {
    const issues = worldSettingsIssues(withPatch({ nonsense: true, campaign: { start: { bogus: 1 } }, combat: { alsoBogus: 'x' } }));
    expect(issues.map((i) => [i.code, i.path.join('.'), i.code === 'unrecognized_keys' ? i.keys : null])).toEqual([
      ['unrecognized_keys', 'campaign.start', ['bogus']],
      ['unrecognized_keys', 'combat', ['alsoBogus']],
      ['unrecognized_keys', '', ['nonsense']],
    ]);
  });

  it('refuses a value of the wrong kind on its path: a word for a number, a list for a group, null where a value is needed', () => {
    expect(
      worldSettingsIssues(withPatch({ campaign: { heroPoints: { defeatShare: 'half' }, start: null }, scoring: [1], feats: { upkeepPeriod: 3 } })).map((i) => [
        i.code,
        i.path.join('.'),
      ]),
    ).toEqual([
      ['invalid_type', 'campaign.start'],
      ['invalid_type', 'campaign.heroPoints.defeatShare'],
      ['invalid_type', 'scoring'],
      ['invalid_value', 'feats.upkeepPeriod'],
    ]);
  });

  it('refuses a fraction where the rules count whole things', () => {
    const [issue] = worldSettingsIssues(withPatch({ combat: { captureDefenseBonus: 2.5 } }));
    expect(issue).toMatchObject({ code: 'invalid_type', expected: 'int', path: ['combat', 'captureDefenseBonus'] });
  });

  it('refuses a number outside its bounds, saying both bounds', () => {
    expect(issuesOf({ campaign: { start: { cash: -5, maxFoundingMembers: 101 } }, rps: { turnLimit: 1001 }, resolution: { alphaKoPointsToWin: 0 } })).toEqual([
      'too_small at campaign.start.cash: must be at least 0',
      'too_big at campaign.start.maxFoundingMembers: must be at least 1 and at most 100',
      'too_small at resolution.alphaKoPointsToWin: must be at least 1 and at most 100',
      'too_big at rps.turnLimit: must be at least 1 and at most 1000',
    ]);
  });

  it('refuses a word not in the rules’ vocabulary, listing the words it takes', () => {
    const issues = worldSettingsIssues(withPatch({ campaign: { heroPoints: { rounding: 'SIDEWAYS' } }, rps: { equalBattle: 'COIN_TOSS' } }));
    expect(issues.map((i) => [i.code, i.path.join('.'), i.code === 'invalid_value' ? i.values : null])).toEqual([
      ['invalid_value', 'campaign.heroPoints.rounding', ['DOWN', 'UP', 'NEAREST']],
      ['invalid_value', 'rps.equalBattle', ['ROLL_OFF', 'DEFENDER_HOLDS']],
    ]);
  });

  it('takes the ranks, quit reasons and injuries from the rules: another key or id is refused', () => {
    const issues = worldSettingsIssues(
      withPatch({
        campaign: { leveling: { levelOfRank: { ROOKIE: 2, LEGEND: 4 } }, morale: { rejoinDefensePenalty: { BORED: 1 } } },
        injuries: { rerollUnderMultiple: ['DEATH', 'PAPER_CUT'] },
      }),
    );
    expect(issues.map((i) => [i.code, i.path.join('.')])).toEqual([
      ['unrecognized_keys', 'campaign.leveling.levelOfRank'],
      ['unrecognized_keys', 'campaign.morale.rejoinDefensePenalty'],
      ['invalid_value', 'injuries.rerollUnderMultiple.1'],
    ]);
  });

  it('refuses an empty list where the rules read its first entry, and each bad entry on its index', () => {
    expect(issuesOf({ campaign: { heroPoints: { majorityBySize: [] } } })).toEqual(['too_small at campaign.heroPoints.majorityBySize: needs at least 1 entry']);
    expect(issuesOf({ campaign: { heroPoints: { majorityBySize: [1, 0, 2] } } })).toEqual([
      'too_small at campaign.heroPoints.majorityBySize.1: must be at least 1',
    ]);
  });

  it('takes null where the rules read it as "none", and a value within bounds there too', () => {
    expect(worldSettingsIssues(withPatch({ campaign: { roster: { maxTeamSize: 6 } }, bonuses: { rowForUnique: null }, combat: { modifierCap: 3 } }))).toEqual(
      [],
    );
    expect(issuesOf({ campaign: { roster: { maxTeamSize: 0 } } })).toEqual(['too_small at campaign.roster.maxTeamSize: must be at least 1 and at most 100']);
  });

  it('reports every problem of every group in one pass', () => {
    const issues = worldSettingsIssues(
      withPatch({
        campaign: { start: { cash: -1 } },
        combat: { objectRules: 'NONE' },
        scoring: { bogus: 1 },
        injuries: { ranges: [{ id: 'DEATH', from: 11, to: 40 }] },
      }),
    );
    expect(issues.map((i) => i.path.join('.'))).toEqual(['campaign.start.cash', 'combat.objectRules', 'scoring', 'injuries.ranges']);
  });
});

describe('the injury table rule: every d66 roll has exactly one injury', () => {
  it('refuses a table that leaves rolls without a result, naming them', () => {
    const issues = worldSettingsIssues(withPatch({ injuries: { ranges: [{ id: 'DEATH', from: 11, to: 56 }] } }));
    expect(issues).toEqual([
      {
        code: 'custom',
        path: ['injuries', 'ranges'],
        params: { rule: TABLE_INCOMPLETE },
        message: 'every d66 roll from 11 to 66 needs exactly one injury; the ranges give no result for 61, 62, 63, 64, 65, 66',
      },
    ]);
  });

  it('refuses a table that gives a roll two results, naming the roll', () => {
    const ranges = [...DEFAULT_INJURY_SETTINGS.ranges, { id: 'DEATH' as const, from: 44, to: 45 }];
    expect(worldSettingsIssues(withPatch({ injuries: { ranges } })).map((i) => i.message)).toEqual([
      'every d66 roll from 11 to 66 needs exactly one injury; the ranges give more than one result for 44, 45',
    ]);
  });

  it('accepts another table that covers every roll, and the rules roll on it', () => {
    const ranges = [
      { id: 'DEATH' as const, from: 11, to: 33 },
      { id: 'MIRACULOUS_RECOVERY' as const, from: 34, to: 66 },
    ];
    const settings = withPatch({ injuries: { ranges } }) as WorldSettingsDocument;
    expect(worldSettingsIssues(settings)).toEqual([]);
    expect(rollPermanentInjury(forcedDice([4, 4, 2]), settings.injuries).injuries).toEqual([{ id: 'MIRACULOUS_RECOVERY', scenariosMissed: 1 }]);
  });

  it('names the rule when the roll itself is asked of a broken table', () => {
    expect(() => rollPermanentInjury(forcedDice([]), { ranges: [{ id: 'DEATH', from: 11, to: 65 }] })).toThrow(
      new RangeError('every d66 roll from 11 to 66 needs exactly one injury; the ranges give no result for 66'),
    );
  });

  it('is checked only once the entries themselves are sound', () => {
    expect(issuesOf({ injuries: { ranges: [{ id: 'DEATH', from: 11, to: 'x' }] } })).toEqual([
      'invalid_type at injuries.ranges.0.to: Invalid input: expected number, received string',
    ]);
  });
});

describe('the team abilities chart rule: every 2d6 total has an entry', () => {
  it('refuses a chart missing a total, naming it', () => {
    const chart = TEAM_ABILITIES.map((e) => (e.roll === 7 ? { ...e, roll: 8 } : e));
    expect(issuesOf({ teamAbilities: { chart } })).toEqual([
      'custom at teamAbilities.chart: the chart has no entry for a 2d6 total of 7: every total from 2 to 12 needs one',
    ]);
  });

  it('refuses an entry for a total 2d6 cannot roll', () => {
    expect(issuesOf({ teamAbilities: { chart: [...TEAM_ABILITIES, { roll: 13, name: 'Lucky', text: 'x' }] } })).toEqual([
      'too_big at teamAbilities.chart.11.roll: must be at least 2 and at most 12',
    ]);
  });
});

describe('mergeSettings', () => {
  it('lays a change over a group key by key, replaces lists whole and changes neither input', () => {
    const base = defaultWorldSettings();
    const patch = { campaign: { start: { cash: 500 }, heroPoints: { majorityBySize: [1, 2] } } };
    const merged = mergeSettings(base, patch);
    expect(merged.campaign.start).toEqual({ ...DEFAULT_CAMPAIGN_SETTINGS.start, cash: 500 });
    expect(merged.campaign.heroPoints.majorityBySize).toEqual([1, 2]);
    expect(base.campaign.start.cash).toBe(1000);
    expect(patch.campaign.start).toEqual({ cash: 500 });
    expect(merged.injuries.ranges).toHaveLength(PERMANENT_INJURIES.length);
  });
});
