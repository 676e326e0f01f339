'use client';

import { MatchLiveRefresh } from '@/components/live-refresh';
import type { RpsMonsterFieldsFragment, RpsStateFieldsFragment } from '@/gql/graphql';
import { END_REASONS, LastMove, Piece, pieceWords } from '@/app/matches/[id]/rps/rps-board';
import '@/app/matches/[id]/rps/rps.css';
import type { MATCH_FIELDS, OverlayTheme } from '../../overlay-options';

type Field = (typeof MATCH_FIELDS)[number];

/**
 * An RPS Clix game for a stream: `turn` is whose move (or the winner), `figures` the board,
 * `stats` each side's commander, reserve and killed (only `side`'s when it is given), `latest`
 * the last move and its battle. The page reads itself again (anonymously) after every move.
 */
export function RpsOverlay({
  liveUrl,
  state,
  sideNames,
  theme,
  fields,
  side,
}: {
  liveUrl: string;
  state: RpsStateFieldsFragment;
  sideNames: string[];
  theme: OverlayTheme;
  fields: Field[];
  side: number | null;
}) {
  const monsters = new Map<string, RpsMonsterFieldsFragment>();
  for (const cell of state.cells) if (cell.monster) monsters.set(cell.monster.id, cell.monster);
  for (const s of state.sides) for (const m of [s.commander, ...s.reserve, ...s.killed]) monsters.set(m.id, m);
  const lines = Array.from({ length: state.rows }, (_, line) => state.rows - 1 - line);
  const sides = state.sides.filter((s) => side === null || s.side === side);
  const shown = new Set(fields);

  return (
    <section
      className={`overlay overlay--${theme}`}
      data-testid="match-overlay"
      data-ruleset="RPS_CLIX"
      data-sequence={state.sequence}
      aria-label="Match overlay"
    >
      <h1 className="visually-hidden">Rock, Paper, Clix: {sideNames.join(' v ')}</h1>
      <span className="visually-hidden">
        {!state.over && <MatchLiveRefresh key={state.matchId} liveUrl={liveUrl} matchId={state.matchId} sequence={state.sequence} />}
      </span>
      {shown.has('turn') && (
        <p className="overlay__panel" data-testid="overlay-turn" data-winner={state.over ? (state.winner ?? 'DRAW') : ''}>
          {state.over
            ? state.winner === null
              ? `The game is over: a draw (${END_REASONS[state.endReason!]}).`
              : `${sideNames[state.winner]} wins: ${END_REASONS[state.endReason!]}.`
            : `Move ${state.turn + 1} · ${sideNames[state.toMove!]} to move`}
        </p>
      )}
      {shown.has('figures') && (
        <div className="overlay__panel">
          <div
            className="rps-board"
            role="grid"
            aria-label="Battlefield"
            data-testid="rps-board"
            style={{ gridTemplateColumns: `repeat(${state.columns}, 1fr)`, maxWidth: '28rem' }}
          >
            {lines.map((row) => (
              <div key={row} role="row" style={{ display: 'contents' }}>
                {state.cells
                  .filter((c) => c.row === row)
                  .map((cell) => (
                    <div
                      key={cell.col}
                      role="gridcell"
                      className={`rps-cell${row === 0 ? ' rps-cell--front0' : row === state.rows - 1 ? ' rps-cell--front1' : ''}`}
                      data-testid="rps-cell"
                      data-col={cell.col}
                      data-row={cell.row}
                      data-monster-id={cell.monster?.id ?? ''}
                      data-side={cell.monster?.side ?? ''}
                    >
                      {cell.monster && <Piece monster={cell.monster} sideName={sideNames[cell.monster.side]} />}
                    </div>
                  ))}
              </div>
            ))}
          </div>
        </div>
      )}
      {shown.has('stats') && (
        <div className="overlay__sides">
          {sides.map((s) => (
            <section key={s.side} className="overlay__panel" data-testid="overlay-side" data-side={s.side} aria-label={sideNames[s.side]}>
              <h2>{sideNames[s.side]}</h2>
              <p data-testid="overlay-commander" data-status={s.commander.status}>
                Commander {pieceWords(s.commander)}:{' '}
                {s.commander.status === 'WAITING' ? 'waiting' : s.commander.status === 'KILLED' ? 'killed' : 'on the battlefield'}
              </p>
              <p data-testid="overlay-reserve">Reserve: {s.reserve.length ? s.reserve.map(pieceWords).join(', ') : 'none'}</p>
              {s.killed.length > 0 && <p data-testid="overlay-killed">Killed: {s.killed.map(pieceWords).join(', ')}</p>}
            </section>
          ))}
        </div>
      )}
      {shown.has('latest') && (
        <div className="overlay__panel" data-testid="overlay-latest">
          <LastMove state={state} monsters={monsters} sideNames={sideNames} />
        </div>
      )}
    </section>
  );
}
