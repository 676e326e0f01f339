// The API killed mid-write: a stream of writes against an API process, SIGKILL in the middle (no
// shutdown handler runs), a new process on the same database. Every write the old process
// acknowledged is there, none is half-applied (a purchase has its item AND its ledger entry, or
// neither), and the ledger adds up.
import { ApiProcess, Database, DEMO_CREATOR, DEMO_HERO_PLAYER, DEMO_VILLAIN_PLAYER, demoTeams, expectConsistentLedger, gql, ledgerReport, signIn, sleep, Tally } from './support';

const GRANT = `mutation($input: GrantAwardInput!) { grantAward(input: $input) { entry { id } userErrors { code message } } }`;
const BUY = `mutation($input: BuyItemInput!) { buyItem(input: $input) { item { id } ledgerEntry { id } userErrors { code message } } }`;
const CREATE_MATCH = `mutation($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id side } } userErrors { code message } } }`;
const RECORD = `mutation($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { event { sequence } userErrors { code message } } }`;
const RESOLVE = `mutation($input: ResolveMatchInput!) { resolveMatch(input: $input) { resolution { id ledgerEntries { id } } match { status } userErrors { code message } } }`;
const KILLS = Number(process.env.CLIX_FAULT_KILLS ?? 2);

let db: Database;

beforeAll(async () => {
  db = await Database.start('killed');
});

afterAll(async () => {
  await db?.destroy();
});

interface Acknowledged {
  ledgerEntryIds: string[];
  itemIds: string[];
  /** Award notes that were sent but not answered (the kill cut them): each is all there or not at all. */
  unanswered: string[];
  /** Resolutions the API answered: match id -> resolution id and its ledger entries. */
  resolutions: Map<string, { id: string; ledgerEntryIds: string[] }>;
  /** resolveMatch calls whose answer was lost: retried with the same key after the restart. */
  pendingResolutions: Array<{ matchId: string; idempotencyKey: string; outcome: Record<string, unknown> }>;
}

/**
 * A kind of write the stream sends: returns the ids the API acknowledged, or records the call as
 * unanswered when the connection died under it.
 */
type Writer = (api: ApiProcess, n: number, ack: Acknowledged, tally: Tally) => Promise<void>;

/**
 * Every match is fully resolved (RESOLVED, one match_resolution row, exactly the ledger entries its
 * ledger_entry_ids list, the changed members snapshotted) or untouched (not RESOLVED, no row, no
 * entry with its id as source); every acknowledged resolution is there as answered; each member's
 * status is what the last resolution that listed him left.
 */
async function expectMatchesAllOrNothing(ack: Acknowledged): Promise<void> {
  const matches = await db.query<{ id: string; status: string; resolutions: number; resolution_id: string | null; listed: string[] | null; written: string[] | null; result: any; member_snapshot: any[] | null }>(`
    SELECT m.id, m.status,
           (SELECT count(*)::int FROM match_resolution r WHERE r.match_id = m.id) AS resolutions,
           r.id AS resolution_id, r.ledger_entry_ids::text[] AS listed, r.result, r.member_snapshot,
           (SELECT array_agg(e.id::text) FROM ledger_entry e WHERE e.source_type = 'MATCH' AND e.source_id = m.id) AS written
      FROM match m LEFT JOIN match_resolution r ON r.match_id = m.id`);
  for (const m of matches) {
    if (m.status === 'RESOLVED') {
      expect({ id: m.id, resolutions: m.resolutions }).toEqual({ id: m.id, resolutions: 1 });
      expect([...(m.written ?? [])].sort()).toEqual([...(m.listed ?? [])].sort());
      expect(m.listed!.length).toBeGreaterThan(0);
      const changed = m.result.members.filter(
        (c: any) => c.statusAfter !== c.statusBefore || c.outForScenariosAfter !== c.outForScenariosBefore || c.injuriesAdded.length > 0 || c.lapsedFeatIds.length > 0,
      );
      expect(m.member_snapshot!.map((s: { id: string }) => s.id).sort()).toEqual(changed.map((c: { memberId: string }) => c.memberId).sort());
    } else {
      expect({ id: m.id, resolutions: m.resolutions, written: m.written }).toEqual({ id: m.id, resolutions: 0, written: null });
    }
  }
  for (const [matchId, answered] of ack.resolutions) {
    const m = matches.find((row) => row.id === matchId);
    expect({ matchId, status: m?.status, id: m?.resolution_id, ledgerEntryIds: [...(m?.listed ?? [])].sort() }).toEqual({
      matchId,
      status: 'RESOLVED',
      id: answered.id,
      ledgerEntryIds: [...answered.ledgerEntryIds].sort(),
    });
  }
  // Members: the status the last resolution listing them left (nothing else changes it here).
  const last = new Map<string, { status: string; out: number | null }>();
  const ordered = await db.query<{ result: any }>(`SELECT result FROM match_resolution ORDER BY applied_at, id`);
  for (const { result } of ordered) for (const c of result.members) last.set(c.memberId, { status: c.statusAfter, out: c.statusAfter === 'OUT' ? c.outForScenariosAfter : null });
  const now = await db.query<{ id: string; status: string; out_for_scenarios: number | null }>(`SELECT id, status, out_for_scenarios FROM team_member WHERE id = ANY($1::uuid[])`, [[...last.keys()]]);
  for (const row of now) expect({ id: row.id, status: row.status, out: row.out_for_scenarios }).toEqual({ id: row.id, ...last.get(row.id) });
}

