import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { joinWorld, startTestApi, TestApi } from '../../test/harness';
import { demoPlayers, loadDemoTeams } from '../teams/demo-teams';
import { migrateJobQueue } from '../webhooks/webhook.worker';
import { globalId, rowId } from '../../test/global-ids';

/**
 * Players run their own matches (issue 17): a player sets up his team against another player's, both
 * record their own side's events, his resolveMatch is a proposal that applies nothing until the other
 * side's owner (or the Creator or an organizer) confirms it, and every step is on the activity feed.
 */

const ERRORS = `userErrors { code field message }`;
const SIDES = `sides { position teamId outcome kos heroPointsEarned prestigeChange heroPointLines { kind amount } upkeepLines { kind amount } prestigeLines { kind amount } }
  members { memberId achievementPointsChange achievementLines { amount } statusBefore statusAfter injuriesAdded { id } }`;
const PROPOSAL = `id decision rejectReason proposedBy { displayName } decidedBy { displayName } awaitingConfirmationBy { displayName } viewerMayConfirm viewerMayReject
  resolution { id diceFaces ${SIDES} ledgerEntries { id } }`;
const CREATE = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id status figures { id character { name } } } ${ERRORS} } }`;
const RECORD = `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { event { sequence } ${ERRORS} } }`;
const RESOLVE = `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { resolution { id diceFaces ${SIDES} ledgerEntries { id } } match { status resolutionProposal { ${PROPOSAL} } } ${ERRORS} } }`;
const PREVIEW = `query ($input: PreviewMatchResolutionInput!) { previewMatchResolution(input: $input) { resolution { diceFaces ${SIDES} } ${ERRORS} } }`;
const CONFIRM = `mutation ($input: ConfirmMatchResolutionInput!) { confirmMatchResolution(input: $input) {
  resolution { id diceFaces ${SIDES} ledgerEntries { currency amount reason } } match { status resolutionProposal { decision decidedBy { displayName } } } ${ERRORS} } }`;
const REJECT = `mutation ($input: RejectMatchResolutionInput!) { rejectMatchResolution(input: $input) { proposal { decision rejectReason decidedBy { displayName } } match { status } ${ERRORS} } }`;
const VOID = `mutation ($input: VoidMatchInput!) { voidMatch(input: $input) { match { status resolutionProposal { decision rejectReason } } ${ERRORS} } }`;
const MATCH = `query ($id: ID!) { match(id: $id) { status resolution { id } resolutionProposal { ${PROPOSAL} } } }`;
const AWARD = `mutation ($input: GrantAwardInput!) { grantAward(input: $input) { ${ERRORS} } }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { token ${ERRORS} } }`;
const ACTIVITY = `{ worldActivity(world: "demo", first: 100) { nodes { kind summary match { id } } } }`;

let t: TestApi;
let creator: string;
let hero: string;
let villain: string;
let outsider: string;
let organizer: string;
type TeamRow = { id: string; members: { id: string; character: { name: string } }[] };
let heroes: TeamRow;
let villains: TeamRow;
let npcVersionId: string;

const teamSide = (team: TeamRow, alignment: string) => ({ alignment, teamId: team.id, teamMemberIds: team.members.map((m) => m.id) });
const matchInput = (sides: unknown[]) => ({ world: 'demo', buildTotal: 150, sides });

/** How many rows each table a match step writes holds, and every match's status. */
async function counts() {
  const [row] = await t.dataSource
    .query(`SELECT (SELECT count(*)::int FROM ledger_entry) AS ledger, (SELECT count(*)::int FROM match_resolution) AS resolutions,
      (SELECT count(*)::int FROM match_resolution_proposal) AS proposals, (SELECT count(*)::int FROM match) AS matches,
      (SELECT count(*)::int FROM match_event) AS events, (SELECT count(*)::int FROM webhook_delivery WHERE event = 'match.resolved') AS resolvedWebhooks, (SELECT string_agg(status, ',' ORDER BY id) FROM match) AS statuses,
      (SELECT string_agg(status, ',' ORDER BY id) FROM team_member) AS members`);
  return row;
}

const balance = async (teamId: string, currency: string) => {
  const [row] = await t.dataSource.query(
    `SELECT balance_after FROM ledger_entry WHERE team_id = $1 AND currency = $2 AND member_id IS NULL ORDER BY position DESC LIMIT 1`,
    [rowId(teamId), currency],
  );
  return row ? Number(row.balance_after) : 0;
};

async function signUpAs(email: string, displayName: string, role: string) {
  const { data } = await t.gql(SIGN_UP, { input: { email, password: 'correct horse battery', displayName } });
  expect(data.signUp.userErrors).toEqual([]);
  await joinWorld(t, { creator, token: data.signUp.token, email, role });
  return t.signIn(email, 'correct horse battery');
}

async function createMatch(token: string, sides: unknown[]) {
  const { data, errors } = await t.gql(CREATE, { input: matchInput(sides) }, token);
  expect(errors).toBeUndefined();
  return data.createMatch;
}

/** A match the hero player sets up, with the members of both teams still able to play; its figures by name, and each side's first. */
async function newPlayerMatch() {
  const able = async (team: TeamRow, alignment: string) => {
    const rows: { id: string }[] = await t.dataSource.query(`SELECT id FROM team_member WHERE team_id = $1 AND status = 'ACTIVE' ORDER BY id`, [
      rowId(team.id),
    ]);
    return { alignment, teamId: team.id, teamMemberIds: rows.map((r) => globalId('TeamMember', r.id)) };
  };
  const made = await createMatch(hero, [await able(heroes, 'HERO'), await able(villains, 'VILLAIN')]);
  expect(made.userErrors).toEqual([]);
  const fig: Record<string, string> = {};
  for (const f of made.match.figures) fig[f.character.name] = f.id;
  const ofTeam = (team: TeamRow) =>
    made.match.figures.find((f: { character: { name: string } }) => team.members.some((m) => m.character.name === f.character.name)).id;
  return { id: made.match.id as string, fig, heroFigure: ofTeam(heroes) as string, villainFigure: ofTeam(villains) as string };
}

async function record(token: string, matchId: string, event: Record<string, unknown>) {
  const { data, errors } = await t.gql(RECORD, { input: { matchId, event } }, token);
  expect(errors).toBeUndefined();
  return data.recordMatchEvent;
}

async function resolve(token: string, matchId: string, outcome: Record<string, unknown> = { winningSide: 0 }) {
  const { data, errors } = await t.gql(RESOLVE, { input: { matchId, outcome } }, token);
  expect(errors).toBeUndefined();
  return data.resolveMatch;
}

async function confirm(token: string, matchId: string, idempotencyKey?: string) {
  const response = await fetch(`${t.api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    body: JSON.stringify({ query: CONFIRM, variables: { input: { matchId } } }),
  });
  const { data, errors } = (await response.json()) as { data: any; errors?: unknown[] };
  expect(errors).toBeUndefined();
  return data.confirmMatchResolution;
}

