// The public reads compared, each written idiomatically for both servers, with a normaliser that
// maps both answers to one shape so the data can be asserted equal before anything is timed.

import globalIds from '@clix/api/dist/common/global-id-codec.js';

const CLICK_FIELDS = 'number speed attack defense damage speedPower attackPower defensePower damagePower';
const RANK_ORDER = ['ROOKIE', 'EXPERIENCED', 'VETERAN', 'UNIQUE', 'LIMITED_EDITION'];

const OUR_MEMBER = `id rank status isLeader featIds injuries
  character { id name kind }
  version { id rank pointValue clicks { ${CLICK_FIELDS} } }`;

// PostGraphile 5 (Amber preset) names a table's `id` column `rowId` (its `id` is the global node
// id) and its row-by-key fields `…ByRowId(rowId:)`; its queries alias them to PostGraphile 4's
// names, so one normaliser reads both answers. `ID[v]` selects the row id in version v's schema.
const ID = { 4: 'id', 5: 'id: rowId' };

const pgMemberFields = (v) => `${ID[v]} rank status isLeader featIds injuries
  characterByCharacterId { ${ID[v]} name kind }
  characterVersionByVersionId { ${ID[v]} rank pointValue dialClicksByVersionId(orderBy: NUMBER_ASC) { nodes { ${CLICK_FIELDS} } } }`;

// Our API: members exclude those who died or quit; in the schema that is exactly `left_at IS NULL`,
// which PostGraphile's `condition` expresses as `leftAt: null`.
const pgMembers = (v) =>
  `teamMembersByTeamId(condition: { leftAt: null }, orderBy: [IS_LEADER_DESC, JOINED_AT_ASC, ${v === 4 ? 'ID_ASC' : 'ROW_ID_ASC'}]) { nodes { ${pgMemberFields(v)} } }`;

const OUR_STANDING = 'rank points played won drawn lost heroPoints prestige kos team { id name }';

const OUR_VERSION = `id rank pointValue range targets keywords clicks { ${CLICK_FIELDS} }`;
const pgVersionFields = (v) => `${ID[v]} rank pointValue range targets keywords dialClicksByVersionId(orderBy: NUMBER_ASC) { nodes { ${CLICK_FIELDS} } }`;

const member = (m) => ({
  id: rowIdOf(m.id),
  rank: m.rank,
  status: m.status,
  isLeader: m.isLeader,
  featIds: m.featIds.map(rowIdOf),
  injuries: m.injuries,
  character: { ...m.character, id: rowIdOf(m.character.id) },
  version: { ...m.version, id: rowIdOf(m.version.id) },
});
const pgMember = (m) => {
  const { dialClicksByVersionId, ...version } = m.characterVersionByVersionId;
  return member({ ...m, character: m.characterByCharacterId, version: { ...version, clicks: dialClicksByVersionId.nodes } });
};
const version = (v) => ({
  id: rowIdOf(v.id),
  rank: v.rank,
  pointValue: v.pointValue,
  range: v.range,
  targets: v.targets,
  keywords: v.keywords,
  clicks: v.clicks,
});
// Our API orders versions Rookie first (by rank, then points); PostGraphile orders by a column, and
// rank is text, so the normaliser puts its versions in rank order before comparing.
const byRank = (a, b) => RANK_ORDER.indexOf(a.rank) - RANK_ORDER.indexOf(b.rank) || a.pointValue - b.pointValue;
const character = (c, versions) => ({ id: rowIdOf(c.id), name: c.name, kind: c.kind, versions: versions.map(version).sort(byRank) });

/**
 * Each read: `ours`, `postgraphile` (4) and `postgraphile5` build { query, variables } from the
 * bench's parameters; `normalise*` map an answer's `data` to the common shape (`normalisePostgraphile`
 * reads both PostGraphiles' answers). `count` (our API only) is the same read
 * at a page size, for counting SQL statements. A read with `requiresTables` is printed as "not
 * measured yet" while a table it reads is missing.
 */
