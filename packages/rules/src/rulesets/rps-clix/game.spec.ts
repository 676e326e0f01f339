import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDice, forcedDice } from '../../dice';
import { ringColourOf, validateRpsArmy } from './army';
import { colourBeats } from './battle';
import { cellIndex, commanderEntrySquare, commanderWaitingSquare, frontLineSquares, isSurrounded } from './board';
import { type RpsApplyResult, type RpsPlayerSetup, type RpsSetup, applyMove, createGame, legalMoves, winner } from './game';
import { assertInvariants } from './invariants';
import {
  type EqualBattleRule,
  type PlayerIndex,
  RPS_BOARD_WIDTH,
  RPS_DEFAULT_BOARD_LENGTH,
  RPS_MAX_ATTACK_TOTAL,
  RPS_OPENING_PICK,
  type RingColour,
  type RpsGameState,
  type RpsMonster,
  type RpsMonsterState,
  type RpsMove,
} from './types';

/** a monster of the given rank and attack, named by its id. */
function testMonster(id: string, rank: RpsMonster['rank'], attack: number): RpsMonster {
  return { id, name: id, rank, attack };
}

/** a legal opening with 8-monster armies (5 front line, commander, 2 in reserve) on a 5x7 battlefield. */
function standardSetup(overrides: Partial<RpsSetup> = {}): RpsSetup {
  const army = (prefix: string) => [
    testMonster(`${prefix}-y1`, 'ROOKIE', 9),
    testMonster(`${prefix}-b1`, 'EXPERIENCED', 10),
    testMonster(`${prefix}-r1`, 'VETERAN', 11),
    testMonster(`${prefix}-y2`, 'ROOKIE', 8),
    testMonster(`${prefix}-b2`, 'EXPERIENCED', 9),
    testMonster(`${prefix}-cmd`, 'VETERAN', 12),
    testMonster(`${prefix}-r2`, 'VETERAN', 10),
    testMonster(`${prefix}-y3`, 'ROOKIE', 7),
  ];
  const side = (prefix: string) => ({
    army: army(prefix),
    frontLine: [`${prefix}-y1`, `${prefix}-b1`, `${prefix}-r1`, `${prefix}-y2`, `${prefix}-b2`],
    commanderId: `${prefix}-cmd`,
  });
  return { seed: 'rps-test', players: [side('p1'), side('p2')], ...overrides };
}

/** How a letter on a test diagram plays: its ring and attack (default yellow 10). */
type LetterSpec = Record<string, { ring?: RingColour; attack?: number }>;

/** Options for `positionFrom`. */
interface PositionOptions {
  toMove?: PlayerIndex;
  /** Letters that are commanders; a player with none has its commander waiting off the battlefield. */
  commanders?: string[];
  /** Monsters each player still has in reserve. */
  reserves?: [number, number];
  specs?: LetterSpec;
  equalBattle?: EqualBattleRule;
}

/**
 * Test helper: a position from a diagram, top line = last row (Player 2's front line), bottom line =
 * row 0 (Player 1's front line). Upper-case letters are Player 1's monsters, lower-case Player 2's,
 * '.' is empty; a letter's id is the letter itself.
 */
function positionFrom(diagram: string[], options: PositionOptions = {}): RpsGameState {
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
    settings: { rows, maxAttackTotal: 150, equalBattle: options.equalBattle ?? 'ROLL_OFF', firstPlayer: toMove },
    players: [{ monsters: monsters[0] }, { monsters: monsters[1] }],
    board,
    toMove,
    turn: 0,
    winner: null,
    winReason: null,
    dice: createDice('position').state(),
    lastAction: null,
  };
}

