// The API killed mid-write: a stream of writes against an API process, SIGKILL in the middle (no
// shutdown handler runs), a new process on the same database. Every write the old process
// acknowledged is there, none is half-applied (a purchase has its item AND its ledger entry, or
// neither), and the ledger adds up. Every write is sent with an Idempotency-Key; one the kill cut
// off is sent again with the same key to the new process, and is then applied exactly once.
import {
  ApiProcess,
  Database,
  DEMO_CREATOR,
  DEMO_HERO_PLAYER,
  DEMO_VILLAIN_PLAYER,
  demoTeams,
  expectConsistentLedger,
  gql,
  ledgerReport,
  signIn,
  sleep,
  Tally,
  rowId,
} from './support';

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

/** What the API acknowledged, by row ids (the ids it answered, decoded), to compare with the database. */
interface Acknowledged {
  ledgerEntryIds: string[];
  /** Awards the API answered (at once or on a retry): note -> entry id. */
  awards: Map<string, string>;
  /** Purchases the API answered: idempotency key -> the item and the entry that paid for it. */
  purchases: Map<string, { itemId: string; ledgerEntryId: string }>;
  /** Resolutions the API answered: match id -> resolution id and its ledger entries. */
  resolutions: Map<string, { id: string; ledgerEntryIds: string[] }>;
  /** Writes whose answer the kill cut off: sent again, with the same key, to the next process. */
  retries: Retry[];
}