async function reject(token: string, matchId: string, reason: string) {
  const { data, errors } = await t.gql(REJECT, { input: { matchId, reason } }, token);
  expect(errors).toBeUndefined();
  return data.rejectMatchResolution;
}

const refusal = (code: string, field: string[], message: string) => ({ code, field, message });

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  expect(await loadDemoTeams(t.dataSource)).toBe(true);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  hero = await t.signIn(demoPlayers().hero.email, demoPlayers().hero.password);
  villain = await t.signIn(demoPlayers().villain.email, demoPlayers().villain.password);
  outsider = await signUpAs('outsider@player-match.test', 'Outsider Olga', 'PLAYER');
  organizer = await signUpAs('organizer@player-match.test', 'Organizer Otto', 'ORGANIZER');
  const { data } = await t.gql(`{ teams(world: "demo", first: 10) { nodes { id name members { id character { name } } } } }`);
  heroes = data.teams.nodes.find((n: { name: string }) => n.name === 'The Lantern Watch');
  villains = data.teams.nodes.find((n: { name: string }) => n.name === 'The Nightshade Syndicate');
  const [version] = await t.dataSource.query(
    `SELECT v.id FROM character_version v JOIN character c ON c.id = v.character_id JOIN world w ON w.id = c.world_id WHERE w.slug = 'demo' AND c.name = 'Razorback' LIMIT 1`,
  );
  npcVersionId = globalId('CharacterVersion', version.id);
  // match.resolved webhooks are sent when a resolution is applied: on confirmation, never on a proposal
  // (their jobs queue in graphile-worker's schema; no worker runs here, so nothing is sent out).
  await migrateJobQueue(t.dataSource);
  const hook = await t.gql(
    `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { ${ERRORS} } }`,
    { input: { world: 'demo', url: 'http://localhost:9/player-match-hook', events: ['MATCH_RESOLVED'] } },
    creator,
  );
  expect(hook.data.createWebhook.userErrors).toEqual([]);
});

