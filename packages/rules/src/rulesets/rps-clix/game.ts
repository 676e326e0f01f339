import { type Dice, createDice, restoreDice } from '../../dice';
import { type Refusal, isWholeNumberAtLeast, refuse } from '../refusal';
import { type RpsArmyReason, ringColourOf, validateRpsArmy } from './army';
import { resolveBattle } from './battle';
import {
  cellAt,
  cellIndex,
  commanderEntrySquare,
  commanderOf,
  frontLineOverrun,
  frontLineSquares,
  frontRow,
  isSurrounded,
  monsterOf,
  onBoard,
  opponentOf,
  orthogonalNeighbours,
  orthogonallyAdjacent,
  squareOf,
} from './board';
import {
  type EqualBattleRule,
  type PlayerIndex,
  RPS_BOARD_WIDTH,
  RPS_DEFAULT_BOARD_LENGTH,
  RPS_MAX_ATTACK_TOTAL,
  type RpsBattleRecord,
  type RpsGameState,
  type RpsLogEntry,
  type RpsMonster,
  type RpsMonsterState,
  type RpsMove,
  type RpsPlayerState,
  type Square,
} from './types';

/** Longest battlefield we accept; the seed says "5 by whatever", this only stops absurd input. */
export const RPS_MAX_BOARD_LENGTH = 50;

/** One player's side of the opening: the army, the five front-line monsters (column 0 to 4) and the commander the opponent chose from the six. */
export interface RpsPlayerSetup {
  army: readonly RpsMonster[];
  /** Five monster ids, placed on the player's front line from column 0 to column 4. */
  frontLine: readonly string[];
  /** The sixth picked monster, chosen by the opponent to be this player's commander. */
  commanderId: string;
}

/** Everything a new game is made from. */
export interface RpsSetup {
  /** Seed of the dice stream used for roll-offs. */
  seed: string;
  players: readonly [RpsPlayerSetup, RpsPlayerSetup];
  /** Battlefield length (default 7). */
  rows?: number;
  /** Default Player 1 (0). */
  firstPlayer?: PlayerIndex;
  /** Default 'ROLL_OFF'. */
  equalBattle?: EqualBattleRule;
  /** Default 150. */
  maxAttackTotal?: number;
}

/** Why a game cannot be created. */
export type RpsSetupReason =
  | RpsArmyReason
  | 'INVALID_BOARD_LENGTH'
  | 'INVALID_SETTINGS'
  | 'FRONT_LINE_NOT_FIVE'
  | 'NOT_IN_ARMY'
  | 'MONSTER_PICKED_TWICE'
  | 'COMMANDER_ON_FRONT_LINE';

/** A new game, or why the setup is refused (with the player whose side is wrong, when it is one side). */
export type RpsCreateResult = { ok: true; state: RpsGameState } | (Refusal<RpsSetupReason> & { player: PlayerIndex | null });

/** Why a move is refused. */
export type RpsMoveReason =
  | 'GAME_OVER'
  | 'INVALID_MOVE'
  | 'UNKNOWN_MONSTER'
  | 'MONSTER_KILLED'
  | 'MONSTER_NOT_IN_PLAY'
  | 'OFF_BOARD'
  | 'NOT_ADJACENT'
  | 'COMMANDER_MUST_ENTER_IN_FRONT'
  | 'SQUARE_OCCUPIED'
  | 'NOTHING_TO_BATTLE'
  | 'CANNOT_BATTLE_OWN_MONSTER'
  | 'NOT_IN_RESERVE'
  | 'COMMANDER_CANNOT_BE_SUMMONED'
  | 'NOT_OWN_FRONT_LINE';

/** The next state, or why the move is illegal (the input state is never changed). */
export type RpsApplyResult = { ok: true; state: RpsGameState } | Refusal<RpsMoveReason>;

function setupRefusal(reason: RpsSetupReason, message: string, player: PlayerIndex | null) {
  return { ...refuse(reason, message), player };
}

/**
 * Creates a game from both players' openings: each front line of five in place, each commander
 * waiting behind the middle of its front line, the rest of each army in reserve to be summoned.
 */