export const READS = [
  {
    key: 'roster',
    title: "(a) a team's roster: members, character, dial (all clicks), feats, injuries",
    ours: ({ teamId }) => ({
      query: `query Roster($id: ID!) { team(id: $id) { id name alignment members { ${OUR_MEMBER} } } }`,
      variables: { id: gid('Team', teamId) },
    }),
    postgraphile: ({ teamId }) => ({
      query: `query Roster($id: UUID!) { teamById(id: $id) { id name alignment ${pgMembers(4)} } }`,
      variables: { id: teamId },
    }),
    postgraphile5: ({ teamId }) => ({
      query: `query Roster($id: UUID!) { teamById: teamByRowId(rowId: $id) { ${ID[5]} name alignment ${pgMembers(5)} } }`,
      variables: { id: teamId },
    }),
    normaliseOurs: (d) => ({ ...d.team, id: rowIdOf(d.team.id), members: d.team.members.map(member) }),
    normalisePostgraphile: (d) => ({
      id: d.teamById.id,
      name: d.teamById.name,
      alignment: d.teamById.alignment,
      members: d.teamById.teamMembersByTeamId.nodes.map(pgMember),
    }),
    count: (first) => ({
      label: `teams(first: ${first}) with rosters`,
      labelN: 'teams(first: N) with rosters',
      query: `query Rosters($first: Int!) { teams(world: "demo", first: $first) { nodes { id name alignment members { ${OUR_MEMBER} } } } }`,
      variables: { first },
      size: (d) => d.teams.nodes.length,
    }),
  },
  {
    key: 'characters',
    title: '(b) a page of 50 characters with their dials',
    ours: () => ({
      query: `query Characters { characters(world: "demo", first: 50) { totalCount pageInfo { hasNextPage } nodes { id name kind versions { ${OUR_VERSION} } } } }`,
      variables: {},
    }),
    postgraphile: () => ({ query: pgCharacters(4), variables: {} }),
    postgraphile5: () => ({ query: pgCharacters(5), variables: {} }),
    normaliseOurs: (d) => ({
      totalCount: d.characters.totalCount,
      hasNextPage: d.characters.pageInfo.hasNextPage,
      nodes: d.characters.nodes.map((c) => character(c, c.versions)),
    }),
    normalisePostgraphile: (d) => {
      const page = d.worldBySlug.charactersByWorldId;
      return {
        totalCount: page.totalCount,
        hasNextPage: page.pageInfo.hasNextPage,
        nodes: page.nodes.map((c) =>
          character(
            c,
            c.characterVersionsByCharacterId.nodes.map((v) => ({ ...v, clicks: v.dialClicksByVersionId.nodes })),
          ),
        ),
      };
    },
    count: (first) => ({
      label: `characters(first: ${first}) with dials`,
      labelN: 'characters(first: N) with dials',
      query: `query Characters($first: Int!) { characters(world: "demo", first: $first) { totalCount pageInfo { hasNextPage } nodes { id name kind versions { ${OUR_VERSION} } } } }`,
      variables: { first },
      size: (d) => d.characters.nodes.length,
    }),
  },
  {
    key: 'standings',
    title: "(c) a league's standings (16 teams)",
    requiresTables: ['league', 'league_team', 'league_standing', 'league_pair'],
    ours: ({ leagues }) => ({
      query: `query Standings($id: ID!) { standings(leagueId: $id) { final rows { ${OUR_STANDING} } } }`,
      variables: { id: gid('League', leagues[16]) },
    }),
    // PostGraphile serves the stored tallies (league -> its teams -> each team's standing line);
    // points are the scoring applied to them. The ranking
    // (tie-breakers: head-to-head mini-league, opponents' win percentage...) is ours alone, so the
    // comparison is on the rows in team order, and PostGraphile's side does less work.
    postgraphile: ({ leagues }) => ({ query: pgStandings(4), variables: { id: leagues[16] } }),
    postgraphile5: ({ leagues }) => ({ query: pgStandings(5), variables: { id: leagues[16] } }),
    normaliseOurs: (d) => ({
      final: d.standings.final,
      rows: d.standings.rows.map(({ rank, ...row }) => standingRow(row, row.team)).sort(byTeamId),
    }),
    normalisePostgraphile: (d) => {
      const league = d.leagueById;
      const points = (r) => r.won * league.pointsForWin + r.drawn * league.pointsForDraw + r.lost * league.pointsForLoss;
      return {
        final: league.status === 'FINAL',
        rows: league.leagueTeamsByLeagueId.nodes
          .map(({ teamByTeamId, leagueStandingByLeagueIdAndTeamId: r = null }) => {
            const tally = r ?? { played: 0, won: 0, drawn: 0, lost: 0, heroPoints: 0, prestige: 0, kos: 0 }; // no line yet: all zero, as ours
            return standingRow({ ...tally, points: points(tally) }, teamByTeamId);
          })
          .sort(byTeamId),
      };
    },
    count: (teams, { leagues }) => ({
      label: `standings of a league of ${teams} team${teams === 1 ? '' : 's'}`,
      labelN: 'standings of a league of N teams',
      query: `query Standings($id: ID!) { standings(leagueId: $id) { final rows { ${OUR_STANDING} } } }`,
      variables: { id: gid('League', leagues[teams]) },
      size: (d) => d.standings.rows.length,
    }),
  },
  {
    key: 'matchState',
    title: "(d) a match's live state (20 events): ours the engine's state, PostGraphile the stored rows",
    requiresTables: ['match', 'match_event', 'match_figure'],
    ours: ({ liveMatchId }) => ({ query: OUR_MATCH_STATE, variables: { id: gid('Match', liveMatchId) } }),
    // PostGraphile can only read the stored rows: the match, its sides with their figures, and its events in
    // sequence order (what a client would fold itself). Compared: the match, its figures and the last sequence.
    postgraphile: ({ liveMatchId }) => ({ query: pgMatchState(4), variables: { id: liveMatchId } }),
    postgraphile5: ({ liveMatchId }) => ({ query: pgMatchState(5), variables: { id: liveMatchId } }),
    normaliseOurs: (d) => ({
      matchId: rowIdOf(d.matchState.matchId),
      sequence: d.matchState.sequence,
      figures: d.matchState.figures.map((f) => ({ id: rowIdOf(f.figure.id), side: f.side, position: f.figure.position })),
    }),
    normalisePostgraphile: (d) => {
      const m = d.matchById;
      return {
        matchId: m.id,
        sequence: m.matchEventsByMatchId.nodes.at(-1)?.sequence ?? 0,
        figures: m.matchSidesByMatchId.nodes
          .flatMap((s) => s.matchFiguresBySideId.nodes.map((f) => ({ id: f.id, side: s.position, position: f.position })))
          .sort((a, b) => a.position - b.position),
      };
    },
  },
  {
    key: 'leagueMatches',
    title: "(e) a league's matches: a page of 50 with sides, teams and result",
    requiresTables: ['league', 'match', 'match_side', 'match_resolution'],
    ours: ({ fixturesLeagueId }) => ({ query: ourLeagueMatches, variables: { league: gid('League', fixturesLeagueId), first: 50 } }),
    postgraphile: ({ fixturesLeagueId }) => ({ query: pgLeagueMatches(4), variables: { id: fixturesLeagueId } }),
    postgraphile5: ({ fixturesLeagueId }) => ({ query: pgLeagueMatches(5), variables: { id: fixturesLeagueId } }),
    normaliseOurs: (d) => ({
      totalCount: d.matches.totalCount,
      hasNextPage: d.matches.pageInfo.hasNextPage,
      nodes: d.matches.nodes.map((m) =>
        leagueMatch(
          m,
          m.sides.map((s) => ({ ...s, team: s.team && { id: rowIdOf(s.team.id), name: s.team.name } })),
          m.resolution?.sides ?? null,
        ),
      ),
    }),
    // PostGraphile returns the stored resolution's JSON: its sides are the result.
    normalisePostgraphile: (d) => {
      const page = d.leagueById.matchesByLeagueId;
      return {
        totalCount: page.totalCount,
        hasNextPage: page.pageInfo.hasNextPage,
        nodes: page.nodes.map((m) =>
          leagueMatch(
            m,
            m.matchSidesByMatchId.nodes.map((s) => ({ ...s, team: s.teamByTeamId })),
            m.matchResolutionByMatchId?.result.sides ?? null,
          ),
        ),
      };
    },
    count: (first, { fixturesLeagueId }) => ({
      label: `a league's matches(first: ${first}) with sides, teams and result`,
      labelN: "a league's matches(first: N) with sides, teams and result",
      query: ourLeagueMatches,
      variables: { league: gid('League', fixturesLeagueId), first },
      size: (d) => d.matches.nodes.length,
    }),
  },
  {
    key: 'ledger',
    title: "(f) a team's ledger: a page of 50 entries, newest first, with totalCount",
    requiresTables: ['ledger_entry'],
    ours: ({ ledgerTeamId }) => ({ query: ourLedger, variables: { id: gid('Team', ledgerTeamId), first: 50 } }),
    postgraphile: ({ ledgerTeamId }) => ({ query: pgLedger(4), variables: { id: ledgerTeamId } }),
    postgraphile5: ({ ledgerTeamId }) => ({ query: pgLedger(5), variables: { id: ledgerTeamId } }),
    normaliseOurs: (d) => ({
      totalCount: d.teamHistory.totalCount,
      hasNextPage: d.teamHistory.pageInfo.hasNextPage,
      nodes: d.teamHistory.nodes.map(ledgerEntry),
    }),
    normalisePostgraphile: (d) => {
      const page = d.teamById.ledgerEntriesByTeamId;
      return { totalCount: page.totalCount, hasNextPage: page.pageInfo.hasNextPage, nodes: page.nodes.map(ledgerEntry) };
    },
    count: (first, { ledgerTeamId }) => ({
      label: `teamHistory(first: ${first})`,
      labelN: 'teamHistory(first: N)',
      query: ourLedger,
      variables: { id: gid('Team', ledgerTeamId), first },
      size: (d) => d.teamHistory.nodes.length,
    }),
  },
  {
    key: 'node',
    title: '(g) an object by its global id: `node(id)` for a character with its dials',
    // Each server's own global id for the same character row: ours encodes it here as a client holds it;
    // PostGraphile's are asked of each server when it starts (`nodeIds` in bench.mjs), their formats being theirs.
    ours: ({ nodeCharacterId }) => ({ query: OUR_NODE, variables: { id: gid('Character', nodeCharacterId) } }),
    postgraphile: ({ nodeIds }) => ({ query: pgNode(4), variables: { id: nodeIds.pg4 } }),
    postgraphile5: ({ nodeIds }) => ({ query: pgNode(5), variables: { id: nodeIds.pg5 } }),
    normaliseOurs: (d) => character(d.node, d.node.versions),
    normalisePostgraphile: (d) =>
      character(
        d.node,
        d.node.characterVersionsByCharacterId.nodes.map((v) => ({ ...v, clicks: v.dialClicksByVersionId.nodes })),
      ),
  },
];

