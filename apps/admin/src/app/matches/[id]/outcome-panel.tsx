import type { MatchTrackerQuery } from '@/gql/graphql';
import { OUTCOME_DECIDED_BY_LABELS, SCORE_LINE_LABELS } from '@/lib/match-labels';

type MatchState = NonNullable<MatchTrackerQuery['matchState']>;

/**
 * The score sheet as the engine reads the match now (Alpha's KO points, 2003's victory points,
 * HorrorClix's score; Clix Campaign leaves the result to the resolution), and, once the rules
 * say the match is over, the way to resolve it.
 */
export function OutcomePanel({
  state,
  names,
  sideNames,
  canResolve,
}: {
  state: MatchState;
  names: ReadonlyMap<string, string>;
  sideNames: ReadonlyMap<number, string>;
  canResolve: boolean;
}) {
  const { outcome } = state;
  const sideName = (side: number) => sideNames.get(side) ?? `Side ${side + 1}`;
  return (
    <section className="tracker__outcome" aria-labelledby="outcome-title" data-testid="match-outcome" data-over={state.over}>
      <h2 id="outcome-title">Score</h2>
      <p data-testid="outcome-summary">
        {OUTCOME_DECIDED_BY_LABELS[outcome.decidedBy] ?? outcome.decidedBy}
        {outcome.winnerSide !== null && <> · {sideName(outcome.winnerSide)} wins</>}
        {state.over && <> · The match is over: nothing more can be recorded but an undo.</>}
      </p>
      {outcome.scores.length === 0 ? (
        <p className="muted">This ruleset keeps no score sheet during the match: the resolution decides the result.</p>
      ) : (
        <div className="outcome__sheets">
          {outcome.scores.map((score) => (
            <table key={score.side} className="data-table outcome__sheet" data-testid="score-sheet" data-side={score.side}>
              <caption>
                {sideName(score.side)}: <span data-testid="score-points">{score.points}</span> points
              </caption>
              <tbody>
                {score.lines.length === 0 ? (
                  <tr>
                    <td className="muted">Nothing scored yet.</td>
                  </tr>
                ) : (
                  score.lines.map((line, i) => (
                    <tr key={i} data-testid="score-line" data-kind={line.kind}>
                      <th scope="row">{SCORE_LINE_LABELS[line.kind] ?? line.kind}</th>
                      <td>{line.figureId ? (names.get(line.figureId) ?? 'a figure') : ''}</td>
                      <td className="data-table__number">{line.points}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          ))}
        </div>
      )}
      {state.over && canResolve && (
        <p>
          <a href="#resolution-title" className="button" data-testid="resolve-now">
            Resolve
          </a>
        </p>
      )}
    </section>
  );
}
