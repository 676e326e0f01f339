import { randomUUID } from 'node:crypto';
import { FEATS } from '@clix/rules';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { joinWorld, startTestApi, TestApi } from '../../test/harness';
import { demoPlayers, loadDemoTeams } from './demo-teams';
import { rowId } from '../../test/global-ids';

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { token account { id } userErrors { code } } }`;
const CREATE_CHARACTER = `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id versions { id rank } } userErrors { code field message } } }`;
const ERRORS = `userErrors { code field message }`;
const MEMBER_FIELDS = `id rank level isLeader status featIds achievementPoints skillPointsLeft
  bonuses { rank tier cost } skills { skillId points } character { id name } version { id rank pointValue }`;
const TEAM_FIELDS = `id name alignment heroPoints cash prestige infamy pointValue severalPlayers
  owner { id displayName } world { slug } teamAbility { roll name text }
  teamAbilityRoll { faces purpose }
  leader { character { name } }
  members { ${MEMBER_FIELDS} }
  items { itemId name price }`;
const CREATE_TEAM = `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { ${TEAM_FIELDS} } teamAbilityRoll { id faces result } ${ERRORS} } }`;
const TEAM = `query ($id: ID!) { team(id: $id) { ${TEAM_FIELDS} } }`;
const TEAMS = `query ($world: String!, $first: Int!, $after: String, $filter: TeamFilter) {
  teams(world: $world, first: $first, after: $after, filter: $filter) {
    totalCount pageInfo { hasNextPage endCursor } nodes { ${TEAM_FIELDS} }
  }
}`;
const LEVEL_UP = `mutation ($input: LevelUpMemberInput!) { levelUpMember(input: $input) { member { ${MEMBER_FIELDS} } ledgerEntry { amount balanceAfter reason note } ${ERRORS} } }`;
const RECRUIT = `mutation ($input: RecruitCharacterInput!) { recruitCharacter(input: $input) {
  member { ${MEMBER_FIELDS} } plea { outcome joined attackTotal defenseTarget heroPointsSpent approachAgainAtLeaderLevel neverApproachAgain }
  roll { faces purpose } ${ERRORS} } }`;
const ASSIGN_FEAT = `mutation ($input: MemberFeatInput!) { assignFeat(input: $input) { member { featIds } ledgerEntry { amount reason } ${ERRORS} } }`;
const REMOVE_FEAT = `mutation ($input: MemberFeatInput!) { removeFeat(input: $input) { member { featIds } ${ERRORS} } }`;
const BUY_BONUS = `mutation ($input: BuyBonusInput!) { buyBonus(input: $input) { member { bonuses { rank tier cost text } } ledgerEntry { amount reason } ${ERRORS} } }`;
const ALLOCATE = `mutation ($input: AllocateSkillPointsInput!) { allocateSkillPoints(input: $input) { member { skills { skillId name points } skillPointsLeft } ${ERRORS} } }`;
const BUY_ITEM = `mutation ($input: BuyItemInput!) { buyItem(input: $input) { item { itemId name price } ledgerEntry { amount balanceAfter reason } ${ERRORS} } }`;
const GRANT = `mutation ($input: GrantAwardInput!) { grantAward(input: $input) { entry { id amount balanceAfter reason note currency createdBy { displayName } } ${ERRORS} } }`;
const CORRECT = `mutation ($input: CorrectLedgerEntryInput!) { correctLedgerEntry(input: $input) { entry { id amount balanceAfter reason correctsEntryId } ${ERRORS} } }`;

/** A ledger page with the entries' own fields only (no member: those load the members the entries name). */
const HISTORY_ENTRIES = `query ($teamId: ID!, $first: Int!) {
  teamHistory(teamId: $teamId, first: $first) { totalCount nodes { id currency amount balanceAfter reason note sourceType sourceId } }
}`;
const HISTORY = `query ($teamId: ID!, $first: Int!, $after: String, $currency: LedgerCurrency) {
  teamHistory(teamId: $teamId, first: $first, after: $after, currency: $currency) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { id currency amount balanceAfter reason note sourceType sourceId member { character { name } } sourceMember { character { name } } }
  }
}`;
const OPPOSITION = `query ($teamId: ID!, $scenarioId: String!) { suggestOpposition(teamId: $teamId, scenarioId: $scenarioId) {
  suggestion { scenarioId scenarioName forceRatio teamPointValue targetPointValue totalPointValue picks { character { name kind } version { rank pointValue } } }
  ${ERRORS} } }`;

let t: TestApi;
let creator: string;
let player: string;
let playerId: string;
let rival: string;
let organizer: string;
const chars: Record<string, { id: string; versions: { id: string; rank: string }[] }> = {};

interface VersionSpec {
  rank: string;
  points: number;
  attack?: number;
  defense?: number;
  powers?: string[];
}

async function character(name: string, versions: VersionSpec[], extra: Record<string, unknown> = {}) {
  const input = {
    world: 'demo',
    name,
    kind: 'HERO',
    ...extra,
    versions: versions.map((v) => ({
      rank: v.rank,
      pointValue: v.points,
      range: 4,
      koClicks: 3,
      clicks: [
        { speed: 8, attack: v.attack ?? 10, defense: v.defense ?? 16, damage: 2, attackPower: v.powers?.[0] ?? null, defensePower: v.powers?.[1] ?? null },
        { speed: 7, attack: 9, defense: 15, damage: 2 },
      ],
    })),
  };
  const { data, errors } = await t.gql(CREATE_CHARACTER, { input }, creator);
  expect(errors).toBeUndefined();
  expect(data.createCharacter.userErrors).toEqual([]);
  chars[name] = data.createCharacter.character;
  return chars[name];
}

async function account(email: string, role: string | null) {
  const { data } = await t.gql(SIGN_UP, { input: { email, password: 'correct horse battery', displayName: email.split('@')[0] } });
  expect(data.signUp.userErrors).toEqual([]);
  if (role) await joinWorld(t, { creator, token: data.signUp.token, email, role });
  return { token: data.signUp.token as string, id: data.signUp.account.id as string };
}

async function counts() {
  const [row] = await t.dataSource.query(`SELECT
    (SELECT count(*)::int FROM team) AS teams,
    (SELECT count(*)::int FROM team_member) AS members,
    (SELECT count(*)::int FROM ledger_entry) AS entries,
    (SELECT count(*)::int FROM dice_roll) AS rolls,
    (SELECT count(*)::int FROM recruit_plea) AS pleas,
    (SELECT count(*)::int FROM team_item) AS items,
    (SELECT md5(string_agg(m.id::text || m.version_id || m.rank || array_to_string(m.feat_ids, ',') || m.bonuses::text || m.skills::text, ';' ORDER BY m.id)) FROM team_member m) AS member_state`);
  return row;
}

/** Runs `act` and checks it wrote nothing at all. */
async function writesNothing(act: () => Promise<unknown>) {
  const before = await counts();
  await act();
  expect(await counts()).toEqual(before);
}

async function createTeam(token: string, input: Record<string, unknown>) {
  const { data, errors } = await t.gql(CREATE_TEAM, { input: { world: 'demo', alignment: 'HERO', ...input } }, token);
  expect(errors).toBeUndefined();
  return data.createTeam;
}

async function grant(teamId: string, currency: string, amount: number, token = creator) {
  const { data, errors } = await t.gql(GRANT, { input: { teamId, currency, amount, note: 'test award' } }, token);
  expect(errors).toBeUndefined();
  expect(data.grantAward.userErrors).toEqual([]);
  return data.grantAward.entry;
}

async function team(id: string, token?: string) {
  const { data, errors } = await t.gql(TEAM, { id }, token);
  expect(errors).toBeUndefined();
  return data.team;
}

const codes = (payload: { userErrors: { code: string }[] }) => payload.userErrors.map((e) => e.code);

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  expect(await loadDemoTeams(t.dataSource)).toBe(true);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  ({ token: player, id: playerId } = await account('player@example.org', 'PLAYER'));
  ({ token: rival } = await account('rival@example.org', 'PLAYER'));
  ({ token: organizer } = await account('organizer@example.org', 'ORGANIZER'));

  await character('Aegis', [
    { rank: 'ROOKIE', points: 40 },
    { rank: 'EXPERIENCED', points: 47 },
  ]);
  await character('Blitz', [{ rank: 'ROOKIE', points: 30, powers: ['Battle Fury'] }]);
  await character('Cinder', [
    { rank: 'ROOKIE', points: 25, powers: ['Charge'] },
    { rank: 'EXPERIENCED', points: 40, powers: ['Charge'] },
  ]);
  await character('Dusk', [{ rank: 'ROOKIE', points: 35 }]);
  await character('Echo', [{ rank: 'ROOKIE', points: 20 }]);
  await character('Titan', [{ rank: 'ROOKIE', points: 60, defense: 30 }]);
  await character('Vic', [{ rank: 'VETERAN', points: 30 }]);
  await character('Shade', [{ rank: 'ROOKIE', points: 10 }], { visibility: 'HIDDEN' });
  await character('Grim', [{ rank: 'ROOKIE', points: 45 }], { kind: 'VILLAIN' });
  await character('Hex', [{ rank: 'ROOKIE', points: 30 }], { kind: 'VILLAIN' });
});

afterAll(async () => {
  await t?.close();
});

let heroesId: string;
const memberOf = (teamData: any, name: string) => teamData.members.find((m: any) => m.character.name === name);

describe('createTeam', () => {
  it('founds a team from Rookies: leader first with Leadership, the rest of 100 HP in reserve, $1000, the team ability rolled and recorded', async () => {
    const before = await counts();
    const payload = await createTeam(player, {
      name: 'Dawn Patrol',
      leaderCharacterId: chars.Aegis.id,
      founderCharacterIds: [chars.Cinder.id, chars.Aegis.id],
    });
    expect(payload.userErrors).toEqual([]);
    const created = payload.team;
    heroesId = created.id;
    expect(created).toMatchObject({
      name: 'Dawn Patrol',
      alignment: 'HERO',
      heroPoints: 100 - 40 - 25,
      cash: 1000,
      prestige: 0,
      infamy: null,
      pointValue: 65,
      severalPlayers: false,
      owner: { id: playerId },
      world: { slug: 'demo' },
      leader: { character: { name: 'Aegis' } },
    });
    expect(created.members.map((m: any) => [m.character.name, m.isLeader, m.rank, m.level, m.status, m.achievementPoints])).toEqual([
      ['Aegis', true, 'ROOKIE', 1, 'ACTIVE', 0],
      ['Cinder', false, 'ROOKIE', 1, 'ACTIVE', 0],
    ]);
    const [a, b] = payload.teamAbilityRoll.faces;
    expect(payload.teamAbilityRoll.faces).toHaveLength(2);
    expect(created.teamAbility.roll).toBe(a + b);
    expect(created.teamAbilityRoll).toEqual({ faces: [a, b], purpose: 'team-ability' });
    expect(created.teamAbility.name).toBe(payload.teamAbilityRoll.result.ability.name);

    const after = await counts();
    expect(after.teams - before.teams).toBe(1);
    expect(after.members - before.members).toBe(2);
    expect(after.rolls - before.rolls).toBe(1);
    const history = await t.gql(HISTORY, { teamId: heroesId, first: 10 });
    expect(history.data.teamHistory.nodes.map((e: any) => [e.currency, e.amount, e.balanceAfter, e.reason])).toEqual([
      ['HERO_POINTS', -25, 35, 'RECRUIT'],
      ['HERO_POINTS', -40, 60, 'RECRUIT'],
      ['CASH', 1000, 1000, 'FOUNDING'],
      ['HERO_POINTS', 100, 100, 'FOUNDING'],
    ]);
  });

  it('gives a team of several players 150 Hero Points', async () => {
    const payload = await createTeam(creator, { name: 'Shared Squad', leaderCharacterId: chars.Dusk.id, founderCharacterIds: [], severalPlayers: true });
    expect(payload.userErrors).toEqual([]);
    expect(payload.team.heroPoints).toBe(150 - 35);
  });

  it.each([
    [
      'more than three founders',
      () => ({ leaderCharacterId: chars.Echo.id, founderCharacterIds: [chars.Vic.id, chars.Titan.id, chars.Grim.id] }),
      'TOO_MANY_FOUNDERS',
      ['founderCharacterIds'],
    ],
    ['a Veteran founder', () => ({ leaderCharacterId: chars.Echo.id, founderCharacterIds: [chars.Vic.id] }), 'NOT_ROOKIE', ['founderCharacterIds', '0']],
    ['a Battle Fury leader', () => ({ leaderCharacterId: chars.Blitz.id, founderCharacterIds: [] }), 'BATTLE_FURY_LEADER', ['leaderCharacterId']],
    [
      'founders over the Hero Point budget',
      () => ({ leaderCharacterId: chars.Titan.id, founderCharacterIds: [chars.Grim.id] }),
      'INSUFFICIENT_HERO_POINTS',
      ['founderCharacterIds'],
    ],
    [
      'a founder already on a team',
      () => ({ leaderCharacterId: chars.Echo.id, founderCharacterIds: [chars.Cinder.id] }),
      'CHARACTER_ON_A_TEAM',
      ['founderCharacterIds', '0'],
    ],
    ['an unknown character', () => ({ leaderCharacterId: randomUUID(), founderCharacterIds: [] }), 'CHARACTER_NOT_FOUND', ['leaderCharacterId']],
    [
      'a hidden character (for a player)',
      () => ({ leaderCharacterId: chars.Echo.id, founderCharacterIds: [chars.Shade.id] }),
      'CHARACTER_NOT_FOUND',
      ['founderCharacterIds', '0'],
    ],
    [
      'a duplicate founder',
      () => ({ leaderCharacterId: chars.Echo.id, founderCharacterIds: [chars.Hex.id, chars.Hex.id] }),
      'DUPLICATE_MEMBER',
      ['founderCharacterIds', '1'],
    ],
    ['a taken name (any case)', () => ({ name: 'DAWN patrol', leaderCharacterId: chars.Echo.id, founderCharacterIds: [] }), 'TEAM_NAME_TAKEN', ['name']],
    ['an empty name', () => ({ name: '', leaderCharacterId: chars.Echo.id, founderCharacterIds: [] }), 'INVALID_VALUE', ['name']],
  ])('refuses %s with a stable code and writes nothing', async (_label, input, code, field) => {
    await writesNothing(async () => {
      const payload = await createTeam(player, { name: 'Refused', ...input() });
      expect(payload.team).toBeNull();
      expect(payload.userErrors).toContainEqual(expect.objectContaining({ code, field }));
    });
  });

  it('refuses anonymous callers, organizers and unknown worlds', async () => {
    await writesNothing(async () => {
      const input = { world: 'demo', name: 'Nope', alignment: 'HERO', leaderCharacterId: chars.Echo.id, founderCharacterIds: [] };
      const anonymous = await t.gql(CREATE_TEAM, { input });
      expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
      const byOrganizer = await t.gql(CREATE_TEAM, { input }, organizer);
      expect(byOrganizer.errors?.[0].extensions.code).toBe('FORBIDDEN');
      const noWorld = await t.gql(CREATE_TEAM, { input: { ...input, world: 'nowhere' } }, player);
      expect(codes(noWorld.data.createTeam)).toEqual(['WORLD_NOT_FOUND']);
    });
  });

  it('keeps a character on one team of a world at a time, in the database too', async () => {
    const [aegis] = await t.dataSource.query(`SELECT * FROM team_member WHERE character_id = $1`, [rowId(chars.Aegis.id)]);
    const [other] = await t.dataSource.query(`SELECT id FROM team WHERE id <> $1 LIMIT 1`, [rowId(heroesId)]);
    await expect(
      t.dataSource.query(`INSERT INTO team_member (team_id, world_id, character_id, version_id, rank) VALUES ($1, $2, $3, $4, 'ROOKIE')`, [
        other.id,
        aegis.world_id,
        aegis.character_id,
        aegis.version_id,
      ]),
    ).rejects.toThrow(/team_member_one_team/);
  });
});

describe('the ledger', () => {
  it('refuses to update or delete an entry, or to store a balance that does not follow', async () => {
    const [entry] = await t.dataSource.query(`SELECT * FROM ledger_entry WHERE team_id = $1 ORDER BY position LIMIT 1`, [rowId(heroesId)]);
    await expect(t.dataSource.query(`UPDATE ledger_entry SET amount = 5000 WHERE id = $1`, [entry.id])).rejects.toThrow(/append-only/);
    await expect(t.dataSource.query(`DELETE FROM ledger_entry WHERE id = $1`, [entry.id])).rejects.toThrow(/append-only/);
    await expect(t.dataSource.query(`TRUNCATE ledger_entry`)).rejects.toThrow(/append-only/);
    await expect(
      t.dataSource.query(`INSERT INTO ledger_entry (team_id, currency, amount, balance_after, reason) VALUES ($1, 'CASH', 10, 99999, 'CORRECTION')`, [
        rowId(heroesId),
      ]),
    ).rejects.toThrow();
    await expect(
      t.dataSource.query(`INSERT INTO ledger_entry (team_id, currency, amount, reason, note) VALUES ($1, 'CASH', -100000, 'PURCHASE', 'overdraft')`, [
        rowId(heroesId),
      ]),
    ).rejects.toThrow(/check/);
    const [same] = await t.dataSource.query(`SELECT * FROM ledger_entry WHERE id = $1`, [entry.id]);
    expect(same.amount).toBe(entry.amount);
  });

  it("refuses an entry on the balance of another team's member", async () => {
    const [stranger] = await t.dataSource.query(`SELECT id FROM team_member WHERE team_id <> $1 ORDER BY joined_at, id LIMIT 1`, [rowId(heroesId)]);
    const [own] = await t.dataSource.query(`SELECT id FROM team_member WHERE team_id = $1 ORDER BY joined_at, id LIMIT 1`, [rowId(heroesId)]);
    const insert = (memberId: string) =>
      t.dataSource.query(
        `INSERT INTO ledger_entry (team_id, member_id, currency, amount, reason, note) VALUES ($1, $2, 'ACHIEVEMENT_POINTS', 2, 'MATCH', 'a win') RETURNING id`,
        [rowId(heroesId), memberId],
      );
    await expect(insert(stranger.id)).rejects.toThrow(/ledger_entry_member_of_team/);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM ledger_entry WHERE member_id = $1 AND team_id = $2`, [
      stranger.id,
      rowId(heroesId),
    ]);
    expect(count).toBe(0);
    await expect(insert(own.id)).resolves.toHaveLength(1);
  });

  it('lets the Creator grant Hero Points or cash with a reason, and nobody else', async () => {
    const entry = await grant(heroesId, 'HERO_POINTS', 10);
    expect(entry).toMatchObject({
      amount: 10,
      balanceAfter: 45,
      reason: 'CREATOR_AWARD',
      note: 'test award',
      currency: 'HERO_POINTS',
      createdBy: { displayName: 'Demo Creator' },
    });
    await writesNothing(async () => {
      const byOwner = await t.gql(GRANT, { input: { teamId: heroesId, currency: 'CASH', amount: 100, note: 'please' } }, player);
      expect(byOwner.errors?.[0].extensions.code).toBe('FORBIDDEN');
      const zero = await t.gql(GRANT, { input: { teamId: heroesId, currency: 'CASH', amount: 0, note: 'x' } }, creator);
      expect(zero.data.grantAward.userErrors).toEqual([expect.objectContaining({ code: 'INVALID_VALUE', field: ['amount'] })]);
      const noTeam = await t.gql(GRANT, { input: { teamId: randomUUID(), currency: 'CASH', amount: 5, note: 'x' } }, creator);
      expect(codes(noTeam.data.grantAward)).toEqual(['TEAM_NOT_FOUND']);
    });
  });

  it('corrects an entry with a reversing entry, once, Creator only, never below zero', async () => {
    const award = await grant(heroesId, 'CASH', 500);
    await writesNothing(async () => {
      const byOwner = await t.gql(CORRECT, { input: { entryId: award.id, note: 'mine' } }, player);
      expect(byOwner.errors?.[0].extensions.code).toBe('FORBIDDEN');
      const unknown = await t.gql(CORRECT, { input: { entryId: randomUUID(), note: 'x' } }, creator);
      expect(codes(unknown.data.correctLedgerEntry)).toEqual(['LEDGER_ENTRY_NOT_FOUND']);
    });
    // Spend $1000 of the $1500, then reversing the founding $1000 would leave -$500: refused.
    const spent = await t.gql(BUY_ITEM, { input: { teamId: heroesId, itemId: 'stim-pack' } }, player);
    expect(spent.data.buyItem.userErrors).toEqual([]);
    const [founding] = await t.dataSource.query(`SELECT id FROM ledger_entry WHERE team_id = $1 AND currency = 'CASH' AND reason = 'FOUNDING'`, [
      rowId(heroesId),
    ]);
    await writesNothing(async () => {
      const overdraw = await t.gql(CORRECT, { input: { entryId: founding.id, note: 'undo founding' } }, creator);
      expect(codes(overdraw.data.correctLedgerEntry)).toEqual(['CORRECTION_OVERDRAWS']);
    });
    const { data } = await t.gql(CORRECT, { input: { entryId: award.id, note: 'granted twice by mistake' } }, creator);
    expect(data.correctLedgerEntry.userErrors).toEqual([]);
    expect(data.correctLedgerEntry.entry).toMatchObject({ amount: -500, balanceAfter: 0, reason: 'CORRECTION', correctsEntryId: award.id });
    await writesNothing(async () => {
      const again = await t.gql(CORRECT, { input: { entryId: award.id, note: 'again' } }, creator);
      expect(codes(again.data.correctLedgerEntry)).toEqual(['ENTRY_ALREADY_CORRECTED']);
    });
    expect((await team(heroesId)).cash).toBe(0);
  });

  it('pages the history newest first, filters by currency, and the entries sum to the balances', async () => {
    const ids: string[] = [];
    let after: string | null = null;
    t.counter.reset();
    await t.gql(`query ($teamId: ID!) { teamHistory(teamId: $teamId, first: 100) { totalCount nodes { id amount } } }`, { teamId: heroesId });
    expect(t.counter.count).toBe(1); // the team, the count, the page and which characters it names are hidden, in one
    do {
      const { data, errors }: any = await t.gql(HISTORY, { teamId: heroesId, first: 3, after });
      expect(errors).toBeUndefined();
      ids.push(...data.teamHistory.nodes.map((n: any) => n.id));
      after = data.teamHistory.pageInfo.hasNextPage ? data.teamHistory.pageInfo.endCursor : null;
    } while (after);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM ledger_entry WHERE team_id = $1`, [rowId(heroesId)]);
    expect(ids).toHaveLength(n);
    expect(new Set(ids).size).toBe(n);
    const cashOnly = await t.gql(HISTORY, { teamId: heroesId, first: 100, currency: 'CASH' });
    const cash = cashOnly.data.teamHistory.nodes;
    expect(cash.every((e: any) => e.currency === 'CASH')).toBe(true);
    const current = await team(heroesId);
    expect(cash.reduce((sum: number, e: any) => sum + e.amount, 0)).toBe(current.cash);
    expect(cash[0].balanceAfter).toBe(current.cash);
  });
});

describe('advancement', () => {
  let aegisMember: string;
  let cinderMember: string;

  beforeAll(async () => {
    const heroes = await team(heroesId);
    aegisMember = memberOf(heroes, 'Aegis').id;
    cinderMember = memberOf(heroes, 'Cinder').id;
  });

  it('refuses recruiting while the leader is a Rookie', async () => {
    await writesNothing(async () => {
      const { data } = await t.gql(RECRUIT, { input: { teamId: heroesId, characterId: chars.Echo.id } }, player);
      expect(data.recruitCharacter.userErrors).toContainEqual(expect.objectContaining({ code: 'LEADER_NOT_EXPERIENCED', field: ['teamId'] }));
    });
  });

  it('levels a member up to his next version for 100 per level plus its points, and refuses what it cannot afford', async () => {
    const heroPoints = (await team(heroesId)).heroPoints;
    expect(heroPoints).toBeLessThan(247);
    // The quote shown before confirming is what the level-up then charges: the seed's 247 HP.
    const quote = await t.gql(`query ($id: ID!) { team(id: $id) { members { id nextLevelUp { heroPoints version { rank pointValue } } } } }`, { id: heroesId });
    const aegis = quote.data.team.members.find((m: any) => m.id === aegisMember);
    expect(aegis.nextLevelUp).toEqual({ heroPoints: 247, version: { rank: 'EXPERIENCED', pointValue: 47 } });
    await writesNothing(async () => {
      const { data } = await t.gql(LEVEL_UP, { input: { memberId: aegisMember } }, player);
      expect(data.levelUpMember.userErrors).toEqual([expect.objectContaining({ code: 'INSUFFICIENT_HERO_POINTS', field: ['memberId'] })]);
    });
    await grant(heroesId, 'HERO_POINTS', 1000);
    const { data } = await t.gql(LEVEL_UP, { input: { memberId: aegisMember } }, player);
    expect(data.levelUpMember.userErrors).toEqual([]);
    expect(data.levelUpMember.member).toMatchObject({ rank: 'EXPERIENCED', level: 2, version: { rank: 'EXPERIENCED', pointValue: 47 }, skillPointsLeft: 20 });
    expect(data.levelUpMember.ledgerEntry).toMatchObject({ amount: -247, balanceAfter: heroPoints + 1000 - 247, reason: 'LEVEL_UP' });
    const history = await t.gql(HISTORY, { teamId: heroesId, first: 1, currency: 'HERO_POINTS' });
    expect(history.data.teamHistory.nodes[0]).toMatchObject({ reason: 'LEVEL_UP', sourceType: 'TEAM_MEMBER', sourceMember: { character: { name: 'Aegis' } } });
  });

  it('refuses a level-up with no next version, or to a version that is not above', async () => {
    await writesNothing(async () => {
      const none = await t.gql(LEVEL_UP, { input: { memberId: aegisMember } }, player);
      expect(codes(none.data.levelUpMember)).toEqual(['NO_NEXT_VERSION']);
      const rookie = chars.Aegis.versions.find((v) => v.rank === 'ROOKIE')!.id;
      const down = await t.gql(LEVEL_UP, { input: { memberId: aegisMember, versionId: rookie } }, player);
      expect(down.data.levelUpMember.userErrors).toEqual([expect.objectContaining({ code: 'NOT_A_LEVEL_UP', field: ['versionId'] })]);
      const foreign = await t.gql(LEVEL_UP, { input: { memberId: aegisMember, versionId: chars.Titan.versions[0].id } }, player);
      expect(codes(foreign.data.levelUpMember)).toEqual(['VERSION_NOT_FOUND']);
      const noMember = await t.gql(LEVEL_UP, { input: { memberId: randomUUID() } }, player);
      expect(codes(noMember.data.levelUpMember)).toEqual(['TEAM_MEMBER_NOT_FOUND']);
    });
  });

  it('enlists a character worth less than the leader without a roll', async () => {
    const before = await team(heroesId);
    const rollsBefore = (await counts()).rolls;
    const { data } = await t.gql(RECRUIT, { input: { teamId: heroesId, characterId: chars.Echo.id } }, player);
    expect(data.recruitCharacter.userErrors).toEqual([]);
    expect(data.recruitCharacter.plea).toMatchObject({ outcome: 'AUTO_JOINED', joined: true, attackTotal: null, heroPointsSpent: 20 });
    expect(data.recruitCharacter.roll).toBeNull();
    expect(data.recruitCharacter.member).toMatchObject({ rank: 'ROOKIE', isLeader: false, character: { name: 'Echo' } });
    expect((await team(heroesId)).heroPoints).toBe(before.heroPoints - 20);
    expect((await counts()).rolls).toBe(rollsBefore);
  });

  it('refuses to enlist a member again, a character on another team, a Veteran, or a bad plea spend', async () => {
    await writesNothing(async () => {
      const again = await t.gql(RECRUIT, { input: { teamId: heroesId, characterId: chars.Echo.id } }, player);
      expect(codes(again.data.recruitCharacter)).toEqual(expect.arrayContaining(['ALREADY_ON_TEAM', 'TARGET_UNAVAILABLE']));
      const elsewhere = await t.gql(RECRUIT, { input: { teamId: heroesId, characterId: chars.Dusk.id } }, player);
      expect(codes(elsewhere.data.recruitCharacter)).toEqual(['TARGET_UNAVAILABLE']);
      const veteran = await t.gql(RECRUIT, { input: { teamId: heroesId, characterId: chars.Vic.id } }, player);
      expect(veteran.data.recruitCharacter.userErrors).toEqual([expect.objectContaining({ code: 'NOT_ROOKIE', field: ['versionId'] })]);
      const spend = await t.gql(RECRUIT, { input: { teamId: heroesId, characterId: chars.Titan.id, heroPointsForPlea: 30 } }, player);
      expect(spend.data.recruitCharacter.userErrors).toEqual([expect.objectContaining({ code: 'PLEA_SPEND_INVALID', field: ['heroPointsForPlea'] })]);
      const byRival = await t.gql(RECRUIT, { input: { teamId: heroesId, characterId: chars.Hex.id } }, rival);
      expect(byRival.errors?.[0].extensions.code).toBe('FORBIDDEN');
    });
  });

  it('pleads with a character worth more than the leader: a recorded 2d6 roll, and a failed plea bars the next attempt', async () => {
    const before = await team(heroesId);
    const { data } = await t.gql(RECRUIT, { input: { teamId: heroesId, characterId: chars.Titan.id, heroPointsForPlea: 50 } }, player);
    const result = data.recruitCharacter;
    expect(result.userErrors).toEqual([]);
    const [a, b] = result.roll.faces;
    expect(result.roll.purpose).toBe('plea-for-membership');
    // The leader's Attack 10, +1 for the 50 HP spent, against Titan's Defence 30.
    expect(result.plea).toMatchObject({ attackTotal: 10 + 1 + a + b, defenseTarget: 30 });
    const after = await team(heroesId);
    if (result.plea.joined) {
      expect(result.plea.outcome).toBe('CONVINCED');
      expect(after.heroPoints).toBe(before.heroPoints - 50 - 60);
      return;
    }
    expect(after.heroPoints).toBe(before.heroPoints - 50);
    const pleas = await t.dataSource.query(`SELECT outcome, leader_level FROM recruit_plea WHERE character_id = $1`, [rowId(chars.Titan.id)]);
    expect(pleas).toEqual([{ outcome: result.plea.outcome, leader_level: 2 }]);
    await writesNothing(async () => {
      const again = await t.gql(RECRUIT, { input: { teamId: heroesId, characterId: chars.Titan.id } }, player);
      expect(codes(again.data.recruitCharacter)).toEqual([result.plea.outcome === 'INSULTED' ? 'TARGET_INSULTED' : 'PLEA_REFUSED_AT_THIS_LEVEL']);
    });
  });

  it('buys a feat when the rules allow it, and refuses every other case', async () => {
    const { data } = await t.gql(ASSIGN_FEAT, { input: { memberId: cinderMember, featId: 'berserk' } }, player);
    expect(data.assignFeat.userErrors).toEqual([]);
    expect(data.assignFeat.member.featIds).toEqual(['berserk']);
    expect(data.assignFeat.ledgerEntry).toEqual({ amount: -100, reason: 'FEAT' });
    const unpriced = FEATS.find((f) => !f.priced && f.requiredPowers.length === 0)!.id;
    await writesNothing(async () => {
      for (const [memberId, featId, code] of [
        [aegisMember, 'berserk', 'FEAT_PREREQUISITE_MISSING'],
        [cinderMember, 'berserk', 'FEAT_ALREADY_KNOWN'],
        [cinderMember, 'no-such-feat', 'FEAT_NOT_FOUND'],
        [cinderMember, unpriced, 'FEAT_NOT_PRICED'],
      ]) {
        const refused = await t.gql(ASSIGN_FEAT, { input: { memberId, featId } }, player);
        expect(refused.data.assignFeat.userErrors).toEqual([expect.objectContaining({ code, field: ['featId'] })]);
      }
      const byRival = await t.gql(ASSIGN_FEAT, { input: { memberId: cinderMember, featId: 'all-out' } }, rival);
      expect(byRival.errors?.[0].extensions.code).toBe('FORBIDDEN');
      const anonymous = await t.gql(ASSIGN_FEAT, { input: { memberId: cinderMember, featId: 'all-out' } });
      expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    });
    for (const featId of ['all-out', 'armour-piercing']) {
      const ok = await t.gql(ASSIGN_FEAT, { input: { memberId: cinderMember, featId } }, player);
      expect(ok.data.assignFeat.userErrors).toEqual([]);
    }
    await writesNothing(async () => {
      const fourth = await t.gql(ASSIGN_FEAT, { input: { memberId: cinderMember, featId: 'blood-rage' } }, player);
      expect(codes(fourth.data.assignFeat)).toEqual(['TOO_MANY_FEATS']);
    });
    const removed = await t.gql(REMOVE_FEAT, { input: { memberId: cinderMember, featId: 'all-out' } }, player);
    expect(removed.data.removeFeat.member.featIds).toEqual(['berserk', 'armour-piercing']);
    await writesNothing(async () => {
      const notThere = await t.gql(REMOVE_FEAT, { input: { memberId: cinderMember, featId: 'all-out' } }, player);
      expect(codes(notThere.data.removeFeat)).toEqual(['FEAT_NOT_ASSIGNED']);
    });
  });

  it('refuses a feat the team cannot afford', async () => {
    const poor = await createTeam(rival, { name: 'Poor Crew', alignment: 'VILLAIN', leaderCharacterId: chars.Grim.id, founderCharacterIds: [chars.Hex.id] });
    expect(poor.userErrors).toEqual([]);
    expect(poor.team.heroPoints).toBe(25);
    await writesNothing(async () => {
      const { data } = await t.gql(ASSIGN_FEAT, { input: { memberId: poor.team.members[0].id, featId: 'all-out' } }, rival);
      expect(data.assignFeat.userErrors).toEqual([expect.objectContaining({ code: 'INSUFFICIENT_HERO_POINTS', field: ['featId'] })]);
    });
  });

  it("buys bonuses from the row of the member's rank, in order, once each", async () => {
    const OPTIONS = `query ($id: ID!) { team(id: $id) { members { id bonusOptions { tier rank cost text allowed refusal } } } }`;
    const options = async () => {
      const { data } = await t.gql(OPTIONS, {
        id: (await t.dataSource.query(`SELECT team_id FROM team_member WHERE id = $1`, [rowId(cinderMember)]))[0].team_id,
      });
      return data.team.members.find((m: { id: string }) => m.id === cinderMember).bonusOptions;
    };
    // The prices are quoted before buying: the Rookie row of the bonuses table.
    expect((await options()).map((o: any) => [o.tier, o.rank, o.cost, o.allowed])).toEqual([
      [1, 'ROOKIE', 25, true],
      [2, 'ROOKIE', 50, true],
      [3, 'ROOKIE', 75, true],
      [4, 'ROOKIE', 100, true],
    ]);
    const { data } = await t.gql(BUY_BONUS, { input: { memberId: cinderMember, tier: 2 } }, player);
    expect(data.buyBonus.userErrors).toEqual([]);
    expect(data.buyBonus.member.bonuses).toEqual([{ rank: 'ROOKIE', tier: 2, cost: 50, text: 'Character gains +1 to its defence' }]);
    expect(data.buyBonus.ledgerEntry).toEqual({ amount: -50, reason: 'BONUS' });
    await writesNothing(async () => {
      for (const [tier, code] of [
        [2, 'BONUS_ALREADY_OWNED'],
        [1, 'BONUS_OUT_OF_ORDER'],
        [5, 'BONUS_TIER_UNKNOWN'],
      ] as const) {
        const refused = await t.gql(BUY_BONUS, { input: { memberId: cinderMember, tier } }, player);
        expect(refused.data.buyBonus.userErrors).toEqual([expect.objectContaining({ code, field: ['tier'] })]);
      }
    });
    // The quote now says why tiers 1 and 2 cannot be bought.
    expect((await options()).map((o: any) => [o.tier, o.allowed, o.refusal !== null])).toEqual([
      [1, false, true],
      [2, false, true],
      [3, true, false],
      [4, true, false],
    ]);
  });

  it('lists the Non-Combat Skills a member can put points into', async () => {
    const { data } = await t.gql(`{ nonCombatSkills { id name group } }`);
    expect(data.nonCombatSkills).toContainEqual({ id: 'criminology', name: 'Criminology', group: null });
    expect(data.nonCombatSkills.length).toBeGreaterThan(10);
  });

  it('allocates 10 skill points per level and no more', async () => {
    const first = await t.gql(ALLOCATE, { input: { memberId: cinderMember, skillId: 'criminology', points: 6 } }, player);
    expect(first.data.allocateSkillPoints.userErrors).toEqual([]);
    const second = await t.gql(ALLOCATE, { input: { memberId: cinderMember, skillId: 'criminology', points: 4 } }, player);
    expect(second.data.allocateSkillPoints.member).toEqual({ skills: [{ skillId: 'criminology', name: 'Criminology', points: 10 }], skillPointsLeft: 0 });
    await writesNothing(async () => {
      for (const [skillId, points, code, field] of [
        ['acting', 1, 'SKILL_POINTS_EXCEEDED', 'points'],
        ['juggling', 1, 'SKILL_NOT_FOUND', 'skillId'],
        ['acting', 0, 'INVALID_VALUE', 'points'],
      ] as const) {
        const refused = await t.gql(ALLOCATE, { input: { memberId: cinderMember, skillId, points } }, player);
        expect(refused.data.allocateSkillPoints.userErrors).toEqual([expect.objectContaining({ code, field: [field] })]);
      }
    });
  });

  it('buys items with cash and refuses unknown, unpriced and unaffordable ones', async () => {
    await grant(heroesId, 'CASH', 1000);
    const cash = (await team(heroesId)).cash;
    const { data } = await t.gql(BUY_ITEM, { input: { teamId: heroesId, itemId: 'handgun-small' } }, player);
    expect(data.buyItem.userErrors).toEqual([]);
    expect(data.buyItem.item).toEqual({ itemId: 'handgun-small', name: 'Small handgun', price: 150 });
    expect(data.buyItem.ledgerEntry).toEqual({ amount: -150, balanceAfter: cash - 150, reason: 'ITEM' });
    await writesNothing(async () => {
      for (const [itemId, code] of [
        ['no-such-thing', 'ITEM_NOT_FOUND'],
        ['chemistry-bottles', 'ITEM_NOT_PRICED'],
        ['rifle-freeze', 'INSUFFICIENT_CASH'],
      ]) {
        const refused = await t.gql(BUY_ITEM, { input: { teamId: heroesId, itemId } }, player);
        expect(refused.data.buyItem.userErrors).toEqual([expect.objectContaining({ code, field: ['itemId'] })]);
      }
      const byRival = await t.gql(BUY_ITEM, { input: { teamId: heroesId, itemId: 'handgun-small' } }, rival);
      expect(byRival.errors?.[0].extensions.code).toBe('FORBIDDEN');
    });
    expect((await team(heroesId)).items.map((i: any) => i.itemId)).toContain('handgun-small');
  });

  it('lets the Creator act on any team', async () => {
    const { data } = await t.gql(ALLOCATE, { input: { memberId: aegisMember, skillId: 'acting', points: 2 } }, creator);
    expect(data.allocateSkillPoints.userErrors).toEqual([]);
  });
});

describe('concurrency', () => {
  it('applies exactly the 3 of 50 simultaneous purchases the team can afford, never below zero', async () => {
    await character('Racer', [{ rank: 'ROOKIE', points: 20 }]);
    const created = await createTeam(rival, { name: 'Race Team', leaderCharacterId: chars.Racer.id, founderCharacterIds: [] });
    expect(created.userErrors).toEqual([]);
    const teamId: string = created.team.id;
    await grant(teamId, 'CASH', 2000);
    expect((await team(teamId)).cash).toBe(3000);

    const results = await Promise.all(Array.from({ length: 50 }, () => t.gql(BUY_ITEM, { input: { teamId, itemId: 'stim-pack' } }, rival)));
    expect(results.every((r) => r.errors === undefined)).toBe(true);
    const applied = results.filter((r) => r.data.buyItem.userErrors.length === 0);
    const refused = results.filter((r) => r.data.buyItem.userErrors.length > 0);
    expect(applied).toHaveLength(3);
    expect(refused.every((r) => r.data.buyItem.userErrors[0].code === 'INSUFFICIENT_CASH')).toBe(true);

    const after = await team(teamId);
    expect(after.cash).toBe(0);
    expect(after.items).toHaveLength(3);
    const [{ sum, min }] = await t.dataSource.query(
      `SELECT sum(amount)::int AS sum, min(balance_after)::int AS min FROM ledger_entry WHERE team_id = $1 AND currency = 'CASH'`,
      [rowId(teamId)],
    );
    expect(sum).toBe(after.cash);
    expect(min).toBeGreaterThanOrEqual(0);
  });
});

describe('reading teams', () => {
  let hiddenTeamId: string;

  beforeAll(async () => {
    const created = await createTeam(creator, { name: 'Secret Society', leaderCharacterId: chars.Shade.id, founderCharacterIds: [chars.Blitz.id] });
    expect(created.userErrors).toEqual([]);
    hiddenTeamId = created.team.id;
  });

  it('never shows a hidden character to anyone but the Creator, through the team or the ledger', async () => {
    const query = `query ($id: ID!) { team(id: $id) { pointValue leader { character { name } } members(includeFormer: true) { character { name } } } }`;
    for (const token of [undefined, player, organizer]) {
      const { data } = await t.gql(query, { id: hiddenTeamId }, token);
      expect(data.team.members.map((m: any) => m.character.name)).toEqual(['Blitz']);
      expect(data.team.leader).toBeNull();
      expect(data.team.pointValue).toBe(30);
      const list = await t.gql(TEAMS, { world: 'demo', first: 100 }, token);
      expect(JSON.stringify(list.data)).not.toContain('Shade');
    }
    const asCreator = await t.gql(query, { id: hiddenTeamId }, creator);
    expect(asCreator.data.team.members.map((m: any) => m.character.name)).toEqual(['Shade', 'Blitz']);

    // Achievement Points of a hidden member stay out of the ledger for everyone but the Creator.
    const [shade] = await t.dataSource.query(`SELECT id FROM team_member WHERE character_id = $1`, [rowId(chars.Shade.id)]);
    await t.dataSource.query(
      `INSERT INTO ledger_entry (team_id, member_id, currency, amount, reason, note) VALUES ($1, $2, 'ACHIEVEMENT_POINTS', 2, 'MATCH', 'secret win')`,
      [rowId(hiddenTeamId), shade.id],
    );
    // An entry on the team's own balance about him stays (the balance must add up), without his words or his member.
    await t.dataSource.query(
      `INSERT INTO ledger_entry (team_id, character_id, currency, amount, reason, note, source_type, source_id)
       VALUES ($1, $2, 'HERO_POINTS', 3, 'MATCH', 'Shade saved the day', 'TEAM_MEMBER', $3)`,
      [rowId(hiddenTeamId), rowId(chars.Shade.id), shade.id],
    );
    for (const token of [undefined, player]) {
      t.counter.reset();
      const history = await t.gql(HISTORY_ENTRIES, { teamId: hiddenTeamId, first: 100 }, token);
      // One statement reads the page and which characters it names are hidden (a signed-in viewer's session is read before it).
      expect(t.counter.statements.filter((q) => /ledger_entry|character/.test(q))).toHaveLength(1);
      expect(history.data.teamHistory.nodes.some((e: any) => e.currency === 'ACHIEVEMENT_POINTS')).toBe(false);
      expect(history.data.teamHistory.nodes[0]).toMatchObject({ currency: 'HERO_POINTS', amount: 3, note: 'Hidden figure', sourceType: null, sourceId: null });
      expect(JSON.stringify(history.data)).not.toContain('Shade');
    }
    // Read by selection: a page of amounts reads the entries' columns it answers, the redaction's and the cursor's, no
    // other, and still leaves his Achievement Points out (before: every column of every entry).
    t.counter.reset();
    const amounts = await t.gql(`query ($teamId: ID!) { teamHistory(teamId: $teamId, first: 100) { nodes { currency amount } } }`, { teamId: hiddenTeamId });
    expect(amounts.data.teamHistory.nodes).toEqual([
      { currency: 'HERO_POINTS', amount: 3 },
      { currency: 'HERO_POINTS', amount: -30 },
      { currency: 'HERO_POINTS', amount: -10 },
      { currency: 'CASH', amount: 1000 },
      { currency: 'HERO_POINTS', amount: 100 },
    ]);
    const [page] = t.counter.statements.filter((q) => /ledger_entry/.test(q));
    expect(page).toContain(
      'json_build_array("e"."id", "e"."position"::text, "e"."member_id", "e"."character_id", "e"."currency", "e"."amount", "e"."note", "e"."source_type", "e"."source_id")',
    );
    const creatorHistory = await t.gql(HISTORY, { teamId: hiddenTeamId, first: 100 }, creator);
    expect(creatorHistory.data.teamHistory.nodes[0]).toMatchObject({
      currency: 'HERO_POINTS',
      amount: 3,
      note: 'Shade saved the day',
      sourceType: 'TEAM_MEMBER',
    });
    expect(creatorHistory.data.teamHistory.nodes[1]).toMatchObject({ currency: 'ACHIEVEMENT_POINTS', amount: 2, member: { character: { name: 'Shade' } } });
  });

  it("refuses a cursor of another world's teams, and an owner that is not an id matches none", async () => {
    const page = await t.gql(TEAMS, { world: 'demo', first: 1 });
    const [name, id] = JSON.parse(Buffer.from(page.data.teams.pageInfo.endCursor, 'base64url').toString()).key;
    const elsewhere = Buffer.from(
      JSON.stringify({ list: 'teams', order: 'name, id', parent: '00000000-0000-4000-8000-000000000000', key: [name, id] }),
    ).toString('base64url');
    const refused = await t.gql(TEAMS, { world: 'demo', first: 1, after: elsewhere });
    expect(refused.data).toEqual({ teams: null });
    expect(refused.errors).toHaveLength(1);
    expect(refused.errors![0].message).toBe(
      '`after` is a cursor of the teams of another world: pass the `endCursor` of a page of this list unchanged, or leave `after` out to start from the first page.',
    );
    expect(refused.errors![0].extensions.code).toBe('BAD_CURSOR');
    const noOwner = await t.gql(TEAMS, { world: 'demo', first: 100, filter: { owner: 'not-an-id' } });
    expect(noOwner.errors).toBeUndefined();
    expect(noOwner.data.teams.totalCount).toBe(0);
    expect(noOwner.data.teams.nodes).toEqual([]);
  });

  it('filters teams by alignment, owner and name, and pages by name', async () => {
    const villains = await t.gql(TEAMS, { world: 'demo', first: 100, filter: { alignment: 'VILLAIN' } });
    expect(villains.data.teams.nodes.every((n: any) => n.alignment === 'VILLAIN')).toBe(true);
    expect(villains.data.teams.nodes.map((n: any) => n.name)).toContain('Poor Crew');
    const mine = await t.gql(TEAMS, { world: 'demo', first: 100, filter: { owner: playerId } });
    expect(mine.data.teams.nodes.map((n: any) => n.name)).toEqual(['Dawn Patrol']);
    const named = await t.gql(TEAMS, { world: 'demo', first: 100, filter: { name: 'dawn' } });
    expect(named.data.teams.totalCount).toBe(1);
    const all = await t.gql(TEAMS, { world: 'demo', first: 100 });
    const names: string[] = [];
    let after: string | null = null;
    do {
      const page: any = await t.gql(TEAMS, { world: 'demo', first: 2, after });
      names.push(...page.data.teams.nodes.map((n: any) => n.name));
      after = page.data.teams.pageInfo.hasNextPage ? page.data.teams.pageInfo.endCursor : null;
    } while (after);
    expect(names).toEqual(all.data.teams.nodes.map((n: any) => n.name));
    expect(all.data.teams.totalCount).toBe(names.length);
  });

  it('reads one team with its roster and dials in one statement, the same data as through the list', async () => {
    const roster = `members(includeFormer: true) { ${MEMBER_FIELDS} injuries character { kind description createdAt }
      version { range targets keywords specialPowers { value name } clicks { number speed attack defense damage speedPower attackPower defensePower damagePower } } }`;
    const list = await t.gql(`{ teams(world: "demo", first: 100) { nodes { id name ${roster} } } }`, {}, creator);
    const teams = list.data.teams.nodes.filter((n: any) => n.members.length > 0);
    expect(teams.length).toBeGreaterThanOrEqual(2);
    for (const team of teams) {
      t.counter.reset();
      // Through a named fragment and an alias, as clients write it.
      const one = await t.gql(`query ($id: ID!) { team(id: $id) { id name ...Roster } } fragment Roster on Team { ${roster} }`, { id: team.id }, creator);
      expect(one.errors).toBeUndefined();
      // One statement reads the team, members, characters, versions and clicks (the others: the
      // session, and the settings, feat prices and Achievement Points that member fields read).
      expect(t.counter.statements.filter((q) => /team_member|dial_click|character_version/.test(q))).toHaveLength(1);
      expect(one.data.team).toEqual(team);
    }
    t.counter.reset();
    const aliased = await t.gql(`query ($id: ID!) { team(id: $id) { roster: members { version { dial: clicks { number } } } } }`, { id: teams[0].id });
    expect(aliased.data.team.roster[0].version.dial.length).toBeGreaterThan(0);
    expect(t.counter.count).toBe(1);
    const missing = await t.gql(`{ team(id: "00000000-0000-4000-8000-000000000000") { members { id } } }`);
    expect(missing.data.team).toBeNull();
  });

  it('reads a list of teams with members, versions, dials and balances in the same number of statements for 1 or 100', async () => {
    const query = `query ($first: Int!) { teams(world: "demo", first: $first) {
      nodes { ${TEAM_FIELDS} members { version { clicks { number attack } } team { name } } }
    } }`;
    t.counter.reset();
    const one = await t.gql(query, { first: 1 }, creator);
    const forOne = t.counter.count;
    t.counter.reset();
    const many = await t.gql(query, { first: 100 }, creator);
    const forMany = t.counter.count;
    expect(one.errors).toBeUndefined();
    expect(many.errors).toBeUndefined();
    expect(many.data.teams.nodes.length).toBeGreaterThan(3);
    expect(many.data.teams.nodes.flatMap((n: any) => n.members).length).toBeGreaterThan(6);
    expect(forMany).toBe(forOne);
    // The session, the page (world, count and teams in one), then one per field batched over the
    // page: balances, members, items, owners, ability rolls, Achievement Points, clicks, and the
    // world's settings and feat prices, read once.
    expect(forOne).toBe(11);
  });
});

describe('the demo teams', () => {
  it('holds a hero and a villain team of the demo players, built through the services, with some history', async () => {
    const { data } = await t.gql(TEAMS, { world: 'demo', first: 100, filter: { name: 'the ' } });
    const byName = new Map<string, any>(data.teams.nodes.map((n: any) => [n.name, n]));
    const heroes = byName.get('The Lantern Watch');
    const villains = byName.get('The Nightshade Syndicate');
    expect(heroes).toMatchObject({
      alignment: 'HERO',
      heroPoints: 50,
      cash: 850,
      owner: { displayName: 'Demo Hero Player' },
      leader: { character: { name: 'Lantern Jack' } },
    });
    expect(villains).toMatchObject({
      alignment: 'VILLAIN',
      heroPoints: 4,
      cash: 750,
      owner: { displayName: 'Demo Villain Player' },
      leader: { character: { name: 'Mother Nightshade' } },
    });
    expect(memberOf(heroes, 'Lantern Jack')).toMatchObject({ rank: 'EXPERIENCED', skills: [{ skillId: 'criminology', points: 5 }] });
    expect(memberOf(villains, 'Razorback').featIds).toEqual(['berserk']);
    const reasons = async (teamId: string) => new Set((await t.gql(HISTORY, { teamId, first: 100 })).data.teamHistory.nodes.map((e: any) => e.reason));
    expect(await reasons(heroes.id)).toEqual(new Set(['FOUNDING', 'RECRUIT', 'CREATOR_AWARD', 'LEVEL_UP', 'ITEM']));
    expect(await reasons(villains.id)).toEqual(new Set(['FOUNDING', 'RECRUIT', 'CREATOR_AWARD', 'FEAT', 'ITEM']));
    for (const { email, password } of Object.values(demoPlayers())) expect(await t.signIn(email, password)).toMatch(/^clx_s_/);
    expect(await loadDemoTeams(t.dataSource)).toBe(false);
  });
});

describe('suggestOpposition', () => {
  it("proposes the world's NPCs, largest first, up to the scenario's ratio of the team's points, the same every time", async () => {
    const heroes = await team(heroesId);
    const ask = () => t.gql(OPPOSITION, { teamId: heroesId, scenarioId: 'SAFE_HOUSE' }, creator);
    const { data, errors } = await ask();
    expect(errors).toBeUndefined();
    const suggestion = data.suggestOpposition.suggestion;
    expect(suggestion).toMatchObject({
      scenarioId: 'SAFE_HOUSE',
      forceRatio: 1.5,
      teamPointValue: heroes.pointValue,
      targetPointValue: Math.floor(heroes.pointValue * 1.5),
    });
    expect(suggestion.totalPointValue).toBeLessThanOrEqual(suggestion.targetPointValue);
    expect(suggestion.totalPointValue).toBe(suggestion.picks.reduce((sum: number, p: any) => sum + p.version.pointValue, 0));
    expect(suggestion.picks.length).toBeGreaterThan(0);
    expect(suggestion.picks.every((p: any) => ['NPC', 'NORMAL'].includes(p.character.kind))).toBe(true);
    const points = suggestion.picks.map((p: any) => p.version.pointValue);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    expect((await ask()).data).toEqual(data);
  });

  it('refuses unknown scenarios, scenarios without a ratio, and anyone but the Creator', async () => {
    const unknown = await t.gql(OPPOSITION, { teamId: heroesId, scenarioId: 'PICNIC' }, creator);
    expect(codes(unknown.data.suggestOpposition)).toEqual(['SCENARIO_NOT_FOUND']);
    const noRatio = await t.gql(OPPOSITION, { teamId: heroesId, scenarioId: 'PRISON_BREAK' }, creator);
    expect(codes(noRatio.data.suggestOpposition)).toEqual(['SCENARIO_HAS_NO_FORCE_RATIO']);
    const byOwner = await t.gql(OPPOSITION, { teamId: heroesId, scenarioId: 'BANK_ROBBERY' }, player);
    expect(byOwner.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await t.gql(OPPOSITION, { teamId: heroesId, scenarioId: 'BANK_ROBBERY' });
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