const OUR_NODE = `query Node($id: ID!) { node(id: $id) { ... on Character { id name kind versions { ${OUR_VERSION} } } } }`;

/** PostGraphile 4's Node root field takes `nodeId`, PostGraphile 5's (Amber) `id`. */
function pgNode(v) {
  return `query Node($id: ID!) { node(${v === 4 ? 'nodeId' : 'id'}: $id) { ... on Character { ${ID[v]} name kind
    characterVersionsByCharacterId(orderBy: [POINT_VALUE_ASC]) { nodes { ${pgVersionFields(v)} } } } } }`;
}

function pgCharacters(v) {
  return `query Characters { worldBySlug(slug: "demo") { charactersByWorldId(first: 50, condition: { visibility: "PUBLIC" }, orderBy: [NAME_ASC, ${v === 4 ? 'ID_ASC' : 'ROW_ID_ASC'}]) {
    totalCount pageInfo { hasNextPage } nodes { ${ID[v]} name kind characterVersionsByCharacterId(orderBy: [POINT_VALUE_ASC]) { nodes { ${pgVersionFields(v)} } } } } } }`;
}

function pgStandings(v) {
  return `query Standings($id: UUID!) { leagueById: ${v === 4 ? 'leagueById(id: $id)' : 'leagueByRowId(rowId: $id)'} { status pointsForWin pointsForDraw pointsForLoss
    leagueTeamsByLeagueId { nodes { teamByTeamId { ${ID[v]} name } leagueStandingByLeagueIdAndTeamId { played won drawn lost heroPoints prestige kos } } } } }`;
}

