import { FEATS } from '@clix/rules';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { joinWorld, startTestApi, TestApi } from '../../test/harness';

// Every purchase is charged at the price of the world's own catalogue, which the Creator edits,
// and the quotes a client shows (items, feats) are the same prices.

const ERRORS = `userErrors { code field message }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { token userErrors { code } } }`;
const CREATE_CHARACTER = `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id } ${ERRORS} } }`;
const CREATE_TEAM = `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id cash heroPoints members { id } } ${ERRORS} } }`;
const GRANT = `mutation ($input: GrantAwardInput!) { grantAward(input: $input) { entry { id } ${ERRORS} } }`;
const TEAM = `query ($id: ID!) { team(id: $id) { cash heroPoints items { itemId name price } members { featIds } } }`;
const UPDATE_ITEM = `mutation ($input: UpdateItemInput!) { updateItem(input: $input) { item { catalogueId price priced } ${ERRORS} } }`;
const UPDATE_FEAT = `mutation ($input: UpdateFeatInput!) { updateFeat(input: $input) { feat { catalogueId cost priced } ${ERRORS} } }`;
const ITEMS = `query { items(world: "demo", first: 100, filter: { priced: true }) { nodes { catalogueId price } } }`;
const FEAT_QUOTES = `query { feats(world: "demo", first: 100) { nodes { catalogueId cost } } }`;
const BUY_ITEM = `mutation ($input: BuyItemInput!) { buyItem(input: $input) { item { itemId name price } ledgerEntry { amount balanceAfter reason note } ${ERRORS} } }`;
const ASSIGN_FEAT = `mutation ($input: MemberFeatInput!) { assignFeat(input: $input) { member { featIds } ledgerEntry { amount balanceAfter reason note } ${ERRORS} } }`;

let t: TestApi;
let creator: string;
let player: string;
let teamId: string;
let memberId: string;

async function ok(query: string, variables: Record<string, unknown>, token: string) {
  const { data, errors } = await t.gql(query, variables, token);
  expect(errors).toBeUndefined();
  const [payload] = Object.values(data as Record<string, { userErrors: unknown[] }>);
  expect(payload.userErrors).toEqual([]);
  return payload as any;
}

async function team() {
  const { data, errors } = await t.gql(TEAM, { id: teamId }, player);
  expect(errors).toBeUndefined();
  return data.team;
}

/** Balances, ledger, items and feats of every team: a refused purchase leaves them all as they were. */
async function state() {
  const [row] = await t.dataSource.query(`SELECT
    (SELECT count(*)::int FROM ledger_entry) AS entries,
    (SELECT count(*)::int FROM team_item) AS items,
    (SELECT coalesce(sum(amount), 0)::int FROM ledger_entry WHERE currency = 'CASH') AS cash,
    (SELECT coalesce(sum(amount), 0)::int FROM ledger_entry WHERE currency = 'HERO_POINTS') AS hero_points,
    (SELECT string_agg(array_to_string(feat_ids, ','), ';' ORDER BY id) FROM team_member) AS feats`);
  return row;
}

async function writesNothing(act: () => Promise<unknown>) {
  const before = await state();
  await act();
  expect(await state()).toEqual(before);
}

const setItemPrice = (catalogueId: string, price: number | null) => ok(UPDATE_ITEM, { input: { world: 'demo', catalogueId, price } }, creator);

