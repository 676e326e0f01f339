import {
  ADVANCED_WEAPONS,
  ALL_POWERS,
  ARMOUR,
  CLIX_CAMPAIGN_POWERS,
  DEFAULT_CAMPAIGN_SETTINGS,
  DEFAULT_COMBAT_SETTINGS,
  DEFAULT_TEAM_ABILITY_SETTINGS,
  FEAT_RULES,
  FEATS,
  HEROCLIX_ALPHA_POWERS,
  OBJECT_WEAPONS,
  OTHER_ITEMS,
  SCENARIOS,
  validateFeatAssignment,
} from '@clix/rules';
import { createRequestContext } from '../http/request-context';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { WorldSettingsService } from './world-settings.service';
import { joinWorld, startTestApi, TestApi } from '../../test/harness';

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { token userErrors { code } } }`;
const CREATE_WORLD = `mutation ($input: CreateWorldInput!) { createWorld(input: $input) { world { slug } userErrors { code } } }`;

const SETTINGS_FIELDS = `startingHeroPoints startingHeroPointsSeveralPlayers teamsOfSeveralPlayers startingCash maxFoundingMembers
  maxTeamSize majorityBySize majorityMarginBeyondTable enemyTeamDefeatBonus defeatShare defeatRounding heroPointsPerLevel
  maxFeatsPerMember bonusFeatMaxWorth featUpkeepPeriod captureDefenseBonus raw updatedAt`;
const SETTINGS = `query ($world: String!) { worldSettings(world: $world) { ${SETTINGS_FIELDS} } }`;
const UPDATE_SETTINGS = `mutation ($input: UpdateWorldSettingsInput!) {
  updateWorldSettings(input: $input) { settings { ${SETTINGS_FIELDS} } userErrors { code field message } }
}`;

const COUNTS = `query ($world: String!) {
  powers(world: $world, first: 1) { totalCount }
  feats(world: $world, first: 1) { totalCount }
  items(world: $world, first: 1) { totalCount }
  scenarios(world: $world, first: 1) { totalCount }
}`;

const POWERS = `query ($world: String!, $first: Int!, $after: String, $filter: PowerFilter) {
  powers(world: $world, first: $first, after: $after, filter: $filter) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { catalogueId ruleset category slot name text world { slug } }
  }
}`;

const FEATS_QUERY = `query ($world: String!, $first: Int!, $after: String, $filter: FeatFilter) {
  feats(world: $world, first: $first, after: $after, filter: $filter) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { catalogueId name text prerequisiteText requiredPowers upkeep price priced cost needsReview
      prerequisites { catalogueId name } world { slug } }
  }
}`;

const ITEMS = `query ($world: String!, $first: Int!, $after: String, $filter: ItemFilter) {
  items(world: $world, first: $first, after: $after, filter: $filter) {
    totalCount pageInfo { endCursor } nodes { catalogueId kind name summary text price priced damage range effectRoll details world { slug } }
  }
}`;

const SCENARIOS_QUERY = `query ($world: String!, $first: Int!, $after: String, $filter: ScenarioFilter) {
  scenarios(world: $world, first: $first, after: $after, filter: $filter) {
    totalCount pageInfo { endCursor } nodes { catalogueId name setup forceRatio roundLimit scoring tables scoringNotes wrapUp needsReview world { slug } }
  }
}`;

const UPDATE_FEAT = `mutation ($input: UpdateFeatInput!) {
  updateFeat(input: $input) { feat { catalogueId price priced cost requiredPowers prerequisites { catalogueId } } userErrors { code field message } }
}`;
const UPDATE_ITEM = `mutation ($input: UpdateItemInput!) {
  updateItem(input: $input) { item { catalogueId price priced damage range effectRoll } userErrors { code field message } }
}`;
const UPDATE_SCENARIO = `mutation ($input: UpdateScenarioInput!) {
  updateScenario(input: $input) { scenario { catalogueId forceRatio roundLimit scoring } userErrors { code field message } }
}`;
const UPDATE_POWER = `mutation ($input: UpdatePowerInput!) {
  updatePower(input: $input) { power { catalogueId name slot } userErrors { code field message } }
}`;

let t: TestApi;
let creator: string;
let player: string;
let outsider: string;

async function signUp(email: string) {
  const { data } = await t.gql(SIGN_UP, { input: { email, password: 'long-enough-password', displayName: email.split('@')[0] } });
  expect(data.signUp.userErrors).toEqual([]);
  return data.signUp.token as string;
}

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  player = await signUp('player@example.com');
  outsider = await signUp('outsider@example.com');
  await joinWorld(t, { creator, token: player, email: 'player@example.com', role: 'PLAYER' });
});

afterAll(async () => {
  await t?.close();
});

describe('world settings', () => {
  it('start as the rules package defaults and are readable by members only', async () => {
    const { data, errors } = await t.gql(SETTINGS, { world: 'demo' }, player);
    expect(errors).toBeUndefined();
    const s = data.worldSettings;
    expect(s).toMatchObject({
      startingHeroPoints: DEFAULT_CAMPAIGN_SETTINGS.start.heroPoints,
      startingHeroPointsSeveralPlayers: DEFAULT_CAMPAIGN_SETTINGS.start.heroPointsSeveralPlayers,
      startingCash: DEFAULT_CAMPAIGN_SETTINGS.start.cash,
      majorityBySize: [...DEFAULT_CAMPAIGN_SETTINGS.heroPoints.majorityBySize],
      maxFeatsPerMember: FEAT_RULES.maxFeatsPerCharacter,
      defeatRounding: 'DOWN',
      featUpkeepPeriod: 'PER_SCENARIO',
      maxTeamSize: null,
    });
    expect(s.raw.campaign).toEqual(DEFAULT_CAMPAIGN_SETTINGS);
    expect(s.raw.combat).toEqual(DEFAULT_COMBAT_SETTINGS);
    expect(Object.keys(s.raw).sort()).toEqual(
      ['bonuses', 'campaign', 'combat', 'feats', 'injuries', 'prestige', 'publicOpinion', 'resolution', 'rps', 'scoring', 'teamAbilities'].sort(),
    );

    expect((await t.gql(SETTINGS, { world: 'demo' })).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(SETTINGS, { world: 'demo' }, outsider)).errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('take a partial change from the Creator, typed fields and a patch, and return the whole settings', async () => {
    const { data, errors } = await t.gql(
      UPDATE_SETTINGS,
      {
        input: {
          world: 'demo',
          startingHeroPoints: 120,
          startingHeroPointsSeveralPlayers: 180,
          maxTeamSize: 6,
          majorityBySize: [1, 2, 2, 3],
          maxFeatsPerMember: 4,
          patch: {
            combat: { objectRules: 'OBJECT_TOKENS' },
            campaign: { morale: { rejoinDefensePenalty: { RIVALRY: 4 } } },
            resolution: { upkeepShortfall: 'TAKE_TO_ZERO' },
          },
        },
      },
      creator,
    );
    expect(errors).toBeUndefined();
    expect(data.updateWorldSettings.userErrors).toEqual([]);
    const s = data.updateWorldSettings.settings;
    expect(s).toMatchObject({
      startingHeroPoints: 120,
      startingHeroPointsSeveralPlayers: 180,
      maxTeamSize: 6,
      majorityBySize: [1, 2, 2, 3],
      maxFeatsPerMember: 4,
    });
    // What was not named keeps its value.
    expect(s.startingCash).toBe(DEFAULT_CAMPAIGN_SETTINGS.start.cash);
    expect(s.raw.combat).toEqual({ ...DEFAULT_COMBAT_SETTINGS, objectRules: 'OBJECT_TOKENS' });
    expect(s.raw.campaign.morale.rejoinDefensePenalty).toEqual({ ...DEFAULT_CAMPAIGN_SETTINGS.morale.rejoinDefensePenalty, RIVALRY: 4 });
    expect(s.raw.resolution.upkeepShortfall).toBe('TAKE_TO_ZERO');

    const read = await t.gql(SETTINGS, { world: 'demo' }, creator);
    expect(read.data.worldSettings).toEqual(s);

    // null lifts the team size limit again.
    const lifted = await t.gql(UPDATE_SETTINGS, { input: { world: 'demo', maxTeamSize: null } }, creator);
    expect(lifted.data.updateWorldSettings.settings.maxTeamSize).toBeNull();
  });

  it('refuses bad values with stable codes on their paths, changing nothing', async () => {
    const before = (await t.gql(SETTINGS, { world: 'demo' }, creator)).data.worldSettings;
    const { data } = await t.gql(
      UPDATE_SETTINGS,
      {
        input: {
          world: 'demo',
          startingCash: -5,
          majorityBySize: [],
          startingHeroPoints: 999,
          patch: {
            campaign: { heroPoints: { rounding: 'SIDEWAYS', defeatShare: 'half' }, start: { bogus: 1 } },
            combat: { captureDefenseBonus: 2.5 },
            resolution: { upkeepShortfall: 'FORGIVEN' },
            nonsense: true,
          },
        },
      },
      creator,
    );
    expect(data.updateWorldSettings.settings).toBeNull();
    const problems = data.updateWorldSettings.userErrors.map((e: any) => [e.code, e.field.join('.')]);
    expect(problems).toEqual(
      expect.arrayContaining([
        ['SETTING_OUT_OF_RANGE', 'startingCash'],
        ['SETTING_OUT_OF_RANGE', 'majorityBySize'],
        ['SETTING_NOT_ALLOWED', 'patch.campaign.heroPoints.rounding'],
        ['SETTING_WRONG_TYPE', 'patch.campaign.heroPoints.defeatShare'],
        ['SETTING_UNKNOWN', 'patch.campaign.start.bogus'],
        ['SETTING_WRONG_TYPE', 'patch.combat.captureDefenseBonus'],
        ['SETTING_UNKNOWN', 'patch.nonsense'],
        ['SETTING_NOT_ALLOWED', 'patch.resolution.upkeepShortfall'],
      ]),
    );
    expect(problems).toHaveLength(8);
    // startingHeroPoints was valid but the change is refused whole.
    expect((await t.gql(SETTINGS, { world: 'demo' }, creator)).data.worldSettings).toEqual(before);
  });

  it('refuses tables the rules could not roll on', async () => {
    const { data } = await t.gql(
      UPDATE_SETTINGS,
      {
        input: {
          world: 'demo',
          patch: {
            injuries: { ranges: [{ id: 'DEATH', from: 11, to: 40 }] },
            teamAbilities: { chart: DEFAULT_TEAM_ABILITY_SETTINGS.chart.map((e) => (e.roll === 7 ? { ...e, roll: 8 } : e)) },
          },
        },
      },
      creator,
    );
    expect(data.updateWorldSettings.userErrors.map((e: any) => [e.code, e.field.join('.')])).toEqual([
      ['SETTING_TABLE_INCOMPLETE', 'patch.injuries.ranges'],
      ['SETTING_TABLE_INCOMPLETE', 'patch.teamAbilities.chart'],
    ]);
  });

  it('are changed by the Creator only', async () => {
    const asPlayer = await t.gql(UPDATE_SETTINGS, { input: { world: 'demo', startingCash: 1 } }, player);
    expect(asPlayer.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await t.gql(UPDATE_SETTINGS, { input: { world: 'demo', startingCash: 1 } });
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('catalogues', () => {
  it('are copied into a new world with the same counts as the rules package, and into the demo world', async () => {
    const created = await t.gql(CREATE_WORLD, { input: { slug: 'fresh', name: 'Fresh World' } }, outsider);
    expect(created.data.createWorld.userErrors).toEqual([]);
    const expected = {
      powers: { totalCount: ALL_POWERS.length },
      feats: { totalCount: FEATS.length },
      items: { totalCount: OTHER_ITEMS.length + OBJECT_WEAPONS.length + ADVANCED_WEAPONS.length + ARMOUR.length },
      scenarios: { totalCount: SCENARIOS.length },
    };
    for (const world of ['fresh', 'demo']) {
      const { data, errors } = await t.gql(COUNTS, { world });
      expect(errors).toBeUndefined();
      expect(data).toEqual(expected);
    }
    const settings = await t.gql(SETTINGS, { world: 'fresh' }, outsider);
    expect(settings.data.worldSettings.raw.campaign).toEqual(DEFAULT_CAMPAIGN_SETTINGS);
  });

  it('copy the rules data exactly', async () => {
    const powers = await t.gql(POWERS, { world: 'fresh', first: 100 });
    const printed = ALL_POWERS.slice(0, 100).map((p) => ({
      catalogueId: p.id,
      ruleset: p.ruleset === 'clix-campaign' ? 'CLIX_CAMPAIGN' : 'HEROCLIX_ALPHA',
      category: p.category,
      slot: p.slot,
      name: p.name,
      text: p.text,
      world: { slug: 'fresh' },
    }));
    expect(powers.data.powers.nodes).toEqual(printed);

    const feats = await t.gql(FEATS_QUERY, { world: 'fresh', first: 100 });
    expect(feats.data.feats.nodes.map((f: any) => [f.catalogueId, f.text, f.upkeep, f.priced, f.needsReview, f.requiredPowers])).toEqual(
      FEATS.map((f) => [f.id, f.text, f.upkeep, f.priced, f.needsReview, f.requiredPowers]),
    );
    const berserk = feats.data.feats.nodes.find((f: any) => f.catalogueId === 'berserk');
    expect(berserk.prerequisites).toEqual([
      [
        { catalogueId: 'charge', name: 'Charge' },
        { catalogueId: 'flurry', name: 'Flurry' },
        { catalogueId: 'battle-fury', name: 'Battle Fury' },
      ],
    ]);
    expect(berserk.cost).toBe(100);

    const items = await t.gql(ITEMS, { world: 'fresh', first: 100, filter: { kind: 'ADVANCED_WEAPON' } });
    expect(items.data.items.nodes.map((i: any) => [i.catalogueId, i.price, i.priced, i.damage, i.range, i.effectRoll])).toEqual(
      ADVANCED_WEAPONS.map((w) => [w.id, w.price, w.priced, w.damage, w.range, w.effectRoll]),
    );

    const scenarios = await t.gql(SCENARIOS_QUERY, { world: 'fresh', first: 100 });
    expect(scenarios.data.scenarios.nodes.map((s: any) => [s.catalogueId, s.setup, s.forceRatio, s.roundLimit, s.scoring, s.needsReview])).toEqual(
      SCENARIOS.map((s) => [s.id, s.setup, s.forceRatio, s.roundLimit, JSON.parse(JSON.stringify(s.scoring)), s.needsReview ?? false]),
    );
  });

  it('page and filter', async () => {
    const alphaDefense = await t.gql(POWERS, { world: 'demo', first: 100, filter: { ruleset: 'HEROCLIX_ALPHA', category: 'DEFENSE' } });
    expect(alphaDefense.data.powers.nodes.map((p: any) => p.catalogueId)).toEqual(
      HEROCLIX_ALPHA_POWERS.filter((p) => p.category === 'DEFENSE').map((p) => p.id),
    );
    const named = await t.gql(POWERS, { world: 'demo', first: 100, filter: { name: 'SUPER s' } });
    expect(named.data.powers.nodes.map((p: any) => p.name)).toEqual(ALL_POWERS.filter((p) => p.name.toLowerCase().includes('super s')).map((p) => p.name));

    // Page through the Clix Campaign list 7 at a time: every power once, in printed order.
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: any = await t.gql(POWERS, { world: 'demo', first: 7, after, filter: { ruleset: 'CLIX_CAMPAIGN' } });
      expect(page.data.powers.totalCount).toBe(CLIX_CAMPAIGN_POWERS.length);
      seen.push(...page.data.powers.nodes.map((p: any) => p.catalogueId));
      after = page.data.powers.pageInfo.hasNextPage ? page.data.powers.pageInfo.endCursor : null;
      pages++;
    } while (after);
    expect(seen).toEqual(CLIX_CAMPAIGN_POWERS.map((p) => p.id));
    expect(pages).toBe(Math.ceil(CLIX_CAMPAIGN_POWERS.length / 7));

    const unpriced = await t.gql(FEATS_QUERY, { world: 'demo', first: 100, filter: { priced: false } });
    expect(unpriced.data.feats.totalCount).toBe(FEATS.filter((f) => !f.priced).length);
    const review = await t.gql(FEATS_QUERY, { world: 'demo', first: 100, filter: { needsReview: true } });
    expect(review.data.feats.nodes.map((f: any) => f.catalogueId).sort()).toEqual(
      FEATS.filter((f) => f.needsReview)
        .map((f) => f.id)
        .sort(),
    );

    expect((await t.gql(POWERS, { world: 'demo', first: 0 })).errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(POWERS, { world: 'demo', first: 101 })).errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('cost the same number of SQL statements for 100 entries with nested fields as for 1', async () => {
    for (const [query, field] of [
      [FEATS_QUERY, 'feats'],
      [POWERS, 'powers'],
      [ITEMS, 'items'],
      [SCENARIOS_QUERY, 'scenarios'],
    ] as const) {
      // Start after the first entry, which for feats has no prerequisites to load.
      const after = (await t.gql(query, { world: 'demo', first: 1 })).data[field].pageInfo?.endCursor ?? null;
      const statementsFor = async (first: number) => {
        t.counter.reset();
        const { data, errors } = await t.gql(query, { world: 'demo', first, after });
        expect(errors).toBeUndefined();
        expect(data[field].nodes.length).toBeGreaterThan(first === 1 ? 0 : 1);
        return t.counter.count;
      };
      const one = await statementsFor(1);
      const hundred = await statementsFor(100);
      expect(hundred).toBe(one);
      expect(one).toBeLessThanOrEqual(field === 'feats' ? 4 : 3); // world, count, page (+ prerequisites)
    }
  });
});

describe('editing catalogues', () => {
  it('lets the Creator price an unpriced feat, which then has a cost; a player cannot', async () => {
    const unpriced = FEATS.find((f) => !f.priced)!;
    const asPlayer = await t.gql(UPDATE_FEAT, { input: { world: 'demo', catalogueId: unpriced.id, price: 60 } }, player);
    expect(asPlayer.errors?.[0].extensions.code).toBe('FORBIDDEN');

    const { data } = await t.gql(UPDATE_FEAT, { input: { world: 'demo', catalogueId: unpriced.id, price: 60 } }, creator);
    expect(data.updateFeat.userErrors).toEqual([]);
    expect(data.updateFeat.feat).toMatchObject({ catalogueId: unpriced.id, price: 60, priced: true, cost: 60 });
    // What the teams feature hands to the rules' feat functions for this world.
    const [demo] = await t.dataSource.query(`SELECT id FROM world WHERE slug = 'demo'`);
    const ctx = createRequestContext(t.dataSource);
    const featSettings = await WorldSettingsService.featSettings(ctx, demo.id, (await WorldSettingsService.forWorld(ctx, demo.id)).settings);
    expect(featSettings).toEqual({ prices: { [unpriced.id]: 60 }, upkeepPeriod: 'PER_SCENARIO' });
    expect(validateFeatAssignment({ featIds: [], clicks: [] }, { ...unpriced, requiredPowers: [] }, { teamHeroPoints: 100 }, featSettings)).toEqual({
      ok: true,
      cost: 60,
    });

    // The copy in another world is untouched.
    const fresh = await t.gql(FEATS_QUERY, { world: 'fresh', first: 100 });
    expect(fresh.data.feats.nodes.find((f: any) => f.catalogueId === unpriced.id)).toMatchObject({ price: null, priced: false, cost: null });

    // Removing the Creator's price takes a feat off sale, also one whose printed upkeep it started at.
    const cleared = await t.gql(UPDATE_FEAT, { input: { world: 'demo', catalogueId: unpriced.id, price: null } }, creator);
    expect(cleared.data.updateFeat.feat).toMatchObject({ price: null, priced: false, cost: null });
    const overridden = await t.gql(UPDATE_FEAT, { input: { world: 'demo', catalogueId: 'all-out', price: 55 } }, creator);
    expect(overridden.data.updateFeat.feat).toMatchObject({ priced: true, cost: 55 });
    const restored = await t.gql(UPDATE_FEAT, { input: { world: 'demo', catalogueId: 'all-out', price: null } }, creator);
    expect(restored.data.updateFeat.feat).toMatchObject({ price: null, priced: false, cost: null });
  });

  it('refuses bad edits with stable codes, changing nothing', async () => {
    const feat = await t.gql(
      UPDATE_FEAT,
      { input: { world: 'demo', catalogueId: 'ambush', price: -1, requiredPowers: [['stealth', 'x-ray-vision']] } },
      creator,
    );
    expect(feat.data.updateFeat.userErrors.map((e: any) => [e.code, e.field.join('.')])).toEqual(
      expect.arrayContaining([
        ['NEGATIVE_VALUE', 'price'],
        ['POWER_NOT_IN_CATALOGUE', 'requiredPowers.0.1'],
      ]),
    );
    const missing = await t.gql(UPDATE_FEAT, { input: { world: 'demo', catalogueId: 'no-such-feat', price: 5 } }, creator);
    expect(missing.data.updateFeat.userErrors[0]).toMatchObject({ code: 'CATALOGUE_ENTRY_NOT_FOUND', field: ['catalogueId'] });

    const scenario = await t.gql(
      UPDATE_SCENARIO,
      { input: { world: 'demo', catalogueId: 'BANK_ROBBERY', roundLimit: 0, scoring: [{ rule: 'X', label: 'x', points: 'ten', measure: { kind: 'MAGIC' } }] } },
      creator,
    );
    expect(scenario.data.updateScenario.userErrors.map((e: any) => [e.code, e.field.join('.')])).toEqual(
      expect.arrayContaining([
        ['SETTING_OUT_OF_RANGE', 'roundLimit'],
        ['SCORING_LINE_INVALID', 'scoring.0.points'],
        ['SCORING_LINE_INVALID', 'scoring.0.measure.kind'],
      ]),
    );
    const item = await t.gql(
      UPDATE_ITEM,
      { input: { world: 'demo', catalogueId: 'rifle-freeze', effectRoll: { kind: 'D6_TABLE', measures: 'rounds', rows: [{ from: 1, to: 3, value: 1 }] } } },
      creator,
    );
    expect(item.data.updateItem.userErrors[0]).toMatchObject({ code: 'INVALID_VALUE', field: ['effectRoll'] });

    const unchanged = await t.gql(SCENARIOS_QUERY, { world: 'demo', first: 1 });
    expect(unchanged.data.scenarios.nodes[0].roundLimit).toBe(SCENARIOS[0].roundLimit);
  });

  it("saves the Creator's changes to items, scenarios and powers", async () => {
    const item = await t.gql(UPDATE_ITEM, { input: { world: 'demo', catalogueId: 'grenade-normal', price: 300, damage: 2, range: 4 } }, creator);
    expect(item.data.updateItem).toEqual({
      item: { catalogueId: 'grenade-normal', price: 300, priced: true, damage: 2, range: 4, effectRoll: null },
      userErrors: [],
    });
    const scoring = [{ rule: 'FOILED', label: 'Robbery foiled', measure: { kind: 'OBJECTIVE', objective: 'ROBBERY_FOILED' }, points: 40, seedText: '' }];
    const scenario = await t.gql(UPDATE_SCENARIO, { input: { world: 'demo', catalogueId: 'BANK_ROBBERY', forceRatio: 1.5, roundLimit: 8, scoring } }, creator);
    expect(scenario.data.updateScenario).toEqual({
      scenario: { catalogueId: 'BANK_ROBBERY', forceRatio: 1.5, roundLimit: 8, scoring },
      userErrors: [],
    });
    const power = await t.gql(UPDATE_POWER, { input: { world: 'demo', catalogueId: 'flurry', name: 'Flurry of Blows' } }, creator);
    expect(power.data.updatePower).toEqual({ power: { catalogueId: 'flurry', name: 'Flurry of Blows', slot: 1 }, userErrors: [] });
    const asPlayer = await t.gql(UPDATE_POWER, { input: { world: 'demo', catalogueId: 'flurry', name: 'Nope' } }, player);
    expect(asPlayer.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('copying the catalogues again', () => {
  it('keeps what a world has and adds only what it lacks', async () => {
    const count = async () =>
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM catalogue_feat f JOIN world w ON w.id = f.world_id WHERE w.slug = 'demo'`))[0].n;
    const before = await count();
    await t.dataSource.query(`DELETE FROM catalogue_feat WHERE catalogue_id = 'bodyguard'`);
    expect(await count()).toBe(before - 1);
    expect(await loadDemoWorld(t.dataSource)).toBe(false);
    expect(await count()).toBe(before);
    // What the Creator set above (All-Out taken off sale) is still there, not the printed upkeep again.
    const feats = await t.gql(FEATS_QUERY, { world: 'demo', first: 100, filter: { name: 'all-out' } });
    expect(feats.data.feats.nodes[0]).toMatchObject({ catalogueId: 'all-out', priced: false, cost: null });
    const flurry = await t.gql(POWERS, { world: 'demo', first: 1, filter: { name: 'Flurry of' } });
    expect(flurry.data.powers.nodes[0].name).toBe('Flurry of Blows');
  });
});
