import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type HorrorClixKilledMonster, horrorClixActionsPerTurn, horrorClixScore, victimPoints } from './horrorclix';

const seed = readFileSync(join(__dirname, '../../seeds/004_96998b6b841789a8.txt'), 'utf8');

describe('HorrorClix actions (seed 004)', () => {
  it('gives 1 action per 100 points with 2 as the minimum, as the notes suggest', () => {
    expect(seed).toContain('vuorossa 1 action / 100 p (miniminä 2 lienee järkevää)');
    expect([100, 200, 300, 500, 250].map((total) => horrorClixActionsPerTurn(total))).toEqual([2, 2, 3, 5, 3]);
    expect(horrorClixActionsPerTurn(100, 1)).toBe(1);
    expect(() => horrorClixActionsPerTurn(0)).toThrow(RangeError);
  });
});

describe('horrorClixScore', () => {
  const killed = (
    monsterId: string,
    ownerId: string,
    pointValue: number,
    killedByPlayerId: string | null,
    extra: Partial<HorrorClixKilledMonster> = {},
  ): HorrorClixKilledMonster => ({
    monsterId,
    ownerId,
    pointValue,
    killedByPlayerId,
    diedInHourglassPhase: false,
    insaneOrPossessed: false,
    ...extra,
  });

  it('scores 5 points per victim per 100 points of build total', () => {
    expect(seed).toContain('victim = 5 p / 100 p');
    expect([100, 200, 300, 250].map(victimPoints)).toEqual([5, 10, 15, 13]);
  });

  it('scores killed monsters, nothing for hourglass, insane or possessed deaths, victims and plot twists', () => {
    const result = horrorClixScore({
      buildTotal: 300,
      players: [
        { playerId: 'aino', forceCost: 295, victimsKilled: 3, plotTwistPoints: 20 },
        { playerId: 'eero', forceCost: 300, victimsKilled: 1, plotTwistPoints: 0 },
      ],
      killedMonsters: [
        killed('werewolf', 'eero', 60, 'aino'),
        killed('zombie', 'eero', 25, 'aino', { diedInHourglassPhase: true }),
        killed('vampire', 'aino', 70, 'eero', { insaneOrPossessed: true }),
        killed('ghoul', 'aino', 40, 'eero'),
        killed('wraith', 'aino', 30, null),
      ],
    });
    expect(result).toEqual({
      ok: true,
      winnerId: 'aino',
      players: [
        {
          playerId: 'aino',
          forceCost: 295,
          total: 60 + 45 + 20,
          lines: [
            { kind: 'MONSTER_KILLED', monsterId: 'werewolf', points: 60 },
            { kind: 'MONSTER_KILLED_SCORES_NOTHING', monsterId: 'zombie', points: 0, why: 'HOURGLASS_PHASE' },
            { kind: 'VICTIMS', victims: 3, points: 45 },
            { kind: 'PLOT_TWISTS', points: 20 },
          ],
        },
        {
          playerId: 'eero',
          forceCost: 300,
          total: 40 + 15,
          lines: [
            { kind: 'MONSTER_KILLED_SCORES_NOTHING', monsterId: 'vampire', points: 0, why: 'INSANE_OR_POSSESSED' },
            { kind: 'MONSTER_KILLED', monsterId: 'ghoul', points: 40 },
            { kind: 'VICTIMS', victims: 1, points: 15 },
          ],
        },
      ],
    });
  });

  it('gives a tie to the cheaper force', () => {
    const result = horrorClixScore({
      buildTotal: 200,
      players: [
        { playerId: 'aino', forceCost: 200, victimsKilled: 1, plotTwistPoints: 0 },
        { playerId: 'eero', forceCost: 190, victimsKilled: 1, plotTwistPoints: 0 },
      ],
      killedMonsters: [],
    });
    expect(result.ok && result.winnerId).toBe('eero');
  });

  it('refuses results it cannot count', () => {
    const base = { buildTotal: 100, players: [{ playerId: 'a', forceCost: 100, victimsKilled: 0, plotTwistPoints: 0 }], killedMonsters: [] };
    const reason = (r: ReturnType<typeof horrorClixScore>) => (r.ok ? 'ok' : r.reason);
    expect(reason(horrorClixScore({ ...base, buildTotal: 0 }))).toBe('INVALID_BUILD_TOTAL');
    expect(reason(horrorClixScore({ ...base, players: [base.players[0], base.players[0]] }))).toBe('DUPLICATE_PLAYER');
    expect(reason(horrorClixScore({ ...base, players: [{ ...base.players[0], victimsKilled: -1 }] }))).toBe('INVALID_COUNT');
    expect(reason(horrorClixScore({ ...base, killedMonsters: [killed('m', 'x', 1, 'a')] }))).toBe('UNKNOWN_PLAYER');
    expect(reason(horrorClixScore({ ...base, killedMonsters: [killed('m', 'a', 1, 'x')] }))).toBe('UNKNOWN_PLAYER');
  });
});
