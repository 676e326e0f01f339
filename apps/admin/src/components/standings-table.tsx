import Link from 'next/link';
import type { LeagueTieBreaker, TeamAlignment } from '@/gql/graphql';
import { TEAM_ALIGNMENT_LABELS } from '@/lib/labels';
import { formatTieBreaker, TIE_BREAKER_LABELS } from './league-labels';
import styles from './league.module.css';

export interface StandingsRow {
  rank: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
  /** Prestige change in league matches; for a villain its Infamy change, signed as the rules write Infamy (the API's Renown). */
  renown: { value: number };
  team: { id: string; name: string; alignment: TeamAlignment };
  tieBreakers: readonly { kind: LeagueTieBreaker; value: number }[];
}

/**
 * A league table as the API ranked it: rank, team, results, points, then one column per tie-breaker
 * in the league's order. The console computes nothing: every number is the API's.
 */
export function StandingsTable({
  rows,
  tieBreakers,
  final,
  linkTeams = true,
  large = false,
}: {
  rows: readonly StandingsRow[];
  /** The league's tie-breakers, in its order. */
  tieBreakers: readonly LeagueTieBreaker[];
  final: boolean;
  /** Team names link to their sheets (not on the public screen). */
  linkTeams?: boolean;
  /** The venue screen's large type. */
  large?: boolean;
}) {
  if (rows.length === 0) {
    return (
      <p className="empty" data-testid="standings-empty">
        No team has entered this league yet.
      </p>
    );
  }
  return (
    // Focusable, so a keyboard can scroll the standings where they are wider than the screen (the public page has no link in them).
    <div className="table-scroll" tabIndex={0} role="region" aria-label={`Standings${final ? ' (final)' : ''}`}>
      <table className={`data-table ${styles.standings} ${large ? styles.large : ''}`} data-testid="standings-table">
        <caption className="visually-hidden">
          Standings{final ? ' (final)' : ''}, best first; level teams are ordered by the tie-breakers, left to right
        </caption>
        <thead>
          <tr>
            <th scope="col" className="numeric">
              Rank
            </th>
            <th scope="col">Team</th>
            <th scope="col" className="numeric">
              Played
            </th>
            <th scope="col" className="numeric">
              Won
            </th>
            <th scope="col" className="numeric">
              Drawn
            </th>
            <th scope="col" className="numeric">
              Lost
            </th>
            <th scope="col" className="numeric">
              Points
            </th>
            {tieBreakers.map((kind) => (
              <th key={kind} scope="col" className={`numeric ${styles.tieBreaker}`} data-testid="tie-breaker-header">
                {TIE_BREAKER_LABELS[kind]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const values = new Map(row.tieBreakers.map((t) => [t.kind, t.value]));
            return (
              <tr key={row.team.id} data-testid="standings-row" data-team-id={row.team.id}>
                <td className="numeric" data-testid="standings-rank">
                  {row.rank}
                </td>
                <th scope="row">
                  {linkTeams ? <Link href={`/teams/${encodeURIComponent(row.team.id)}`}>{row.team.name}</Link> : row.team.name}{' '}
                  <span className={`kind-badge kind-badge--${row.team.alignment.toLowerCase()}`}>{TEAM_ALIGNMENT_LABELS[row.team.alignment]}</span>
                </th>
                <td className="numeric" data-testid="standings-played">
                  {row.played}
                </td>
                <td className="numeric" data-testid="standings-won">
                  {row.won}
                </td>
                <td className="numeric" data-testid="standings-drawn">
                  {row.drawn}
                </td>
                <td className="numeric" data-testid="standings-lost">
                  {row.lost}
                </td>
                <td className={`numeric ${styles.points}`} data-testid="standings-points">
                  {row.points}
                </td>
                {tieBreakers.map((kind) => {
                  // PRESTIGE ranks a villain by its Infamy's size; the cell shows the Infamy itself, as the chart and the prestige table do.
                  const value = kind === 'PRESTIGE' ? row.renown.value : values.get(kind);
                  return (
                    <td key={kind} className="numeric" data-kind={kind}>
                      {value === undefined ? <span className="muted">—</span> : formatTieBreaker(kind, value)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** "Final" when the standings will not change any more. */
export function FinalBadge({ final }: { final: boolean }) {
  return final ? (
    <span className={styles.finalBadge} data-testid="final-badge">
      Final
    </span>
  ) : (
    <span className={styles.openBadge} data-testid="open-badge">
      Open
    </span>
  );
}
