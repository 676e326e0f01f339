import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDice, forcedDice } from '../../dice';
import { matchDice } from '../../match/dice';
import { ringColourOf, validateRpsArmy } from './army';
import { colourBeats } from './battle';
import { commanderEntrySquare, commanderWaitingSquare, frontLineSquares, isSurrounded } from './board';
import { type RpsMoveOutcome, type RpsPlayerSetup, applyRpsMove, replayRps, rpsLegalMoves, rpsOutcome, setupRps } from './game';
import { assertInvariants } from './invariants';
import { diagramOf, mv, positionFrom, standardSide, testMonster } from '../../../test/rps-positions';
import {
  type EqualBattleRule,
  RPS_BOARD_WIDTH,
  RPS_DEFAULT_BOARD_LENGTH,
  RPS_DEFAULT_TURN_LIMIT,
  RPS_MAX_ATTACK_TOTAL,
  RPS_OPENING_PICK,
  type RpsGameState,
  type RpsMove,
  type RpsOptions,
} from './types';

const sq = (col: number, row: number) => ({ col, row });
const applied = (outcome: RpsMoveOutcome) => {
  if ('refusal' in outcome) throw new Error(`${outcome.refusal.code}: ${outcome.refusal.message}`);
  assertInvariants(outcome.state);
  return outcome;
};
const ok = (outcome: RpsMoveOutcome): RpsGameState => applied(outcome).state;
const codeOf = (outcome: object) => ('refusal' in outcome ? (outcome as { refusal: { code: string } }).refusal.code : 'ok');
const statusOf = (state: RpsGameState, owner: 0 | 1, id: string) => state.players[owner].monsters.find((m) => m.id === id)?.status;
const standardArmies = (): [RpsPlayerSetup, RpsPlayerSetup] => [standardSide('p1'), standardSide('p2')];

describe('the seed (002) numbers', () => {
  it('are the ones the engine uses', () => {
    const seed = readFileSync(join(__dirname, '../../../seeds/002_76b987a7222d6763.txt'), 'utf8');
    expect(seed).toContain('an army whose attack value total is a maximum of 150');
    expect(seed).toContain('Blue beats Red, Red beats Yellow, and Yellow beats Blue');
    expect(seed).toContain('a 5 by whatever # squares');
    expect(seed).toContain('Player 1 and Player 2 each pick 6 monsters from their army');
    expect([RPS_MAX_ATTACK_TOTAL, RPS_BOARD_WIDTH, RPS_DEFAULT_BOARD_LENGTH, RPS_OPENING_PICK, RPS_DEFAULT_TURN_LIMIT]).toEqual([150, 5, 7, 6, 200]);
  });
});

describe('validateRpsArmy', () => {
  const six = (attack: number) => Array.from({ length: 6 }, (_, i) => testMonster(`m${i}`, 'ROOKIE', attack));

  it('accepts an attack total of exactly 150 and refuses 151 at the monster that goes over', () => {
    expect(validateRpsArmy(six(25))).toEqual({ attackTotal: 150 });
    expect(validateRpsArmy([...six(25).slice(0, 5), testMonster('m5', 'ROOKIE', 26)])).toEqual({
      refusal: { code: 'ATTACK_TOTAL_OVER_LIMIT', path: ['5', 'attack'], message: "m5 takes the army's attack total to 151, over the limit of 150" },
    });
  });

  it('refuses uniques and limited editions, too few monsters, repeated ids and attack values that are not numbers, each at its field', () => {
    const refusalOf = (army: unknown[]) => {
      const checked = validateRpsArmy(army as never);
      return 'refusal' in checked ? [checked.refusal.code, checked.refusal.path.join('.')] : 'ok';
    };
    const five = six(10).slice(1);
    expect(refusalOf([...five, testMonster('u', 'UNIQUE', 10)])).toEqual(['UNIQUE_NOT_ALLOWED', '5.rank']);
    expect(refusalOf([...five, testMonster('le', 'LIMITED_EDITION', 10)])).toEqual(['UNIQUE_NOT_ALLOWED', '5.rank']);
    expect(refusalOf([...five, testMonster('x', 'SILVER' as never, 10)])).toEqual(['INVALID_FIELD', '5.rank']);
    expect(refusalOf(five)).toEqual(['TOO_FEW_MONSTERS', '']);
    expect(refusalOf([...six(10), testMonster('m0', 'ROOKIE', 1)])).toEqual(['DUPLICATE_MONSTER_ID', '6.id']);
    expect(refusalOf([...five, testMonster('skull', 'ROOKIE', 0)])).toEqual(['INVALID_ATTACK', '5.attack']);
    expect(refusalOf([...five, testMonster('half', 'ROOKIE', 7.5)])).toEqual(['INVALID_ATTACK', '5.attack']);
    expect(refusalOf([...five, testMonster('', 'ROOKIE', 5)])).toEqual(['FIELD_MISSING', '5.id']);
    expect(refusalOf([...five, { id: 'n', rank: 'ROOKIE', attack: 5 }])).toEqual(['FIELD_MISSING', '5.name']);
    expect(refusalOf([...five, null])).toEqual(['FIELD_MISSING', '5.id']);
    expect(validateRpsArmy('army' as never)).toEqual({ refusal: { code: 'FIELD_MISSING', path: [], message: 'an army is a list of monsters' } });
  });

  it('reads the ring colour from the rank', () => {
    expect((['ROOKIE', 'EXPERIENCED', 'VETERAN', 'UNIQUE'] as const).map(ringColourOf)).toEqual(['YELLOW', 'BLUE', 'RED', null]);
  });
});

