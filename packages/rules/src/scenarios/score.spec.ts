import fc from 'fast-check';

import { SCENARIOS } from '../catalogue/scenarios';
import { DEFAULT_SCORE_SETTINGS, scoreScenario, type MatchSummary, type ScenarioScore, type TeamMatchFacts } from './score';

/* Every expected value below is computed by hand from the scenario's printed scoring lines. */

const hero = (facts: Partial<TeamMatchFacts> = {}): TeamMatchFacts => ({ teamId: 'heroes', alignment: 'HERO', ...facts });
const villain: TeamMatchFacts = { teamId: 'villains', alignment: 'VILLAIN', enemyPointsKOd: 60, membersKOd: 1 };
const match = (...teams: TeamMatchFacts[]): MatchSummary => ({ roundsPlayed: 8, mapType: 'CITY', teams });

function scored(scenarioId: string, ...teams: TeamMatchFacts[]): ScenarioScore {
  const result = scoreScenario(scenarioId, match(...teams));
  if (!result.ok) throw new Error(`${result.reason}: ${result.message}`);
  return result;
}

/** [rule, quantity, points] of each line, for compact expectations. */
const lines = (score: ScenarioScore, team = 0) => score.teams[team]!.lines.map((line) => [line.rule, line.quantity, line.points]);
const total = (score: ScenarioScore, team = 0) => score.teams[team]!.total;

