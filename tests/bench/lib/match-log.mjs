// The figure of a match's log length: recordMatchEvent and matchState latency with 10 and with
// 2,000 events in the log, in one run. The engine's state is stored with each event, so neither a
// write nor a read should grow with the log.

export const LOG_SIZES = [10, 2000];
/** Writes timed on each match, one after the other, alternating between the two. */
export const TIMED_WRITES = Number(process.env.BENCH_LOG_WRITES ?? 200);
/** matchState load runs on each match, alternating. */
export const READ_ROUNDS = 3;

const ERRORS = 'userErrors { code field message }';
const VERSIONS = `query { characters(world: "demo", first: 2) { nodes { versions { id } } } }`;
const CREATE = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id side } } ${ERRORS} } }`;
const RECORD = `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { event { sequence } ${ERRORS} } }`;
export const MATCH_STATE = `query ($id: ID!) { matchState(matchId: $id) { sequence turn activeSide actionsLeft figures { clicksTaken status actionTokens legalActions } } }`;

async function record(client, matchId, event) {
  const data = await client.gql(RECORD, { input: { matchId, event } });
  if (data.recordMatchEvent.userErrors.length) throw new Error(`recordMatchEvent refused: ${JSON.stringify(data.recordMatchEvent.userErrors)}`);
}

/** A Clix Campaign match of two NPC forces of two figures, with `events` recorded over HTTP: per turn one MOVE, then END_TURN. */
export async function matchWithLog(client, versionIds, events) {
  const input = {
    world: 'demo',
    buildTotal: 500,
    sides: [
      { alignment: 'HERO', versionIds },
      { alignment: 'VILLAIN', versionIds },
    ],
  };
  const data = await client.gql(CREATE, { input });
  if (data.createMatch.userErrors.length) throw new Error(`createMatch refused: ${JSON.stringify(data.createMatch.userErrors)}`);
  const { id, figures } = data.createMatch.match;
  for (let n = 0; n < events; n++) {
    const turn = Math.floor(n / 2);
    const side = turn % 2;
    await record(
      client,
      id,
      n % 2 === 0 ? { type: 'ACTION', figureId: figures.filter((f) => f.side === side)[turn % 2].id, action: 'MOVE' } : { type: 'END_TURN', side },
    );
  }
  return { id, figures };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const p99 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))];

/**
 * The two matches, then `TIMED_WRITES` free actions recorded on each (alternating, so load on the
 * machine falls on both alike) with their latency over HTTP, and each match's matchState under
 * load (`loadRead(operation)`, the bench's autocannon run) in alternating rounds.
 */
export async function matchLogFigures(client, loadRead) {
  const started = Date.now();
  const versions = (await client.gql(VERSIONS)).characters.nodes.map((c) => c.versions[0].id);
  const matches = [];
  for (const size of LOG_SIZES) matches.push({ size, ...(await matchWithLog(client, versions, size)) });
  const builtSeconds = (Date.now() - started) / 1000;
  const writes = matches.map(() => []);
  for (let i = 0; i < TIMED_WRITES; i++) {
    for (const [k, match] of matches.entries()) {
      // The side to act is side 0 on even turns; a free action is legal whatever is left of the turn.
      const figure = match.figures.find((f) => f.side === Math.floor(match.size / 2) % 2);
      const t0 = performance.now();
      await record(client, match.id, { type: 'ACTION', figureId: figure.id, action: 'FREE' });
      writes[k].push(performance.now() - t0);
    }
  }
  // Reads in alternating rounds, so a change of load on the machine falls on both alike; each figure the median round.
  const rounds = matches.map(() => []);
  for (let round = 0; round < READ_ROUNDS; round++) {
    for (const [k, match] of matches.entries()) rounds[k].push(await loadRead({ query: MATCH_STATE, variables: { id: match.id } }));
  }
  const reads = rounds.map((runs) => [...runs].sort((a, b) => a.p50 - b.p50)[Math.floor(runs.length / 2)]);
  return {
    builtSeconds,
    rows: matches.map((match, k) => ({ size: match.size, write: { p50: median(writes[k]), p99: p99(writes[k]) }, read: reads[k] })),
  };
}
