import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  type Heroclix2003Model,
  type MatchModel2003,
  actionsPerTurn,
  areArchenemies,
  validateArmy,
  victoryPoints,
  winnerByPointsThenCheaperArmy,
} from './heroclix-2003';

const model = (
  id: string,
  name: string,
  pointValue: number,
  rank: Heroclix2003Model['rank'] = 'ROOKIE',
  archenemyColour: string | null = null,
): Heroclix2003Model => ({
  id,
  name,
  pointValue,
  rank,
  archenemyColour,
});

describe('validateArmy (seed 003, section 1.1)', () => {
  it("accepts Anita's worked example: 53 + 30 + 14 = 97 fits a 100-point build total", () => {
    const anita = [
      model('lobster', 'Lobster Johnson', 53, 'EXPERIENCED'),
      model('saurian', 'Saurian Trooper', 30, 'VETERAN'),
      model('ashleigh', 'Ashleigh', 14, 'ROOKIE'),
    ];
    expect(validateArmy(anita, 100)).toEqual({ ok: true, totalPoints: 97, pointsLeft: 3 });
  });

  it("accepts Jeff's 200-point army (54 + 41 + 33 + 42 + 30) and refuses a second copy of the unique Abbey Chase", () => {
    const jeff = [
      model('abbey-u', 'Abbey Chase', 54, 'UNIQUE'),
      model('abbey-e', 'Abbey Chase', 41, 'EXPERIENCED'),
      model('kabuki', 'Kabuki', 33, 'ROOKIE'),
      model('arwyn', 'Arwyn', 42, 'VETERAN'),
      model('shi', 'Shi', 30, 'ROOKIE'),
    ];
    expect(validateArmy(jeff, 200)).toEqual({ ok: true, totalPoints: 200, pointsLeft: 0 });

    const twoUniques = [model('abbey-u', 'Abbey Chase', 54, 'UNIQUE'), model('abbey-u2', 'Abbey Chase', 54, 'UNIQUE'), ...jeff.slice(2, 4)];
    const refused = validateArmy(twoUniques, 200);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.reason).toBe('DUPLICATE_UNIQUE');
    expect(refused.problems).toEqual([
      { reason: 'DUPLICATE_UNIQUE', message: 'Abbey Chase is unique: one army may not hold two copies', modelIds: ['abbey-u', 'abbey-u2'] },
    ]);
  });

  it('counts limited editions as unique, but lets two copies of a common figure in', () => {
    const le = validateArmy([model('a', 'Rasputin', 60, 'LIMITED_EDITION'), model('b', 'rasputin ', 60, 'UNIQUE')], 200);
    expect(le.ok === false && le.reason).toBe('DUPLICATE_UNIQUE');
    expect(validateArmy([model('a', 'Thug', 10), model('b', 'Thug', 10)], 100).ok).toBe(true);
  });

  it('refuses one point over the build total', () => {
    const refused = validateArmy([model('a', 'A', 60), model('b', 'B', 41)], 100);
    expect(refused).toMatchObject({ ok: false, reason: 'OVER_BUILD_TOTAL', message: 'the army costs 101 points, over the build total of 100' });
  });

  it('refuses archenemies (same non-black base colour), but not same-named models or black bases', () => {
    const refused = validateArmy([model('h', 'Hellboy', 50, 'UNIQUE', 'Red'), model('r', 'Rasputin', 45, 'UNIQUE', 'red')], 100);
    expect(refused).toMatchObject({ ok: false, reason: 'ARCHENEMIES_IN_ARMY' });
    expect(validateArmy([model('h1', 'Hellboy', 50, 'VETERAN', 'red'), model('h2', 'Hellboy', 40, 'ROOKIE', 'red')], 100).ok).toBe(true);
    expect(validateArmy([model('a', 'A', 10, 'ROOKIE', 'black'), model('b', 'B', 10, 'ROOKIE', 'Black')], 100).ok).toBe(true);
    expect(areArchenemies({ name: 'A', archenemyColour: null }, { name: 'B', archenemyColour: null })).toBe(false);
    expect(areArchenemies({ name: 'A', archenemyColour: 'blue' }, { name: 'B', archenemyColour: 'red' })).toBe(false);
  });

  it('refuses bad numbers and repeated ids, listing every problem', () => {
    const refused = validateArmy([model('a', 'A', -1), model('a', 'B', 2.5)], 0);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.reason).toBe('INVALID_BUILD_TOTAL');
    expect(refused.problems.map((p) => p.reason)).toEqual(['INVALID_BUILD_TOTAL', 'INVALID_POINT_VALUE', 'INVALID_POINT_VALUE', 'DUPLICATE_MODEL_ID']);
    const twiceAndTooDear = validateArmy([model('a', 'A', 60), model('a', 'B', 60)], 100);
    expect(twiceAndTooDear.ok === false && twiceAndTooDear.problems.map((p) => p.reason)).toEqual(['DUPLICATE_MODEL_ID', 'OVER_BUILD_TOTAL']);
  });

  it('accepts exactly the armies whose total is within the limit (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(120), { maxLength: 8 }), fc.integer({ min: 1, max: 600 }), (values, buildTotal) => {
        const army = values.map((v, i) => model(`m${i}`, `Figure ${i}`, v));
        const total = values.reduce((s, v) => s + v, 0);
        expect(validateArmy(army, buildTotal).ok).toBe(total <= buildTotal);
      }),
    );
  });
});