afterAll(async () => {
  await t?.close();
});

describe('a player sets up matches of his own team against another player’s only', () => {
  it('refuses, in words, someone else’s two teams, an NPC side, his own team on both sides, and changes nothing', async () => {
    const before = await counts();
    expect((await createMatch(outsider, [teamSide(heroes, 'HERO'), teamSide(villains, 'VILLAIN')])).userErrors).toEqual([
      refusal('NOT_YOUR_TEAM', ['sides', '0', 'teamId'], 'you can set up matches for your own teams only: neither side is yours'),
    ]);
    expect((await createMatch(hero, [teamSide(heroes, 'HERO'), { alignment: 'VILLAIN', versionIds: [npcVersionId] }])).userErrors).toEqual([
      refusal('PLAYER_MATCH_TEAMS_ONLY', ['sides'], "a player's match is his team against another player's team: two sides, each a team"),
    ]);
    expect((await createMatch(hero, [teamSide(heroes, 'HERO'), teamSide(heroes, 'HERO')])).userErrors).toEqual([
      refusal('OPPONENT_IS_YOUR_TEAM', ['sides', '1', 'teamId'], "both sides are your teams: play against another player's team"),
    ]);
    expect(await counts()).toEqual(before);
  });

  it('sets up his team against another player’s, as the Creator would', async () => {
    const made = await createMatch(hero, [teamSide(heroes, 'HERO'), teamSide(villains, 'VILLAIN')]);
    expect(made.userErrors).toEqual([]);
    expect(made.match.status).toBe('SETUP');
    expect(made.match.figures.map((f: { character: { name: string } }) => f.character.name).sort()).toEqual([
      'Ironwall',
      'Lantern Jack',
      'Mother Nightshade',
      'Razorback',
      'Skylark',
      'Static Jill',
    ]);
  });
});

describe('a proposal the teams outgrew', () => {
  it('is refused on confirmation (PROPOSAL_OUTDATED) once the teams changed since it was proposed, and nothing changes', async () => {
    const m = await newPlayerMatch();
    expect((await record(hero, m.id, { type: 'END_TURN', side: 0 })).userErrors).toEqual([]);
    expect((await resolve(hero, m.id)).userErrors).toEqual([]);
    // Razorback's Berserk upkeep (100 Hero Points) lapsed when it was proposed; now the villains can pay it.
    const { data } = await t.gql(AWARD, { input: { teamId: villains.id, currency: 'HERO_POINTS', amount: 200, note: 'player-match spec' } }, creator);
    expect(data.grantAward.userErrors).toEqual([]);
    const before = await counts();
    expect((await confirm(villain, m.id)).userErrors).toEqual([
      refusal(
        'PROPOSAL_OUTDATED',
        ['matchId'],
        'the teams changed since this resolution was proposed, so it no longer computes the same: reject it, and its proposer proposes again',
      ),
    ]);
    expect(await counts()).toEqual(before);
    expect((await reject(villain, m.id, 'the teams changed')).userErrors).toEqual([]);
  });
});

