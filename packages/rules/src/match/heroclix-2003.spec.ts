import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DialClick } from '../catalogue/character-types';
import type { Altitude, KnockbackStop } from '../combat/combat.types';
import { forcedDice } from '../dice/dice';
import { seed2003Figure as fig } from '../../test/match-figures';
import { applyMatchEvent, matchOutcome, setupMatch } from './index';
import type { MatchEngineEvent, MatchEventOutcome, MatchSideSetup, MatchState } from './types';

function created(sides: MatchSideSetup[], buildTotal: number): MatchState {
  const made = setupMatch('HEROCLIX_2003', sides, { buildTotal });
  if ('refusal' in made) throw new Error(`${made.refusal.code}: ${made.refusal.message}`);
  return made.state;
}

function applied(outcome: MatchEventOutcome): MatchState {
  if ('refusal' in outcome) throw new Error(`refused: ${outcome.refusal.code} ${outcome.refusal.message}`);
  return outcome.state;
}

// Seed 003, example 1: Anita's 100-point army, 53 + 30 + 14 = 97.
const anita = (): MatchSideSetup => ({
  figures: [
    fig('Lobster Johnston', 'lobster', 53, { rank: 'EXPERIENCED' }),
    fig('Saurian Trooper', 'saurian', 30, { rank: 'VETERAN' }),
    fig('Ashleigh', 'ashleigh', 14),
  ],
});
// Example 2: Jeff's 200-point army, 54 + 41 + 33 + 42 + 30.
const jeff = (): MatchSideSetup => ({
  figures: [
    fig('Abbey Chase', 'abbey-unique', 54, { rank: 'UNIQUE' }),
    fig('Abbey Chase', 'abbey-experienced', 41, { rank: 'EXPERIENCED' }),
    fig('Kabuki', 'kabuki', 33),
    fig('Arwyn', 'arwyn', 42, { rank: 'VETERAN' }),
    fig('Shi', 'shi', 30),
  ],
});

describe('HeroClix 2003 match: armies', () => {
  it('accepts the seed armies at their build totals', () => {
    expect(created([anita(), jeff()], 200).sides.map((s) => s.armyCost)).toEqual([97, 200]);
  });

  it("refuses Jeff's 200 points at a build total of 100", () => {
    expect(setupMatch('HEROCLIX_2003', [anita(), jeff()], { buildTotal: 100 })).toEqual({
      refusal: { code: 'OVER_BUILD_TOTAL', path: ['sides', '1', 'figures'], message: 'the army costs 200 points, over the build total of 100' },
    });
  });

  it('refuses a second copy of a unique and two archenemies in one army, at the second figure', () => {
    const twoUniques = jeff();
    twoUniques.figures = [twoUniques.figures[0], fig('Abbey Chase', 'abbey-again', 54, { rank: 'UNIQUE' })];
    expect(setupMatch('HEROCLIX_2003', [anita(), twoUniques], { buildTotal: 200 })).toEqual({
      refusal: { code: 'DUPLICATE_UNIQUE', path: ['sides', '1', 'figures', '1'], message: 'Abbey Chase is unique: one army may not hold two copies' },
    });
    const archenemies: MatchSideSetup = {
      figures: [
        fig('Lobster Johnston', 'lobster', 53, { archenemyColour: 'blue' }),
        fig('Saurian Trooper', 'saurian', 30, { archenemyColour: 'Blue' }),
        fig('Ashleigh', 'ashleigh', 14),
      ],
    };
    expect(setupMatch('HEROCLIX_2003', [archenemies, jeff()], { buildTotal: 200 })).toEqual({
      refusal: {
        code: 'ARCHENEMIES_IN_ARMY',
        path: ['sides', '0', 'figures', '1'],
        message: 'Lobster Johnston and Saurian Trooper are archenemies (blue bases) and may not share an army',
      },
    });
  });
});