describe('actionsPerTurn', () => {
  it('gives one action per started 100 points: 100 → 1, 200 → 2, 500 → 5', () => {
    expect([100, 200, 500].map(actionsPerTurn)).toEqual([1, 2, 5]);
    expect([1, 99, 101, 150, 300, 301].map(actionsPerTurn)).toEqual([1, 1, 2, 2, 3, 4]);
  });

  it('throws for a build total no army can have', () => {
    expect(() => actionsPerTurn(0)).toThrow(RangeError);
    expect(() => actionsPerTurn(99.5)).toThrow(RangeError);
  });
});

describe('victoryPoints (seed 003, section 9)', () => {
  const players = [
    { playerId: 'anita', armyCost: 97 },
    { playerId: 'jeff', armyCost: 100 },
  ];
  const m = (
    modelId: string,
    ownerId: string,
    pointValue: number,
    fate: MatchModel2003['fate'],
    archenemyColour: string | null = null,
    name = modelId,
  ): MatchModel2003 => ({
    modelId,
    ownerId,
    name,
    pointValue,
    archenemyColour,
    fate,
  });

  it('scores defeated enemies, doubled for an archenemy, and own survivors', () => {
    const result = victoryPoints({
      players,
      models: [
        m('hellboy', 'anita', 50, { kind: 'SURVIVED' }, 'red'),
        m('ashleigh', 'anita', 14, { kind: 'DEFEATED_BY_MODEL', byModelId: 'kabuki' }),
        m('rasputin', 'jeff', 45, { kind: 'DEFEATED_BY_MODEL', byModelId: 'hellboy' }, 'red'),
        m('kabuki', 'jeff', 33, { kind: 'DEFEATED_BY_MODEL', byModelId: 'hellboy' }),
        m('shi', 'jeff', 30, { kind: 'SURVIVED' }),
      ],
    });
    expect(result).toEqual({
      ok: true,
      winnerId: 'anita',
      winningTeamId: 'anita',
      teams: [
        { teamId: 'anita', playerIds: ['anita'], armyCost: 97, total: 173 },
        { teamId: 'jeff', playerIds: ['jeff'], armyCost: 100, total: 44 },
      ],
      players: [
        {
          playerId: 'anita',
          armyCost: 97,
          total: 50 + 90 + 33,
          lines: [
            { kind: 'SURVIVOR', modelId: 'hellboy', points: 50 },
            { kind: 'DEFEATED_ARCHENEMY', modelId: 'rasputin', points: 90 },
            { kind: 'DEFEATED_ENEMY', modelId: 'kabuki', points: 33 },
          ],
        },
        {
          playerId: 'jeff',
          armyCost: 100,
          total: 14 + 30,
          lines: [
            { kind: 'DEFEATED_ENEMY', modelId: 'ashleigh', points: 14 },
            { kind: 'SURVIVOR', modelId: 'shi', points: 30 },
          ],
        },
      ],
    });
  });

  it('gives a pushed-to-death model to the opponent who damaged it most, else splits it among all opponents (rounding up by default)', () => {
    const three = [...players, { playerId: 'mike', armyCost: 100 }];
    const result = victoryPoints({
      players: three,
      models: [
        m('pushed', 'anita', 40, {
          kind: 'DEFEATED_BY_PUSHING_OR_OWN_POWER',
          damageByPlayer: [
            { playerId: 'jeff', damage: 1 },
            { playerId: 'mike', damage: 2 },
            { playerId: 'anita', damage: 5 },
          ],
        }),
        m('untouched', 'jeff', 35, { kind: 'DEFEATED_BY_PUSHING_OR_OWN_POWER', damageByPlayer: [] }),
        m('even', 'mike', 21, {
          kind: 'DEFEATED_BY_PUSHING_OR_OWN_POWER',
          damageByPlayer: [
            { playerId: 'anita', damage: 2 },
            { playerId: 'jeff', damage: 2 },
          ],
        }),
      ],
    });
    if (!result.ok) throw new Error(result.message);
    const lines = Object.fromEntries(result.players.map((p) => [p.playerId, p.lines]));
    expect(lines).toEqual({
      anita: [
        { kind: 'SHARE_OF_SELF_DEFEATED', modelId: 'untouched', points: 18 },
        { kind: 'SHARE_OF_SELF_DEFEATED', modelId: 'even', points: 11 },
      ],
      jeff: [{ kind: 'SHARE_OF_SELF_DEFEATED', modelId: 'even', points: 11 }],
      mike: [
        { kind: 'MOST_DAMAGE_TO_SELF_DEFEATED', modelId: 'pushed', points: 40 },
        { kind: 'SHARE_OF_SELF_DEFEATED', modelId: 'untouched', points: 18 },
      ],
    });
    expect(result.winnerId).toBe('mike');
    const down = victoryPoints(
      { players: three, models: [m('untouched', 'jeff', 35, { kind: 'DEFEATED_BY_PUSHING_OR_OWN_POWER', damageByPlayer: [] })] },
      { shareRounding: 'DOWN' },
    );
    expect(down.ok && down.players.map((p) => p.total)).toEqual([17, 0, 17]);
  });

  it('breaks a tie in favour of the cheaper army, and names no winner when costs are equal too', () => {
    const tie = victoryPoints({ players, models: [m('a', 'anita', 30, { kind: 'SURVIVED' }), m('j', 'jeff', 30, { kind: 'SURVIVED' })] });
    expect(tie.ok && tie.winnerId).toBe('anita');
    expect(
      winnerByPointsThenCheaperArmy([
        { playerId: 'x', points: 5, armyCost: 100 },
        { playerId: 'y', points: 5, armyCost: 100 },
      ]),
    ).toBeNull();
    expect(winnerByPointsThenCheaperArmy([])).toBeNull();
    expect(
      winnerByPointsThenCheaperArmy([
        { playerId: 'x', points: 5, armyCost: 300 },
        { playerId: 'y', points: 4, armyCost: 100 },
      ]),
    ).toBe('x');
  });

  it('refuses results it cannot count', () => {
    const bad = (models: MatchModel2003[], ps = players) => {
      const r = victoryPoints({ players: ps, models });
      return r.ok ? 'ok' : r.reason;
    };
    expect(bad([], [players[0], players[0]])).toBe('DUPLICATE_PLAYER');
    expect(bad([m('a', 'nobody', 1, { kind: 'SURVIVED' })])).toBe('UNKNOWN_PLAYER');
    expect(bad([m('a', 'anita', 1, { kind: 'SURVIVED' }), m('a', 'anita', 1, { kind: 'SURVIVED' })])).toBe('DUPLICATE_MODEL');
    expect(bad([m('a', 'anita', 1, { kind: 'DEFEATED_BY_MODEL', byModelId: 'ghost' })])).toBe('UNKNOWN_MODEL');
    expect(bad([m('a', 'anita', 1, { kind: 'DEFEATED_BY_MODEL', byModelId: 'b' }), m('b', 'anita', 1, { kind: 'SURVIVED' })])).toBe('DEFEATED_BY_FRIEND');
    expect(bad([m('a', 'anita', 1, { kind: 'DEFEATED_BY_PUSHING_OR_OWN_POWER', damageByPlayer: [{ playerId: 'ghost', damage: 1 }] })])).toBe('UNKNOWN_PLAYER');
  });

  it('lets a world give a most-damage tie to all opponents instead of the tied ones', () => {
    const three = [...players, { playerId: 'mike', armyCost: 100 }];
    const four = [...three, { playerId: 'zoe', armyCost: 100 }];
    const tiedOfThree = m('even', 'mike', 21, {
      kind: 'DEFEATED_BY_PUSHING_OR_OWN_POWER',
      damageByPlayer: [
        { playerId: 'anita', damage: 2 },
        { playerId: 'jeff', damage: 2 },
      ],
    });
    const byTied = victoryPoints({ players: four, models: [tiedOfThree] });
    const byAll = victoryPoints({ players: four, models: [tiedOfThree] }, { mostDamageTie: 'SPLIT_AMONG_ALL_OPPONENTS' });
    expect(byTied.ok && byTied.players.map((p) => p.total)).toEqual([11, 11, 0, 0]);
    expect(byAll.ok && byAll.players.map((p) => [p.total, p.lines.map((l) => l.kind)])).toEqual([
      [7, ['SHARE_OF_SELF_DEFEATED']],
      [7, ['SHARE_OF_SELF_DEFEATED']],
      [0, []],
      [7, ['SHARE_OF_SELF_DEFEATED']],
    ]);
  });

  it('refuses point values, army costs and damage that are not whole numbers ≥ 0', () => {
    const reason = (r: ReturnType<typeof victoryPoints>) => (r.ok ? 'ok' : r.reason);
    for (const pointValue of [-1, 2.5, Number.NaN]) {
      expect(reason(victoryPoints({ players, models: [m('a', 'anita', pointValue, { kind: 'SURVIVED' })] }))).toBe('INVALID_POINT_VALUE');
    }
    expect(reason(victoryPoints({ players: [{ playerId: 'anita', armyCost: -3 }], models: [] }))).toBe('INVALID_POINT_VALUE');
    expect(reason(victoryPoints({ players: [{ playerId: 'anita', armyCost: 99.5 }], models: [] }))).toBe('INVALID_POINT_VALUE');
    const negativeDamage = m('a', 'anita', 10, { kind: 'DEFEATED_BY_PUSHING_OR_OWN_POWER', damageByPlayer: [{ playerId: 'jeff', damage: -2 }] });
    expect(reason(victoryPoints({ players, models: [negativeDamage] }))).toBe('INVALID_DAMAGE');
    expect(reason(victoryPoints({ players, models: [m('a', 'anita', 0, { kind: 'SURVIVED' })] }))).toBe('ok');
  });

  it('never loses a point: survivors plus defeats add up to every model once (doubling aside), in a two-player game', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.nat(100), fc.boolean()), { minLength: 1, maxLength: 10 }), (specs) => {
        const models = specs.map(([anitas, points, survived], i) =>
          m(`m${i}`, anitas ? 'anita' : 'jeff', points, survived ? { kind: 'SURVIVED' } : { kind: 'DEFEATED_BY_PUSHING_OR_OWN_POWER', damageByPlayer: [] }),
        );
        const result = victoryPoints({ players, models });
        if (!result.ok) throw new Error(result.message);
        expect(result.players.reduce((s, p) => s + p.total, 0)).toBe(specs.reduce((s, [, points]) => s + points, 0));
      }),
    );
  });
});

