import fc from 'fast-check';
import { type RpsSetup, applyMove, createGame, legalMoves, winner } from './game';
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

const setupArbitrary: fc.Arbitrary<RpsSetup> = fc
  .record({
    armies: fc.tuple(armyArbitrary('a'), armyArbitrary('b')),
    picks: fc.tuple(fc.nat(5), fc.nat(5)),
    rows: fc.integer({ min: 2, max: 8 }),
    seed: fc.string(),
    firstPlayer: fc.constantFrom(0 as const, 1 as const),
    equalBattle: fc.constantFrom('ROLL_OFF' as const, 'DEFENDER_HOLDS' as const),
  })
  .map(({ armies, picks, ...rest }) => ({ ...rest, players: [sideOf(armies[0], picks[0]), sideOf(armies[1], picks[1])] as const }));

/** Any move-shaped value, legal or not, over both armies' ids and a margin around the battlefield. */
const anyMoveArbitrary = fc.record({
  kind: fc.constantFrom('MOVE' as const, 'BATTLE' as const, 'SUMMON' as const),
  monsterId: fc.constantFrom(...['a', 'b'].flatMap((p) => Array.from({ length: 10 }, (_, i) => `${p}${i}`))),
  to: fc.record({ col: fc.integer({ min: -1, max: 5 }), row: fc.integer({ min: -1, max: 8 }) }),
});

const sameMove = (a: RpsMove, b: RpsMove) => JSON.stringify(a) === JSON.stringify(b);

function created(setup: RpsSetup): RpsGameState {
  const result = createGame(setup);
  if (!result.ok) throw new Error(`${result.reason}: ${result.message}`);
  return result.state;
}

describe('RPS Clix played from legal moves (property)', () => {
  it('never reaches an illegal state, never changes its input, accepts exactly the listed moves, and has a move until someone wins', () => {
    let gamesWon = 0;
    fc.assert(
      fc.property(setupArbitrary, fc.array(fc.tuple(fc.nat(), anyMoveArbitrary), { minLength: 60, maxLength: 150, size: 'max' }), (setup, steps) => {
        let state = created(setup);
        assertInvariants(state);
        for (const [choice, probe] of steps) {
          const moves = legalMoves(state);
          if (winner(state) !== null) {
            gamesWon++;
            expect(moves).toEqual([]);
            expect(applyMove(state, probe).ok).toBe(false);
            return;
          }
          expect(moves.length).toBeGreaterThan(0);
          const before = JSON.stringify(state);
          expect(applyMove(state, probe).ok).toBe(moves.some((m) => sameMove(m, probe)));
          const result = applyMove(state, moves[choice % moves.length]);
          if (!result.ok) throw new Error(`a listed move was refused: ${result.reason}`);
          expect(JSON.stringify(state)).toBe(before);
          assertInvariants(result.state);
          expect(JSON.parse(JSON.stringify(result.state))).toEqual(result.state);
          state = result.state;
        }
      }),
      { numRuns: 50 },
    );
    // Random play on a 5x7 battlefield ends within 120 moves in about a quarter of games, sooner on
    // short ones; far more than five of these 50 games must reach the end-of-game path.
    expect(gamesWon).toBeGreaterThan(5);
  });
});