describe('HeroClix 2003 match: turns', () => {
  const move = (side: number, figureId: string): MatchEngineEvent => ({ type: 'ACTION', side, figureId, action: 'MOVE' });

  it('gives one action per started 100 points and at most one non-free action per model', () => {
    let state = created([anita(), { figures: [fig('Kabuki', 'kabuki', 33)] }], 100);
    expect(state.turn.actionsLeft).toBe(1);
    state = applied(applyMatchEvent(state, move(0, 'lobster')));
    expect(applyMatchEvent(state, move(0, 'saurian'))).toEqual({
      refusal: { code: 'NO_ACTIONS_LEFT', path: ['side'], message: 'side 0 has no actions left this turn' },
    });
    let big = created([anita(), { figures: [fig('Kabuki', 'kabuki', 33)] }], 150);
    expect(big.turn.actionsLeft).toBe(2);
    big = applied(applyMatchEvent(big, move(0, 'lobster')));
    expect(applyMatchEvent(big, move(0, 'lobster'))).toEqual({
      refusal: { code: 'FIGURE_ALREADY_ACTED', path: ['figureId'], message: 'Lobster Johnston: a model takes at most one non-free action a turn' },
    });
    expect(applyMatchEvent(big, { type: 'ACTION', side: 0, figureId: 'lobster', action: 'FREE' })).toMatchObject({ state: { turn: { actionsLeft: 1 } } });
    expect(applyMatchEvent(big, move(1, 'kabuki'))).toEqual({
      refusal: { code: 'NOT_YOUR_TURN', path: ['side'], message: "it is side 0's turn, not side 1's" },
    });
  });

  it('pushes a model that acts two turns running: 1 damage and a second token, then only free actions until its tokens clear', () => {
    let state = created([anita(), { figures: [fig('Kabuki', 'kabuki', 33)] }], 100);
    const endTurn = (side: number) => (state = applied(applyMatchEvent(state, { type: 'END_TURN', side })));
    state = applied(applyMatchEvent(state, move(0, 'lobster')));
    endTurn(0);
    expect(state.figures.lobster.tokens).toBe(1);
    endTurn(1);
    const pushed = applyMatchEvent(state, move(0, 'lobster'));
    state = applied(pushed);
    expect(pushed).toMatchObject({ result: { pushingDamage: 1 } });
    expect(state.figures.lobster).toMatchObject({ tokens: 2, dial: { clicksTaken: 1 } });
    endTurn(0);
    endTurn(1);
    expect(applyMatchEvent(state, move(0, 'lobster'))).toEqual({
      refusal: { code: 'TWO_ACTION_TOKENS', path: ['figureId'], message: 'Lobster Johnston: a model with two action tokens may take only free actions' },
    });
    endTurn(0);
    expect(state.figures.lobster.tokens).toBe(0);
  });
});

describe('HeroClix 2003 match: the Judge Dredd example (seed 003, ranged combat)', () => {
  // Veteran Judge Dredd, attack 11 and 2 damage, two targets: Rasputin (defense 16) and Asashi (defense 14).
  const dreddMatch = () =>
    created(
      [
        { figures: [fig('Judge Dredd', 'dredd', 60, { rank: 'VETERAN', click: { attack: 11, damage: 2 }, targets: 2, range: 8 })] },
        { figures: [fig('Rasputin', 'rasputin', 40, { click: { defense: 16 } }), fig('Asashi', 'asashi', 40, { click: { defense: 14 } })] },
      ],
      100,
    );
  const shot = (damageSplit?: Record<string, number>): MatchEngineEvent => ({
    type: 'ATTACK',
    side: 0,
    figureId: 'dredd',
    attackKind: 'RANGED',
    targets: [
      { figureId: 'rasputin', distance: 5 },
      { figureId: 'asashi', distance: 6 },
    ],
    ...(damageSplit ? { damageSplit } : {}),
  });
  const clicks = (state: MatchState) => [state.figures.rasputin.dial.clicksTaken, state.figures.asashi.dial.clicksTaken];

  it('11 + 4 = 15 misses Rasputin and hits Asashi for 2', () => {
    expect(clicks(applied(applyMatchEvent(dreddMatch(), shot(), forcedDice([1, 3]))))).toEqual([0, 2]);
  });

  it.each([
    [{ rasputin: 1, asashi: 1 }, [1, 1]],
    [{ rasputin: 2, asashi: 0 }, [2, 0]],
    [{ rasputin: 0, asashi: 2 }, [0, 2]],
  ])('11 + 7 = 18 hits both and splits the 2 damage as the player chooses: %j', (split, expected) => {
    expect(clicks(applied(applyMatchEvent(dreddMatch(), shot(split), forcedDice([3, 4]))))).toEqual(expected);
  });

  it('refuses a split that is not the damage dealt, changing nothing', () => {
    const before = dreddMatch();
    const refused = applyMatchEvent(before, shot({ rasputin: 2, asashi: 2 }), forcedDice([3, 4]));
    expect(refused).toMatchObject({ refusal: { code: 'INVALID_DAMAGE_SPLIT', path: ['damageSplit'] } });
    expect(before).toEqual(dreddMatch());
  });
});

