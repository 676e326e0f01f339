import { stringify } from 'csv-stringify/sync';
import { formatTieBreaker, TIE_BREAKER_LABELS } from '@/components/league-labels';
import { graphql } from '@/gql';
import { ApiError, graphqlRequest } from '@/lib/graphql-request';
import { TEAM_ALIGNMENT_LABELS } from '@/lib/labels';

const StandingsCsvQuery = graphql(`
  query StandingsCsv($leagueId: ID!) {
    standings(leagueId: $leagueId) {
      league {
        name
        season
        tieBreakers
        world {
          slug
        }
      }
      rows {
        rank
        played
        won
        drawn
        lost
        points
        renown {
          value
        }
        team {
          name
          alignment
        }
        tieBreakers {
          kind
          value
        }
      }
    }
  }
`);

/** A name a spreadsheet would run as a formula (=, +, -, @ first) is written as text: a leading apostrophe, as OWASP advises. */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const notFound = (message: string, status = 404) => new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * The league's standings as a CSV file, downloaded: one row per team as the standings table shows
 * it (rank, team, results, points, then each tie-breaker in the league's order, Infamy signed as the
 * rules write it). Standings are public, like the league page.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string; id: string }> }) {
  const { slug, id } = await params;
  let standings;
  try {
    ({ standings } = await graphqlRequest(StandingsCsvQuery, { leagueId: id }));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.hasCode('BAD_USER_INPUT') ? notFound('There is no such league.') : notFound(`The standings could not be loaded: ${error.message}`, 502);
  }
  if (!standings || standings.league.world.slug !== slug) return notFound('There is no such league.');
  const { league } = standings;
  const header = ['Rank', 'Team', 'Alignment', 'Played', 'Won', 'Drawn', 'Lost', 'Points', ...league.tieBreakers.map((kind) => TIE_BREAKER_LABELS[kind])];
  const rows = standings.rows.map((row) => {
    const values = new Map(row.tieBreakers.map((t) => [t.kind, t.value]));
    return [
      row.rank,
      asText(row.team.name),
      TEAM_ALIGNMENT_LABELS[row.team.alignment],
      row.played,
      row.won,
      row.drawn,
      row.lost,
      row.points,
      // As the standings table: PRESTIGE ranks a villain by its Infamy's size, the cell shows the Infamy itself.
      ...league.tieBreakers.map((kind) => {
        const value = kind === 'PRESTIGE' ? row.renown.value : values.get(kind);
        return value === undefined ? '' : formatTieBreaker(kind, value);
      }),
    ];
  });
  const fileName = [slug, league.name, league.season, 'standings']
    .filter(Boolean)
    .join('-')
    .replace(/[^A-Za-z0-9_-]+/g, '-');
  return new Response(stringify([header, ...rows], { record_delimiter: 'windows' }), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