export function createGame(setup: RpsSetup): RpsCreateResult {
  const rows = setup.rows ?? RPS_DEFAULT_BOARD_LENGTH;
  const maxAttackTotal = setup.maxAttackTotal ?? RPS_MAX_ATTACK_TOTAL;
  const equalBattle = setup.equalBattle ?? 'ROLL_OFF';
  const firstPlayer = setup.firstPlayer ?? 0;
  if (!isWholeNumberAtLeast(rows, 2) || rows > RPS_MAX_BOARD_LENGTH) {
    return setupRefusal('INVALID_BOARD_LENGTH', `the battlefield must be 2 to ${RPS_MAX_BOARD_LENGTH} squares long, got ${rows}`, null);
  }
  if (!isWholeNumberAtLeast(maxAttackTotal, 1) || !['ROLL_OFF', 'DEFENDER_HOLDS'].includes(equalBattle) || (firstPlayer !== 0 && firstPlayer !== 1)) {
    return setupRefusal('INVALID_SETTINGS', 'maxAttackTotal, equalBattle or firstPlayer is not a valid setting', null);
  }
  const board: RpsGameState['board'] = Array.from({ length: rows * RPS_BOARD_WIDTH }, () => null);
  const players: RpsPlayerState[] = [];
  for (const player of [0, 1] as const) {
    const { army, frontLine, commanderId } = setup.players[player];
    const armyCheck = validateRpsArmy(army, maxAttackTotal);
    if (!armyCheck.ok) return setupRefusal(armyCheck.reason, armyCheck.message, player);
    if (frontLine.length !== RPS_BOARD_WIDTH) {
      return setupRefusal('FRONT_LINE_NOT_FIVE', `the front line needs exactly 5 monsters, got ${frontLine.length}`, player);
    }
    const picked = [...frontLine, commanderId];
    const missing = picked.find((id) => !army.some((m) => m.id === id));
    if (missing !== undefined) return setupRefusal('NOT_IN_ARMY', `${missing} is not in the army`, player);
    if (frontLine.includes(commanderId)) {
      return setupRefusal('COMMANDER_ON_FRONT_LINE', `the commander ${commanderId} waits behind the front line, not on it`, player);
    }
    if (new Set(frontLine).size !== frontLine.length) return setupRefusal('MONSTER_PICKED_TWICE', 'a monster is on the front line twice', player);
    const monsters = army.map(
      (m): RpsMonsterState => ({
        id: m.id,
        name: m.name,
        ring: ringColourOf(m.rank)!,
        attack: m.attack,
        commander: m.id === commanderId,
        status: m.id === commanderId ? 'WAITING' : frontLine.includes(m.id) ? 'ON_BOARD' : 'RESERVE',
      }),
    );
    players.push({ monsters });
    frontLineSquares(player, rows).forEach((square, col) => {
      board[cellIndex(square)] = { owner: player, monsterId: frontLine[col] };
    });
  }
  return {
    ok: true,
    state: {
      settings: { rows, maxAttackTotal, equalBattle, firstPlayer },
      players: [players[0], players[1]],
      board,
      toMove: firstPlayer,
      turn: 0,
      winner: null,
      winReason: null,
      dice: createDice(setup.seed).state(),
      lastAction: null,
    },
  };
}

/** The winner, or null while the game goes on. */
export function winner(state: RpsGameState): PlayerIndex | null {
  return state.winner;
}

type CheckedMove =
  | { ok: true; kind: 'MOVE' | 'BATTLE'; monster: RpsMonsterState; from: Square | null; to: Square }
  | { ok: true; kind: 'SUMMON'; monster: RpsMonsterState; to: Square };

function isSquare(value: unknown): value is Square {
  const sq = value as Square | null;
  return typeof sq === 'object' && sq !== null && Number.isInteger(sq.col) && Number.isInteger(sq.row);
}