describe('HeroClix 2003 match: victory points (seed 003, section 9)', () => {
  it('counts defeated enemies (archenemy doubled), survivors, and a pushed model for the player who damaged it most', () => {
    // Anita's army, her Saurian Trooper on a red base; Kabuki, on the other side, too: archenemies.
    const anitaWithColour: MatchSideSetup = {
      figures: anita().figures.map((f) => (f.id === 'saurian' ? { ...f, version: { ...f.version, archenemyColour: 'red' } } : f)),
    };
    let state = created(
      [anitaWithColour, { figures: [fig('Abbey Chase', 'abbey', 54, { rank: 'UNIQUE' }), fig('Kabuki', 'kabuki', 33, { archenemyColour: 'red' })] }],
      100,
    );
    state = applied(applyMatchEvent(state, { type: 'KO', side: 0, figureId: 'kabuki', byFigureId: 'saurian' }));
    state = applied(applyMatchEvent(state, { type: 'DAMAGE', side: 1, figureId: 'ashleigh', clicks: 1, byFigureId: 'abbey' }));
    state = applied(applyMatchEvent(state, { type: 'KO', side: 0, figureId: 'ashleigh' }));
    const outcome = matchOutcome(state);
    expect(outcome.scores).toEqual([
      {
        side: 0,
        points: 149,
        lines: [
          { kind: 'SURVIVOR', points: 53, figureId: 'lobster' },
          { kind: 'SURVIVOR', points: 30, figureId: 'saurian' },
          { kind: 'DEFEATED_ARCHENEMY', points: 66, figureId: 'kabuki' },
        ],
      },
      {
        side: 1,
        points: 68,
        lines: [
          { kind: 'MOST_DAMAGE_TO_SELF_DEFEATED', points: 14, figureId: 'ashleigh' },
          { kind: 'SURVIVOR', points: 54, figureId: 'abbey' },
        ],
      },
    ]);
    expect(outcome).toMatchObject({ winnerSide: 0, decidedBy: 'VICTORY_POINTS', over: false });
  });

  it('gives equal totals to the cheaper army, and ends when a player has no models left', () => {
    // 83 points (Lobster 53, Shi 30) against 89 (Kabuki 33, Arwyn 42, Ashleigh 14): each loses one.
    let state = created(
      [
        { figures: [fig('Lobster Johnston', 'lobster', 53), fig('Shi', 'shi', 30)] },
        { figures: [fig('Kabuki', 'kabuki', 33), fig('Arwyn', 'arwyn', 42), fig('Ashleigh', 'ashleigh', 14)] },
      ],
      100,
    );
    state = applied(applyMatchEvent(state, { type: 'KO', side: 0, figureId: 'kabuki', byFigureId: 'lobster' }));
    state = applied(applyMatchEvent(state, { type: 'KO', side: 1, figureId: 'shi', byFigureId: 'arwyn' }));
    const tied = matchOutcome(state);
    expect(tied.scores.map((s) => s.points)).toEqual([86, 86]);
    expect(tied.winnerSide).toBe(0);
    state = applied(applyMatchEvent(state, { type: 'KO', side: 1, figureId: 'lobster', byFigureId: 'arwyn' }));
    expect(state.over).toBe(true);
    expect(applyMatchEvent(state, { type: 'END_TURN', side: 0 })).toEqual({
      refusal: { code: 'MATCH_OVER', path: [], message: 'the match is over: nothing more can be applied' },
    });
  });
});

