// Test helpers shared by the RPS Clix specs (fixtures, not a spec).
import { cellIndex } from '../src/rulesets/rps-clix/board';
import type { RpsPlayerSetup } from '../src/rulesets/rps-clix/game';
import {
  type EqualBattleRule,
  type PlayerIndex,
  RPS_DEFAULT_TURN_LIMIT,
  type RingColour,
  type RpsGameState,
  type RpsMonster,
  type RpsMonsterState,
  type RpsMove,
} from '../src/rulesets/rps-clix/types';

/** A monster of the given rank and attack, named by its id. */
export function testMonster(id: string, rank: RpsMonster['rank'], attack: number): RpsMonster {
  return { id, name: id, rank, attack };
}

/** A legal opening of an 8-monster army (5 front line, commander, 2 in reserve), ids prefixed. */
export function standardSide(prefix: string): RpsPlayerSetup {
  return {
    army: [
      testMonster(`${prefix}-y1`, 'ROOKIE', 9),
      testMonster(`${prefix}-b1`, 'EXPERIENCED', 10),
      testMonster(`${prefix}-r1`, 'VETERAN', 11),
      testMonster(`${prefix}-y2`, 'ROOKIE', 8),
      testMonster(`${prefix}-b2`, 'EXPERIENCED', 9),
      testMonster(`${prefix}-cmd`, 'VETERAN', 12),
      testMonster(`${prefix}-r2`, 'VETERAN', 10),
      testMonster(`${prefix}-y3`, 'ROOKIE', 7),
    ],
    frontLine: [`${prefix}-y1`, `${prefix}-b1`, `${prefix}-r1`, `${prefix}-y2`, `${prefix}-b2`],
    commanderId: `${prefix}-cmd`,
  };
}

/** How a letter on a test diagram plays: its ring and attack (default yellow 10). */
export type LetterSpec = Record<string, { ring?: RingColour; attack?: number }>;

/** Options for `positionFrom`. */
export interface PositionOptions {
  toMove?: PlayerIndex;
  /** Letters that are commanders; a player with none has its commander waiting off the battlefield. */
  commanders?: string[];
  /** Monsters each player still has in reserve. */
  reserves?: [number, number];
  specs?: LetterSpec;
  equalBattle?: EqualBattleRule;
  turnLimit?: number;
}

/**
 * A position from a diagram, top line = last row (Player 2's front line), bottom line = row 0
 * (Player 1's front line). Upper-case letters are Player 1's monsters, lower-case Player 2's, '.' is
 * empty; a letter's id is the letter itself. A player without a commander letter has its commander
 * `cmd1`/`cmd2` (red 12) waiting; reserves are `res1-0`, ... (blue 5).
 */
export function positionFrom(diagram: string[], options: PositionOptions = {}): RpsGameState {
  const rows = diagram.length;
  const toMove = options.toMove ?? 0;
  const monsters: [RpsMonsterState[], RpsMonsterState[]] = [[], []];
  const board: RpsGameState['board'] = Array.from({ length: rows * 5 }, () => null);
  diagram.forEach((line, lineIndex) => {
    const row = rows - 1 - lineIndex;
    [...line].forEach((ch, col) => {
      if (ch === '.') return;
      const owner: PlayerIndex = ch === ch.toUpperCase() ? 0 : 1;
      const spec = options.specs?.[ch] ?? {};
      monsters[owner].push({
        id: ch,
        name: ch,
        ring: spec.ring ?? 'YELLOW',
        attack: spec.attack ?? 10,
        commander: (options.commanders ?? []).includes(ch),
        status: 'ON_BOARD',
      });
      board[cellIndex({ col, row })] = { owner, monsterId: ch };
    });
  });
  for (const owner of [0, 1] as const) {
    if (!monsters[owner].some((m) => m.commander)) {
      monsters[owner].push({ id: `cmd${owner + 1}`, name: 'commander', ring: 'RED', attack: 12, commander: true, status: 'WAITING' });
    }
    for (let i = 0; i < (options.reserves?.[owner] ?? 0); i++) {
      monsters[owner].push({ id: `res${owner + 1}-${i}`, name: 'reserve', ring: 'BLUE', attack: 5, commander: false, status: 'RESERVE' });
    }
  }
  return {
    settings: {
      rows,
      maxAttackTotal: 150,
      equalBattle: options.equalBattle ?? 'ROLL_OFF',
      firstPlayer: toMove,
      turnLimit: options.turnLimit ?? RPS_DEFAULT_TURN_LIMIT,
    },
    players: [{ monsters: monsters[0] }, { monsters: monsters[1] }],
    board,
    toMove,
    turn: 0,
    winner: null,
    endReason: null,
    dice: null,
  };
}

/** The board drawn back as a diagram in the same notation ('#'/'@' for Player 1's/2's monsters with longer ids). */
export function diagramOf(state: RpsGameState): string[] {
  const lines: string[] = [];
  for (let row = state.settings.rows - 1; row >= 0; row--) {
    let line = '';
    for (let col = 0; col < 5; col++) {
      const cell = state.board[cellIndex({ col, row })];
      line += cell === null ? '.' : cell.monsterId.length === 1 ? cell.monsterId : cell.owner === 0 ? '#' : '@';
    }
    lines.push(line);
  }
  return lines;
}

/** A move in one line: kind, monster, square, side (default Player 1). */
export function mv(kind: RpsMove['kind'], monsterId: string, col: number, row: number, side: PlayerIndex = 0): RpsMove {
  return { kind, side, monsterId, to: { col, row } };
}