describe('a match two players run, from the first event to the confirmed resolution', () => {
  let match: Awaited<ReturnType<typeof newPlayerMatch>>;
  let preview: any;
  let heroHpBefore: number;
  let villainHpBefore: number;

  beforeAll(async () => {
    match = await newPlayerMatch();
    heroHpBefore = await balance(heroes.id, 'HERO_POINTS');
    villainHpBefore = await balance(villains.id, 'HERO_POINTS');
  });

  it('both owners record their own side’s events; another side’s, or an outsider, is refused and nothing is recorded', async () => {
    const { fig } = match;
    expect(
      (await record(hero, match.id, { type: 'ATTACK', figureId: fig['Lantern Jack'], targetFigureIds: [fig['Razorback']], attackKind: 'CLOSE' })).userErrors,
    ).toEqual([]);
    expect((await record(hero, match.id, { type: 'END_TURN', side: 0 })).userErrors).toEqual([]);
    // Mother Nightshade is the villains' figure: her Critical Condition is theirs to record.
    const before = await counts();
    expect(
      (await record(hero, match.id, { type: 'CRITICAL_CONDITION', figureId: fig['Mother Nightshade'], byFigureId: fig['Lantern Jack'] })).userErrors,
    ).toEqual([refusal('NOT_YOUR_SIDE', ['event', 'figureId'], "this event is side 2's to record: a player records for his own side's figures only")]);
    expect((await record(villain, match.id, { type: 'END_TURN', side: 0 })).userErrors).toEqual([
      refusal('NOT_YOUR_SIDE', ['event', 'side'], "this event is side 1's to record: a player records for his own side's figures only"),
    ]);
    expect((await record(villain, match.id, { type: 'REVERSAL', reversesSequence: 1 })).userErrors).toEqual([
      refusal('NOT_YOUR_SIDE', ['event', 'reversesSequence'], "this event is side 1's to record: a player records for his own side's figures only"),
    ]);
    expect((await record(outsider, match.id, { type: 'END_TURN', side: 1 })).userErrors).toEqual([
      refusal('NOT_YOUR_MATCH', ['matchId'], 'none of the sides of this match is a team of yours: its players, the Creator or an organizer run it'),
    ]);
    expect(await counts()).toEqual(before);
    expect(
      (await record(villain, match.id, { type: 'CRITICAL_CONDITION', figureId: fig['Mother Nightshade'], byFigureId: fig['Lantern Jack'] })).userErrors,
    ).toEqual([]);
    expect((await record(villain, match.id, { type: 'KO', figureId: fig['Razorback'], byFigureId: fig['Skylark'] })).userErrors).toEqual([]);
    expect((await record(hero, match.id, { type: 'KO', figureId: fig['Ironwall'], byFigureId: fig['Static Jill'] })).userErrors).toEqual([]);
  });

  it('a player’s resolveMatch is a proposal: AWAITING_CONFIRMATION, exactly the preview, and nothing applied', async () => {
    const { data } = await t.gql(PREVIEW, { input: { matchId: match.id, outcome: { winningSide: 0 } } }, hero);
    expect(data.previewMatchResolution.userErrors).toEqual([]);
    preview = data.previewMatchResolution.resolution;
    const before = await counts();
    const proposed = await resolve(hero, match.id);
    expect(proposed.userErrors).toEqual([]);
    expect(proposed.match.status).toBe('AWAITING_CONFIRMATION');
    expect(proposed.resolution).toEqual({ ...preview, id: null, ledgerEntries: [] });
    expect(proposed.match.resolutionProposal).toEqual({
      id: expect.any(String),
      decision: null,
      rejectReason: null,
      proposedBy: { displayName: 'Demo Hero Player' },
      decidedBy: null,
      awaitingConfirmationBy: [{ displayName: 'Demo Villain Player' }],
      viewerMayConfirm: false,
      viewerMayReject: true,
      resolution: { ...preview, id: null, ledgerEntries: [] },
    });
    const after = await counts();
    expect(after).toEqual({ ...before, proposals: before.proposals + 1, statuses: after.statuses });
    expect(after.statuses.split(',').filter((s: string) => s === 'AWAITING_CONFIRMATION')).toHaveLength(1);
    expect(await balance(heroes.id, 'HERO_POINTS')).toBe(heroHpBefore);
    // The other side's owner sees he may confirm it.
    const seen = await t.gql(MATCH, { id: match.id }, villain);
    expect(seen.data.match.resolutionProposal.viewerMayConfirm).toBe(true);
    expect(seen.data.match.resolution).toBeNull();
  });

  it('while it waits, nothing is recorded or resolved, its proposer cannot confirm it and an outsider cannot decide it; nothing changes', async () => {
    const before = await counts();
    expect((await record(villain, match.id, { type: 'END_TURN', side: 1 })).userErrors).toEqual([
      refusal(
        'MATCH_AWAITING_CONFIRMATION',
        ['matchId'],
        'a resolution of this match is proposed: it is confirmed or rejected before anything more is recorded',
      ),
    ]);
    expect((await resolve(creator, match.id)).userErrors).toEqual([
      refusal('MATCH_AWAITING_CONFIRMATION', ['matchId'], 'a resolution of this match is proposed: confirm or reject it first'),
    ]);
    expect((await confirm(hero, match.id)).userErrors).toEqual([
      refusal('PROPOSER_CANNOT_CONFIRM', ['matchId'], "you proposed this resolution: the other side's owner, the Creator or an organizer confirms it"),
    ]);
    expect((await confirm(outsider, match.id)).userErrors).toEqual([
      refusal('NOT_A_CONFIRMER', ['matchId'], "only the other side's owner, the Creator or an organizer decides this resolution"),
    ]);
    expect((await reject(outsider, match.id, 'not mine')).userErrors).toEqual([
      refusal('NOT_A_CONFIRMER', ['matchId'], "only the other side's owner, the Creator or an organizer decides this resolution"),
    ]);
    expect((await reject(villain, match.id, '  ')).userErrors).toEqual([refusal('INVALID_VALUE', ['reason'], 'give a reason of 1 to 500 characters')]);
    expect(await counts()).toEqual(before);
  });

  it('the other side’s owner rejects it with a reason: IN_PROGRESS again, nothing applied', async () => {
    const before = await counts();
    const rejected = await reject(villain, match.id, 'Ironwall was KO’d by Razorback, not Static Jill');
    expect(rejected).toEqual({
      proposal: { decision: 'REJECTED', rejectReason: 'Ironwall was KO’d by Razorback, not Static Jill', decidedBy: { displayName: 'Demo Villain Player' } },
      match: { status: 'IN_PROGRESS' },
      userErrors: [],
    });
    const after = await counts();
    expect({ ...after, statuses: null }).toEqual({ ...before, statuses: null });
    expect((await confirm(villain, match.id)).userErrors).toEqual([
      refusal('NO_PROPOSED_RESOLUTION', ['matchId'], 'no resolution of this match is proposed: there is nothing to confirm or reject'),
    ]);
    expect(await counts()).toEqual(after);
  });

  it('proposed again, the other side’s owner confirms it: exactly what resolveMatch would have applied, once', async () => {
    expect((await resolve(hero, match.id)).userErrors).toEqual([]);
    const before = await counts();
    const confirmed = await confirm(villain, match.id, 'confirm-1');
    expect(confirmed.userErrors).toEqual([]);
    expect(confirmed.match).toEqual({ status: 'RESOLVED', resolutionProposal: { decision: 'CONFIRMED', decidedBy: { displayName: 'Demo Villain Player' } } });
    const { ledgerEntries, id, ...applied } = confirmed.resolution;
    expect(id).toEqual(expect.any(String));
    expect(applied).toEqual(preview);
    // One ledger entry per line of the preview that moves a balance, and the balances moved by exactly those lines.
    const lines = (side: any) => [...side.heroPointLines, ...side.upkeepLines, ...side.prestigeLines].filter((l: { amount: number }) => l.amount !== 0);
    const memberLines = preview.members.filter((m: { achievementPointsChange: number }) => m.achievementPointsChange !== 0);
    expect(ledgerEntries.length).toBeGreaterThan(0);
    expect(ledgerEntries.every((e: { reason: string }) => e.reason === 'MATCH')).toBe(true);
    const after = await counts();
    expect(after.ledger - before.ledger).toBe(ledgerEntries.length);
    const apLines = preview.members.flatMap((m: { achievementLines: { amount: number }[] }) => m.achievementLines.filter((l) => l.amount !== 0));
    expect(ledgerEntries.length).toBe(lines(preview.sides[0]).length + lines(preview.sides[1]).length + apLines.length);
    expect(after.resolutions - before.resolutions).toBe(1);
    expect(after.resolvedwebhooks - before.resolvedwebhooks).toBe(1);
    const hp = (side: any) => [...side.heroPointLines, ...side.upkeepLines].reduce((sum: number, l: { amount: number }) => sum + l.amount, 0);
    expect(await balance(heroes.id, 'HERO_POINTS')).toBe(heroHpBefore + hp(preview.sides[0]));
    expect(await balance(villains.id, 'HERO_POINTS')).toBe(villainHpBefore + hp(preview.sides[1]));
    expect(memberLines.length).toBeGreaterThan(0);

    // The same Idempotency-Key again answers the same, applying nothing more; without it, there is nothing left to confirm.
    expect(await confirm(villain, match.id, 'confirm-1')).toEqual(confirmed);
    expect((await confirm(villain, match.id)).userErrors).toEqual([
      refusal('NO_PROPOSED_RESOLUTION', ['matchId'], 'the match has already been resolved: there is nothing to confirm or reject'),
    ]);
    expect(await counts()).toEqual(after);
  });

  it('puts every step on the world’s activity feed, in order', async () => {
    const { data } = await t.gql(ACTIVITY);
    const steps = data.worldActivity.nodes
      .filter((n: { match: { id: string } | null }) => n.match?.id === match.id)
      .map((n: { kind: string; summary: string }) => `${n.kind}: ${n.summary}`)
      .reverse();
    expect(steps).toEqual([
      'MATCH_STARTED: Match set up: The Lantern Watch vs The Nightshade Syndicate',
      'RESOLUTION_PROPOSED: The Lantern Watch proposed the result of The Lantern Watch vs The Nightshade Syndicate: The Lantern Watch won, The Nightshade Syndicate lost',
      'RESOLUTION_REJECTED: The Nightshade Syndicate rejected the proposed result of The Lantern Watch vs The Nightshade Syndicate: Ironwall was KO’d by Razorback, not Static Jill',
      'RESOLUTION_PROPOSED: The Lantern Watch proposed the result of The Lantern Watch vs The Nightshade Syndicate: The Lantern Watch won, The Nightshade Syndicate lost',
      'RESOLUTION_CONFIRMED: The Nightshade Syndicate confirmed the result of The Lantern Watch vs The Nightshade Syndicate',
      'MATCH_RESOLVED: Match resolved: The Lantern Watch won, The Nightshade Syndicate lost',
      ...steps.slice(6),
    ]);
    expect(steps.slice(6).every((s: string) => s.startsWith('MEMBER_INJURED') || s.startsWith('MEMBER_CAPTURED'))).toBe(true);
  });
});

