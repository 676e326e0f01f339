import fc from 'fast-check';
import { matchDice } from '../../match/dice';
import { type RpsComputerPlayer, greedyPlayer, randomPlayer, rpsComputerDice } from './computer';
import { type RpsSetup, applyRpsMove, replayRps, rpsLegalMoves, rpsOutcome, setupRps } from './game';
import { assertInvariants } from './invariants';
import type { RpsGameState, RpsMonster, RpsMove } from './types';

const armyArbitrary = (prefix: string) =>
  fc
    .array(fc.tuple(fc.constantFrom('ROOKIE', 'EXPERIENCED', 'VETERAN') as fc.Arbitrary<RpsMonster['rank']>, fc.integer({ min: 1, max: 15 })), {
      minLength: 6,
      maxLength: 10,
    })
    .map((list) => list.map(([rank, attack], i): RpsMonster => ({ id: `${prefix}${i}`, name: `${prefix}${i}`, rank, attack })));

const sideOf = (army: RpsMonster[], commanderPick: number) => {
  const six = army.slice(0, 6).map((m) => m.id);
  const commanderId = six[commanderPick];
  return { army, commanderId, frontLine: six.filter((id) => id !== commanderId) };
};

const setupArbitrary = (turnLimit: fc.Arbitrary<number>): fc.Arbitrary<RpsSetup> =>
  fc
    .record({
      armies: fc.tuple(armyArbitrary('a'), armyArbitrary('b')),
      picks: fc.tuple(fc.nat(5), fc.nat(5)),
      rows: fc.integer({ min: 2, max: 8 }),
      firstPlayer: fc.constantFrom(0 as const, 1 as const),
      equalBattle: fc.constantFrom('ROLL_OFF' as const, 'DEFENDER_HOLDS' as const),
      turnLimit,
    })
    .map(({ armies, picks, ...options }) => ({ armies: [sideOf(armies[0], picks[0]), sideOf(armies[1], picks[1])] as const, options }));

/** Any move-shaped value, legal or not, over both armies' ids, both sides and a margin around the battlefield. */
const anyMoveArbitrary: fc.Arbitrary<RpsMove> = fc.record({
  kind: fc.constantFrom('MOVE' as const, 'BATTLE' as const, 'SUMMON' as const),
  side: fc.constantFrom(0 as const, 1 as const),
  monsterId: fc.constantFrom(...['a', 'b'].flatMap((p) => Array.from({ length: 10 }, (_, i) => `${p}${i}`))),
  to: fc.record({ col: fc.integer({ min: -1, max: 5 }), row: fc.integer({ min: -1, max: 8 }) }),
});

const sameMove = (a: RpsMove, b: RpsMove) => JSON.stringify(a) === JSON.stringify(b);
const SEED = 'secret-seed:rps';

function started(setup: RpsSetup): RpsGameState {
  const result = setupRps(setup.armies, setup.options);
  if ('refusal' in result) throw new Error(`${result.refusal.code}: ${result.refusal.message}`);
  return result.state;
}

const PLAYERS: [string, RpsComputerPlayer][] = [
  ['randomPlayer', randomPlayer],
  ['greedyPlayer', greedyPlayer],
];

