import { createDice, rollPermanentInjury } from '@clix/rules';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startTestApi, TestApi } from '../../test/harness';
import { demoPlayers, loadDemoTeams } from '../teams/demo-teams';
import { Redaction } from '../characters/character.visibility';
import { rowId } from '../../test/global-ids';

const ERRORS = `userErrors { code field message }`;
const LINE = `kind label amount source figureId memberId`;
const RESOLUTION = `id matchId inputHash diceFaces diceRollsBefore appliedAt voidedAt voidReason notes
  sides { position teamId alignment outcome kos heroPointsEarned prestigeChange prestigeCurrency team { name }
    heroPointLines { ${LINE} } upkeepLines { ${LINE} } prestigeLines { ${LINE} } lapsedFeats { memberId featIds }
    score { points lines { ${LINE} } } }
  members { memberId side teamId figureId played achievementPointsChange achievementLines { ${LINE} }
    statusBefore statusAfter outForScenariosBefore outForScenariosAfter quitReason lapsedFeatIds
    injuryRoll { rolls { purpose die value injury rerolled } injuries { id target fingersLost scenariosMissed } }
    injuriesAdded { id } internment { heldBySide heldByTeamId ownTeamReservedGames } }
  morale { position teamId quits { memberId reason } fights { kind clicksToWin } }
  ledgerEntries { id currency amount reason note }`;