describe('HeroClix 2003 match: knockback and blocking terrain (seed 003, 4.6 and 5.3)', () => {
  const seed = readFileSync(join(__dirname, '../../seeds/003_a0c558593a3793fd.txt'), 'utf8');
  // Two plain 2003 dials: attack 9 against defense 16, damage 2 (a roll of 7 or more hits).
  const sides = (targetClick: Partial<DialClick> = {}): MatchSideSetup[] => [
    { figures: [fig('Kabuki', 'kabuki', 33), fig('Shi', 'shi', 30)] },
    { figures: [fig('Arwyn', 'arwyn', 42, { click: targetClick }), fig('Ashleigh', 'ashleigh', 14)] },
  ];
  const punch = (knockbackStop?: KnockbackStop, altitude?: Altitude): Extract<MatchEngineEvent, { type: 'ATTACK' }> => ({
    type: 'ATTACK',
    side: 0,
    figureId: 'kabuki',
    attackKind: 'CLOSE',
    targets: [{ figureId: 'arwyn', distance: 1, ...(knockbackStop ? { knockbackStop } : {}), ...(altitude ? { altitude } : {}) }],
  });
  const clicksAfter = (event: MatchEngineEvent, faces: number[], targetClick: Partial<DialClick> = {}) =>
    applied(applyMatchEvent(created(sides(targetClick), 100), event, forcedDice(faces))).figures.arwyn.dial.clicksTaken;

  it('finds the numbers in the seed text', () => {
    expect(seed).toMatch(/zastaví se na poli před blokujícím terénem \(koncem mapy\) a dostane 1 zranění navíc/);
    expect(seed).toMatch(/zchozen z vyvýšeného terénu zastaví se na prvním poli a dostane 2\s+zranění navíc/);
    expect(seed).toMatch(/Pokud model způsobí 3\s+zranění jedním útokem, je tento blokující terén zničen/);
  });

  it('doubles knock the target back: +1 at blocking terrain or the map edge, +2 off elevated terrain, none at another model', () => {
    expect(clicksAfter(punch(), [4, 4])).toBe(2);
    expect(clicksAfter(punch('BLOCKING_TERRAIN'), [4, 4])).toBe(3);
    expect(clicksAfter(punch('MAP_EDGE'), [4, 4])).toBe(3);
    expect(clicksAfter(punch('OFF_ELEVATED_TERRAIN'), [4, 4])).toBe(4);
    expect(clicksAfter(punch('FIGURE'), [4, 4])).toBe(2);
    // No doubles, no knockback: the table's stop changes nothing.
    expect(clicksAfter(punch('OFF_ELEVATED_TERRAIN'), [3, 4])).toBe(2);
    const result = applyMatchEvent(created(sides(), 100), punch('OFF_ELEVATED_TERRAIN'), forcedDice([4, 4]));
    expect(result).toMatchObject({ result: { attack: { targets: [{ damageDealt: 2, knockback: 2, knockbackDamage: 2 }] } } });
  });

  it('flying models take knockback damage only at the edge (soaring) or also at blocking terrain (hovering); Toughness reduces it', () => {
    expect(clicksAfter(punch('BLOCKING_TERRAIN', 'HOVERING'), [4, 4])).toBe(3);
    expect(clicksAfter(punch('OFF_ELEVATED_TERRAIN', 'HOVERING'), [4, 4])).toBe(2);
    // A soaring model is shot (a punch cannot reach it), from the ground at half range: 3 squares.
    const shotAtSoaring = (knockbackStop: KnockbackStop) => ({
      ...punch(knockbackStop, 'SOARING'),
      attackKind: 'RANGED' as const,
      targets: [{ figureId: 'arwyn', distance: 3, altitude: 'SOARING' as const, knockbackStop }],
    });
    expect(clicksAfter(shotAtSoaring('BLOCKING_TERRAIN'), [4, 4])).toBe(2);
    expect(clicksAfter(shotAtSoaring('MAP_EDGE'), [4, 4])).toBe(3);
    // Toughness: the punch's 2 becomes 1, the fall's 2 becomes 1.
    expect(clicksAfter(punch('OFF_ELEVATED_TERRAIN'), [4, 4], { defensePower: 'Toughness' })).toBe(2);
    expect(
      applyMatchEvent(
        created(sides(), 100),
        { ...punch(), targets: [{ figureId: 'arwyn', distance: 1, knockbackStop: 'WALL' as KnockbackStop }] },
        forcedDice([4, 4]),
      ),
    ).toEqual({
      refusal: { code: 'INVALID_FIELD', path: ['targets', '0', 'knockbackStop'], message: 'knockbackStop is not a value the table can give' },
    });
  });

  it('an attack on blocking terrain needs no roll; 3 damage destroys it, 2 does not; it is an action', () => {
    const strong: MatchSideSetup[] = [{ figures: [fig('Kabuki', 'kabuki', 33, { click: { damage: 3 } }), fig('Shi', 'shi', 30)] }, sides()[1]];
    let state = created(strong, 200);
    const terrain = (figureId: string, attackKind: 'CLOSE' | 'RANGED', distance: number): MatchEngineEvent => ({
      type: 'ATTACK_TERRAIN',
      side: 0,
      figureId,
      attackKind,
      distance,
    });
    expect(applyMatchEvent(state, terrain('kabuki', 'CLOSE', 2))).toEqual({
      refusal: { code: 'NOT_ADJACENT', path: ['distance'], message: 'the terrain is 2 squares away; the attack reaches 1' },
    });
    const destroyed = applyMatchEvent(state, terrain('kabuki', 'CLOSE', 1));
    expect(destroyed).toMatchObject({ result: { damage: 3, destroyed: true } });
    state = applied(destroyed);
    expect(state.sides[0].tallies.blockingTerrainDestroyed).toBe(1);
    expect(state.turn.actionsLeft).toBe(1);
    const standing = applyMatchEvent(state, terrain('shi', 'RANGED', 6));
    expect(standing).toMatchObject({ result: { damage: 2, destroyed: false } });
    expect(applied(standing).sides[0].tallies.blockingTerrainDestroyed).toBe(1);
    expect(applyMatchEvent(state, terrain('shi', 'RANGED', 7))).toMatchObject({ refusal: { code: 'OUT_OF_RANGE', path: ['distance'] } });
    const campaign = setupMatch('CLIX_CAMPAIGN', strong, { buildTotal: 200 });
    if ('refusal' in campaign) throw new Error('refused');
    expect(applyMatchEvent(campaign.state, terrain('kabuki', 'CLOSE', 1))).toEqual({
      refusal: { code: 'NOT_IN_RULESET', path: ['type'], message: 'CLIX_CAMPAIGN has no attacks on terrain' },
    });
  });
});