describe('RPS Clix played from legal moves (property)', () => {
  it('never reaches an illegal state, never changes its input, accepts exactly the listed moves, has a move until the end, and replays', () => {
    let gamesEnded = 0;
    fc.assert(
      fc.property(
        setupArbitrary(fc.constant(200)),
        fc.array(fc.tuple(fc.nat(), anyMoveArbitrary), { minLength: 60, maxLength: 150, size: 'max' }),
        (setup, steps) => {
          let state = started(setup);
          assertInvariants(state);
          const log: RpsMove[] = [];
          for (const [choice, probe] of steps) {
            const moves = rpsLegalMoves(state);
            if (rpsOutcome(state).over) {
              gamesEnded++;
              expect(moves).toEqual([]);
              expect('refusal' in applyRpsMove(state, probe, matchDice(SEED, state.dice))).toBe(true);
              break;
            }
            expect(moves.length).toBeGreaterThan(0);
            const before = JSON.stringify(state);
            expect('state' in applyRpsMove(state, probe, matchDice(SEED, state.dice))).toBe(moves.some((m) => sameMove(m, probe)));
            const move = moves[choice % moves.length];
            const result = applyRpsMove(state, move, matchDice(SEED, state.dice));
            if ('refusal' in result) throw new Error(`a listed move was refused: ${result.refusal.code}`);
            expect(JSON.stringify(state)).toBe(before);
            assertInvariants(result.state);
            expect(JSON.parse(JSON.stringify(result.state))).toEqual(result.state);
            expect(JSON.stringify(result.state)).not.toContain('secret-seed');
            state = result.state;
            log.push(move);
          }
          expect(replayRps(setup, log, (_move, _index, position) => matchDice(SEED, position))).toEqual({ state });
        },
      ),
      { numRuns: 50 },
    );
    // Random play on a 5x7 battlefield ends within 150 moves in about a quarter of games, sooner on
    // short ones; far more than five of these 50 games must reach the end-of-game path.
    expect(gamesEnded).toBeGreaterThan(5);
  });
});

describe('RPS Clix computer players (property)', () => {
  it.each(PLAYERS)('%s only ever chooses a move rpsLegalMoves lists, the same one for the same stream', (_, player) => {
    fc.assert(
      fc.property(setupArbitrary(fc.constant(200)), fc.array(fc.nat(), { maxLength: 40 }), fc.string(), (setup, picks, seed) => {
        let state = started(setup);
        for (const pick of picks) {
          const moves = rpsLegalMoves(state);
          if (moves.length === 0) break;
          const chosen = player(state, rpsComputerDice(seed, state));
          expect(moves).toContainEqual(chosen);
          expect(player(state, rpsComputerDice(seed, state))).toEqual(chosen);
          const applied = applyRpsMove(state, moves[pick % moves.length], matchDice(SEED, state.dice));
          if ('refusal' in applied) throw new Error(applied.refusal.code);
          state = applied.state;
        }
      }),
      { numRuns: 40 },
    );
  });

  it('play a whole game against each other that ends by the turn limit with a winner, or a draw only at the limit, and replays', () => {
    const ends = new Map<string, number>();
    fc.assert(
      fc.property(
        setupArbitrary(fc.integer({ min: 1, max: 120 })),
        fc.constantFrom(...PLAYERS),
        fc.constantFrom(...PLAYERS),
        fc.string(),
        (setup, [, first], [, second], seed) => {
          let state = started(setup);
          const log: RpsMove[] = [];
          const limit = state.settings.turnLimit;
          for (let i = 0; i < limit && !rpsOutcome(state).over; i++) {
            const move = (state.toMove === 0 ? first : second)(state, rpsComputerDice(seed, state));
            if (move === null) throw new Error('a computer player found no move in a game that goes on');
            const applied = applyRpsMove(state, move, matchDice(seed, state.dice));
            if ('refusal' in applied) throw new Error(`the computer's move was refused: ${applied.refusal.code}`);
            state = applied.state;
            log.push(move);
          }
          const outcome = rpsOutcome(state);
          expect(outcome.over).toBe(true);
          expect(log.length).toBeLessThanOrEqual(limit);
          if (outcome.winnerSide === null) expect([outcome.endReason, state.turn]).toEqual(['TURN_LIMIT', limit]);
          else expect(['COMMANDER_KILLED', 'FRONT_LINE_OVERRUN']).toContain(outcome.endReason);
          expect(PLAYERS.map(([, player]) => player(state, rpsComputerDice(seed, state)))).toEqual([null, null]);
          expect(replayRps(setup, log, (_move, _index, position) => matchDice(seed, position))).toEqual({ state });
          ends.set(outcome.endReason!, (ends.get(outcome.endReason!) ?? 0) + 1);
        },
      ),
      { numRuns: 60 },
    );
    // The runs reach both a win and a draw, not only one of them.
    expect(ends.get('COMMANDER_KILLED')).toBeGreaterThan(0);
    expect(ends.get('TURN_LIMIT')).toBeGreaterThan(0);
  });
});