const RESOLVE = `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { resolution { ${RESOLUTION} } match { status seed } ${ERRORS} } }`;
const PREVIEW = `query ($input: PreviewMatchResolutionInput!) { previewMatchResolution(input: $input) { resolution { ${RESOLUTION} } ${ERRORS} } }`;
const VOID = `mutation ($input: VoidMatchInput!) { voidMatch(input: $input) { resolution { id voidedAt voidReason } match { status } ${ERRORS} } }`;
const CREATE = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id character { name } } } ${ERRORS} } }`;
const RECORD = `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { event { sequence diceFaces } ${ERRORS} } }`;
const AWARD = `mutation ($input: GrantAwardInput!) { grantAward(input: $input) { ${ERRORS} } }`;

let t: TestApi;
let creator: string;
let player: string;
type TeamRow = { id: string; members: { id: string; character: { name: string } }[] };
let heroes: TeamRow;
let villains: TeamRow;

async function createMatch(extra: Record<string, unknown> = {}) {
  const input = {
    world: 'demo',
    buildTotal: 150,
    sides: [
      { alignment: 'HERO', teamId: heroes.id, teamMemberIds: heroes.members.map((m) => m.id) },
      { alignment: 'VILLAIN', teamId: villains.id, teamMemberIds: villains.members.map((m) => m.id) },
    ],
    ...extra,
  };
  const { data, errors } = await t.gql(CREATE, { input }, creator);
  expect(errors).toBeUndefined();
  expect(data.createMatch.userErrors).toEqual([]);
  const fig: Record<string, string> = {};
  for (const f of data.createMatch.match.figures) fig[f.character.name] = f.id;
  return { id: data.createMatch.match.id as string, fig };
}

async function record(matchId: string, event: Record<string, unknown>) {
  const { data, errors } = await t.gql(RECORD, { input: { matchId, event } }, creator);
  expect(errors).toBeUndefined();
  expect(data.recordMatchEvent.userErrors).toEqual([]);
  return data.recordMatchEvent.event;
}

async function resolve(matchId: string, outcome: Record<string, unknown>, idempotencyKey: string, token = creator) {
  return t.gql(RESOLVE, { input: { matchId, idempotencyKey, outcome } }, token);
}

/** Every balance and every member field of both teams, and how many rows the resolution tables hold. */
async function snapshot() {
  const balances = await t.dataSource.query(
    `SELECT team_id, currency, member_id, (array_agg(balance_after ORDER BY position DESC))[1] AS balance
       FROM ledger_entry WHERE team_id = ANY($1::uuid[]) GROUP BY team_id, currency, member_id ORDER BY team_id, currency, member_id`,
    [[rowId(heroes.id), rowId(villains.id)]],
  );
  const members = await t.dataSource.query(
    `SELECT id, status, out_for_scenarios, injuries, quit_reason, left_at, feat_ids, is_leader FROM team_member WHERE team_id = ANY($1::uuid[]) ORDER BY id`,
    [[rowId(heroes.id), rowId(villains.id)]],
  );
  // A balance brought back to 0 reads the same as one never written.
  return { balances: balances.filter((b: { balance: number }) => Number(b.balance) !== 0), members };
}

async function counts() {
  const [row] = await t.dataSource
    .query(`SELECT (SELECT count(*)::int FROM ledger_entry) AS ledger, (SELECT count(*)::int FROM match_resolution) AS resolutions,
    (SELECT string_agg(status, ',' ORDER BY id) FROM match) AS statuses, (SELECT string_agg(status, ',' ORDER BY id) FROM team_member) AS members`);
  return row;
}

const balance = async (teamId: string, currency: string, memberId: string | null = null) => {
  const [row] = await t.dataSource.query(
    `SELECT balance_after FROM ledger_entry WHERE team_id = $1 AND currency = $2 AND member_id IS NOT DISTINCT FROM $3::uuid ORDER BY position DESC LIMIT 1`,
    [rowId(teamId), currency, memberId && rowId(memberId)],
  );
  return row ? Number(row.balance_after) : 0;
};

const memberOf = (team: TeamRow, name: string) => team.members.find((m) => m.character.name === name)!.id;

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  expect(await loadDemoTeams(t.dataSource)).toBe(true);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  player = await t.signIn(demoPlayers().hero.email, demoPlayers().hero.password);
  const { data } = await t.gql(`{ teams(world: "demo", first: 10) { nodes { id name members { id character { name } } } } }`);
  heroes = data.teams.nodes.find((n: { name: string }) => n.name === 'The Lantern Watch');
  villains = data.teams.nodes.find((n: { name: string }) => n.name === 'The Nightshade Syndicate');
  // Enough Hero Points for Razorback's Berserk upkeep (100) to be paid, not lapse.
  const award = await t.gql(AWARD, { input: { teamId: villains.id, currency: 'HERO_POINTS', amount: 200, note: 'resolution spec' } }, creator);
  expect(award.data.grantAward.userErrors).toEqual([]);
});

afterAll(async () => {
  await t?.close();
});

describe('a Clix Campaign match between the demo teams', () => {
  let match: { id: string; fig: Record<string, string> };
  const outcome = { winningSide: 0 };
  let before: Awaited<ReturnType<typeof snapshot>>;
  let preview: any;
  let applied: any;
  let heroHp: number;
  let villainHp: number;

  beforeAll(async () => {
    match = await createMatch();
    const { fig } = match;
    // One attack rolled from the match stream (its effect does not matter to the awards below).
    await record(match.id, { type: 'ATTACK', figureId: fig['Lantern Jack'], targetFigureIds: [fig['Razorback']], attackKind: 'CLOSE' });
    await record(match.id, { type: 'END_TURN', side: 0 });
    // Lantern Jack (Experienced, green ring) puts his archenemy Mother Nightshade (40, green) in Critical Condition.
    await record(match.id, { type: 'CRITICAL_CONDITION', figureId: fig['Mother Nightshade'], byFigureId: fig['Lantern Jack'] });
    // Skylark takes Razorback (30) to Critical Condition and three clicks further: Permanent Injury.
    await record(match.id, { type: 'CRITICAL_CONDITION', figureId: fig['Razorback'], byFigureId: fig['Skylark'] });
    await record(match.id, { type: 'DAMAGE', figureId: fig['Razorback'], clicks: 3, byFigureId: fig['Skylark'] });
    // Static Jill KOs Ironwall (Rookie, 28).
    await record(match.id, { type: 'KO', figureId: fig['Ironwall'], byFigureId: fig['Static Jill'] });
    await record(match.id, { type: 'BYSTANDER_SAVED', figureId: fig['Skylark'] });
    await record(match.id, { type: 'PROPERTY_DESTROYED', figureId: fig['Razorback'] });
    // Un-attributed: counts for nobody.
    await record(match.id, { type: 'BYSTANDER_SAVED' });
    heroHp = await balance(heroes.id, 'HERO_POINTS');
    villainHp = await balance(villains.id, 'HERO_POINTS');
  });

  it("refuses anonymous callers, and a void to players (a player's own resolution is a proposal: player-match.spec.ts)", async () => {
    const input = { matchId: match.id, idempotencyKey: 'auth', outcome };
    for (const [query, vars] of [
      [RESOLVE, { input }],
      [PREVIEW, { input: { matchId: match.id, outcome } }],
      [VOID, { input: { matchId: match.id, reason: 'no' } }],
    ] as const) {
      const anonymous = await t.gql(query, vars);
      expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    const byPlayer = await t.gql(VOID, { input: { matchId: match.id, reason: 'no' } }, player);
    expect(byPlayer.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const missing = await resolve('00000000-0000-0000-0000-000000000000', outcome, 'missing');
    expect(missing.data.resolveMatch.userErrors[0].code).toBe('MATCH_NOT_FOUND');
  });

  it('previews the resolution and writes nothing', async () => {
    before = await snapshot();
    const countsBefore = await counts();
    const { data, errors } = await t.gql(PREVIEW, { input: { matchId: match.id, outcome } }, creator);
    expect(errors).toBeUndefined();
    expect(data.previewMatchResolution.userErrors).toEqual([]);
    preview = data.previewMatchResolution.resolution;
    expect(preview.id).toBeNull();
    expect(preview.ledgerEntries).toEqual([]);
    expect(await counts()).toEqual(countsBefore);
    expect(await snapshot()).toEqual(before);
  });

  it("resolves it with the seed's numbers", async () => {
    const { data, errors } = await resolve(match.id, outcome, 'campaign-1');
    expect(errors).toBeUndefined();
    expect(data.resolveMatch.userErrors).toEqual([]);
    applied = data.resolveMatch.resolution;
    expect(data.resolveMatch.match.status).toBe('RESOLVED');
    expect(data.resolveMatch.match.seed).toMatch(/^[0-9a-f]{64}$/);
    const [h, v] = applied.sides;
    const razorback = applied.members.find((m: any) => m.memberId === memberOf(villains, 'Razorback'));
    const killed = razorback.injuryRoll.injuries.some((i: any) => i.id === 'DEATH');

    // Heroes: Nightshade is Lantern Jack's archenemy → her full 40; Razorback 30 → half, 15;
    // 2 of the 3 villains defeated is a majority (digest 4.4) → +50. No hero feats: no upkeep.
    expect(h.heroPointLines.map((l: any) => [l.kind, l.amount])).toEqual([
      ['ARCHENEMY_DEFEAT', 40],
      ['DEFEAT', 15],
      ['MAJORITY_BONUS', 50],
    ]);
    expect(h.heroPointsEarned).toBe(105);
    expect(h).toMatchObject({ outcome: 'WON', kos: 2, prestigeCurrency: 'PRESTIGE', team: { name: 'The Lantern Watch' } });
    // Prestige: defeating a villainous team +5, one archenemy +5, (a kill −10), City map victory +1,
    // one bystander saved by Skylark +1 (the un-attributed one counts for nobody), no property destroyed +2.
    expect(h.prestigeChange).toBe(5 + 5 + 1 + 1 + 2 + (killed ? -10 : 0));

    // Villains: Ironwall 28 → 14; 1 of 3 is no majority; Razorback played with Berserk: 100 upkeep.
    expect(v.heroPointLines.map((l: any) => [l.kind, l.amount])).toEqual([['DEFEAT', 14]]);
    expect(v.upkeepLines.map((l: any) => l.amount)).toEqual([-100]);
    expect(v.heroPointsEarned).toBe(14 - 100);
    // Infamy: losing to a hero team +5, beaten by a team with an archenemy +5, beaten on the City map +1, property destroyed −2.
    expect(v).toMatchObject({ outcome: 'LOST', kos: 1, prestigeCurrency: 'INFAMY', prestigeChange: 5 + 5 + 1 - 2 });

    // Achievement Points: +2 for an archenemy, +1 for a defeat, −1 for being defeated, −2 by an archenemy.
    const ap = Object.fromEntries(applied.members.map((m: any) => [m.memberId, m.achievementPointsChange]));
    expect(ap).toEqual({
      [memberOf(heroes, 'Lantern Jack')]: 2,
      [memberOf(heroes, 'Skylark')]: 1,
      [memberOf(heroes, 'Ironwall')]: -1,
      [memberOf(villains, 'Mother Nightshade')]: -2,
      [memberOf(villains, 'Razorback')]: -1,
      [memberOf(villains, 'Static Jill')]: 1,
    });

    // The ledger holds exactly the lines, and the balances moved by them.
    expect(await balance(heroes.id, 'HERO_POINTS')).toBe(heroHp + 105);
    expect(await balance(villains.id, 'HERO_POINTS')).toBe(villainHp + 14 - 100);
    const written = await t.dataSource.query(`SELECT id, currency, amount, note FROM ledger_entry WHERE source_type = 'MATCH' AND source_id = $1`, [
      rowId(match.id),
    ]);
    expect(written.map((e: any) => e.id).sort()).toEqual(applied.ledgerEntries.map((e: any) => rowId(e.id)).sort());
    expect(written.filter((e: any) => e.currency === 'ACHIEVEMENT_POINTS')).toHaveLength(6);
    expect(written.some((e: any) => /Feat upkeep: Berserk/.test(e.note))).toBe(true);

    // Critical Condition: Nightshade misses the next scenario; Razorback's injury as rolled; Ironwall (KO only) plays on.
    const status = async (id: string) =>
      (await t.dataSource.query(`SELECT status, out_for_scenarios, injuries FROM team_member WHERE id = $1`, [rowId(id)]))[0];
    expect(await status(memberOf(villains, 'Mother Nightshade'))).toMatchObject({ status: 'OUT', out_for_scenarios: 1 });
    expect(await status(memberOf(heroes, 'Ironwall'))).toMatchObject({ status: 'ACTIVE', out_for_scenarios: null });
    expect(razorback.injuryRoll.rolls[0]).toMatchObject({ purpose: 'INJURY', die: 'd66' });
    expect((await status(memberOf(villains, 'Razorback'))).status).toBe(razorback.statusAfter);
    expect(razorback.statusAfter).toBe(killed ? 'DEAD' : razorback.injuryRoll.injuries.some((i: any) => i.id === 'CAPTURED') ? 'CAPTURED' : 'OUT');
  });

  it('is exactly what the preview showed, with the same dice', () => {
    for (const key of ['sides', 'members', 'morale', 'diceFaces', 'diceRollsBefore', 'inputHash', 'notes']) expect(applied[key]).toEqual(preview[key]);
  });

  it('returns the stored result for the same key and input, and refuses a reused key or a second resolution', async () => {
    const countsBefore = await counts();
    const again = await resolve(match.id, { winningSide: 0 }, 'campaign-1');
    expect(again.data.resolveMatch.userErrors).toEqual([]);
    expect(again.data.resolveMatch.resolution).toEqual(applied);
    const reused = await resolve(match.id, { winningSide: 1 }, 'campaign-1');
    expect(reused.data.resolveMatch.userErrors).toEqual([expect.objectContaining({ code: 'IDEMPOTENCY_KEY_REUSED', field: ['idempotencyKey'] })]);
    const second = await resolve(match.id, outcome, 'campaign-2');
    expect(second.data.resolveMatch.userErrors).toEqual([expect.objectContaining({ code: 'MATCH_ALREADY_RESOLVED' })]);
    expect(await counts()).toEqual(countsBefore);
    const { data } = await t.gql(`query ($id: ID!) { match(id: $id) { resolution { id } } }`, { id: match.id });
    expect(data.match.resolution.id).toBe(applied.id);
  });

  it('replays: the revealed seed gives every attack die and then the injury dice', async () => {
    const { data } = await t.gql(
      `query ($id: ID!) { match(id: $id) { seed resolution { diceFaces diceRollsBefore members { memberId injuryRoll { rolls { purpose die value injury rerolled } injuries { id target fingersLost scenariosMissed } } } } }
        matchEvents(matchId: $id, first: 100) { nodes { type atTable diceFaces } } }`,
      { id: match.id },
    );
    const dice = createDice(data.match.seed);
    const served = data.matchEvents.nodes.filter((e: any) => e.type === 'ATTACK' && !e.atTable);
    expect(served.length).toBe(1);
    for (const e of served) expect(e.diceFaces.map(() => dice.d6())).toEqual(e.diceFaces);
    expect(data.match.resolution.diceRollsBefore).toBe(served.reduce((n: number, e: any) => n + e.diceFaces.length, 0));
    // The injury was rolled from the stream right after the last attack: rolling it again gives the same result.
    const injured = data.match.resolution.members.filter((m: any) => m.injuryRoll);
    expect(injured).toHaveLength(1);
    const again = rollPermanentInjury(dice);
    const strip = (o: unknown) => JSON.parse(JSON.stringify(o, (_k, v) => (v === null ? undefined : v)));
    expect(strip(injured[0].injuryRoll)).toEqual(strip(again));
    expect(injured[0].injuryRoll.rolls.flatMap((r: any) => (r.die === 'd66' ? [Math.floor(r.value / 10), r.value % 10] : [r.value]))).toEqual(
      data.match.resolution.diceFaces,
    );
  });

  it('voids it: every balance and member field is restored', async () => {
    const { data, errors } = await t.gql(VOID, { input: { matchId: match.id, reason: 'played on the wrong map' } }, creator);
    expect(errors).toBeUndefined();
    expect(data.voidMatch.userErrors).toEqual([]);
    expect(data.voidMatch.match.status).toBe('VOID');
    expect(data.voidMatch.resolution).toMatchObject({ id: applied.id, voidReason: 'played on the wrong map' });
    expect(await snapshot()).toEqual(before);
    const corrections = await t.dataSource.query(`SELECT count(*)::int AS n FROM ledger_entry WHERE corrects_entry_id = ANY($1::uuid[])`, [
      applied.ledgerEntries.map((e: any) => rowId(e.id)),
    ]);
    expect(corrections[0].n).toBe(applied.ledgerEntries.length);
    const again = await t.gql(VOID, { input: { matchId: match.id, reason: 'again' } }, creator);
    expect(again.data.voidMatch.userErrors[0].code).toBe('MATCH_VOID');
    const resolveVoid = await resolve(match.id, outcome, 'campaign-3');
    expect(resolveVoid.data.resolveMatch.userErrors[0].code).toBe('MATCH_VOID');
  });
});

describe('exactly once', () => {
  let matchId: string;

  it('applies 20 concurrent resolveMatch calls (same key and different keys) once', async () => {
    const m = await createMatch();
    matchId = m.id;
    await record(m.id, { type: 'KO', figureId: m.fig['Static Jill'], byFigureId: m.fig['Skylark'] });
    const ledgerBefore = (await counts()).ledger;
    const calls = Array.from({ length: 20 }, (_, i) => resolve(m.id, { winningSide: 0 }, i % 2 ? 'same-key' : `key-${i}`));
    const results = await Promise.all(calls);
    for (const r of results) expect(r.errors).toBeUndefined();
    const ok = results.filter((r) => r.data.resolveMatch.userErrors.length === 0);
    const ids = new Set(ok.map((r) => r.data.resolveMatch.resolution.id));
    expect(ids.size).toBe(1);
    for (const r of results.filter((x) => x.data.resolveMatch.userErrors.length)) {
      expect(r.data.resolveMatch.userErrors[0].code).toBe('MATCH_ALREADY_RESOLVED');
    }
    const [row] = await t.dataSource.query(
      `SELECT count(*)::int AS n, max(cardinality(ledger_entry_ids)) AS entries FROM match_resolution WHERE match_id = $1`,
      [rowId(m.id)],
    );
    expect(row.n).toBe(1);
    const written = await t.dataSource.query(`SELECT count(*)::int AS n FROM ledger_entry WHERE source_type = 'MATCH' AND source_id = $1`, [rowId(m.id)]);
    expect(written[0].n).toBe(row.entries);
    expect((await counts()).ledger).toBe(ledgerBefore + row.entries);
  });

  it('refuses a void that would overdraw a team that spent the Hero Points since', async () => {
    const hp = await balance(heroes.id, 'HERO_POINTS');
    // The heroes spend everything they hold.
    await t.dataSource.query(`INSERT INTO ledger_entry (team_id, currency, amount, reason, note) VALUES ($1, 'HERO_POINTS', $2, 'PURCHASE', 'spent it all')`, [
      rowId(heroes.id),
      -hp,
    ]);
    const before = await counts();
    const { data } = await t.gql(VOID, { input: { matchId, reason: 'mistake' } }, creator);
    expect(data.voidMatch.userErrors).toEqual([expect.objectContaining({ code: 'VOID_WOULD_OVERDRAW' })]);
    expect(await counts()).toEqual(before);
  });
});

describe('members who sat out', () => {
  it('count down one scenario when OUT, and are back when it reaches 0', async () => {
    const ironwall = memberOf(heroes, 'Ironwall');
    await t.dataSource.query(`UPDATE team_member SET status = 'OUT', out_for_scenarios = 2 WHERE id = $1`, [rowId(ironwall)]);
    const m = await createMatch({
      sides: [
        { alignment: 'HERO', teamId: heroes.id, teamMemberIds: heroes.members.filter((x) => x.id !== ironwall).map((x) => x.id) },
        { alignment: 'VILLAIN', teamId: villains.id, teamMemberIds: villains.members.map((x) => x.id) },
      ],
    });
    const { data } = await resolve(m.id, {}, 'sat-out-1');
    expect(data.resolveMatch.userErrors).toEqual([]);
    expect(data.resolveMatch.resolution.members.find((x: any) => x.memberId === ironwall)).toMatchObject({
      played: false,
      statusBefore: 'OUT',
      outForScenariosBefore: 2,
      statusAfter: 'OUT',
      outForScenariosAfter: 1,
    });
    expect((await t.dataSource.query(`SELECT status, out_for_scenarios FROM team_member WHERE id = $1`, [rowId(ironwall)]))[0]).toEqual({
      status: 'OUT',
      out_for_scenarios: 1,
    });
    await t.dataSource.query(`UPDATE team_member SET status = 'ACTIVE', out_for_scenarios = NULL WHERE id = $1`, [rowId(ironwall)]);
  });
});

describe('a scenario against an NPC force', () => {
  it('scores the Bank Robbery for the heroes; the NPC force earns nothing', async () => {
    const [version] = await t.dataSource.query(
      `SELECT v.id FROM character_version v JOIN character c ON c.id = v.character_id WHERE c.name = 'Static Jill' AND v.rank = 'ROOKIE'`,
    );
    const [scenario] = await t.dataSource.query(`SELECT catalogue_id FROM catalogue_scenario WHERE catalogue_id = 'BANK_ROBBERY'`);
    const { data: created } = await t.gql(
      CREATE,
      {
        input: {
          world: 'demo',
          buildTotal: 150,
          scenarioId: scenario.catalogue_id,
          sides: [
            { alignment: 'HERO', teamId: heroes.id, teamMemberIds: heroes.members.map((x) => x.id) },
            { alignment: 'VILLAIN', versionIds: [version.id, version.id] },
          ],
        },
      },
      creator,
    );
    expect(created.createMatch.userErrors).toEqual([]);
    const m = created.createMatch.match;
    const fig = (name: string) => m.figures.find((f: any) => f.character.name === name).id;
    const [npc1, npc2] = m.figures.filter((f: any) => f.character.name === 'Static Jill').map((f: any) => f.id);
    await record(m.id, { type: 'KO', figureId: npc1, byFigureId: fig('Skylark') });
    await record(m.id, { type: 'KO', figureId: npc2, byFigureId: fig('Lantern Jack') });
    const skylark = memberOf(heroes, 'Skylark');
    const { data } = await resolve(
      m.id,
      {
        winningSide: 0,
        sides: [{ position: 0, scenarioOutcome: 'WON', teamResponsible: true, responsibleMemberId: skylark, objectivesMet: ['ROBBERY_FOILED'] }],
      },
      'bank-robbery',
    );
    expect(data.resolveMatch.userErrors).toEqual([]);
    const [h, npc] = data.resolveMatch.resolution.sides;
    // Two 26-point thugs at half: 13 + 13; both of a force of 2 is its majority: +50; scenario won by
    // the heroes, their team responsible: 25 + 25; foiling the robbery 10; 52 villain points KOed: 5 tens → 5.
    expect(h.heroPointLines.map((l: any) => [l.kind, l.amount])).toEqual([
      ['DEFEAT', 13],
      ['DEFEAT', 13],
      ['MAJORITY_BONUS', 50],
      ['SCENARIO_BONUS', 50],
      ['SCENARIO_LINE', 10],
      ['SCENARIO_LINE', 5],
    ]);
    expect(h.heroPointsEarned).toBe(141);
    // Prestige: defeating a villainous team +5, City map victory +1, winning the scenario +5 (default difficulty), no property destroyed +2.
    expect(h.prestigeChange).toBe(13);
    expect(npc).toMatchObject({ teamId: null, heroPointLines: [], prestigeLines: [], heroPointsEarned: 0, outcome: 'LOST', kos: 0 });
    const ap = data.resolveMatch.resolution.members.find((x: any) => x.memberId === skylark);
    expect(ap.achievementLines.map((l: any) => [l.kind, l.amount])).toEqual([
      ['DEFEATED_CHARACTER', 1],
      ['SCENARIO_RESPONSIBLE', 2],
    ]);

    // A member whose character is hidden: his lines and AP entries are the Creator's alone.
    await t.dataSource.query(`UPDATE character SET visibility = 'HIDDEN' WHERE name = 'Skylark'`);
    try {
      const query = `query ($id: ID!) { match(id: $id) { resolution { members { memberId } ledgerEntries { id currency } morale { quits { memberId } } } } }`;
      const anonymous = (await t.gql(query, { id: m.id })).data.match.resolution;
      const asCreator = (await t.gql(query, { id: m.id }, creator)).data.match.resolution;
      expect(anonymous.members.map((x: any) => x.memberId)).not.toContain(skylark);
      expect(asCreator.members.map((x: any) => x.memberId)).toContain(skylark);
      // Skylark's two AP entries are left out for everyone but the Creator.
      expect(asCreator.ledgerEntries.length - anonymous.ledgerEntries.length).toBe(2);
    } finally {
      await t.dataSource.query(`UPDATE character SET visibility = 'PUBLIC' WHERE name = 'Skylark'`);
    }
  });
});

describe('other rulesets', () => {
  it('scores a HeroClix 2003 match by victory points and writes no ledger entry', async () => {
    const m = await createMatch({ ruleset: 'HEROCLIX_2003' });
    await record(m.id, { type: 'KO', figureId: m.fig['Razorback'], byFigureId: m.fig['Skylark'] });
    const before = (await counts()).ledger;
    const { data } = await resolve(m.id, {}, 'ruleset-2003');
    expect(data.resolveMatch.userErrors).toEqual([]);
    const [h, v] = data.resolveMatch.resolution.sides;
    // Heroes: Razorback defeated (30) + survivors Lantern Jack 52 + Skylark 32 + Ironwall 28 = 142.
    // Villains: survivors Mother Nightshade 40 + Static Jill 26 = 66.
    expect([h.score.points, v.score.points]).toEqual([142, 66]);
    expect([h.outcome, v.outcome]).toEqual(['WON', 'LOST']);
    expect(h.score.lines).toContainEqual(expect.objectContaining({ kind: 'DEFEATED_ENEMY', amount: 30, figureId: m.fig['Razorback'] }));
    expect(data.resolveMatch.resolution.ledgerEntries).toEqual([]);
    expect(data.resolveMatch.resolution.members).toEqual([]);
    expect((await counts()).ledger).toBe(before);
  });

  it('reads resolutions of a list of matches in the same number of statements as of one', async () => {
    // The newest match has ledger entries and members, so one match asks for everything a list does.
    const m = await createMatch();
    await record(m.id, { type: 'KO', figureId: m.fig['Static Jill'], byFigureId: m.fig['Skylark'] });
    expect((await resolve(m.id, { winningSide: 0 }, 'list-of-one')).data.resolveMatch.userErrors).toEqual([]);
    const query = (first: number) =>
      `{ matches(world: "demo", first: ${first}) { nodes { id resolution { id sides { outcome team { name } } members { memberId } morale { quits { memberId } } ledgerEntries { id } } } } }`;
    const statements = async (first: number) => {
      t.counter.reset();
      const { data, errors } = await t.gql(query(first), {}, creator);
      expect(errors).toBeUndefined();
      return { count: t.counter.count, n: data.matches.nodes.length };
    };
    const many = await statements(10);
    expect(many.n).toBeGreaterThanOrEqual(2);
    expect(many.count).toBe((await statements(1)).count);
  });

  it('works out who is hidden once per resolution and request, not again for each of its fields', async () => {
    const [{ resolved }] = await t.dataSource.query(`SELECT count(*)::int AS resolved FROM match_resolution`);
    expect(resolved).toBeGreaterThanOrEqual(2);
    const redactions = jest.spyOn(Redaction, 'of');
    try {
      const { data, errors } = await t.gql(
        `{ matches(world: "demo", first: 100) { nodes { resolution { sides { outcome } members { memberId } morale { quits { memberId } } notes } } } }`,
      );
      expect(errors).toBeUndefined();
      expect(data.matches.nodes.filter((n: { resolution: unknown }) => n.resolution)).toHaveLength(resolved);
      expect(redactions).toHaveBeenCalledTimes(resolved);
    } finally {
      redactions.mockRestore();
    }
  });
});