describe('the Creator and organizers decide players’ proposals too', () => {
  it('an organizer confirms a proposal; the Creator voids a match whose proposal waits, which closes it', async () => {
    const first = await newPlayerMatch();
    expect((await record(hero, first.id, { type: 'KO', figureId: first.heroFigure, byFigureId: first.villainFigure })).userErrors).toEqual([]);
    expect((await resolve(villain, first.id, { winningSide: 1 })).userErrors).toEqual([]);
    const seen = await t.gql(MATCH, { id: first.id }, organizer);
    expect(seen.data.match.resolutionProposal).toMatchObject({
      proposedBy: { displayName: 'Demo Villain Player' },
      viewerMayConfirm: true,
      viewerMayReject: true,
    });
    const before = await counts();
    const confirmed = await confirm(organizer, first.id);
    expect(confirmed.userErrors).toEqual([]);
    expect(confirmed.match).toEqual({ status: 'RESOLVED', resolutionProposal: { decision: 'CONFIRMED', decidedBy: { displayName: 'Organizer Otto' } } });
    expect(confirmed.resolution.sides.map((s: { outcome: string }) => s.outcome)).toEqual(['LOST', 'WON']);
    const after = await counts();
    expect(after.ledger - before.ledger).toBe(confirmed.resolution.ledgerEntries.length);
    expect(after.resolutions - before.resolutions).toBe(1);

    const second = await newPlayerMatch();
    expect((await record(hero, second.id, { type: 'END_TURN', side: 0 })).userErrors).toEqual([]);
    expect((await resolve(hero, second.id)).userErrors).toEqual([]);
    const beforeVoid = await counts();
    const { data } = await t.gql(VOID, { input: { matchId: second.id, reason: 'played by the wrong rules' } }, creator);
    expect(data.voidMatch).toEqual({
      match: { status: 'VOID', resolutionProposal: { decision: 'REJECTED', rejectReason: 'the match was voided: played by the wrong rules' } },
      userErrors: [],
    });
    expect((await counts()).ledger).toBe(beforeVoid.ledger);
    const { data: activity } = await t.gql(ACTIVITY);
    const summaries = activity.worldActivity.nodes
      .filter((n: { match: { id: string } | null }) => n.match?.id === first.id)
      .map((n: { summary: string }) => n.summary);
    expect(summaries).toContain('An organizer confirmed the result of The Lantern Watch vs The Nightshade Syndicate');
    expect(summaries).toContain(
      'The Nightshade Syndicate proposed the result of The Lantern Watch vs The Nightshade Syndicate: The Lantern Watch lost, The Nightshade Syndicate won',
    );
  });
});