async function itemQuote(catalogueId: string): Promise<number | undefined> {
  const { data } = await t.gql(ITEMS, {}, player);
  return data.items.nodes.find((n: { catalogueId: string }) => n.catalogueId === catalogueId)?.price;
}

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  const { data } = await t.gql(SIGN_UP, { input: { email: 'buyer@example.org', password: 'correct horse battery', displayName: 'Buyer' } });
  player = data.signUp.token;
  await joinWorld(t, { creator, token: player, email: 'buyer@example.org', role: 'PLAYER' });
  const clicks = [
    { speed: 8, attack: 10, defense: 16, damage: 2 },
    { speed: 7, attack: 9, defense: 15, damage: 2 },
  ];
  const leader = await ok(
    CREATE_CHARACTER,
    { input: { world: 'demo', name: 'Shopper', kind: 'HERO', versions: [{ rank: 'ROOKIE', pointValue: 20, range: 4, koClicks: 3, clicks }] } },
    creator,
  );
  const created = await ok(
    CREATE_TEAM,
    { input: { world: 'demo', alignment: 'HERO', name: 'Shoppers', leaderCharacterId: leader.character.id, founderCharacterIds: [] } },
    player,
  );
  teamId = created.team.id;
  memberId = created.team.members[0].id;
  await ok(GRANT, { input: { teamId, currency: 'CASH', amount: 5000, note: 'shopping money' } }, creator);
  await ok(GRANT, { input: { teamId, currency: 'HERO_POINTS', amount: 500, note: 'feat money' } }, creator);
});

afterAll(async () => {
  await t?.close();
});

describe('buyItem', () => {
  it("charges the Creator's price for an item and for a weapon, the price the catalogue quotes", async () => {
    await setItemPrice('stim-pack', 900);
    await setItemPrice('handgun-small', 40);
    expect(await itemQuote('stim-pack')).toBe(900);
    expect(await itemQuote('handgun-small')).toBe(40);

    const cash = (await team()).cash;
    const stim = await ok(BUY_ITEM, { input: { teamId, itemId: 'stim-pack' } }, player);
    expect(stim.item).toEqual({ itemId: 'stim-pack', name: 'Stim Pack', price: 900 });
    expect(stim.ledgerEntry).toEqual({ amount: -900, balanceAfter: cash - 900, reason: 'ITEM', note: 'Stim Pack' });
    const gun = await ok(BUY_ITEM, { input: { teamId, itemId: 'handgun-small' } }, player);
    expect(gun.item).toEqual({ itemId: 'handgun-small', name: 'Small handgun', price: 40 });
    expect(gun.ledgerEntry).toEqual({ amount: -40, balanceAfter: cash - 940, reason: 'ITEM', note: 'Small handgun' });
    expect((await team()).cash).toBe(cash - 940);
  });

  it('refuses an item the Creator took off sale, and writes nothing', async () => {
    await setItemPrice('revival-kit', null);
    expect(await itemQuote('revival-kit')).toBeUndefined();
    await writesNothing(async () => {
      const { data, errors } = await t.gql(BUY_ITEM, { input: { teamId, itemId: 'revival-kit' } }, player);
      expect(errors).toBeUndefined();
      expect(data.buyItem).toEqual({
        item: null,
        ledgerEntry: null,
        userErrors: [{ code: 'ITEM_NOT_PRICED', field: ['itemId'], message: 'Revival Kit is not for sale in this world: it has no price' }],
      });
    });
  });

  it('sells from every list of the catalogue: an object weapon only once the Creator prices it', async () => {
    await writesNothing(async () => {
      const { data } = await t.gql(BUY_ITEM, { input: { teamId, itemId: 'object-light' } }, player);
      expect(data.buyItem.userErrors).toEqual([expect.objectContaining({ code: 'ITEM_NOT_PRICED', field: ['itemId'] })]);
    });
    await setItemPrice('object-light', 25);
    const cash = (await team()).cash;
    const bought = await ok(BUY_ITEM, { input: { teamId, itemId: 'object-light' } }, player);
    expect(bought.item).toEqual({ itemId: 'object-light', name: 'Light', price: 25 });
    expect(bought.ledgerEntry).toEqual({ amount: -25, balanceAfter: cash - 25, reason: 'ITEM', note: 'Light' });
  });
});