function checkMove(state: RpsGameState, move: RpsMove): CheckedMove | Refusal<RpsMoveReason> {
  if (state.winner !== null) return refuse('GAME_OVER', `the game is over: player ${state.winner + 1} won`);
  const player = state.toMove;
  const { rows } = state.settings;
  if (!['MOVE', 'BATTLE', 'SUMMON'].includes(move?.kind) || typeof move.monsterId !== 'string' || !isSquare(move.to)) {
    return refuse('INVALID_MOVE', 'a move is MOVE, BATTLE or SUMMON with a monsterId and a target square {col,row}');
  }
  const monster = monsterOf(state, player, move.monsterId);
  if (!monster) return refuse('UNKNOWN_MONSTER', `player ${player + 1} has no monster ${move.monsterId}`);
  const { to } = move;
  if (!onBoard(to, rows)) return refuse('OFF_BOARD', `(${to.col}, ${to.row}) is off the battlefield`);
  const target = cellAt(state, to);
  if (monster.status === 'KILLED') return refuse('MONSTER_KILLED', `${monster.name} has been killed`);

  if (move.kind === 'SUMMON') {
    if (monster.commander) return refuse('COMMANDER_CANNOT_BE_SUMMONED', 'the commander enters by moving or battling into the square in front of it');
    if (monster.status !== 'RESERVE') return refuse('NOT_IN_RESERVE', `${monster.name} has already been played`);
    if (to.row !== frontRow(player, rows)) return refuse('NOT_OWN_FRONT_LINE', 'monsters are summoned onto their own front line');
    if (target !== null) return refuse('SQUARE_OCCUPIED', `(${to.col}, ${to.row}) is not free`);
    return { ok: true, kind: 'SUMMON', monster, to };
  }

  let from: Square | null;
  if (monster.status === 'RESERVE') return refuse('MONSTER_NOT_IN_PLAY', `${monster.name} must be summoned first`);
  if (monster.status === 'WAITING') {
    const entry = commanderEntrySquare(player, rows);
    if (to.col !== entry.col || to.row !== entry.row) {
      return refuse('COMMANDER_MUST_ENTER_IN_FRONT', `the waiting commander can only enter at (${entry.col}, ${entry.row})`);
    }
    from = null;
  } else {
    from = squareOf(state, player, monster.id)!;
    if (!orthogonallyAdjacent(from, to)) return refuse('NOT_ADJACENT', 'monsters move and battle one square up, down, left or right');
  }
  if (move.kind === 'MOVE') {
    if (target !== null) return refuse('SQUARE_OCCUPIED', `(${to.col}, ${to.row}) is not empty`);
    return { ok: true, kind: 'MOVE', monster, from, to };
  }
  if (target === null) return refuse('NOTHING_TO_BATTLE', `(${to.col}, ${to.row}) is empty`);
  if (target.owner === player) return refuse('CANNOT_BATTLE_OWN_MONSTER', 'a monster battles only opposing monsters');
  return { ok: true, kind: 'BATTLE', monster, from, to };
}

/** Every legal action of the player to move, while the game goes on. */
function candidateMoves(state: RpsGameState): RpsMove[] {
  const player = state.toMove;
  const { rows } = state.settings;
  const candidates: RpsMove[] = [];
  for (const monster of state.players[player].monsters) {
    if (monster.status === 'ON_BOARD' || monster.status === 'WAITING') {
      const targets = monster.status === 'WAITING' ? [commanderEntrySquare(player, rows)] : orthogonalNeighbours(squareOf(state, player, monster.id)!);
      for (const to of targets) {
        if (!onBoard(to, rows)) continue;
        const cell = cellAt(state, to);
        if (cell === null) candidates.push({ kind: 'MOVE', monsterId: monster.id, to });
        else if (cell.owner !== player) candidates.push({ kind: 'BATTLE', monsterId: monster.id, to });
      }
    } else if (monster.status === 'RESERVE') {
      for (const to of frontLineSquares(player, rows)) {
        if (cellAt(state, to) === null) candidates.push({ kind: 'SUMMON', monsterId: monster.id, to });
      }
    }
  }
  return candidates.filter((move) => checkMove(state, move).ok);
}

