// The public reads compared, each written idiomatically for both servers, with a normaliser that
// maps both answers to one shape so the data can be asserted equal before anything is timed.

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
  id: m.id,
  rank: m.rank,
  status: m.status,
  isLeader: m.isLeader,
  featIds: m.featIds,
  injuries: m.injuries,
  character: m.character,
  version: m.version,
});
const pgMember = (m) => {
  const { dialClicksByVersionId, ...version } = m.characterVersionByVersionId;
  return member({ ...m, character: m.characterByCharacterId, version: { ...version, clicks: dialClicksByVersionId.nodes } });
};
const version = (v) => ({ id: v.id, rank: v.rank, pointValue: v.pointValue, range: v.range, targets: v.targets, keywords: v.keywords, clicks: v.clicks });
// Our API orders versions Rookie first (by rank, then points); PostGraphile orders by a column, and
// rank is text, so the normaliser puts its versions in rank order before comparing.
const byRank = (a, b) => RANK_ORDER.indexOf(a.rank) - RANK_ORDER.indexOf(b.rank) || a.pointValue - b.pointValue;
const character = (c, versions) => ({ id: c.id, name: c.name, kind: c.kind, versions: versions.map(version).sort(byRank) });

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
    ours: ({ teamId }) => ({ query: `query Roster($id: ID!) { team(id: $id) { id name alignment members { ${OUR_MEMBER} } } }`, variables: { id: teamId } }),
    postgraphile: ({ teamId }) => ({
      query: `query Roster($id: UUID!) { teamById(id: $id) { id name alignment ${pgMembers(4)} } }`,
      variables: { id: teamId },
    }),
    postgraphile5: ({ teamId }) => ({
      query: `query Roster($id: UUID!) { teamById: teamByRowId(rowId: $id) { ${ID[5]} name alignment ${pgMembers(5)} } }`,
      variables: { id: teamId },
    }),
    normaliseOurs: (d) => ({ ...d.team, members: d.team.members.map(member) }),
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
      variables: { id: leagues[16] },
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
      variables: { id: leagues[teams] },
      size: (d) => d.standings.rows.length,
    }),
  },
];

function pgCharacters(v) {
  return `query Characters { worldBySlug(slug: "demo") { charactersByWorldId(first: 50, condition: { visibility: "PUBLIC" }, orderBy: [NAME_ASC, ${v === 4 ? 'ID_ASC' : 'ROW_ID_ASC'}]) {
    totalCount pageInfo { hasNextPage } nodes { ${ID[v]} name kind characterVersionsByCharacterId(orderBy: [POINT_VALUE_ASC]) { nodes { ${pgVersionFields(v)} } } } } } }`;
}

function pgStandings(v) {
  return `query Standings($id: UUID!) { leagueById: ${v === 4 ? 'leagueById(id: $id)' : 'leagueByRowId(rowId: $id)'} { status pointsForWin pointsForDraw pointsForLoss
    leagueTeamsByLeagueId { nodes { teamByTeamId { ${ID[v]} name } leagueStandingByLeagueIdAndTeamId { played won drawn lost heroPoints prestige kos } } } } }`;
}

const standingRow = (r, team) => ({
  team: { id: team.id, name: team.name },
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