const standingRow = (r, team) => ({
  team: { id: rowIdOf(team.id), name: team.name },
  points: r.points,
  played: r.played,
  won: r.won,
  drawn: r.drawn,
  lost: r.lost,
  heroPoints: r.heroPoints,
  prestige: r.prestige,
  kos: r.kos,
});
const byTeamId = (a, b) => (a.team.id < b.team.id ? -1 : a.team.id > b.team.id ? 1 : 0);

/**
 * A row id from an id of ours: our API answers global ids (base64url of `Type:uuid`, decoded here by
 * the API's own decoder), where PostGraphile's `rowId` is the UUID itself; anything else is kept.
 */
export function rowIdOf(id) {
  if (typeof id !== 'string') return id;
  return globalIds.fromGlobalId(id)?.rowId ?? id;
}

/** The global id our API answers for a row, which our reads send as a client would. */
const gid = (typeName, rowId) => globalIds.toGlobalId(typeName, rowId);

const OUR_MATCH_STATE = `query MatchState($id: ID!) { matchState(matchId: $id) { matchId sequence turn activeSide actionsLeft over
  figures { figure { id position } side clickNumber clicksTaken status actionTokens actedThisTurn } } }`;

function pgMatchState(v) {
  const match = v === 4 ? 'matchById(id: $id)' : 'matchById: matchByRowId(rowId: $id)';
  return `query MatchState($id: UUID!) { ${match} { ${ID[v]} status ruleset seedHash
    matchSidesByMatchId(orderBy: POSITION_ASC) { nodes { ${ID[v]} position alignment matchFiguresBySideId(orderBy: POSITION_ASC) { nodes { ${ID[v]} position } } } }
    matchEventsByMatchId(orderBy: SEQUENCE_ASC) { nodes { sequence type payload result diceFaces atTable reversesSequence } } } }`;
}