/** A keyed write to send again: `send` answers false when the connection died under it. */
interface Retry {
  what: string;
  key: string;
  send: (api: ApiProcess, retry: boolean) => Promise<boolean>;
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
  const matches = await db.query<{
    id: string;
    status: string;
    resolutions: number;
    resolution_id: string | null;
    listed: string[] | null;
    written: string[] | null;
    result: any;
    member_snapshot: any[] | null;
  }>(`
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
        (c: any) =>
          c.statusAfter !== c.statusBefore || c.outForScenariosAfter !== c.outForScenariosBefore || c.injuriesAdded.length > 0 || c.lapsedFeatIds.length > 0,
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
  for (const { result } of ordered)
    for (const c of result.members) last.set(c.memberId, { status: c.statusAfter, out: c.statusAfter === 'OUT' ? c.outForScenariosAfter : null });
  const now = await db.query<{ id: string; status: string; out_for_scenarios: number | null }>(
    `SELECT id, status, out_for_scenarios FROM team_member WHERE id = ANY($1::uuid[])`,
    [[...last.keys()]],
  );
  for (const row of now) expect({ id: row.id, status: row.status, out: row.out_for_scenarios }).toEqual({ id: row.id, ...last.get(row.id) });
}

/**
 * Every write the stream sent was answered (at once or on its retry) and is in the database exactly
 * once, as answered: one entry per award note, the purchases' items and nothing more, the matches
 * all or nothing; every acknowledged ledger entry is there.
 */
async function expectAppliedOnce(ack: Acknowledged, itemsBefore: string[]): Promise<void> {
  const awards = await db.query<{ note: string; ids: string[] }>(
    `SELECT note, array_agg(id::text) AS ids FROM ledger_entry WHERE note LIKE 'kill test award %' GROUP BY note ORDER BY note COLLATE "C"`,
  );
  expect(awards).toEqual([...ack.awards].sort(([a], [b]) => (a < b ? -1 : 1)).map(([note, id]) => ({ note, ids: [id] })));
  const items = await db.query<{ id: string }>(`SELECT id::text FROM team_item WHERE NOT (id = ANY($1::uuid[])) ORDER BY id`, [itemsBefore]);
  expect(items.map((i) => i.id)).toEqual([...ack.purchases.values()].map((p) => p.itemId).sort());
  await expectMatchesAllOrNothing(ack);
  const present = await db.query<{ id: string }>(`SELECT id FROM ledger_entry WHERE id = ANY($1::uuid[])`, [[...new Set(ack.ledgerEntryIds)]]);
  expect(present.length).toBe(new Set(ack.ledgerEntryIds).size);
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

  /** Sends a keyed write once; when the kill cuts its answer off, queues it to be sent again with the same key. */
  const keyed = async (ack: Acknowledged, tally: Tally, api: ApiProcess, retry: Retry) => {
    if (await retry.send(api, false)) return;
    ack.retries.push(retry);
    tally.add(`unanswered ${retry.what}s`);
  };
  const award: Writer = async (api, n, ack, tally) => {
    const team = teams[n % teams.length];
    const note = `kill test award ${n}`;
    const input = { teamId: team.id, currency: n % 2 ? 'CASH' : 'HERO_POINTS', amount: 1 + (n % 9), note };
    const key = `kill-test-award-${n}`;
    await keyed(ack, tally, api, {
      what: 'award',
      key,
      send: async (api, retry) => {
        const res = await gql(api.url, GRANT, { input }, creator, undefined, key);
        if (res.status === 0) return false;
        expect(res.errors).toBeUndefined();
        expect(res.data.grantAward.userErrors).toEqual([]);
        const id = rowId(res.data.grantAward.entry.id);
        ack.ledgerEntryIds.push(id);
        ack.awards.set(note, id);
        tally.add(retry ? 'awards acknowledged on retry' : 'acknowledged awards');
        return true;
      },
    });
  };
  const purchase: Writer = async (api, n, ack, tally) => {
    const team = teams[n % teams.length];
    const input = { teamId: team.id, itemId: n % 3 ? 'handgun-small' : 'rifle-shotgun' };
    const key = `kill-test-purchase-${n}`;
    await keyed(ack, tally, api, {
      what: 'purchase',
      key,
      send: async (api, retry) => {
        const res = await gql(api.url, BUY, { input }, players[team.name as keyof typeof players], undefined, key);
        if (res.status === 0) return false;
        expect(res.errors).toBeUndefined();
        expect(res.data.buyItem.userErrors).toEqual([]);
        ack.ledgerEntryIds.push(rowId(res.data.buyItem.ledgerEntry.id));
        ack.purchases.set(key, { itemId: rowId(res.data.buyItem.item.id), ledgerEntryId: rowId(res.data.buyItem.ledgerEntry.id) });
        tally.add(retry ? 'purchases acknowledged on retry' : 'acknowledged purchases');
        return true;
      },
    });
  };
  // Match resolution: a match between the demo teams (their ACTIVE members), a few events (KOs by a
  // figure, now and then a Critical Condition, which puts the member OUT), resolved with an
  // Idempotency-Key. A lost answer is retried with the SAME key once the API is back.
  const teamIds = teams.map((t) => rowId(t.id));
  /** Set while a first resolveMatch call is in flight: the kill waits for one, so the lost answer is tested. */
  let resolving = false;
  const resolveOnce = async (
    api: ApiProcess,
    key: string,
    pending: { matchId: string; outcome: Record<string, unknown> },
    ack: Acknowledged,
    tally: Tally,
    retry: boolean,
  ): Promise<boolean> => {
    if (!retry) resolving = true;
    const res = await gql(api.url, RESOLVE, { input: pending }, creator, undefined, key).finally(() => (resolving = false));
    if (res.status === 0) return false;
    expect(res.errors).toBeUndefined();
    expect(res.data.resolveMatch.userErrors).toEqual([]);
    expect(res.data.resolveMatch.match.status).toBe('RESOLVED');
    const id = rowId(res.data.resolveMatch.resolution.id);
    const { ledgerEntries } = res.data.resolveMatch.resolution;
    const ledgerEntryIds = ledgerEntries.map((e: { id: string }) => rowId(e.id));
    const before = ack.resolutions.get(rowId(pending.matchId));
    // A retry of an answered call would have to return the stored resolution, never a second one.
    if (before) expect({ id, ledgerEntryIds }).toEqual(before);
    ack.resolutions.set(rowId(pending.matchId), { id, ledgerEntryIds });
    ack.ledgerEntryIds.push(...ledgerEntryIds);
    tally.add(retry ? 'resolutions acknowledged on retry' : 'acknowledged resolutions');
    return true;
  };
  const resolution: Writer = async (api, n, ack, tally) => {
    const members = await db.query<{ id: string; team_id: string }>(
      `SELECT id, team_id FROM team_member WHERE team_id = ANY($1::uuid[]) AND status = 'ACTIVE' ORDER BY id`,
      [teamIds],
    );
    const sides = [...teams]
      .sort((a) => (a.name === 'The Lantern Watch' ? -1 : 1))
      .map((team, i) => ({
        alignment: i === 0 ? 'HERO' : 'VILLAIN',
        teamId: team.id,
        teamMemberIds: members.filter((m) => m.team_id === rowId(team.id)).map((m) => m.id),
      }));
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
    const pending = { matchId: match.id, outcome: { winningSide: n % 2, sides: [{ position: 1, propertyDestroyed: 1 }] } };
    const key = `kill-test-resolution-${n}`;
    await keyed(ack, tally, api, { what: 'resolution', key, send: (api, retry) => resolveOnce(api, key, pending, ack, tally, retry) });
  };
  const writers: Writer[] = [award, award, purchase, purchase, resolution];

  const ack: Acknowledged = { ledgerEntryIds: [], awards: new Map(), purchases: new Map(), resolutions: new Map(), retries: [] };
  const itemsBefore = await db.query<{ id: string }>(`SELECT id FROM team_item`);
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
    // Every write whose answer was lost is sent again with its key: applied once, whatever the kill cut
    // (its key is stored in the write's own transaction, so it tells whether the write was committed).
    for (const retry of ack.retries.splice(0)) {
      const committed = await db.query(`SELECT 1 FROM idempotency_key WHERE key = $1`, [retry.key]);
      tally.add(`lost ${retry.what} answers whose write was ${committed.length ? 'committed' : 'not committed'}`);
      expect(await retry.send(api, true)).toBe(true);
    }
    await expectAppliedOnce(
      ack,
      itemsBefore.map((i) => i.id),
    );
    expectConsistentLedger(await ledgerReport(db));
  }

  // The restarted API takes writes again.
  await award(api, counter++, ack, tally);
  await purchase(api, counter++, ack, tally);
  await resolution(api, counter++, ack, tally);
  expectConsistentLedger(await ledgerReport(db));
  await expectAppliedOnce(
    ack,
    itemsBefore.map((i) => i.id),
  );
  expect(ack.resolutions.size).toBeGreaterThan(0);
  console.log(`api killed mid-write: ${tally}`);
  await api.kill();
});