test(`${KILLS} SIGKILLs in the middle of a stream of writes lose no acknowledged write and leave nothing half-applied`, async () => {
  let api = await ApiProcess.start(db.url);
  const creator = await signIn(api.url, DEMO_CREATOR);
  const players = { 'The Lantern Watch': await signIn(api.url, DEMO_HERO_PLAYER), 'The Nightshade Syndicate': await signIn(api.url, DEMO_VILLAIN_PLAYER) };
  // The two demo players' teams (the demo world holds others, whose owners this test does not sign in).
  const teams = (await demoTeams(api.url, creator)).filter((t) => t.name in players);
  // Cash for far more purchases than the stream can make, so every purchase would be applied.
  for (const team of teams) {
    const res = await gql(api.url, GRANT, { input: { teamId: team.id, currency: 'CASH', amount: 1_000_000, note: 'fault test: purchase budget' } }, creator);
    expect(res.data.grantAward.userErrors).toEqual([]);
  }

  const award: Writer = async (api, n, ack, tally) => {
    const team = teams[n % teams.length];
    const note = `kill test award ${n}`;
    const res = await gql(api.url, GRANT, { input: { teamId: team.id, currency: n % 2 ? 'CASH' : 'HERO_POINTS', amount: 1 + (n % 9), note } }, creator);
    if (res.status === 0) {
      ack.unanswered.push(note);
      tally.add('unanswered awards');
      return;
    }
    expect(res.errors).toBeUndefined();
    expect(res.data.grantAward.userErrors).toEqual([]);
    ack.ledgerEntryIds.push(res.data.grantAward.entry.id);
    tally.add('acknowledged awards');
  };
  const purchase: Writer = async (api, n, ack, tally) => {
    const team = teams[n % teams.length];
    const res = await gql(api.url, BUY, { input: { teamId: team.id, itemId: n % 3 ? 'handgun-small' : 'rifle-shotgun' } }, players[team.name as keyof typeof players]);
    if (res.status === 0) {
      tally.add('unanswered purchases');
      return;
    }
    expect(res.errors).toBeUndefined();
    expect(res.data.buyItem.userErrors).toEqual([]);
    ack.ledgerEntryIds.push(res.data.buyItem.ledgerEntry.id);
    ack.itemIds.push(res.data.buyItem.item.id);
    tally.add('acknowledged purchases');
  };
  // Match resolution: a match between the demo teams (their ACTIVE members), a few events (KOs by a
  // figure, now and then a Critical Condition, which puts the member OUT), resolved with an
  // idempotency key. A lost answer is retried with the SAME key once the API is back.
  const teamIds = teams.map((t) => t.id);
  /** Set while a first resolveMatch call is in flight: the kill waits for one, so the lost answer is tested. */
  let resolving = false;
  const resolveOnce = async (api: ApiProcess, pending: Acknowledged['pendingResolutions'][number], ack: Acknowledged, tally: Tally, retry: boolean): Promise<boolean> => {
    if (!retry) resolving = true;
    const res = await gql(api.url, RESOLVE, { input: pending }, creator).finally(() => (resolving = false));
    if (res.status === 0) return false;
    expect(res.errors).toBeUndefined();
    expect(res.data.resolveMatch.userErrors).toEqual([]);
    expect(res.data.resolveMatch.match.status).toBe('RESOLVED');
    const { id, ledgerEntries } = res.data.resolveMatch.resolution;
    const ledgerEntryIds = ledgerEntries.map((e: { id: string }) => e.id);
    const before = ack.resolutions.get(pending.matchId);
    // A retry of an answered call would have to return the stored resolution, never a second one.
    if (before) expect({ id, ledgerEntryIds }).toEqual(before);
    ack.resolutions.set(pending.matchId, { id, ledgerEntryIds });
    ack.ledgerEntryIds.push(...ledgerEntryIds);
    tally.add(retry ? 'resolutions acknowledged on retry' : 'acknowledged resolutions');
    return true;
  };
  const resolution: Writer = async (api, n, ack, tally) => {
    const members = await db.query<{ id: string; team_id: string }>(`SELECT id, team_id FROM team_member WHERE team_id = ANY($1::uuid[]) AND status = 'ACTIVE' ORDER BY id`, [teamIds]);
    const sides = [...teams].sort((a) => (a.name === 'The Lantern Watch' ? -1 : 1)).map((team, i) => ({ alignment: i === 0 ? 'HERO' : 'VILLAIN', teamId: team.id, teamMemberIds: members.filter((m) => m.team_id === team.id).map((m) => m.id) }));
    if (sides.some((side) => side.teamMemberIds.length === 0)) {
      tally.add('matches skipped (a team has nobody ACTIVE)');
      await sleep(50);
      return;
    }
    const created = await gql(api.url, CREATE_MATCH, { input: { world: 'demo', buildTotal: 150, sides } }, creator);
    if (created.status === 0) return void tally.add('unanswered match steps');
    expect(created.errors).toBeUndefined();
    expect(created.data.createMatch.userErrors).toEqual([]);
    const match = created.data.createMatch.match;
    const bySide = (side: number) => match.figures.filter((f: { side: number }) => f.side === side).map((f: { id: string }) => f.id);
    const [heroes, villains] = [bySide(0), bySide(1)];
    const events: Array<Record<string, unknown>> = [
      { type: 'KO', figureId: villains[0], byFigureId: heroes[0] },
      { type: 'END_TURN', side: 0 },
      ...(villains.length > 1 ? [{ type: 'KO', figureId: heroes[0], byFigureId: villains[1] }] : []),
      ...(n % 3 === 0 && heroes.length > 1 ? [{ type: 'CRITICAL_CONDITION', figureId: heroes[heroes.length - 1], byFigureId: villains[0] }] : []),
      { type: 'BYSTANDER_SAVED', figureId: heroes[0] },
    ];
    for (const event of events) {
      const res = await gql(api.url, RECORD, { input: { matchId: match.id, event } }, creator);
      if (res.status === 0) return void tally.add('unanswered match steps');
      expect(res.errors).toBeUndefined();
      expect(res.data.recordMatchEvent.userErrors).toEqual([]);
    }
    const pending = { matchId: match.id, idempotencyKey: `kill-test-${n}`, outcome: { winningSide: n % 2, sides: [{ position: 1, propertyDestroyed: 1 }] } };
    if (!(await resolveOnce(api, pending, ack, tally, false))) {
      ack.pendingResolutions.push(pending);
      tally.add('unanswered resolutions');
    }
  };
  const writers: Writer[] = [award, award, purchase, purchase, resolution];

  const ack: Acknowledged = { ledgerEntryIds: [], itemIds: [], unanswered: [], resolutions: new Map(), pendingResolutions: [] };
  const tally = new Tally();
  let counter = 0;
  for (let kill = 0; kill < KILLS; kill++) {
    let stop = false;
    let streamFailed = false;
    const streams = writers.map(async (write) => {
      try {
        while (!stop && !api.exited) await write(api, counter++, ack, tally);
      } catch (error) {
        streamFailed = true;
        throw error;
      }
    });
    // Let the writes flow, then kill the process while they are in flight.
    const acknowledgedBefore = ack.ledgerEntryIds.length;
    while (ack.ledgerEntryIds.length < acknowledgedBefore + 30 && !streamFailed) await sleep(50);
    // ... with a resolveMatch in flight (waiting up to 3 s for one), so a lost resolution answer comes up.
    for (let waited = 0; !resolving && waited < 3_000 && !streamFailed; waited += 10) await sleep(10);
    await api.kill('SIGKILL');
    stop = true;
    await Promise.all(streams);
    tally.add('kills');

    api = await ApiProcess.start(db.url);
    expect(await api.health()).toBe(200);
    // Every resolution whose answer was lost is asked again with the same key: applied once, whatever the kill cut.
    for (const pending of ack.pendingResolutions.splice(0)) {
      const resolvedBefore = await db.query(`SELECT 1 FROM match_resolution WHERE match_id = $1`, [pending.matchId]);
      tally.add(resolvedBefore.length ? 'lost answers whose resolution was committed' : 'lost answers whose resolution was not committed');
      expect(await resolveOnce(api, pending, ack, tally, true)).toBe(true);
    }
    await expectMatchesAllOrNothing(ack);
    const present = await db.query<{ id: string }>(`SELECT id FROM ledger_entry WHERE id = ANY($1::uuid[])`, [ack.ledgerEntryIds]);
    expect(present.length).toBe(ack.ledgerEntryIds.length);
    const items = await db.query<{ id: string }>(`SELECT id FROM team_item WHERE id = ANY($1::uuid[])`, [ack.itemIds]);
    expect(items.length).toBe(ack.itemIds.length);
    expectConsistentLedger(await ledgerReport(db));
  }

  // An unanswered award is either fully there (one entry) or not at all, never twice.
  const unanswered = await db.query<{ note: string; n: number }>(`SELECT note, count(*)::int AS n FROM ledger_entry WHERE note = ANY($1) GROUP BY note`, [ack.unanswered]);
  for (const row of unanswered) expect(row.n).toBe(1);

  // The restarted API takes writes again.
  await award(api, counter++, ack, tally);
  await purchase(api, counter++, ack, tally);
  await resolution(api, counter++, ack, tally);
  expectConsistentLedger(await ledgerReport(db));
  await expectMatchesAllOrNothing(ack);
  expect(ack.resolutions.size).toBeGreaterThan(0);
  console.log(`api killed mid-write: ${tally} (unanswered awards found applied: ${unanswered.length})`);
  await api.kill();
});