describe('victoryPoints in a team game (seed 003, sections 2.4 and 9)', () => {
  const seed = readFileSync(join(__dirname, '../../seeds/003_a0c558593a3793fd.txt'), 'utf8');
  // Anita and Beth against Carl and Dana.
  const players = [
    { playerId: 'anita', armyCost: 100, teamId: 'red' },
    { playerId: 'carl', armyCost: 90, teamId: 'blue' },
    { playerId: 'beth', armyCost: 95, teamId: 'red' },
    { playerId: 'dana', armyCost: 100, teamId: 'blue' },
  ];
  const m = (modelId: string, ownerId: string, pointValue: number, fate: MatchModel2003['fate']): MatchModel2003 => ({
    modelId,
    ownerId,
    name: modelId,
    pointValue,
    archenemyColour: null,
    fate,
  });

  it('quotes the rules it follows', () => {
    expect(seed).toContain('Pokud se hrálo na týmy, vítězné body hráčů tvořících tým se sčítají.');
    expect(seed).toContain('Přátelské modely, jsou modely které kontrolujete vy, nebo váš týmový spoluhráč.');
  });

  it("sums teammates' points and never gives a pushed model's points to its owner's teammate", () => {
    const result = victoryPoints({
      players,
      models: [
        m('a1', 'anita', 40, { kind: 'SURVIVED' }),
        m('b1', 'beth', 30, { kind: 'DEFEATED_BY_MODEL', byModelId: 'c1' }),
        m('c1', 'carl', 50, { kind: 'DEFEATED_BY_MODEL', byModelId: 'a1' }),
        // Beth dealt it the most damage, but she is Anita's teammate: Dana, the only opponent who hurt it, takes it.
        m('a2', 'anita', 20, {
          kind: 'DEFEATED_BY_PUSHING_OR_OWN_POWER',
          damageByPlayer: [
            { playerId: 'beth', damage: 3 },
            { playerId: 'dana', damage: 1 },
          ],
        }),
        // Nobody hurt it: it is split between the two opponents, not among all three other players.
        m('d1', 'dana', 25, { kind: 'DEFEATED_BY_PUSHING_OR_OWN_POWER', damageByPlayer: [{ playerId: 'carl', damage: 2 }] }),
      ],
    });
    if (!result.ok) throw new Error(result.message);
    expect(Object.fromEntries(result.players.map((p) => [p.playerId, p.lines]))).toEqual({
      anita: [
        { kind: 'SURVIVOR', modelId: 'a1', points: 40 },
        { kind: 'DEFEATED_ENEMY', modelId: 'c1', points: 50 },
        { kind: 'SHARE_OF_SELF_DEFEATED', modelId: 'd1', points: 13 },
      ],
      carl: [{ kind: 'DEFEATED_ENEMY', modelId: 'b1', points: 30 }],
      beth: [{ kind: 'SHARE_OF_SELF_DEFEATED', modelId: 'd1', points: 13 }],
      dana: [{ kind: 'MOST_DAMAGE_TO_SELF_DEFEATED', modelId: 'a2', points: 20 }],
    });
    expect(result.teams).toEqual([
      { teamId: 'red', playerIds: ['anita', 'beth'], armyCost: 195, total: 40 + 50 + 13 + 13 },
      { teamId: 'blue', playerIds: ['carl', 'dana'], armyCost: 190, total: 30 + 20 },
    ]);
    expect(result.winningTeamId).toBe('red');
    expect(result.winnerId).toBeNull();
  });

  it('breaks a tie between teams by the cheaper combined army', () => {
    const tie = victoryPoints({
      players,
      models: [m('a1', 'anita', 30, { kind: 'SURVIVED' }), m('b1', 'beth', 30, { kind: 'SURVIVED' }), m('c1', 'carl', 60, { kind: 'SURVIVED' })],
    });
    // Red 60 and blue 60 points; blue's armies cost 190 together, red's 195.
    expect(tie.ok && [tie.winningTeamId, tie.winnerId]).toEqual(['blue', null]);
    const even = victoryPoints({
      players: players.map((p) => ({ ...p, armyCost: 100 })),
      models: [m('a1', 'anita', 30, { kind: 'SURVIVED' }), m('c1', 'carl', 30, { kind: 'SURVIVED' })],
    });
    expect(even.ok && even.winningTeamId).toBeNull();
  });

  it("refuses a model defeated by a teammate's model", () => {
    const result = victoryPoints({
      players,
      models: [m('a1', 'anita', 30, { kind: 'DEFEATED_BY_MODEL', byModelId: 'b1' }), m('b1', 'beth', 30, { kind: 'SURVIVED' })],
    });
    expect(result).toMatchObject({ ok: false, reason: 'DEFEATED_BY_FRIEND' });
  });

  it('refuses a team id that is the id of a player on another side', () => {
    const clash = victoryPoints({
      players: [
        { playerId: 'anita', armyCost: 100, teamId: 'carl' },
        { playerId: 'carl', armyCost: 100 },
      ],
      models: [],
    });
    expect(clash).toMatchObject({ ok: false, reason: 'TEAM_ID_CLASH' });
    const own = victoryPoints({
      players: [
        { playerId: 'anita', armyCost: 100, teamId: 'anita' },
        { playerId: 'carl', armyCost: 90 },
      ],
      models: [],
    });
    expect(own.ok && [own.winningTeamId, own.winnerId]).toEqual(['carl', 'carl']);
  });
});