describe('scoreScenario', () => {
  it('Bank Robbery: foiling 10, 1 per full 10 points of villains KOed, -1 per hero KOed; villains get no lines', () => {
    const score = scored('BANK_ROBBERY', hero({ objectivesMet: ['ROBBERY_FOILED'], enemyPointsKOd: 47, membersKOd: 2 }), villain);
    expect(score.teams[0]).toEqual({
      teamId: 'heroes',
      lines: [
        { rule: 'ROBBERY_FOILED', label: 'Foiling the robbery', quantity: 1, points: 10, applied: true },
        { rule: 'ROBBERY_DISRUPTED', label: 'Disrupting the robbery', quantity: 0, points: 0, applied: false },
        { rule: 'VILLAINS_CAPTURED', label: 'Villains captured (KOed)', quantity: 47, points: 4, applied: true },
        { rule: 'HEROES_KOD', label: 'Heroes KOed', quantity: 2, points: -2, applied: true },
      ],
      total: 12,
    });
    expect(score.teams[1]).toEqual({ teamId: 'villains', lines: [], total: 0 });
  });

  it('Bank Robbery: disrupting pays 5, and not on top of foiling', () => {
    expect(total(scored('BANK_ROBBERY', hero({ objectivesMet: ['ROBBERY_DISRUPTED'] })))).toBe(5);
    expect(total(scored('BANK_ROBBERY', hero({ objectivesMet: ['ROBBERY_FOILED', 'ROBBERY_DISRUPTED'] })))).toBe(10);
  });

  it('Rescue the Hostages: hostage KOs by heroes cost 5 each but never take the total below 0', () => {
    const floored = scored(
      'RESCUE_THE_HOSTAGES',
      hero({ hostagesSaved: 1, hostagesKOdByTeam: 2, hostagesKOdByVillains: 1, enemyPointsKOdWithoutHostageKO: 25, enemyPointsKOd: 40 }),
    );
    // 5 + 0 + 0 + 2 = 7 before the floored line; -10 is cut to -7
    expect(lines(floored)).toEqual([
      ['HOSTAGES_SAVED', 1, 5],
      ['HOSTAGES_KOD_BY_HEROES', 2, -7],
      ['HOSTAGES_KOD_BY_VILLAINS', 1, 0],
      ['VILLAIN_ESCAPES_WITH_HOSTAGE', 0, 0],
      ['VILLAINS_KOD', 25, 2],
    ]);
    expect(floored.teams[0]!.lines[1]!.floored).toBe(true);
    expect(total(floored)).toBe(0);

    const unfloored = scored(
      'RESCUE_THE_HOSTAGES',
      hero({ hostagesSaved: 3, hostagesKOdByTeam: 1, hostagesTakenByVillains: 1, enemyPointsKOdWithoutHostageKO: 30 }),
    );
    // 15 - 5 (hero KO) + 0 - 5 (escape) + 3
    expect(lines(unfloored).map((l) => l[2])).toEqual([15, -5, 0, -5, 3]);
    expect(unfloored.teams[0]!.lines[1]!.floored).toBeUndefined();
    expect(total(unfloored)).toBe(8);
  });

  it('Rescue the Hostages: the unfloored escape line can still make the total negative', () => {
    expect(total(scored('RESCUE_THE_HOSTAGES', hero({ hostagesKOdByTeam: 1, hostagesTakenByVillains: 2 })))).toBe(-10);
  });

  it('Artifact recovery: 10 for the artifact, 1.5 per 10 points KOed (rounded down), -10 per character KOed', () => {
    const score = scored('ARTIFACT_RECOVERY', hero({ objectivesMet: ['ARTIFACT_RECOVERED'], enemyPointsKOd: 47, membersKOd: 1 }));
    expect(lines(score)).toEqual([
      ['ARTIFACT_RECOVERED', 1, 10],
      ['VILLAINS_KOD', 47, 6],
      ['CHARACTERS_KOD', 1, -10],
    ]);
    expect(total(score)).toBe(6);
    expect(total(scored('ARTIFACT_RECOVERY', hero({ enemyPointsKOd: 35 })))).toBe(4); // 3 x 1.5 = 4.5
  });

  it('Breakthrough: on a win 10 per rescuer, -10 per hero who did not try, 15 per 10 points KOed', () => {
    const win = scored('BREAKTHROUGH', hero({ scenarioOutcome: 'WON', membersRescuingInnocents: 2, membersNotAttempting: 1, enemyPointsKOd: 33 }));
    expect(lines(win)).toEqual([
      ['HEROES_RESCUING', 2, 20],
      ['HEROES_NOT_ATTEMPTING', 1, -10],
      ['VILLAINS_KOD', 33, 45],
    ]);
    expect(total(win)).toBe(55);
  });

  it('Breakthrough: no deduction and nothing for KOs on a loss', () => {
    const loss = scored('BREAKTHROUGH', hero({ scenarioOutcome: 'LOST', membersNotAttempting: 3, enemyPointsKOd: 33 }));
    expect(loss.teams[0]!.lines.map((l) => [l.rule, l.applied, l.points])).toEqual([
      ['HEROES_RESCUING', true, 0],
      ['HEROES_NOT_ATTEMPTING', false, 0],
      ['VILLAINS_KOD', false, 0],
    ]);
    expect(total(loss)).toBe(0);
  });

  it('Breakthrough and Disarm are decided by round 10', () => {
    expect(scoreScenario('BREAKTHROUGH', { roundsPlayed: 11, teams: [hero()] })).toMatchObject({ ok: false, reason: 'ROUNDS_EXCEED_LIMIT' });
    expect(scoreScenario('DISARM', { roundsPlayed: 10, teams: [hero()] })).toMatchObject({ ok: true });
    expect(scoreScenario('SAFE_HOUSE', { roundsPlayed: 25, teams: [hero()] })).toMatchObject({ ok: true });
  });

  it('Safe House: 15 for the snitch and 1.5 per 10 points KOed', () => {
    const score = scored('SAFE_HOUSE', hero({ objectivesMet: ['SNITCH_SAVED'], enemyPointsKOd: 55 }));
    expect(lines(score)).toEqual([
      ['SNITCH_SAVED', 1, 15],
      ['VILLAINS_KOD', 55, 7],
    ]);
    expect(total(score)).toBe(22);
  });

  it('Safe House: a world counting tens proportionally', () => {
    const result = scoreScenario('SAFE_HOUSE', match(hero({ enemyPointsKOd: 55 })), { perTenPoints: 'PROPORTIONAL' });
    expect(result.ok && result.teams[0]!.total).toBe(8); // 5.5 x 1.5 = 8.25
  });

  it('Disarm: 15 for the bomb, 1.5 per 10 points KOed, -1 per 10 points of heroes wounded by the bomb', () => {
    const score = scored('DISARM', hero({ objectivesMet: ['BOMB_DISARMED'], enemyPointsKOd: 20, ownPointsWoundedByBomb: 25 }));
    expect(lines(score)).toEqual([
      ['BOMB_DISARMED', 1, 15],
      ['VILLAINS_KOD', 20, 3],
      ['HEROES_WOUNDED_BY_BOMB', 25, -2],
    ]);
    expect(total(score)).toBe(16);
  });

  it('drops the fraction of a loss by default and rounds it down where the world says so', () => {
    // 25 points wounded counted proportionally: 2.5 tens x -1 = -2.5.
    const team = hero({ objectivesMet: ['BOMB_DISARMED'], ownPointsWoundedByBomb: 25 });
    const bomb = (result: ReturnType<typeof scoreScenario>) =>
      result.ok && result.teams[0]!.lines.find((line) => line.rule === 'HEROES_WOUNDED_BY_BOMB')!.points;
    expect(DEFAULT_SCORE_SETTINGS.lossRounding).toBe('TOWARD_ZERO');
    expect(bomb(scoreScenario('DISARM', match(team), { perTenPoints: 'PROPORTIONAL' }))).toBe(-2);
    expect(bomb(scoreScenario('DISARM', match(team), { perTenPoints: 'PROPORTIONAL', lossRounding: 'TOWARD_ZERO' }))).toBe(-2);
    expect(bomb(scoreScenario('DISARM', match(team), { perTenPoints: 'PROPORTIONAL', lossRounding: 'DOWN' }))).toBe(-3);
    // Rewards still round down, whatever the loss rounding: 5.5 x 1.5 = 8.25.
    const safe = scoreScenario('SAFE_HOUSE', match(hero({ enemyPointsKOd: 55 })), { perTenPoints: 'PROPORTIONAL', lossRounding: 'DOWN' });
    expect(safe.ok && safe.teams[0]!.total).toBe(8);
  });

  it('Prison Break: 1.5x the capture reward at 75% recaptured, 2x for all, none below', () => {
    const threeQuarters = scored('PRISON_BREAK', hero({ escapeesTotal: 8, escapeesRecaptured: 6, enemyPointsKOd: 90, membersKOd: 1 }));
    expect(threeQuarters.teams[0]!.lines).toEqual([
      { rule: 'ESCAPEES_RECAPTURED', label: 'Escapees re-captured (KOed)', quantity: 90, points: 20, applied: true, multiplier: 1.5 },
      { rule: 'HEROES_KOD', label: 'Heroes KOed', quantity: 1, points: -20, applied: true },
    ]); // 9 x 1.5 = 13.5, x 1.5 = 20.25
    expect(total(threeQuarters)).toBe(0);

    const all = scored('PRISON_BREAK', hero({ escapeesTotal: 8, escapeesRecaptured: 8, enemyPointsKOd: 90 }));
    expect(all.teams[0]!.lines[0]).toMatchObject({ points: 27, multiplier: 2 });

    const some = scored('PRISON_BREAK', hero({ escapeesTotal: 8, escapeesRecaptured: 5, enemyPointsKOd: 90 }));
    expect(some.teams[0]!.lines[0]).toEqual({ rule: 'ESCAPEES_RECAPTURED', label: 'Escapees re-captured (KOed)', quantity: 90, points: 13, applied: true });

    const noneEscaped = scored('PRISON_BREAK', hero({ enemyPointsKOd: 20 }));
    expect(noneEscaped.teams[0]!.lines[0]).toMatchObject({ points: 3 });
    expect(noneEscaped.teams[0]!.lines[0]!.multiplier).toBeUndefined();
    const noneRecaptured = scored('PRISON_BREAK', hero({ escapeesTotal: 4, enemyPointsKOd: 20 }));
    expect(noneRecaptured.teams[0]!.lines[0]).toEqual({
      rule: 'ESCAPEES_RECAPTURED',
      label: 'Escapees re-captured (KOed)',
      quantity: 20,
      points: 3,
      applied: true,
    });
  });

  it('Revenge: 2.5 per 10 points KOed, -20 per character KOed', () => {
    const score = scored('REVENGE', hero({ enemyPointsKOd: 64, membersKOd: 2 }));
    expect(lines(score)).toEqual([
      ['VILLAINS_KOD', 64, 15],
      ['CHARACTERS_KOD', 2, -40],
    ]);
    expect(total(score)).toBe(-25);
  });

  it('Escape from the Villain’s Lair: only an assisting team scores, and the freed team pays it 5', () => {
    const score = scored(
      'ESCAPE_FROM_THE_VILLAINS_LAIR',
      hero({ teamId: 'captives', objectivesMet: ['BROKEN_OUT_BY_ALLIES'], enemyPointsKOd: 40 }),
      hero({ teamId: 'helpers', assisting: true, objectivesMet: ['BROKE_OUT_CAPTIVES'], enemyPointsKOd: 40 }),
    );
    expect(lines(score, 0)).toEqual([
      ['VILLAINS_KOD', 40, 0],
      ['ASSISTANCE_FEE_RECEIVED', 0, 0],
      ['ASSISTANCE_FEE_PAID', 1, -5],
    ]);
    expect(total(score, 0)).toBe(-5);
    expect(lines(score, 1)).toEqual([
      ['VILLAINS_KOD', 40, 22],
      ['ASSISTANCE_FEE_RECEIVED', 1, 5],
      ['ASSISTANCE_FEE_PAID', 0, 0],
    ]);
    expect(total(score, 1)).toBe(27);
  });

  it('The Summoning: 35 for the portal, 5.5 per 10 points KOed, -10 per escaped monster to a minimum of 0', () => {
    const won = scored('THE_SUMMONING', hero({ objectivesMet: ['PORTAL_DESTROYED'], enemyPointsKOd: 48, monstersEscaped: 2 }));
    expect(lines(won)).toEqual([
      ['PORTAL_DESTROYED', 1, 35],
      ['OPPOSITION_KOD', 48, 22],
      ['MONSTERS_ESCAPED', 2, -20],
    ]);
    expect(total(won)).toBe(37);
    const overrun = scored('THE_SUMMONING', hero({ enemyPointsKOd: 10, monstersEscaped: 3 }));
    expect(lines(overrun)).toEqual([
      ['PORTAL_DESTROYED', 0, 0],
      ['OPPOSITION_KOD', 10, 5],
      ['MONSTERS_ESCAPED', 3, -5],
    ]);
    expect(total(overrun)).toBe(0);
    const nothing = scored('THE_SUMMONING', hero({ monstersEscaped: 4 }));
    expect(nothing.teams[0]!.lines[2]).toMatchObject({ points: 0, floored: true });
  });

  it('Vampire Lair: 4.5 per 10 points KOed, only on clearing the crypt', () => {
    const cleared = scored('VAMPIRE_LAIR', hero({ objectivesMet: ['CRYPT_CLEARED'], enemyPointsKOd: 75 }));
    expect(lines(cleared)).toEqual([['VAMPIRES_KOD', 75, 31]]);
    const notCleared = scored('VAMPIRE_LAIR', hero({ enemyPointsKOd: 75 }));
    expect(notCleared.teams[0]!.lines[0]).toMatchObject({ applied: false, points: 0 });
  });

  it('Vortex: 100 for destroying it, and 5.5 per 10 points KOed only then', () => {
    const destroyed = scored('VORTEX', hero({ objectivesMet: ['VORTEX_DESTROYED'], enemyPointsKOd: 30 }));
    expect(lines(destroyed)).toEqual([
      ['VORTEX_DESTROYED', 1, 100],
      ['VILLAINS_KOD', 30, 16],
    ]);
    expect(total(destroyed)).toBe(116);
    expect(total(scored('VORTEX', hero({ enemyPointsKOd: 30 })))).toBe(0);
  });

  it('refuses what cannot be scored, with a stable reason', () => {
    expect(scoreScenario('TEA_PARTY', match(hero()))).toMatchObject({ ok: false, reason: 'UNKNOWN_SCENARIO' });
    expect(scoreScenario('DISARM', { roundsPlayed: -1, teams: [] })).toMatchObject({ ok: false, reason: 'INVALID_ROUNDS' });
    expect(scoreScenario('DISARM', { roundsPlayed: 2.5, teams: [] })).toMatchObject({ ok: false, reason: 'INVALID_ROUNDS' });
    expect(scoreScenario('DISARM', match(hero(), hero()))).toMatchObject({ ok: false, reason: 'DUPLICATE_TEAM' });
    expect(scoreScenario('DISARM', match(hero({ enemyPointsKOd: -10 })))).toMatchObject({ ok: false, reason: 'INVALID_COUNT' });
    expect(scoreScenario('DISARM', match(hero({ membersKOd: 1.5 })))).toMatchObject({ ok: false, reason: 'INVALID_COUNT' });
    expect(scoreScenario('PRISON_BREAK', match(hero({ escapeesTotal: 3, escapeesRecaptured: 4 })))).toMatchObject({
      ok: false,
      reason: 'RECAPTURED_EXCEEDS_TOTAL',
    });
  });

  it('gives every hero team one line per rule, whole points, and a total that adds up', () => {
    const count = fc.nat(12);
    const facts = fc.record({
      membersKOd: count,
      hostagesSaved: count,
      hostagesKOdByTeam: count,
      hostagesKOdByVillains: count,
      hostagesTakenByVillains: count,
      membersRescuingInnocents: count,
      membersNotAttempting: count,
      monstersEscaped: count,
      enemyPointsKOd: fc.nat(400),
      enemyPointsKOdWithoutHostageKO: fc.nat(400),
      ownPointsWoundedByBomb: fc.nat(400),
      escapeesTotal: fc.integer({ min: 1, max: 12 }),
      escapeesShare: fc.double({ min: 0, max: 1, noNaN: true }),
      scenarioOutcome: fc.constantFrom('WON' as const, 'LOST' as const),
      assisting: fc.boolean(),
      objectivesMet: fc.subarray(['ROBBERY_FOILED', 'PORTAL_DESTROYED', 'CRYPT_CLEARED', 'VORTEX_DESTROYED', 'BROKE_OUT_CAPTIVES'] as const),
    });
    fc.assert(
      fc.property(fc.constantFrom(...SCENARIOS), facts, (scenario, { escapeesShare, ...f }) => {
        const team = hero({ ...f, escapeesRecaptured: Math.floor(escapeesShare * f.escapeesTotal) });
        const result = scoreScenario(scenario.id, { roundsPlayed: 5, teams: [team] });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const [score] = result.teams;
        expect(score!.lines.map((line) => line.rule)).toEqual(scenario.scoring.map((rule) => rule.rule));
        for (const line of score!.lines) expect(Number.isInteger(line.points)).toBe(true);
        expect(score!.total).toBe(score!.lines.reduce((sum, line) => sum + line.points, 0));
        if (scenario.id === 'THE_SUMMONING') expect(score!.total).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