describe('assignFeat', () => {
  const featQuote = async (catalogueId: string) =>
    (await t.gql(FEAT_QUOTES, {}, player)).data.feats.nodes.find((n: { catalogueId: string }) => n.catalogueId === catalogueId).cost;

  it("buys a feat as the world's catalogue has it: the Creator's prerequisites, name and price", async () => {
    // Berserk as printed needs Charge, which this member's dial lacks; the Creator drops the prerequisite.
    await writesNothing(async () => {
      const { data } = await t.gql(ASSIGN_FEAT, { input: { memberId, featId: 'berserk' } }, player);
      expect(data.assignFeat.userErrors).toEqual([expect.objectContaining({ code: 'FEAT_PREREQUISITE_MISSING', field: ['featId'] })]);
    });
    await ok(UPDATE_FEAT, { input: { world: 'demo', catalogueId: 'berserk', name: 'Wild Rage', requiredPowers: [], price: 30 } }, creator);
    expect(await featQuote('berserk')).toBe(30);
    const heroPoints = (await team()).heroPoints;
    const bought = await ok(ASSIGN_FEAT, { input: { memberId, featId: 'berserk' } }, player);
    expect(bought.member.featIds).toEqual(['berserk']);
    expect(bought.ledgerEntry).toEqual({ amount: -30, balanceAfter: heroPoints - 30, reason: 'FEAT', note: 'Feat: Wild Rage' });
  });

  it('refuses a feat the world has no price for, and writes nothing; charges the price once the Creator sets one', async () => {
    const unpriced = FEATS.find((f) => !f.priced && f.requiredPowers.length === 0)!;
    expect(await featQuote(unpriced.id)).toBeNull();
    await writesNothing(async () => {
      const { data } = await t.gql(ASSIGN_FEAT, { input: { memberId, featId: unpriced.id } }, player);
      expect(data.assignFeat).toEqual({
        member: null,
        ledgerEntry: null,
        userErrors: [
          { code: 'FEAT_NOT_PRICED', field: ['featId'], message: `${unpriced.name} has no price yet; the Creator must price it before it can be bought.` },
        ],
      });
    });
    await ok(UPDATE_FEAT, { input: { world: 'demo', catalogueId: unpriced.id, price: 12 } }, creator);
    expect(await featQuote(unpriced.id)).toBe(12);
    const heroPoints = (await team()).heroPoints;
    const bought = await ok(ASSIGN_FEAT, { input: { memberId, featId: unpriced.id } }, player);
    expect(bought.ledgerEntry).toEqual({ amount: -12, balanceAfter: heroPoints - 12, reason: 'FEAT', note: `Feat: ${unpriced.name}` });
  });

  it('starts a feat at its printed upkeep; price null takes it off sale (not back to the upkeep), and a price puts it back', async () => {
    const allOut = FEATS.find((f) => f.id === 'all-out')!;
    expect(allOut.upkeep).toBe(40);
    expect(await featQuote('all-out')).toBe(40);

    const withdrawn = await ok(UPDATE_FEAT, { input: { world: 'demo', catalogueId: 'all-out', price: null } }, creator);
    expect(withdrawn.feat).toEqual({ catalogueId: 'all-out', cost: null, priced: false });
    expect(await featQuote('all-out')).toBeNull();
    await writesNothing(async () => {
      const { data } = await t.gql(ASSIGN_FEAT, { input: { memberId, featId: 'all-out' } }, player);
      expect(data.assignFeat).toEqual({
        member: null,
        ledgerEntry: null,
        userErrors: [
          { code: 'FEAT_NOT_PRICED', field: ['featId'], message: `${allOut.name} has no price yet; the Creator must price it before it can be bought.` },
        ],
      });
    });

    const repriced = await ok(UPDATE_FEAT, { input: { world: 'demo', catalogueId: 'all-out', price: 35 } }, creator);
    expect(repriced.feat).toEqual({ catalogueId: 'all-out', cost: 35, priced: true });
    const heroPoints = (await team()).heroPoints;
    const bought = await ok(ASSIGN_FEAT, { input: { memberId, featId: 'all-out' } }, player);
    expect(bought.ledgerEntry).toEqual({ amount: -35, balanceAfter: heroPoints - 35, reason: 'FEAT', note: `Feat: ${allOut.name}` });
  });
});
