'use client';

import Link from 'next/link';
import { type ReactNode, useActionState, useEffect, useState } from 'react';
import { FormErrorSummary } from '@/components/field-errors';
import { SubmitKey } from '@/components/submit-key';
import type {
  MatchStatus,
  RpsBattleDecision,
  RpsEndReason,
  RpsLastMoveFieldsFragment,
  RpsMonsterFieldsFragment,
  RpsRingColour,
  RpsStateFieldsFragment,
} from '@/gql/graphql';
import { INITIAL_ACTION_STATE } from '@/lib/action-state';
import { playRpsMoveAction, resolveRpsMatchAction } from './rps-actions';

const RING_LABELS: Record<RpsRingColour, string> = { YELLOW: 'Yellow', BLUE: 'Blue', RED: 'Red' };
const DECIDED_BY: Record<RpsBattleDecision, string> = {
  COLOUR: 'by colour (blue beats red, red beats yellow, yellow beats blue)',
  ATTACK: 'by the higher attack value (same colour)',
  ROLL_OFF: 'by a roll-off (same colour and attack)',
  DEFENDER_HOLDS: 'by nothing: the defender holds (same colour and attack)',
};
export const END_REASONS: Record<RpsEndReason, string> = {
  COMMANDER_KILLED: 'the opposing commander was killed',
  FRONT_LINE_OVERRUN: 'the opposing front line was overrun while its commander waited',
  TURN_LIMIT: 'the turn limit was reached with no winner',
};

type Monster = RpsMonsterFieldsFragment;
type Move = RpsStateFieldsFragment['legalMoves'][number];

const nameOf = (m: Monster) => m.name ?? 'Hidden monster';
export const pieceWords = (m: Monster) => `${nameOf(m)} (${RING_LABELS[m.ring]} ${m.attack ?? '?'})`;

export function Piece({ monster, sideName }: { monster: Monster; sideName: string }) {
  return (
    <span
      className={`rps-piece rps-piece--${monster.ring.toLowerCase()} rps-piece--side${monster.side}${monster.commander ? ' rps-piece--commander' : ''}`}
      data-testid="rps-piece"
      data-monster-id={monster.id}
      data-side={monster.side}
      title={`${pieceWords(monster)}, ${sideName}${monster.commander ? ', commander' : ''}`}
    >
      <span className="rps-piece__attack">{monster.attack ?? '?'}</span>
      <span className="rps-piece__name">{nameOf(monster)}</span>
      <span className="rps-piece__owner">
        P{monster.side + 1}
        {monster.commander ? ' ★' : ''}
      </span>
    </span>
  );
}

/**
 * The RPS Clix board: the battlefield as a 5-wide grid (side 2's front line on top), each side's
 * commander and reserve beside it. Selecting a piece of the side to move highlights its legal moves
 * (as the API lists them); clicking one plays it. The server decides everything; the other side's
 * moves appear as they are played, without a reload (the live refresh in rps-match.tsx).
 */
