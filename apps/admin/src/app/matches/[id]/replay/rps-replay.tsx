'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { RpsMonsterFieldsFragment, RpsReplayStepFieldsFragment } from '@/gql/graphql';
import { END_REASONS, MoveOutcome, Piece, pieceWords, SidePanel } from '../rps/rps-board';

type Monster = RpsMonsterFieldsFragment;
const NEVER_SELECTABLE = () => false;

/**
 * One step of an RPS Clix replay, as the API stored it: the board, both sides and the move that
 * led here with its battle (colours, attack values, rolls, what decided it). First, previous,
 * next and last are links (?step=N), the slider jumps to any step, and the arrow keys (Home and
 * End too) step through: each step is asked of the server, which never replays the game to answer.
 */
export function RpsReplayView({
  matchPath,
  rows,
  columns,
  totalSteps,
  step,
  sideNames,
}: {
  matchPath: string;
  rows: number;
  columns: number;
  totalSteps: number;
  step: RpsReplayStepFieldsFragment;
  sideNames: string[];
}) {
  const router = useRouter();
  const last = totalSteps - 1;
  const at = step.step;
  const hrefOf = (n: number) => `${matchPath}/replay?step=${Math.min(Math.max(n, 0), last)}`;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // The slider and form fields take their own arrow keys.
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement || event.altKey || event.ctrlKey || event.metaKey) return;
      const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last }[event.key];
      if (to === undefined || to < 0 || to > last || to === at) return;
      event.preventDefault();
      router.replace(hrefOf(to), { scroll: false });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const step1 = (label: string, to: number, testId: string) =>
    to === at || to < 0 || to > last ? (
      <span className="button button--secondary" aria-disabled="true" data-testid={testId}>
        {label}
      </span>
    ) : (
      <Link className="button button--secondary" href={hrefOf(to)} replace scroll={false} data-testid={testId}>
        {label}
      </Link>
    );
  const lines = Array.from({ length: rows }, (_, line) => rows - 1 - line);

  return (
    <div className="rps-game rps-replay" data-testid="rps-replay" data-step={at} data-last-step={last}>
      <nav className="rps-replay__controls" aria-label="Replay steps">
        {step1('First', 0, 'rps-replay-first')}
        {step1('Previous', at - 1, 'rps-replay-previous')}
        <label className="rps-replay__slider">
          <span className="visually-hidden">Step</span>
          <input
            type="range"
            min={0}
            max={last}
            value={at}
            onChange={(e) => router.replace(hrefOf(Number(e.target.value)), { scroll: false })}
            data-testid="rps-replay-slider"
            aria-valuetext={at === 0 ? 'the setup' : `move ${at} of ${last}`}
          />
        </label>
        {step1('Next', at + 1, 'rps-replay-next')}
        {step1('Last', last, 'rps-replay-last')}
      </nav>
      <p className="rps-status" role="status" data-testid="rps-replay-status">
        {at === 0 ? `The setup, before the first of ${last} moves.` : `Move ${at} of ${last}.`}{' '}
        <span className="muted">Arrow keys step through; Home and End jump.</span>
      </p>
      {step.over && (
        <p className="rps-end notice" data-testid="rps-replay-winner" data-winner={step.winner ?? 'DRAW'} data-end-reason={step.endReason}>
          <strong>{step.winner === null ? 'Draw' : `Winner: ${sideNames[step.winner]}`}</strong> ({END_REASONS[step.endReason!]})
        </p>
      )}
      <ReplayMove step={step} sideNames={sideNames} />

      <div className="rps-layout">
        <SidePanel side={step.sides[1]} name={sideNames[1]} waiting={NEVER_SELECTABLE} selectButton={NEVER_SELECTABLE} />
        <div
          className="rps-board"
          role="grid"
          aria-label={`Battlefield at step ${at}`}
          data-testid="rps-replay-board"
          style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}
        >
          {lines.map((row) => (
            <div key={row} role="row" style={{ display: 'contents' }}>
              {step.cells
                .filter((c) => c.row === row)
                .map((cell) => {
                  const frontLine = row === 0 ? 0 : row === rows - 1 ? 1 : null;
                  const moved = step.move && step.move.move.to.col === cell.col && step.move.move.to.row === cell.row;
                  return (
                    <div
                      key={cell.col}
                      role="gridcell"
                      className={`rps-cell${frontLine !== null ? ` rps-cell--front${frontLine}` : ''}${moved ? ' rps-cell--last' : ''}`}
                      data-testid="rps-replay-cell"
                      data-col={cell.col}
                      data-row={cell.row}
                      data-monster-id={cell.monster?.id ?? ''}
                    >
                      {cell.monster && <Piece monster={cell.monster} sideName={sideNames[cell.monster.side]} />}
                    </div>
                  );
                })}
            </div>
          ))}
        </div>
        <SidePanel side={step.sides[0]} name={sideNames[0]} waiting={NEVER_SELECTABLE} selectButton={NEVER_SELECTABLE} />
      </div>
    </div>
  );
}

function ReplayMove({ step, sideNames }: { step: RpsReplayStepFieldsFragment; sideNames: string[] }) {
  const played = step.move;
  if (!played) return <p className="muted">Both front lines in place, the commanders waiting behind them.</p>;
  const { move } = played;
  const monsters = new Map<string, Monster>();
  for (const cell of step.cells) if (cell.monster) monsters.set(cell.monster.id, cell.monster);
  for (const side of step.sides) for (const m of [side.commander, ...side.reserve, ...side.killed]) monsters.set(m.id, m);
  const mover = monsters.get(move.monsterId);
  const where = `column ${move.to.col + 1}, row ${move.to.row + 1}`;
  return (
    <section className="rps-last" aria-label="This move" data-testid="rps-replay-move" data-kind={move.kind} data-side={move.side}>
      <p>
        {sideNames[move.side]}: {mover ? pieceWords(mover) : 'a monster'}{' '}
        {move.kind === 'SUMMON' ? 'was summoned to' : move.kind === 'MOVE' ? 'moved to' : 'battled at'} {where}.
      </p>
      <MoveOutcome played={played} testIds="rps-replay" />
    </section>
  );
}