describe('setupRps', () => {
  it('puts both front lines in place, the commanders behind them and the rest in reserve', () => {
    const created = setupRps(standardArmies());
    if ('refusal' in created) throw new Error(created.refusal.message);
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
    expect(state.settings).toEqual({ rows: 7, maxAttackTotal: 150, equalBattle: 'ROLL_OFF', firstPlayer: 0, turnLimit: 200 });
    expect([state.toMove, state.turn, state.winner, state.endReason, state.dice]).toEqual([0, 0, null, null, null]);
    expect(rpsOutcome(state)).toEqual({ over: false, winnerSide: null, endReason: null });
    expect(commanderWaitingSquare(0, 7)).toEqual(sq(2, -1));
    expect(commanderWaitingSquare(1, 7)).toEqual(sq(2, 7));
    expect(commanderEntrySquare(1, 7)).toEqual(sq(2, 6));
    expect(frontLineSquares(1, 7).map((s) => s.row)).toEqual([6, 6, 6, 6, 6]);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('takes the agreed options: Player 2 first, a shorter battlefield, a turn limit', () => {
    const created = setupRps(standardArmies(), { firstPlayer: 1, rows: 4, turnLimit: 30, equalBattle: 'DEFENDER_HOLDS', maxAttackTotal: 100 });
    expect('state' in created && [created.state.toMove, created.state.board.length, created.state.settings]).toEqual([
      1,
      20,
      { rows: 4, maxAttackTotal: 100, equalBattle: 'DEFENDER_HOLDS', firstPlayer: 1, turnLimit: 30 },
    ]);
  });

  it('refuses a bad opening with a code and the path of the wrong field', () => {
    const [p1, p2] = standardArmies();
    const withP2 = (patch: Partial<RpsPlayerSetup>) => setupRps([p1, { ...p2, ...patch }]);
    const refusalOf = (outcome: ReturnType<typeof setupRps>) => ('refusal' in outcome ? [outcome.refusal.code, outcome.refusal.path.join('.')] : 'ok');
    const cases: [ReturnType<typeof setupRps>, string, string][] = [
      [withP2({ frontLine: p2.frontLine.slice(0, 4) }), 'FRONT_LINE_NOT_FIVE', 'armies.1.frontLine'],
      [withP2({ frontLine: undefined as never }), 'FRONT_LINE_NOT_FIVE', 'armies.1.frontLine'],
      [withP2({ frontLine: ['p2-y1', 'p2-b1', 'p1-r1', 'p2-y2', 'p2-b2'] }), 'NOT_IN_ARMY', 'armies.1.frontLine.2'],
      [withP2({ frontLine: ['p2-y1', 'p2-y1', 'p2-r1', 'p2-y2', 'p2-b2'] }), 'MONSTER_PICKED_TWICE', 'armies.1.frontLine.1'],
      [withP2({ commanderId: 'p1-cmd' }), 'NOT_IN_ARMY', 'armies.1.commanderId'],
      [withP2({ commanderId: 'p2-y1' }), 'COMMANDER_ON_FRONT_LINE', 'armies.1.commanderId'],
      [withP2({ army: [...p2.army, testMonster('big', 'VETERAN', 80)] }), 'ATTACK_TOTAL_OVER_LIMIT', 'armies.1.army.8.attack'],
      [withP2({ army: [...p2.army.slice(0, 7), testMonster('p2-y3', 'UNIQUE', 7)] }), 'UNIQUE_NOT_ALLOWED', 'armies.1.army.7.rank'],
      [setupRps([p1, null as never]), 'FIELD_MISSING', 'armies.1'],
      [setupRps([p1] as never), 'NOT_TWO_ARMIES', 'armies'],
      [setupRps([p1, p2], null as never), 'FIELD_MISSING', 'options'],
    ];
    const options: [RpsOptions, string, string][] = [
      [{ rows: 1 }, 'INVALID_BOARD_LENGTH', 'options.rows'],
      [{ rows: 51 }, 'INVALID_BOARD_LENGTH', 'options.rows'],
      [{ equalBattle: 'COIN' as EqualBattleRule }, 'INVALID_SETTING', 'options.equalBattle'],
      [{ maxAttackTotal: 0 }, 'INVALID_SETTING', 'options.maxAttackTotal'],
      [{ turnLimit: 0 }, 'INVALID_SETTING', 'options.turnLimit'],
      [{ firstPlayer: 2 as never }, 'SIDE_NOT_FOUND', 'options.firstPlayer'],
    ];
    for (const [option, code, path] of options) cases.push([setupRps([p1, p2], option), code, path]);
    expect(cases.map(([outcome]) => refusalOf(outcome))).toEqual(cases.map(([, code, path]) => [code, path]));
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
    const won = applied(applyRpsMove(attackerWins, mv('BATTLE', 'A', 2, 2)));
    expect(diagramOf(won.state)).toEqual(['.....', '.....', '..A..', '.....', '.....']);
    expect(won.result).toEqual({
      turn: 0,
      move: mv('BATTLE', 'A', 2, 2),
      battle: { attacker: { owner: 0, monsterId: 'A' }, defender: { owner: 1, monsterId: 'b' }, decidedBy: 'COLOUR', winner: 'ATTACKER', rolls: [] },
      killed: [{ owner: 1, monsterId: 'b', cause: 'BATTLE' }],
      winner: null,
      endReason: null,
    });
    const defenderWins = positionFrom(['.....', '.....', '..b..', '..A..', '.....'], { specs: { A: { ring: 'RED' }, b: { ring: 'BLUE' } } });
    const lost = ok(applyRpsMove(defenderWins, mv('BATTLE', 'A', 2, 2)));
    expect(diagramOf(lost)).toEqual(['.....', '.....', '.....', '..b..', '.....']);
    expect(statusOf(lost, 0, 'A')).toBe('KILLED');
  });

  it('go to the higher attack value when the colours are the same', () => {
    const state = positionFrom(['.....', '..b..', '..A..', '.....'], { specs: { A: { attack: 9 }, b: { attack: 10 } } });
    const after = applied(applyRpsMove(state, mv('BATTLE', 'A', 2, 2)));
    expect(after.result.battle).toMatchObject({ decidedBy: 'ATTACK', winner: 'DEFENDER' });
  });

  it('between equal monsters are a d6 roll-off, re-rolling ties, from the match stream or the table’s dice', () => {
    const state = positionFrom(['.....', '..b..', '..A..', '.....']);
    const battle = mv('BATTLE', 'A', 2, 2);
    const forced = applied(applyRpsMove(state, battle, forcedDice([3, 3, 2, 5])));
    expect(forced.result.battle).toMatchObject({ decidedBy: 'ROLL_OFF', winner: 'DEFENDER', rolls: [3, 3, 2, 5] });
    expect(forced.state.dice).toBeNull();

    const seeded = applied(applyRpsMove(state, battle, matchDice('secret-seed', null)));
    const replay = createDice('secret-seed');
    const expected: number[] = [];
    do {
      expected.push(replay.d6(), replay.d6());
    } while (expected[expected.length - 1] === expected[expected.length - 2]);
    expect(seeded.result.battle!.rolls).toEqual(expected);
    const { seed: _seed, ...position } = replay.state();
    expect(seeded.state.dice).toEqual(position);
    expect(JSON.stringify(seeded.state)).not.toContain('secret-seed');
    expect(applyRpsMove(state, battle, matchDice('secret-seed', null))).toEqual(seeded);
  });

  it('between equal monsters are refused without dice, or with table dice that run out', () => {
    const state = positionFrom(['.....', '..b..', '..A..', '.....']);
    expect(applyRpsMove(state, mv('BATTLE', 'A', 2, 2))).toEqual({
      refusal: { code: 'DICE_MISSING', path: ['dice'], message: 'equal monsters roll off: pass the match stream or the dice rolled at the table' },
    });
    expect(applyRpsMove(state, mv('BATTLE', 'A', 2, 2), forcedDice([4, 4]))).toEqual({
      refusal: { code: 'TABLE_DICE_INVALID', path: ['dice'], message: 'the dice do not fit the roll-off: forced dice ran out after 2 rolls' },
    });
  });

  it("leave everything in place between equal monsters under 'DEFENDER_HOLDS'", () => {
    const state = positionFrom(['.....', '..b..', '..A..', '.....'], { equalBattle: 'DEFENDER_HOLDS' });
    const after = applied(applyRpsMove(state, mv('BATTLE', 'A', 2, 2)));
    expect(after.state.board).toEqual(state.board);
    expect(after.result.battle).toMatchObject({ decidedBy: 'DEFENDER_HOLDS', winner: 'NONE', rolls: [] });
    expect(after.state.dice).toBeNull();
  });
});

describe('the surround rule (the seed’s four pictured cases)', () => {
  it('1) counts the edge of the battlefield as a surrounding side', () => {
    const state = positionFrom(['.....', '.....', 'A....', 'a.C..', 'B....', '.....', '.....']);
    const after = applied(applyRpsMove(state, mv('MOVE', 'C', 1, 3)));
    expect(after.result.killed).toEqual([{ owner: 1, monsterId: 'a', cause: 'SURROUNDED' }]);
    expect(diagramOf(after.state)[3]).toBe('.C...');
  });

  it('2) kills a monster with opposing monsters on all four sides', () => {
    const state = positionFrom(['.....', '.....', '..A..', '.Da.C', '..B..', '.....', '.....']);
    const after = ok(applyRpsMove(state, mv('MOVE', 'C', 3, 3)));
    expect(statusOf(after, 1, 'a')).toBe('KILLED');
  });

  it('3) spares a monster with an open side', () => {
    const state = positionFrom(['.....', '.....', '..A..', '..a.C', '..B..', '.....', '.....']);
    const after = ok(applyRpsMove(state, mv('MOVE', 'C', 3, 3)));
    expect(statusOf(after, 1, 'a')).toBe('ON_BOARD');
    expect(isSurrounded(after, sq(2, 3), 1)).toBe(false);
  });

  it('4) spares a monster on its own front line, but not on the opponent’s', () => {
    const player2Home = positionFrom(['aA...', '.....', 'C....', '.....']);
    const safe = ok(applyRpsMove(player2Home, mv('MOVE', 'C', 0, 2)));
    expect(statusOf(safe, 1, 'a')).toBe('ON_BOARD');

    const player1Away = positionFrom(['Aa...', '.....', 'c....', '.....'], { toMove: 1 });
    const killed = ok(applyRpsMove(player1Away, mv('MOVE', 'c', 0, 2, 1)));
    expect(statusOf(killed, 0, 'A')).toBe('KILLED');
  });

  it('also closes in after a won battle and a summon', () => {
    const battle = positionFrom(['.....', 'A....', 'abC..', 'B....', '.....'], { specs: { C: { ring: 'BLUE' }, b: { ring: 'RED' } } });
    const afterBattle = applied(applyRpsMove(battle, mv('BATTLE', 'C', 1, 2)));
    expect(afterBattle.result.killed).toEqual([
      { owner: 1, monsterId: 'b', cause: 'BATTLE' },
      { owner: 1, monsterId: 'a', cause: 'SURROUNDED' },
    ]);
    expect(diagramOf(afterBattle.state)).toEqual(['.....', 'A....', '.C...', 'B....', '.....']);

    const summon = positionFrom(['.....', '.....', '.B...', '.aC..'], { reserves: [1, 0] });
    const afterSummon = applied(applyRpsMove(summon, mv('SUMMON', 'res1-0', 0, 0)));
    expect(afterSummon.result.killed).toEqual([{ owner: 1, monsterId: 'a', cause: 'SURROUNDED' }]);
    expect(diagramOf(afterSummon.state)[3]).toBe('#.C..');
  });

  it('lets the defender that wins a battle close in on the attacker’s side as it takes the attacker’s square', () => {
    const state = positionFrom(['.....', '.....', 'd....', 'CAb..', 'e....', '.....', '.....'], { specs: { A: { ring: 'YELLOW' }, b: { ring: 'RED' } } });
    const after = applied(applyRpsMove(state, mv('BATTLE', 'A', 2, 3)));
    expect(after.result.killed).toEqual([
      { owner: 0, monsterId: 'A', cause: 'BATTLE' },
      { owner: 0, monsterId: 'C', cause: 'SURROUNDED' },
    ]);
    expect(diagramOf(after.state)[3]).toBe('.b...');
  });
});

describe('the army commander', () => {
  const waiting = (frontSquare: string, specs = {}) => positionFrom(['.....', '..z..', '.....', frontSquare], { specs });

  it('enters by moving onto the empty square in front of it', () => {
    const state = waiting('.....');
    expect(rpsLegalMoves(state)).toEqual([mv('MOVE', 'cmd1', 2, 0)]);
    const after = ok(applyRpsMove(state, mv('MOVE', 'cmd1', 2, 0)));
    expect(statusOf(after, 0, 'cmd1')).toBe('ON_BOARD');
    expect(after.board[2]).toEqual({ owner: 0, monsterId: 'cmd1' });
  });

  it('enters by battling a monster in front of it, and loses the game if it loses the battle (the defender stays put)', () => {
    const beatable = waiting('..y..', { y: { ring: 'YELLOW' } });
    expect(rpsLegalMoves(beatable)).toEqual([mv('BATTLE', 'cmd1', 2, 0)]);
    const won = ok(applyRpsMove(beatable, mv('BATTLE', 'cmd1', 2, 0)));
    expect(won.board[2]).toEqual({ owner: 0, monsterId: 'cmd1' });

    const tooStrong = waiting('..x..', { x: { ring: 'BLUE' } });
    const lost = applied(applyRpsMove(tooStrong, mv('BATTLE', 'cmd1', 2, 0)));
    expect(lost.state.board[2]).toEqual({ owner: 1, monsterId: 'x' });
    expect([lost.result.winner, lost.result.endReason]).toEqual([1, 'COMMANDER_KILLED']);
    expect(rpsOutcome(lost.state)).toEqual({ over: true, winnerSide: 1, endReason: 'COMMANDER_KILLED' });
    expect(rpsLegalMoves(lost.state)).toEqual([]);
    expect(codeOf(applyRpsMove(lost.state, mv('MOVE', 'x', 2, 1, 1)))).toBe('MATCH_OVER');
  });

  it('cannot enter while its own monster stands in front of it, nor be summoned, and cannot be attacked while it waits', () => {
    const blocked = waiting('..A..');
    expect(rpsLegalMoves(blocked).some((m) => m.monsterId === 'cmd1')).toBe(false);
    const enemyAtGate = positionFrom(['.....', '.....', '..a..'], { toMove: 1 });
    expect(rpsLegalMoves(enemyAtGate).filter((m) => m.kind === 'BATTLE')).toEqual([]);
  });

  it('is killed like any monster once on the battlefield, which wins the game', () => {
    const state = positionFrom(['.....', '..k..', '..A..', '.....'], { commanders: ['k'], specs: { A: { ring: 'BLUE' }, k: { ring: 'RED' } } });
    const after = ok(applyRpsMove(state, mv('BATTLE', 'A', 2, 2)));
    expect(rpsOutcome(after)).toEqual({ over: true, winnerSide: 0, endReason: 'COMMANDER_KILLED' });
    const surrounded = positionFrom(['.....', 'B....', 'k.C..', 'A....', '.....'], { commanders: ['k'] });
    const closedIn = ok(applyRpsMove(surrounded, mv('MOVE', 'C', 1, 2)));
    expect(rpsOutcome(closedIn)).toEqual({ over: true, winnerSide: 0, endReason: 'COMMANDER_KILLED' });
  });
});

describe('front line overrun', () => {
  it('loses the game for a player whose commander still waits', () => {
    const state = positionFrom(['ABCD.', '....E', '.....', '.....']);
    const after = ok(applyRpsMove(state, mv('MOVE', 'E', 4, 3)));
    expect(rpsOutcome(after)).toEqual({ over: true, winnerSide: 0, endReason: 'FRONT_LINE_OVERRUN' });
  });

  it('does not end the game once that commander is on the battlefield', () => {
    const state = positionFrom(['ABCD.', '....E', '..k..', '.....'], { commanders: ['k'] });
    const after = ok(applyRpsMove(state, mv('MOVE', 'E', 4, 3)));
    expect(rpsOutcome(after).over).toBe(false);
  });

  it('is checked for the acting player too: a lost battle can fill its own front line', () => {
    const state = positionFrom(['.....', '.....', '..b..', 'fgA.h'], { specs: { A: { ring: 'YELLOW' }, b: { ring: 'RED' } } });
    const after = ok(applyRpsMove(state, mv('BATTLE', 'A', 2, 1)));
    expect(rpsOutcome(after).over).toBe(false);
    const full = positionFrom(['.....', '.....', '...b.', 'fgiAh'], { specs: { A: { ring: 'YELLOW' }, b: { ring: 'RED' } } });
    const overrun = ok(applyRpsMove(full, mv('BATTLE', 'A', 3, 1)));
    expect(rpsOutcome(overrun)).toEqual({ over: true, winnerSide: 1, endReason: 'FRONT_LINE_OVERRUN' });
  });
});

describe('the turn limit', () => {
  it('makes a game nobody has won a draw once that many actions are played, and a win on the last action still counts', () => {
    const state = positionFrom(['.....', '..b..', '.....', '..A..', '.....'], { turnLimit: 2 });
    const first = applied(applyRpsMove(state, mv('MOVE', 'A', 2, 2)));
    expect(first.result.endReason).toBeNull();
    const last = applied(applyRpsMove(first.state, mv('MOVE', 'b', 3, 3, 1)));
    expect(last.result).toMatchObject({ winner: null, endReason: 'TURN_LIMIT' });
    expect(rpsOutcome(last.state)).toEqual({ over: true, winnerSide: null, endReason: 'TURN_LIMIT' });
    expect(rpsLegalMoves(last.state)).toEqual([]);
    expect(codeOf(applyRpsMove(last.state, mv('MOVE', 'A', 2, 1)))).toBe('MATCH_OVER');

    const winOnLast = positionFrom(['.....', '..k..', '..A..', '.....'], {
      commanders: ['k'],
      specs: { A: { ring: 'BLUE' }, k: { ring: 'RED' } },
      turnLimit: 1,
    });
    expect(rpsOutcome(ok(applyRpsMove(winOnLast, mv('BATTLE', 'A', 2, 2))))).toEqual({ over: true, winnerSide: 0, endReason: 'COMMANDER_KILLED' });
  });
});

describe('applyRpsMove refuses each illegal move with its own code and path, and never changes its input', () => {
  // Player 1: A at (1,1), B at (2,1), C at (1,0) with a reserve; Player 2: b at (2,2), its commander cmd2 waiting.
  const state = positionFrom(['.....', '..b..', '.AB..', '.C...'], { reserves: [1, 0] });
  const before = JSON.stringify(state);
  const cases: [string, string, unknown][] = [
    ['FIELD_MISSING', '', null],
    ['UNKNOWN_MOVE', 'kind', { ...mv('MOVE', 'A', 0, 1), kind: 'FLY' }],
    ['SIDE_NOT_FOUND', 'side', { ...mv('MOVE', 'A', 0, 1), side: 2 }],
    ['NOT_YOUR_TURN', 'side', mv('MOVE', 'b', 3, 2, 1)],
    ['FIELD_MISSING', 'monsterId', { kind: 'MOVE', side: 0, to: sq(0, 1) }],
    ['INVALID_FIELD', 'to', mv('MOVE', 'A', 0.5, 1)],
    ['INVALID_FIELD', 'to', { kind: 'MOVE', side: 0, monsterId: 'A' }],
    ['UNKNOWN_MONSTER', 'monsterId', mv('MOVE', 'Z', 2, 3)],
    ['NOT_YOUR_MONSTER', 'monsterId', mv('MOVE', 'b', 2, 3)],
    ['OFF_BOARD', 'to', mv('MOVE', 'A', -1, 1)],
    ['DIAGONAL', 'to', mv('MOVE', 'A', 0, 2)],
    ['NOT_ADJACENT', 'to', mv('MOVE', 'A', 3, 1)],
    ['SQUARE_OCCUPIED', 'to', mv('MOVE', 'A', 2, 1)],
    ['NOTHING_TO_BATTLE', 'to', mv('BATTLE', 'A', 0, 1)],
    ['CANNOT_BATTLE_OWN_MONSTER', 'to', mv('BATTLE', 'A', 2, 1)],
    ['MONSTER_NOT_IN_PLAY', 'monsterId', mv('MOVE', 'res1-0', 0, 0)],
    ['COMMANDER_MUST_ENTER_IN_FRONT', 'to', mv('MOVE', 'cmd1', 1, 0)],
    ['COMMANDER_CANNOT_BE_SUMMONED', 'monsterId', mv('SUMMON', 'cmd1', 0, 0)],
    ['NOT_IN_RESERVE', 'monsterId', mv('SUMMON', 'A', 0, 0)],
    ['NOT_OWN_FRONT_LINE', 'to', mv('SUMMON', 'res1-0', 0, 1)],
    ['SQUARE_OCCUPIED', 'to', mv('SUMMON', 'res1-0', 1, 0)],
  ];
  it.each(cases)('%s at [%s] for %j', (code, path, move) => {
    const outcome = applyRpsMove(state, move as RpsMove);
    expect('refusal' in outcome && [outcome.refusal.code, outcome.refusal.path.join('.')]).toEqual([code, path]);
    expect('refusal' in outcome && outcome.refusal.message.length).toBeGreaterThan(0);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('refuses to move a killed monster', () => {
    const killedA = ok(applyRpsMove(positionFrom(['.....', '..b..', '..A..', '.....'], { specs: { b: { ring: 'RED' } } }), mv('BATTLE', 'A', 2, 2)));
    const backToPlayer1: RpsGameState = { ...killedA, toMove: 0, turn: 0, settings: { ...killedA.settings, firstPlayer: 0 } };
    expect(applyRpsMove(backToPlayer1, mv('MOVE', 'A', 0, 0))).toEqual({
      refusal: { code: 'MONSTER_KILLED', path: ['monsterId'], message: 'A has been killed' },
    });
  });

  it('lists exactly the legal moves: four ways, on angles never, summons onto free front-line squares', () => {
    expect(rpsLegalMoves(state)).toEqual([
      mv('MOVE', 'A', 1, 2),
      mv('MOVE', 'A', 0, 1),
      mv('BATTLE', 'B', 2, 2),
      mv('MOVE', 'B', 2, 0),
      mv('MOVE', 'B', 3, 1),
      mv('MOVE', 'C', 0, 0),
      mv('MOVE', 'C', 2, 0),
      mv('MOVE', 'cmd1', 2, 0),
      ...[0, 2, 3, 4].map((col) => mv('SUMMON', 'res1-0', col, 0)),
    ]);
  });
});

describe('replayRps', () => {
  it('stops at the first refusal with its index: -1 for the setup, else the refused move', () => {
    const armies = standardArmies();
    expect(replayRps({ armies, options: { rows: 1 } }, [])).toEqual({
      refusal: { code: 'INVALID_BOARD_LENGTH', path: ['options', 'rows'], message: 'the battlefield is 2 to 50 squares long, not 1' },
      index: -1,
    });
    const log = [mv('MOVE', 'p1-y1', 0, 1), mv('MOVE', 'p2-y1', 0, 5, 1), mv('MOVE', 'p1-y1', 1, 2)];
    expect(replayRps({ armies }, log)).toEqual({
      refusal: { code: 'DIAGONAL', path: ['to'], message: 'monsters never move or battle on angles: up, down, left or right only' },
      index: 2,
    });
  });
});