/**
 * Every legal action of the player to move; empty once the game is won. While it goes on there is
 * always one: own monsters are stuck only if they fill the whole battlefield, which would already
 * have overrun the opponent's front line or left its commander no square; with no own monster on
 * the battlefield, the waiting commander's entry square is empty or holds an enemy.
 */
export function legalMoves(state: RpsGameState): RpsMove[] {
  return state.winner === null ? candidateMoves(state) : [];
}

/**
 * Applies one action and returns the new state; the input is never changed. A battle between equal
 * monsters under 'ROLL_OFF' rolls `dice` (default: the game's own stream, restored from `state.dice`),
 * and the new state records the stream's position and the rolls.
 */
export function applyMove(state: RpsGameState, move: RpsMove, dice?: Dice): RpsApplyResult {
  const checked = checkMove(state, move);
  if (!checked.ok) return checked;
  const next: RpsGameState = structuredClone(state);
  const player = state.toMove;
  const opponent = opponentOf(player);
  const entry: RpsLogEntry = { turn: state.turn, player, move: structuredClone(move), battle: null, killed: [] };
  let diceUsed: Dice | null = null;

  const set = (square: Square, owner: PlayerIndex | null, monsterId = '') => {
    next.board[cellIndex(square)] = owner === null ? null : { owner, monsterId };
    if (owner !== null) monsterOf(next, owner, monsterId)!.status = 'ON_BOARD';
  };
  const kill = (owner: PlayerIndex, monsterId: string, cause: 'BATTLE' | 'SURROUNDED') => {
    const square = squareOf(next, owner, monsterId);
    if (square) set(square, null);
    monsterOf(next, owner, monsterId)!.status = 'KILLED';
    entry.killed.push({ owner, monsterId, cause });
  };
  // Only monsters next to the arrival can have been closed in; the arriving one never is, since the square it left is now empty.
  const arrive = (owner: PlayerIndex, square: Square) => {
    for (const n of orthogonalNeighbours(square)) {
      const cell = cellAt(next, n);
      if (cell !== null && cell.owner !== owner && isSurrounded(next, n, cell.owner)) kill(cell.owner, cell.monsterId, 'SURROUNDED');
    }
  };

  if (checked.kind === 'MOVE' || checked.kind === 'SUMMON') {
    const from = checked.kind === 'MOVE' ? checked.from : null;
    if (from) set(from, null);
    set(checked.to, player, checked.monster.id);
    arrive(player, checked.to);
  } else {
    const { monster, from, to } = checked;
    const defenderCell = cellAt(state, to)!;
    const defender = monsterOf(state, opponent, defenderCell.monsterId)!;
    const outcome = resolveBattle(monster, defender, state.settings.equalBattle, () => (diceUsed ??= dice ?? restoreDice(state.dice)));
    const record: RpsBattleRecord = {
      attacker: { owner: player, monsterId: monster.id },
      defender: { owner: opponent, monsterId: defender.id },
      ...outcome,
    };
    entry.battle = record;
    if (outcome.winner === 'ATTACKER') {
      kill(opponent, defender.id, 'BATTLE');
      if (from) set(from, null);
      set(to, player, monster.id);
      arrive(player, to);
    } else if (outcome.winner === 'DEFENDER') {
      kill(player, monster.id, 'BATTLE');
      // A commander that loses while entering leaves no square on the battlefield to move into: the defender stays.
      if (from) {
        set(to, null);
        set(from, opponent, defender.id);
        arrive(opponent, from);
      }
    }
  }

  for (const p of [player, opponent]) {
    if (next.winner === null && commanderOf(next, p).status === 'KILLED') {
      next.winner = opponentOf(p);
      next.winReason = 'COMMANDER_KILLED';
    }
  }
  for (const p of [player, opponent]) {
    if (next.winner === null && commanderOf(next, p).status === 'WAITING' && frontLineOverrun(next, p)) {
      next.winner = opponentOf(p);
      next.winReason = 'FRONT_LINE_OVERRUN';
    }
  }
  if (diceUsed !== null) next.dice = (diceUsed as Dice).state();
  next.lastAction = entry;
  next.turn = state.turn + 1;
  next.toMove = opponent;
  return { ok: true, state: next };
}