export function RpsBoard({
  state,
  sideNames,
  status,
  mayResolve,
}: {
  state: RpsStateFieldsFragment;
  sideNames: string[];
  status: MatchStatus;
  mayResolve: boolean;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const [played, playAction, playing] = useActionState(playRpsMoveAction, INITIAL_ACTION_STATE);
  const [resolved, resolveAction, resolving] = useActionState(resolveRpsMatchAction, INITIAL_ACTION_STATE);

  // A new position (this side's move, or the other side's) starts with nothing selected.
  useEffect(() => setSelected(null), [state.sequence]);

  const movesOf = new Map<string, Move[]>();
  for (const move of state.legalMoves) movesOf.set(move.monsterId, [...(movesOf.get(move.monsterId) ?? []), move]);
  const targets = new Map((selected ? (movesOf.get(selected) ?? []) : []).map((m) => [`${m.to.col}:${m.to.row}`, m]));
  const myTurn = state.toMove !== null && state.viewerSides.includes(state.toMove);
  const lines = Array.from({ length: state.rows }, (_, line) => state.rows - 1 - line);
  const monsters = new Map<string, Monster>();
  for (const cell of state.cells) if (cell.monster) monsters.set(cell.monster.id, cell.monster);
  for (const side of state.sides) for (const m of [side.commander, ...side.reserve, ...side.killed]) monsters.set(m.id, m);

  const selectable = (m: Monster) => myTurn && m.side === state.toMove && movesOf.has(m.id);
  const selectButton = (m: Monster) => (
    <button
      type="button"
      className={`rps-select${selected === m.id ? ' rps-select--selected' : ''}`}
      onClick={() => setSelected(selected === m.id ? null : m.id)}
      aria-pressed={selected === m.id}
      data-testid="rps-select"
      data-monster-id={m.id}
      disabled={playing}
    >
      <Piece monster={m} sideName={sideNames[m.side]} />
    </button>
  );

  return (
    <div className="rps-game">
      <RpsStatus state={state} sideNames={sideNames} myTurn={myTurn} />
      {state.over && (
        <div className="rps-end notice" data-testid="rps-winner" data-winner={state.winner ?? 'DRAW'} data-end-reason={state.endReason}>
          <strong>{state.winner === null ? 'Draw' : `Winner: ${sideNames[state.winner]}`}</strong>
          {status !== 'RESOLVED' && mayResolve && (
            <form action={resolveAction} className="rps-end__resolve">
              <input type="hidden" name="matchId" value={state.matchId} />
              <SubmitKey done={resolved.done} />
              <button type="submit" className="button" disabled={resolving} data-testid="rps-resolve">
                Record the result
              </button>
            </form>
          )}
          {status === 'RESOLVED' && <span data-testid="rps-resolved"> The result is recorded.</span>}
          <Link href={`/matches/${encodeURIComponent(state.matchId)}/replay`} data-testid="rps-replay-link">
            Replay it move by move
          </Link>
          <FormErrorSummary errors={resolved.errors} title="The result could not be recorded" />
        </div>
      )}
      <FormErrorSummary errors={played.errors} title="That move was not played" />

      <div className="rps-layout">
        <SidePanel side={state.sides[1]} name={sideNames[1]} waiting={selectable} selectButton={selectButton} />
        <form action={playAction} className="rps-board-form">
          <input type="hidden" name="matchId" value={state.matchId} />
          <input type="hidden" name="side" value={state.toMove ?? ''} />
          <input type="hidden" name="monsterId" value={selected ?? ''} />
          <SubmitKey done={played.done} />
          <div
            className="rps-board"
            role="grid"
            aria-label="Battlefield"
            data-testid="rps-board"
            style={{ gridTemplateColumns: `repeat(${state.columns}, 1fr)` }}
          >
            {lines.map((row) => (
              <div key={row} role="row" className="rps-board__row" style={{ display: 'contents' }}>
                {state.cells
                  .filter((c) => c.row === row)
                  .map((cell) => (
                    <BoardCell
                      key={cell.col}
                      cell={cell}
                      rows={state.rows}
                      target={targets.get(`${cell.col}:${cell.row}`)}
                      playing={playing}
                      sideNames={sideNames}
                      selectable={selectable}
                      selectButton={selectButton}
                    />
                  ))}
              </div>
            ))}
          </div>
        </form>
        <SidePanel side={state.sides[0]} name={sideNames[0]} waiting={selectable} selectButton={selectButton} />
      </div>

      <LastMove state={state} monsters={monsters} sideNames={sideNames} />
    </div>
  );
}

/** The line above the board: who is to move, or how the game ended. */
function RpsStatus({ state, sideNames, myTurn }: { state: RpsStateFieldsFragment; sideNames: string[]; myTurn: boolean }) {
  return (
    <p className="rps-status" role="status" data-testid="rps-status" data-to-move={state.toMove ?? ''} data-over={state.over}>
      {state.over
        ? state.winner === null
          ? `The game is over: a draw (${END_REASONS[state.endReason!]}).`
          : `${sideNames[state.winner]} wins: ${END_REASONS[state.endReason!]}.`
        : myTurn
          ? `${sideNames[state.toMove!]} to move: select a piece, then one of its highlighted squares.`
          : `${sideNames[state.toMove!]} to move. Waiting for their move…`}{' '}
      <span className="muted">Move {state.turn + (state.over ? 0 : 1)}.</span>
    </p>
  );
}

/** One square of the battlefield: a legal target of the selected piece, a piece to select, a piece, or nothing. */
function BoardCell({
  cell,
  rows,
  target,
  playing,
  sideNames,
  selectable,
  selectButton,
}: {
  cell: RpsStateFieldsFragment['cells'][number];
  rows: number;
  target: Move | undefined;
  playing: boolean;
  sideNames: string[];
  selectable: (m: Monster) => boolean;
  selectButton: (m: Monster) => ReactNode;
}) {
  const frontLine = cell.row === 0 ? 0 : cell.row === rows - 1 ? 1 : null;
  return (
    <div
      role="gridcell"
      className={`rps-cell${frontLine !== null ? ` rps-cell--front${frontLine}` : ''}${target ? ` rps-cell--target rps-cell--${target.kind.toLowerCase()}` : ''}`}
      data-testid="rps-cell"
      data-col={cell.col}
      data-row={cell.row}
      data-monster-id={cell.monster?.id ?? ''}
      data-side={cell.monster?.side ?? ''}
      data-target={target?.kind ?? ''}
    >
      {target ? (
        <button type="submit" name="target" value={`${target.kind}:${cell.col}:${cell.row}`} className="rps-target" disabled={playing}>
          {/* Named by what it shows and then where (not an aria-label, which would hide the words a speech user says to press it). */}
          {cell.monster ? (
            <Piece monster={cell.monster} sideName={sideNames[cell.monster.side]} />
          ) : (
            <span className="rps-target__mark">{target.kind === 'SUMMON' ? 'Summon here' : 'Move here'}</span>
          )}
          <span className="visually-hidden">{`: ${target.kind.toLowerCase()} to column ${cell.col + 1}, row ${cell.row + 1}`}</span>
        </button>
      ) : cell.monster && selectable(cell.monster) ? (
        selectButton(cell.monster)
      ) : cell.monster ? (
        <Piece monster={cell.monster} sideName={sideNames[cell.monster.side]} />
      ) : null}
    </div>
  );
}

export function SidePanel({
  side,
  name,
  waiting,
  selectButton,
}: {
  side: RpsStateFieldsFragment['sides'][number];
  name: string;
  waiting: (m: Monster) => boolean;
  selectButton: (m: Monster) => React.ReactNode;
}) {
  const show = (m: Monster) => (waiting(m) ? selectButton(m) : <Piece monster={m} sideName={name} />);
  return (
    <section className={`rps-side rps-side--${side.side}`} data-testid="rps-side" data-side={side.side} aria-label={name}>
      <h2>{name}</h2>
      <h3>Commander</h3>
      <p data-testid="rps-commander" data-status={side.commander.status}>
        {side.commander.status === 'WAITING' ? show(side.commander) : <Piece monster={side.commander} sideName={name} />}{' '}
        <span className="muted">
          {side.commander.status === 'WAITING' ? 'waiting behind the front line' : side.commander.status === 'KILLED' ? 'killed' : 'on the battlefield'}
        </span>
      </p>
      <h3>Reserve ({side.reserve.length})</h3>
      {side.reserve.length ? (
        <ul className="rps-reserve" data-testid="rps-reserve">
          {side.reserve.map((m) => (
            <li key={m.id}>{show(m)}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">None left to summon.</p>
      )}
      {side.killed.length > 0 && (
        <p className="muted" data-testid="rps-killed">
          Killed: {side.killed.map(pieceWords).join(', ')}
        </p>
      )}
    </section>
  );
}

export function LastMove({ state, monsters, sideNames }: { state: RpsStateFieldsFragment; monsters: Map<string, Monster>; sideNames: string[] }) {
  const last = state.lastMove;
  if (!last) return <p className="muted">No move yet.</p>;
  const mover = monsters.get(last.move.monsterId);
  const where = `column ${last.move.to.col + 1}, row ${last.move.to.row + 1}`;
  // A computer side's name says so already.
  const who = sideNames[last.move.side];
  return (
    <section className="rps-last" aria-labelledby="rps-last-title" data-testid="rps-last-move" data-sequence={last.sequence} data-kind={last.move.kind}>
      <h2 id="rps-last-title">Last move</h2>
      <p>
        {who}: {mover ? pieceWords(mover) : 'a monster'}{' '}
        {last.move.kind === 'SUMMON' ? 'was summoned to' : last.move.kind === 'MOVE' ? 'moved to' : 'battled at'} {where}.
      </p>
      <MoveOutcome played={last} testIds="rps" />
    </section>
  );
}

/** What a move led to, in words: its battle (who attacked whom, how it was decided, who won) and who was killed. */
export function MoveOutcome({ played, testIds }: { played: RpsLastMoveFieldsFragment; testIds: 'rps' | 'rps-replay' }) {
  const { battle, killed } = played;
  return (
    <>
      {battle && (
        <p data-testid={`${testIds}-battle`} data-decided-by={battle.decidedBy} data-winner={battle.winner}>
          {pieceWords(battle.attacker)} attacked {pieceWords(battle.defender)}: decided {DECIDED_BY[battle.decidedBy]}
          {battle.rolls.length > 0 && ` (rolls ${battle.rolls.join(', ')})`}.{' '}
          {battle.winner === 'ATTACKER'
            ? `${nameOf(battle.attacker)} wins.`
            : battle.winner === 'DEFENDER'
              ? `${nameOf(battle.defender)} wins.`
              : 'Nothing moves.'}
        </p>
      )}
      {killed.length > 0 && (
        <p data-testid={`${testIds}-kills`}>
          Killed: {killed.map((k) => `${pieceWords(k.monster)} (${k.cause === 'SURROUNDED' ? 'surrounded' : 'in battle'})`).join(', ')}.
        </p>
      )}
    </>
  );
}