const ourLeagueMatches = `query LeagueMatches($league: ID!, $first: Int!) { matches(world: "demo", leagueId: $league, first: $first) {
  totalCount pageInfo { hasNextPage } nodes { id status createdAt sides { position alignment team { id name } }
  resolution { sides { position outcome heroPointsEarned prestigeChange kos } } } } }`;

function pgLeagueMatches(v) {
  const league = v === 4 ? 'leagueById(id: $id)' : 'leagueById: leagueByRowId(rowId: $id)';
  return `query LeagueMatches($id: UUID!) { ${league} { matchesByLeagueId(first: 50, orderBy: [CREATED_AT_DESC, ${v === 4 ? 'ID_DESC' : 'ROW_ID_DESC'}]) {
    totalCount pageInfo { hasNextPage } nodes { ${ID[v]} status createdAt
      matchSidesByMatchId(orderBy: POSITION_ASC) { nodes { position alignment teamByTeamId { ${ID[v]} name } } }
      matchResolutionByMatchId { result } } } } }`;
}

const leagueMatch = (m, sides, result) => ({
  id: rowIdOf(m.id),
  status: m.status,
  createdAt: new Date(m.createdAt).toISOString(),
  sides: sides.map((s) => ({ position: s.position, alignment: s.alignment, team: s.team && { id: s.team.id, name: s.team.name } })),
  result:
    result &&
    result.map((r) => ({ position: r.position, outcome: r.outcome, heroPointsEarned: r.heroPointsEarned, prestigeChange: r.prestigeChange, kos: r.kos })),
});

const ourLedger = `query Ledger($id: ID!, $first: Int!) { teamHistory(teamId: $id, first: $first) {
  totalCount pageInfo { hasNextPage } nodes { id amount balanceAfter currency reason note createdAt } } }`;

function pgLedger(v) {
  const team = v === 4 ? 'teamById(id: $id)' : 'teamById: teamByRowId(rowId: $id)';
  return `query Ledger($id: UUID!) { ${team} { ledgerEntriesByTeamId(first: 50, orderBy: POSITION_DESC) {
    totalCount pageInfo { hasNextPage } nodes { ${ID[v]} amount balanceAfter currency reason note createdAt } } } }`;
}

const ledgerEntry = (e) => ({
  id: rowIdOf(e.id),
  amount: e.amount,
  balanceAfter: e.balanceAfter,
  currency: e.currency,
  reason: e.reason,
  note: e.note,
  createdAt: new Date(e.createdAt).toISOString(),
});