/** the board drawn back as a diagram in the same notation. */
function diagramOf(state: RpsGameState): string[] {
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

const sq = (col: number, row: number) => ({ col, row });
const ok = (result: RpsApplyResult): RpsGameState => {
  if (!result.ok) throw new Error(`${result.reason}: ${result.message}`);
  assertInvariants(result.state);
  return result.state;
};
const reasonOf = (result: { ok: boolean; reason?: string }) => (result.ok ? 'ok' : result.reason);
const statusOf = (state: RpsGameState, owner: 0 | 1, id: string) => state.players[owner].monsters.find((m) => m.id === id)?.status;

describe('the seed (002) numbers', () => {
  it('are the ones the engine uses', () => {
    const seed = readFileSync(join(__dirname, '../../../seeds/002_76b987a7222d6763.txt'), 'utf8');
    expect(seed).toContain('an army whose attack value total is a maximum of 150');
    expect(seed).toContain('Blue beats Red, Red beats Yellow, and Yellow beats Blue');
    expect(seed).toContain('a 5 by whatever # squares');
    expect(seed).toContain('Player 1 and Player 2 each pick 6 monsters from their army');
    expect([RPS_MAX_ATTACK_TOTAL, RPS_BOARD_WIDTH, RPS_DEFAULT_BOARD_LENGTH, RPS_OPENING_PICK]).toEqual([150, 5, 7, 6]);
  });
});

describe('validateRpsArmy', () => {
  const six = (attack: number) => Array.from({ length: 6 }, (_, i) => testMonster(`m${i}`, 'ROOKIE', attack));

  it('accepts an attack total of exactly 150 and refuses 151', () => {
    expect(validateRpsArmy(six(25))).toEqual({ ok: true, attackTotal: 150 });
    expect(validateRpsArmy([...six(25).slice(0, 5), testMonster('m5', 'ROOKIE', 26)])).toEqual({
      ok: false,
      reason: 'ATTACK_TOTAL_OVER_LIMIT',
      message: "the army's attack total is 151, over the limit of 150",
    });
  });

  it('refuses uniques and limited editions, too few monsters, repeated ids and attack values that are not numbers', () => {
    expect(reasonOf(validateRpsArmy([...six(10).slice(1), testMonster('u', 'UNIQUE', 10)]))).toBe('UNIQUE_NOT_ALLOWED');
    expect(reasonOf(validateRpsArmy([...six(10).slice(1), testMonster('le', 'LIMITED_EDITION', 10)]))).toBe('UNIQUE_NOT_ALLOWED');
    expect(reasonOf(validateRpsArmy(six(10).slice(1)))).toBe('TOO_FEW_MONSTERS');
    expect(reasonOf(validateRpsArmy([...six(10), testMonster('m0', 'ROOKIE', 1)]))).toBe('DUPLICATE_MONSTER_ID');
    expect(reasonOf(validateRpsArmy([...six(10).slice(1), testMonster('skull', 'ROOKIE', 0)]))).toBe('INVALID_MONSTER');
    expect(reasonOf(validateRpsArmy([...six(10).slice(1), testMonster('', 'ROOKIE', 5)]))).toBe('INVALID_MONSTER');
  });

  it('reads the ring colour from the rank', () => {
    expect((['ROOKIE', 'EXPERIENCED', 'VETERAN', 'UNIQUE'] as const).map(ringColourOf)).toEqual(['YELLOW', 'BLUE', 'RED', null]);
  });
});

describe('createGame', () => {
  it('puts both front lines in place, the commanders behind them and the rest in reserve', () => {
    const created = createGame(standardSetup());
    if (!created.ok) throw new Error(created.message);
    const { state } = created;
    assertInvariants(state);
    expect(diagramOf(state)).toEqual(['@@@@@', '.....', '.....', '.....', '.....', '.....', '#####']);
    expect(state.board[0]).toEqual({ owner: 0, monsterId: 'p1-y1' });
    expect(state.board[34]).toEqual({ owner: 1, monsterId: 'p2-b2' });
    expect(state.players[0].monsters.map((m) => [m.id, m.ring, m.status, m.commander])).toEqual([
      ['p1-y1', 'YELLOW', 'ON_BOARD', false],
      ['p1-b1', 'BLUE', 'ON_BOARD', false],
      ['p1-r1', 'RED', 'ON_BOARD', false],
      ['p1-y2', 'YELLOW', 'ON_BOARD', false],
      ['p1-b2', 'BLUE', 'ON_BOARD', false],
      ['p1-cmd', 'RED', 'WAITING', true],
      ['p1-r2', 'RED', 'RESERVE', false],
      ['p1-y3', 'YELLOW', 'RESERVE', false],
    ]);
    expect(state.settings).toEqual({ rows: 7, maxAttackTotal: 150, equalBattle: 'ROLL_OFF', firstPlayer: 0 });
    expect([state.toMove, state.turn, state.winner]).toEqual([0, 0, null]);
    expect(commanderWaitingSquare(0, 7)).toEqual(sq(2, -1));
    expect(commanderWaitingSquare(1, 7)).toEqual(sq(2, 7));
    expect(commanderEntrySquare(1, 7)).toEqual(sq(2, 6));
    expect(frontLineSquares(1, 7).map((s) => s.row)).toEqual([6, 6, 6, 6, 6]);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('refuses a bad opening, saying whose side is wrong', () => {
    const base = standardSetup();
    const withP2 = (patch: Partial<RpsPlayerSetup>): RpsSetup => ({ ...base, players: [base.players[0], { ...base.players[1], ...patch }] });
    expect(createGame(withP2({ frontLine: base.players[1].frontLine.slice(0, 4) }))).toMatchObject({ ok: false, reason: 'FRONT_LINE_NOT_FIVE', player: 1 });
    expect(createGame(withP2({ commanderId: 'p1-cmd' }))).toMatchObject({ reason: 'NOT_IN_ARMY', player: 1 });
    expect(createGame(withP2({ commanderId: 'p2-y1' }))).toMatchObject({ reason: 'COMMANDER_ON_FRONT_LINE' });
    expect(createGame(withP2({ frontLine: ['p2-y1', 'p2-y1', 'p2-r1', 'p2-y2', 'p2-b2'] }))).toMatchObject({ reason: 'MONSTER_PICKED_TWICE' });
    expect(createGame(withP2({ army: [...base.players[1].army, testMonster('big', 'VETERAN', 80)] }))).toMatchObject({ reason: 'ATTACK_TOTAL_OVER_LIMIT', player: 1 });
    expect(createGame({ ...base, rows: 1 })).toMatchObject({ reason: 'INVALID_BOARD_LENGTH', player: null });
    expect(createGame({ ...base, rows: 51 })).toMatchObject({ reason: 'INVALID_BOARD_LENGTH' });
    expect(createGame({ ...base, equalBattle: 'COIN' as EqualBattleRule })).toMatchObject({ reason: 'INVALID_SETTINGS' });
    expect(createGame({ ...base, maxAttackTotal: 0 })).toMatchObject({ reason: 'INVALID_SETTINGS' });
    expect(createGame({ ...base, firstPlayer: 2 as PlayerIndex })).toMatchObject({ reason: 'INVALID_SETTINGS' });
  });

  it('lets Player 2 start when agreed', () => {
    const created = createGame(standardSetup({ firstPlayer: 1, rows: 4 }));
    expect(created.ok && [created.state.toMove, created.state.board.length]).toEqual([1, 20]);
  });
});

describe('battles', () => {
  it('follow the colour wheel: blue beats red, red beats yellow, yellow beats blue', () => {
    const colours = ['BLUE', 'RED', 'YELLOW'] as const;
    const table = colours.map((a) => colours.map((d) => (colourBeats(a, d) ? 'W' : '-')).join(''));
    expect(table).toEqual(['-W-', '--W', 'W--']);
  });

  it('let the winner take the loser’s square, whichever side wins', () => {
    const attackerWins = positionFrom(['.....', '.....', '..b..', '..A..', '.....'], { specs: { A: { ring: 'BLUE' }, b: { ring: 'RED' } } });
    const won = ok(applyMove(attackerWins, { kind: 'BATTLE', monsterId: 'A', to: sq(2, 2) }));
    expect(diagramOf(won)).toEqual(['.....', '.....', '..A..', '.....', '.....']);
    expect(won.lastAction!).toEqual({
      turn: 0,
      player: 0,
      move: { kind: 'BATTLE', monsterId: 'A', to: sq(2, 2) },
      battle: { attacker: { owner: 0, monsterId: 'A' }, defender: { owner: 1, monsterId: 'b' }, decidedBy: 'COLOUR', winner: 'ATTACKER', rolls: [] },
      killed: [{ owner: 1, monsterId: 'b', cause: 'BATTLE' }],
    });
    const defenderWins = positionFrom(['.....', '.....', '..b..', '..A..', '.....'], { specs: { A: { ring: 'RED' }, b: { ring: 'BLUE' } } });
    const lost = ok(applyMove(defenderWins, { kind: 'BATTLE', monsterId: 'A', to: sq(2, 2) }));
    expect(diagramOf(lost)).toEqual(['.....', '.....', '.....', '..b..', '.....']);
    expect(statusOf(lost, 0, 'A')).toBe('KILLED');
  });

  it('go to the higher attack value when the colours are the same', () => {
    const state = positionFrom(['.....', '..b..', '..A..', '.....'], { specs: { A: { attack: 9 }, b: { attack: 10 } } });
    const after = ok(applyMove(state, { kind: 'BATTLE', monsterId: 'A', to: sq(2, 2) }));
    expect(after.lastAction!.battle).toMatchObject({ decidedBy: 'ATTACK', winner: 'DEFENDER' });
  });

  it('between equal monsters are a d6 roll-off, re-rolling ties, recorded with the dice it used', () => {
    const state = positionFrom(['.....', '..b..', '..A..', '.....']);
    const forced = ok(applyMove(state, { kind: 'BATTLE', monsterId: 'A', to: sq(2, 2) }, forcedDice([3, 3, 2, 5])));
    expect(forced.lastAction!.battle).toMatchObject({ decidedBy: 'ROLL_OFF', winner: 'DEFENDER', rolls: [3, 3, 2, 5] });
    expect(forced.dice).toMatchObject({ algorithm: 'forced', rolls: 4 });

    const seeded = ok(applyMove(state, { kind: 'BATTLE', monsterId: 'A', to: sq(2, 2) }));
    const replay = createDice('position');
    const expected: number[] = [];
    do {
      expected.push(replay.d6(), replay.d6());
    } while (expected[expected.length - 1] === expected[expected.length - 2]);
    expect(seeded.lastAction!.battle!.rolls).toEqual(expected);
    expect(seeded.dice).toEqual(replay.state());
    expect(applyMove(state, { kind: 'BATTLE', monsterId: 'A', to: sq(2, 2) })).toEqual({ ok: true, state: seeded });
  });

  it("leave everything in place between equal monsters under 'DEFENDER_HOLDS'", () => {
    const state = positionFrom(['.....', '..b..', '..A..', '.....'], { equalBattle: 'DEFENDER_HOLDS' });
    const after = ok(applyMove(state, { kind: 'BATTLE', monsterId: 'A', to: sq(2, 2) }));
    expect(after.board).toEqual(state.board);
    expect(after.lastAction!.battle).toMatchObject({ decidedBy: 'DEFENDER_HOLDS', winner: 'NONE', rolls: [] });
    expect(after.dice).toEqual(state.dice);
  });
});

describe('the surround rule (the seed’s four pictured cases)', () => {
  it('1) counts the edge of the battlefield as a surrounding side', () => {
    const state = positionFrom(['.....', '.....', 'A....', 'a.C..', 'B....', '.....', '.....']);
    const after = ok(applyMove(state, { kind: 'MOVE', monsterId: 'C', to: sq(1, 3) }));
    expect(after.lastAction!.killed).toEqual([{ owner: 1, monsterId: 'a', cause: 'SURROUNDED' }]);
    expect(diagramOf(after)[3]).toBe('.C...');
  });

  it('2) kills a monster with opposing monsters on all four sides', () => {
    const state = positionFrom(['.....', '.....', '..A..', '.Da.C', '..B..', '.....', '.....']);
    const after = ok(applyMove(state, { kind: 'MOVE', monsterId: 'C', to: sq(3, 3) }));
    expect(statusOf(after, 1, 'a')).toBe('KILLED');
  });

  it('3) spares a monster with an open side', () => {
    const state = positionFrom(['.....', '.....', '..A..', '..a.C', '..B..', '.....', '.....']);
    const after = ok(applyMove(state, { kind: 'MOVE', monsterId: 'C', to: sq(3, 3) }));
    expect(statusOf(after, 1, 'a')).toBe('ON_BOARD');
    expect(isSurrounded(after, sq(2, 3), 1)).toBe(false);
  });

  it('4) spares a monster on its own front line, but not on the opponent’s', () => {
    const player2Home = positionFrom(['aA...', '.....', 'C....', '.....']);
    const safe = ok(applyMove(player2Home, { kind: 'MOVE', monsterId: 'C', to: sq(0, 2) }));
    expect(statusOf(safe, 1, 'a')).toBe('ON_BOARD');

    const player1Away = positionFrom(['Aa...', '.....', 'c....', '.....'], { toMove: 1 });
    const killed = ok(applyMove(player1Away, { kind: 'MOVE', monsterId: 'c', to: sq(0, 2) }));
    expect(statusOf(killed, 0, 'A')).toBe('KILLED');
  });

  it('also closes in after a won battle and a summon', () => {
    const battle = positionFrom(['.....', 'A....', 'abC..', 'B....', '.....'], { specs: { C: { ring: 'BLUE' }, b: { ring: 'RED' } } });
    const afterBattle = ok(applyMove(battle, { kind: 'BATTLE', monsterId: 'C', to: sq(1, 2) }));
    expect(afterBattle.lastAction!.killed).toEqual([
      { owner: 1, monsterId: 'b', cause: 'BATTLE' },
      { owner: 1, monsterId: 'a', cause: 'SURROUNDED' },
    ]);
    expect(diagramOf(afterBattle)).toEqual(['.....', 'A....', '.C...', 'B....', '.....']);

    const summon = positionFrom(['.....', '.....', '.B...', '.aC..'], { reserves: [1, 0] });
    const afterSummon = ok(applyMove(summon, { kind: 'SUMMON', monsterId: 'res1-0', to: sq(0, 0) }));
    expect(afterSummon.lastAction!.killed).toEqual([{ owner: 1, monsterId: 'a', cause: 'SURROUNDED' }]);
    expect(diagramOf(afterSummon)[3]).toBe('#.C..');
  });

  it('lets the defender that wins a battle close in on the attacker’s side as it takes the attacker’s square', () => {
    const state = positionFrom(['.....', '.....', 'd....', 'CAb..', 'e....', '.....', '.....'], { specs: { A: { ring: 'YELLOW' }, b: { ring: 'RED' } } });
    const after = ok(applyMove(state, { kind: 'BATTLE', monsterId: 'A', to: sq(2, 3) }));
    expect(after.lastAction!.killed).toEqual([
      { owner: 0, monsterId: 'A', cause: 'BATTLE' },
      { owner: 0, monsterId: 'C', cause: 'SURROUNDED' },
    ]);
    expect(diagramOf(after)[3]).toBe('.b...');
  });
});

describe('the army commander', () => {
  const waiting = (frontSquare: string, specs = {}) => positionFrom(['.....', '..z..', '.....', frontSquare], { specs });

  it('enters by moving onto the empty square in front of it', () => {
    const state = waiting('.....');
    expect(legalMoves(state)).toEqual([{ kind: 'MOVE', monsterId: 'cmd1', to: sq(2, 0) }]);
    const after = ok(applyMove(state, { kind: 'MOVE', monsterId: 'cmd1', to: sq(2, 0) }));
    expect(statusOf(after, 0, 'cmd1')).toBe('ON_BOARD');
    expect(after.board[2]).toEqual({ owner: 0, monsterId: 'cmd1' });
    expect(reasonOf(applyMove(state, { kind: 'MOVE', monsterId: 'cmd1', to: sq(1, 0) }))).toBe('COMMANDER_MUST_ENTER_IN_FRONT');
  });

  it('enters by battling a monster in front of it, and loses the game if it loses the battle (the defender stays put)', () => {
    const beatable = waiting('..y..', { y: { ring: 'YELLOW' } });
    expect(legalMoves(beatable)).toEqual([{ kind: 'BATTLE', monsterId: 'cmd1', to: sq(2, 0) }]);
    const won = ok(applyMove(beatable, { kind: 'BATTLE', monsterId: 'cmd1', to: sq(2, 0) }));
    expect(won.board[2]).toEqual({ owner: 0, monsterId: 'cmd1' });

    const tooStrong = waiting('..x..', { x: { ring: 'BLUE' } });
    const lost = ok(applyMove(tooStrong, { kind: 'BATTLE', monsterId: 'cmd1', to: sq(2, 0) }));
    expect(lost.board[2]).toEqual({ owner: 1, monsterId: 'x' });
    expect([winner(lost), lost.winReason]).toEqual([1, 'COMMANDER_KILLED']);
    expect(legalMoves(lost)).toEqual([]);
    expect(reasonOf(applyMove(lost, { kind: 'MOVE', monsterId: 'x', to: sq(2, 1) }))).toBe('GAME_OVER');
  });

  it('cannot enter while its own monster stands in front of it, nor be summoned, and cannot be attacked while it waits', () => {
    const blocked = waiting('..A..');
    expect(legalMoves(blocked).some((m) => m.monsterId === 'cmd1')).toBe(false);
    expect(reasonOf(applyMove(blocked, { kind: 'SUMMON', monsterId: 'cmd1', to: sq(0, 0) }))).toBe('COMMANDER_CANNOT_BE_SUMMONED');
    const enemyAtGate = positionFrom(['.....', '.....', '..a..'], { toMove: 1 });
    expect(legalMoves(enemyAtGate).filter((m) => m.kind === 'BATTLE')).toEqual([]);
  });

  it('is killed like any monster once on the battlefield, which wins the game', () => {
    const state = positionFrom(['.....', '..k..', '..A..', '.....'], { commanders: ['k'], specs: { A: { ring: 'BLUE' }, k: { ring: 'RED' } } });
    const after = ok(applyMove(state, { kind: 'BATTLE', monsterId: 'A', to: sq(2, 2) }));
    expect([winner(after), after.winReason]).toEqual([0, 'COMMANDER_KILLED']);
    const surrounded = positionFrom(['.....', 'B....', 'k.C..', 'A....', '.....'], { commanders: ['k'] });
    const closedIn = ok(applyMove(surrounded, { kind: 'MOVE', monsterId: 'C', to: sq(1, 2) }));
    expect([winner(closedIn), closedIn.winReason]).toEqual([0, 'COMMANDER_KILLED']);
  });
});

describe('front line overrun', () => {
  it('loses the game for a player whose commander still waits', () => {
    const state = positionFrom(['ABCD.', '....E', '.....', '.....']);
    const after = ok(applyMove(state, { kind: 'MOVE', monsterId: 'E', to: sq(4, 3) }));
    expect([winner(after), after.winReason]).toEqual([0, 'FRONT_LINE_OVERRUN']);
  });

  it('does not end the game once that commander is on the battlefield', () => {
    const state = positionFrom(['ABCD.', '....E', '..k..', '.....'], { commanders: ['k'] });
    const after = ok(applyMove(state, { kind: 'MOVE', monsterId: 'E', to: sq(4, 3) }));
    expect(winner(after)).toBeNull();
  });

  it('is checked for the acting player too: a lost battle can fill its own front line', () => {
    const state = positionFrom(['.....', '.....', '..b..', 'fgA.h'], { specs: { A: { ring: 'YELLOW' }, b: { ring: 'RED' } } });
    const after = ok(applyMove(state, { kind: 'BATTLE', monsterId: 'A', to: sq(2, 1) }));
    expect(winner(after)).toBeNull();
    const full = positionFrom(['.....', '.....', '...b.', 'fgiAh'], { specs: { A: { ring: 'YELLOW' }, b: { ring: 'RED' } } });
    const overrun = ok(applyMove(full, { kind: 'BATTLE', monsterId: 'A', to: sq(3, 1) }));
    expect([winner(overrun), overrun.winReason]).toEqual([1, 'FRONT_LINE_OVERRUN']);
  });
});

describe('applyMove refuses illegal moves and never changes its input', () => {
  const state = positionFrom(['.....', '..b..', '.AB..', '.....'], { reserves: [1, 0] });
  const before = JSON.stringify(state);
  const cases: [string, RpsMove][] = [
    ['INVALID_MOVE', { kind: 'FLY', monsterId: 'A', to: sq(0, 1) } as unknown as RpsMove],
    ['INVALID_MOVE', { kind: 'MOVE', monsterId: 'A', to: { col: 0.5, row: 1 } }],
    ['INVALID_MOVE', { kind: 'MOVE', monsterId: 'A' } as unknown as RpsMove],
    ['UNKNOWN_MONSTER', { kind: 'MOVE', monsterId: 'b', to: sq(2, 3) }],
    ['OFF_BOARD', { kind: 'MOVE', monsterId: 'A', to: sq(-1, 1) }],
    ['NOT_ADJACENT', { kind: 'MOVE', monsterId: 'A', to: sq(0, 2) }],
    ['NOT_ADJACENT', { kind: 'MOVE', monsterId: 'A', to: sq(3, 1) }],
    ['SQUARE_OCCUPIED', { kind: 'MOVE', monsterId: 'A', to: sq(2, 1) }],
    ['NOTHING_TO_BATTLE', { kind: 'BATTLE', monsterId: 'A', to: sq(0, 1) }],
    ['CANNOT_BATTLE_OWN_MONSTER', { kind: 'BATTLE', monsterId: 'A', to: sq(2, 1) }],
    ['MONSTER_NOT_IN_PLAY', { kind: 'MOVE', monsterId: 'res1-0', to: sq(0, 0) }],
    ['NOT_IN_RESERVE', { kind: 'SUMMON', monsterId: 'A', to: sq(0, 0) }],
    ['NOT_OWN_FRONT_LINE', { kind: 'SUMMON', monsterId: 'res1-0', to: sq(0, 1) }],
    ['SQUARE_OCCUPIED', { kind: 'SUMMON', monsterId: 'res1-0', to: sq(1, 0) }],
  ];
  it.each(cases)('%s for %j', (reason, move) => {
    const withBlocker = reason === 'SQUARE_OCCUPIED' && move.kind === 'SUMMON' ? positionFrom(['.....', '..b..', '.AB..', '.C...'], { reserves: [1, 0] }) : state;
    const result = applyMove(withBlocker, move);
    expect(reasonOf(result)).toBe(reason);
    expect(result.ok === false && result.message.length).toBeGreaterThan(0);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('refuses to move a killed monster', () => {
    const killedA = ok(applyMove(positionFrom(['.....', '..b..', '..A..', '.....'], { specs: { b: { ring: 'RED' } } }), { kind: 'BATTLE', monsterId: 'A', to: sq(2, 2) }));
    const backToPlayer1 = { ...killedA, toMove: 0 as const, turn: 0, lastAction: null, settings: { ...killedA.settings, firstPlayer: 0 as const } };
    expect(reasonOf(applyMove(backToPlayer1, { kind: 'MOVE', monsterId: 'A', to: sq(0, 0) }))).toBe('MONSTER_KILLED');
  });

  it('lists exactly the legal moves: four ways on angles never, summons onto free front-line squares', () => {
    const moves = legalMoves(state);
    expect(moves).toEqual([
      { kind: 'MOVE', monsterId: 'A', to: sq(1, 2) },
      { kind: 'MOVE', monsterId: 'A', to: sq(1, 0) },
      { kind: 'MOVE', monsterId: 'A', to: sq(0, 1) },
      { kind: 'BATTLE', monsterId: 'B', to: sq(2, 2) },
      { kind: 'MOVE', monsterId: 'B', to: sq(2, 0) },
      { kind: 'MOVE', monsterId: 'B', to: sq(3, 1) },
      { kind: 'MOVE', monsterId: 'cmd1', to: sq(2, 0) },
      ...[0, 1, 2, 3, 4].map((col) => ({ kind: 'SUMMON', monsterId: 'res1-0', to: sq(col, 0) })),
    ]);
  });
});
