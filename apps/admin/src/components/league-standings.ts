import { graphql } from '@/gql';
import type { LeagueStandingsQuery } from '@/gql/graphql';
import type { ChartSeries } from './prestige-chart';

/** A league's table and its prestige chart: read by the league page and by the public screen alike. */
export const LeagueStandingsQueryDocument = graphql(`
  query LeagueStandings($leagueId: ID!) {
    standings(leagueId: $leagueId) {
      final
      league {
        id
        name
        season
        status
        createdAt
        finalizedAt
        tieBreakers
        scoring {
          win
          draw
          loss
        }
        world {
          id
          slug
          name
        }
        teams {
          id
          name
          alignment
        }
        prestigeSeries {
          team {
            id
            name
            alignment
          }
          points {
            matchId
            at
            amount
            renown {
              currency
              value
            }
            match {
              id
              createdAt
              sides {
                position
                team {
                  id
                  name
                }
              }
            }
          }
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
          currency
          value
        }
        team {
          id
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

export type LeagueStandings = NonNullable<LeagueStandingsQuery['standings']>;

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The API's prestigeSeries as the chart takes it: each match named by its sides and day. */
export function chartSeries(league: LeagueStandings['league']): ChartSeries[] {
  return league.prestigeSeries.map((s) => ({
    team: s.team,
    points: s.points.map((p) => {
      const names = p.match.sides.map((side) => side.team?.name ?? 'NPC force');
      return {
        matchId: p.matchId,
        at: p.at,
        amount: p.amount,
        balanceAfter: p.renown.value,
        matchLabel: `${names.join(' v ')}, ${DAY.format(new Date(p.at))}`,
      };
    }),
  }));
}
