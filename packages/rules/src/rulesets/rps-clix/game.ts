import type { Dice } from '../../dice';
import { type DicePosition, dicePositionOf } from '../../match/dice';
import { type MatchRefusal, matchRefusal } from '../../refusal';
import { isWholeNumberAtLeast } from '../values';
import { ringColourOf, validateRpsArmy } from './army';
import { type BattleOutcome, isRollOff, resolveBattle } from './battle';
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
  squareOf,
} from './board';
import {
  type PlayerIndex,
  RPS_BOARD_WIDTH,
  RPS_DEFAULT_BOARD_LENGTH,
  RPS_DEFAULT_TURN_LIMIT,
  RPS_MAX_ATTACK_TOTAL,
  type RpsGameState,
  type RpsMonster,
  type RpsMonsterState,
  type RpsMove,
  type RpsMoveResult,
  type RpsOptions,
  type RpsOutcome,
  type RpsPlayerState,
  type RpsSettings,
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

/** Everything a game is set up from: what `setupRps` takes and `replayRps` starts from. */
export interface RpsSetup {
  armies: readonly [RpsPlayerSetup, RpsPlayerSetup];
  options?: RpsOptions;
}

/** A new game, or why the setup is refused (the path starts at 'armies' or 'options'). */
export type RpsSetupOutcome = { state: RpsGameState } | { refusal: MatchRefusal };

/** The next state and what the action did, or why it is refused (the input state is never changed). */
export type RpsMoveOutcome = { state: RpsGameState; result: RpsMoveResult } | { refusal: MatchRefusal };

/** The settings with the defaults (seed 002 where it says, our readings where it does not) for what `options` leaves out. */
function settingsOf(options: RpsOptions): RpsSettings {
  return {
    rows: options.rows ?? RPS_DEFAULT_BOARD_LENGTH,
    maxAttackTotal: options.maxAttackTotal ?? RPS_MAX_ATTACK_TOTAL,
    equalBattle: options.equalBattle ?? 'ROLL_OFF',
    firstPlayer: options.firstPlayer ?? 0,
    turnLimit: options.turnLimit ?? RPS_DEFAULT_TURN_LIMIT,
  };
}

function settingsRefusal(settings: RpsSettings): { refusal: MatchRefusal } | null {
  const { rows, maxAttackTotal, equalBattle, firstPlayer, turnLimit } = settings;
  if (!isWholeNumberAtLeast(rows, 2) || rows > RPS_MAX_BOARD_LENGTH) {
    return matchRefusal('INVALID_BOARD_LENGTH', ['options', 'rows'], `the battlefield is 2 to ${RPS_MAX_BOARD_LENGTH} squares long, not ${String(rows)}`);
  }
  if (!isWholeNumberAtLeast(maxAttackTotal, 1))
    return matchRefusal('INVALID_SETTING', ['options', 'maxAttackTotal'], 'maxAttackTotal is a whole number of at least 1');
  if (equalBattle !== 'ROLL_OFF' && equalBattle !== 'DEFENDER_HOLDS') {
    return matchRefusal('INVALID_SETTING', ['options', 'equalBattle'], "equalBattle is 'ROLL_OFF' or 'DEFENDER_HOLDS'");
  }
  if (firstPlayer !== 0 && firstPlayer !== 1) return matchRefusal('SIDE_NOT_FOUND', ['options', 'firstPlayer'], 'the first player is side 0 or 1');
  if (!isWholeNumberAtLeast(turnLimit, 1)) return matchRefusal('INVALID_SETTING', ['options', 'turnLimit'], 'turnLimit is a whole number of at least 1');
  return null;
}

/** One side's opening checked: its army by the army rules, five front-line monsters and a commander, all from the army. */
function playerRefusal(side: RpsPlayerSetup, player: PlayerIndex, maxAttackTotal: number): { refusal: MatchRefusal } | null {
  const at = (...path: (string | number)[]) => ['armies', player, ...path];
  if (!side || typeof side !== 'object') return matchRefusal('FIELD_MISSING', at(), `side ${player} needs its army, front line and commander`);
  const checked = validateRpsArmy(side.army, maxAttackTotal);
  if ('refusal' in checked) return matchRefusal(checked.refusal.code, at('army', ...checked.refusal.path), checked.refusal.message);
  const { frontLine, commanderId } = side;
  if (!Array.isArray(frontLine) || frontLine.length !== RPS_BOARD_WIDTH) {
    return matchRefusal(
      'FRONT_LINE_NOT_FIVE',
      at('frontLine'),
      `the front line needs exactly 5 monsters, got ${Array.isArray(frontLine) ? frontLine.length : 'none'}`,
    );
  }
  const ids = new Set(side.army.map((m) => m.id));
  const placed = new Set<string>();
  for (const [i, id] of frontLine.entries()) {
    if (!ids.has(id)) return matchRefusal('NOT_IN_ARMY', at('frontLine', i), `${String(id)} is not in the army`);
    if (placed.has(id)) return matchRefusal('MONSTER_PICKED_TWICE', at('frontLine', i), `${id} is on the front line twice`);
    placed.add(id);
  }
  if (!ids.has(commanderId)) return matchRefusal('NOT_IN_ARMY', at('commanderId'), `${String(commanderId)} is not in the army`);
  if (placed.has(commanderId))
    return matchRefusal('COMMANDER_ON_FRONT_LINE', at('commanderId'), `the commander ${commanderId} waits behind the front line, not on it`);
  return null;
}

/**
 * A new game from both players' openings (seed 002): each front line of five in place, each
 * commander waiting behind the middle of its front line, the rest of each army in reserve to be
 * summoned. `{ refusal }` names the first wrong field, e.g. ['armies', 1, 'army', 3, 'rank'].
 */
export function setupRps(armies: RpsSetup['armies'], options: RpsOptions = {}): RpsSetupOutcome {
  if (!options || typeof options !== 'object') return matchRefusal('FIELD_MISSING', ['options'], 'the options are an object');
  const settings = settingsOf(options);
  const refused = settingsRefusal(settings);
  if (refused) return refused;
  if (!Array.isArray(armies) || armies.length !== 2) return matchRefusal('NOT_TWO_ARMIES', ['armies'], 'RPS Clix is played by two armies');
  const board: RpsGameState['board'] = Array.from({ length: settings.rows * RPS_BOARD_WIDTH }, () => null);
  const players: RpsPlayerState[] = [];
  for (const player of [0, 1] as const) {
    const wrong = playerRefusal(armies[player], player, settings.maxAttackTotal);
    if (wrong) return wrong;
    const { army, frontLine, commanderId } = armies[player];
    const onFrontLine = new Set(frontLine);
    const monsters = army.map((m): RpsMonsterState => ({
      id: m.id,
      name: m.name,
      ring: ringColourOf(m.rank)!,
      attack: m.attack,
      commander: m.id === commanderId,
      status: m.id === commanderId ? 'WAITING' : onFrontLine.has(m.id) ? 'ON_BOARD' : 'RESERVE',
    }));
    players.push({ monsters });
    frontLineSquares(player, settings.rows).forEach((square, col) => {
      board[cellIndex(square)] = { owner: player, monsterId: frontLine[col] };
    });
  }
  return {
    state: {
      settings,
      players: [players[0], players[1]],
      board,
      toMove: settings.firstPlayer,
      turn: 0,
      winner: null,
      endReason: null,
      dice: null,
    },
  };
}

type CheckedMove = { kind: RpsMove['kind']; monster: RpsMonsterState; from: Square | null; to: Square };

const MOVE_KINDS: readonly string[] = ['MOVE', 'BATTLE', 'SUMMON'];

function isSquare(value: unknown): value is Square {
  const sq = value as Square | null;
  return typeof sq === 'object' && sq !== null && Number.isInteger(sq.col) && Number.isInteger(sq.row);
}

/** The shape of a move and whose turn it is; the rules of the board come after. */
function shapeRefusal(state: RpsGameState, move: RpsMove): { refusal: MatchRefusal } | null {
  if (state.endReason !== null) return matchRefusal('MATCH_OVER', [], 'the game is over: nothing more can be played');
  if (!move || typeof move !== 'object') return matchRefusal('FIELD_MISSING', [], 'a move is an object with a kind, a side, a monsterId and a square to');
  if (!MOVE_KINDS.includes(move.kind)) return matchRefusal('UNKNOWN_MOVE', ['kind'], `there is no move ${String(move.kind)}: MOVE, BATTLE or SUMMON`);
  if (move.side !== 0 && move.side !== 1) return matchRefusal('SIDE_NOT_FOUND', ['side'], `there is no side ${String(move.side)}: 0 or 1`);
  if (move.side !== state.toMove) return matchRefusal('NOT_YOUR_TURN', ['side'], `it is side ${state.toMove}'s turn, not side ${move.side}'s`);
  if (typeof move.monsterId !== 'string' || move.monsterId === '') return matchRefusal('FIELD_MISSING', ['monsterId'], 'a move names its monster');
  if (!isSquare(move.to)) return matchRefusal('INVALID_FIELD', ['to'], 'to is a square {col, row} of whole numbers');
  return null;
}

function checkMove(state: RpsGameState, move: RpsMove): CheckedMove | { refusal: MatchRefusal } {
  const wrongShape = shapeRefusal(state, move);
  if (wrongShape) return wrongShape;
  const player = move.side;
  const { rows } = state.settings;
  const { kind, to } = move;
  const monster = monsterOf(state, player, move.monsterId);
  if (!monster) {
    return monsterOf(state, opponentOf(player), move.monsterId)
      ? matchRefusal('NOT_YOUR_MONSTER', ['monsterId'], `${move.monsterId} plays for side ${opponentOf(player)}`)
      : matchRefusal('UNKNOWN_MONSTER', ['monsterId'], `side ${player} has no monster ${move.monsterId}`);
  }
  if (monster.status === 'KILLED') return matchRefusal('MONSTER_KILLED', ['monsterId'], `${monster.name} has been killed`);
  if (!onBoard(to, rows)) return matchRefusal('OFF_BOARD', ['to'], `(${to.col}, ${to.row}) is off the battlefield`);
  const target = cellAt(state, to);

  if (kind === 'SUMMON') {
    if (monster.commander)
      return matchRefusal('COMMANDER_CANNOT_BE_SUMMONED', ['monsterId'], 'the commander enters by moving or battling into the square in front of it');
    if (monster.status !== 'RESERVE') return matchRefusal('NOT_IN_RESERVE', ['monsterId'], `${monster.name} has already been played`);
    if (to.row !== frontRow(player, rows)) return matchRefusal('NOT_OWN_FRONT_LINE', ['to'], 'monsters are summoned onto their own front line');
    if (target !== null) return matchRefusal('SQUARE_OCCUPIED', ['to'], `(${to.col}, ${to.row}) is not free`);
    return { kind, monster, from: null, to };
  }

  let from: Square | null = null;
  if (monster.status === 'RESERVE') return matchRefusal('MONSTER_NOT_IN_PLAY', ['monsterId'], `${monster.name} must be summoned first`);
  if (monster.status === 'WAITING') {
    const entry = commanderEntrySquare(player, rows);
    if (to.col !== entry.col || to.row !== entry.row) {
      return matchRefusal('COMMANDER_MUST_ENTER_IN_FRONT', ['to'], `the waiting commander can only enter at (${entry.col}, ${entry.row})`);
    }
  } else {
    from = squareOf(state, player, monster.id)!;
    const cols = Math.abs(from.col - to.col);
    const steps = cols + Math.abs(from.row - to.row);
    if (steps === 2 && cols === 1) return matchRefusal('DIAGONAL', ['to'], 'monsters never move or battle on angles: up, down, left or right only');
    if (steps !== 1) return matchRefusal('NOT_ADJACENT', ['to'], 'monsters move and battle one square up, down, left or right');
  }
  if (kind === 'MOVE') {
    if (target !== null) return matchRefusal('SQUARE_OCCUPIED', ['to'], `(${to.col}, ${to.row}) is not empty`);
    return { kind, monster, from, to };
  }
  if (target === null) return matchRefusal('NOTHING_TO_BATTLE', ['to'], `(${to.col}, ${to.row}) is empty`);
  if (target.owner === player) return matchRefusal('CANNOT_BATTLE_OWN_MONSTER', ['to'], 'a monster battles only opposing monsters');
  return { kind, monster, from, to };
}

/** The squares a monster of the player to move could go to or battle, before the rules check them. */
function candidateMoves(state: RpsGameState): RpsMove[] {
  const side = state.toMove;
  const { rows } = state.settings;
  const candidates: RpsMove[] = [];
  for (const monster of state.players[side].monsters) {
    if (monster.status === 'ON_BOARD' || monster.status === 'WAITING') {
      const targets = monster.status === 'WAITING' ? [commanderEntrySquare(side, rows)] : orthogonalNeighbours(squareOf(state, side, monster.id)!);
      for (const to of targets) {
        if (!onBoard(to, rows)) continue;
        const cell = cellAt(state, to);
        candidates.push({ kind: cell === null ? 'MOVE' : 'BATTLE', side, monsterId: monster.id, to });
      }
    } else if (monster.status === 'RESERVE') {
      for (const to of frontLineSquares(side, rows)) candidates.push({ kind: 'SUMMON', side, monsterId: monster.id, to });
    }
  }
  return candidates;
}

/**
 * Every move the player to move may make, exactly the ones `applyRpsMove` accepts (a battle settled
 * by a roll-off needs dice as well); empty once the game is over. While it goes on there is always
 * one: own monsters are stuck only if they fill the whole battlefield, which would already have
 * overrun the opponent's front line or left its commander no square; with no own monster on the
 * battlefield, the waiting commander's entry square is empty or holds an enemy.
 */
export function rpsLegalMoves(state: RpsGameState): RpsMove[] {
  if (state.endReason !== null) return [];
  return candidateMoves(state).filter((move) => !('refusal' in checkMove(state, move)));
}

function fight(state: RpsGameState, checked: CheckedMove, dice: Dice | undefined): BattleOutcome | { refusal: MatchRefusal } {
  const defenderCell = cellAt(state, checked.to)!;
  const defender = monsterOf(state, defenderCell.owner, defenderCell.monsterId)!;
  const { equalBattle } = state.settings;
  if (isRollOff(checked.monster, defender, equalBattle) && !dice) {
    return matchRefusal('DICE_MISSING', ['dice'], 'equal monsters roll off: pass the match stream or the dice rolled at the table');
  }
  try {
    return resolveBattle(checked.monster, defender, equalBattle, () => dice!);
  } catch (e) {
    return matchRefusal('TABLE_DICE_INVALID', ['dice'], `the dice do not fit the roll-off: ${(e as Error).message}`);
  }
}

/** How the game stands after an action: a commander killed, a front line overrun while its commander waits, or the turn limit reached. */
function endOf(next: RpsGameState, order: readonly PlayerIndex[]): Pick<RpsGameState, 'winner' | 'endReason'> {
  for (const p of order) if (commanderOf(next, p).status === 'KILLED') return { winner: opponentOf(p), endReason: 'COMMANDER_KILLED' };
  for (const p of order) {
    if (commanderOf(next, p).status === 'WAITING' && frontLineOverrun(next, p)) return { winner: opponentOf(p), endReason: 'FRONT_LINE_OVERRUN' };
  }
  return { winner: null, endReason: next.turn >= next.settings.turnLimit ? 'TURN_LIMIT' : null };
}

/**
 * Applies one action (seed 002): a move into an empty square, a battle by the colour wheel (ties by
 * attack value, then `equalBattle`), a summon onto a free square of the player's own front line,
 * or the waiting commander's entry; then every opposing monster the arrival surrounds is killed
 * (edges count, a monster on its own front line is safe). Returns `{ state, result }` with a new
 * state (the given one is never changed), or `{ refusal }` with a stable code and the path of the
 * offending field: an illegal move never throws. `dice` rolls a roll-off: the match's stream (see
 * `matchDice`) or the dice rolled at the table (`forcedDice`); after the match's stream the state
 * holds its new position.
 */
export function applyRpsMove(state: RpsGameState, move: RpsMove, dice?: Dice): RpsMoveOutcome {
  const checked = checkMove(state, move);
  if ('refusal' in checked) return checked;
  const outcome = checked.kind === 'BATTLE' ? fight(state, checked, dice) : null;
  if (outcome && 'refusal' in outcome) return outcome;

  const next: RpsGameState = structuredClone(state);
  const player = move.side;
  const opponent = opponentOf(player);
  const killed: RpsMoveResult['killed'] = [];
  const set = (square: Square, owner: PlayerIndex | null, monsterId = '') => {
    next.board[cellIndex(square)] = owner === null ? null : { owner, monsterId };
    if (owner !== null) monsterOf(next, owner, monsterId)!.status = 'ON_BOARD';
  };
  const kill = (owner: PlayerIndex, monsterId: string, cause: 'BATTLE' | 'SURROUNDED') => {
    const square = squareOf(next, owner, monsterId);
    if (square) set(square, null);
    monsterOf(next, owner, monsterId)!.status = 'KILLED';
    killed.push({ owner, monsterId, cause });
  };
  // Only monsters next to the arrival can have been closed in; the arriving one never is, since the square it left is now empty.
  const arrive = (owner: PlayerIndex, square: Square) => {
    for (const n of orthogonalNeighbours(square)) {
      const cell = cellAt(next, n);
      if (cell !== null && cell.owner !== owner && isSurrounded(next, n, cell.owner)) kill(cell.owner, cell.monsterId, 'SURROUNDED');
    }
  };

  const { monster, from, to } = checked;
  let battle: RpsMoveResult['battle'] = null;
  if (!outcome) {
    if (from) set(from, null);
    set(to, player, monster.id);
    arrive(player, to);
  } else {
    const defenderId = cellAt(state, to)!.monsterId;
    battle = { attacker: { owner: player, monsterId: monster.id }, defender: { owner: opponent, monsterId: defenderId }, ...outcome };
    if (outcome.winner === 'ATTACKER') {
      kill(opponent, defenderId, 'BATTLE');
      if (from) set(from, null);
      set(to, player, monster.id);
      arrive(player, to);
    } else if (outcome.winner === 'DEFENDER') {
      kill(player, monster.id, 'BATTLE');
      // A commander that loses while entering leaves no square on the battlefield to move into: the defender stays.
      if (from) {
        set(to, null);
        set(from, opponent, defenderId);
        arrive(opponent, from);
      }
    }
    if (outcome.decidedBy === 'ROLL_OFF') next.dice = dicePositionOf(dice!) ?? state.dice;
  }
  next.turn = state.turn + 1;
  next.toMove = opponent;
  Object.assign(next, endOf(next, [player, opponent]));
  return {
    state: next,
    result: { turn: state.turn, move: structuredClone(move), battle, killed, winner: next.winner, endReason: next.endReason },
  };
}

/** Who won, or a draw once the turn limit ends a game nobody won; nothing while it goes on. */
export function rpsOutcome(state: RpsGameState): RpsOutcome {
  return { over: state.endReason !== null, winnerSide: state.winner, endReason: state.endReason };
}

/** The dice for one move of a log: the match's stream at `position` (`matchDice`), the table's faces, or none. */
export type RpsDiceForMove = (move: RpsMove, index: number, position: DicePosition | null) => Dice | undefined;

/**
 * Folds a log from its setup, move by move, exactly as `applyRpsMove` does; the first refusal stops
 * it, with the index of the refused move (-1: the setup itself).
 */
export function replayRps(
  setup: RpsSetup,
  moves: readonly RpsMove[],
  diceFor: RpsDiceForMove = () => undefined,
): { state: RpsGameState } | { refusal: MatchRefusal; index: number } {
  const created = setupRps(setup.armies, setup.options);
  if ('refusal' in created) return { refusal: created.refusal, index: -1 };
  let state = created.state;
  for (const [index, move] of moves.entries()) {
    const applied = applyRpsMove(state, move, diceFor(move, index, state.dice));
    if ('refusal' in applied) return { refusal: applied.refusal, index };
    state = applied.state;
  }
  return { state };
}
