import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ALPHA_ACTIONS_PER_TURN,
  ALPHA_KO_POINTS_TO_WIN,
  ALPHA_MINIMUM_STARTING_CHARACTERS,
  ALPHA_REINFORCEMENT_MARGIN,
  ALPHA_TEAM_POINT_LIMIT,
  type AlphaCharacter,
  alphaKoScore,
  eligibleReinforcements,
  validateAlphaTeam,
  validateReinforcementChoices,
} from './heroclix-alpha';

const seed = readFileSync(join(__dirname, '../../seeds/001_6df9c8286215b145.txt'), 'utf8');
const c = (id: string, pointValue: number): AlphaCharacter => ({ id, name: id, pointValue });

describe('HeroClix Alpha numbers (seed 001)', () => {
  it('match the rule sheet word for word', () => {
    expect(seed).toContain('each team consists of at least five starting characters with a combined point value of up to 250 points');
    expect(seed).toContain('Each turn you get three actions');
    expect(seed).toContain('The first player to 5 KO points wins!');
    expect(seed).toContain('a point value of no more than 10 points greater than the point value of the character that was KOd');
    expect([ALPHA_MINIMUM_STARTING_CHARACTERS, ALPHA_TEAM_POINT_LIMIT, ALPHA_ACTIONS_PER_TURN, ALPHA_KO_POINTS_TO_WIN, ALPHA_REINFORCEMENT_MARGIN]).toEqual([
      5, 250, 3, 5, 10,
    ]);
  });
});

describe('validateAlphaTeam', () => {
  it('accepts five characters for exactly 250 points', () => {
    expect(validateAlphaTeam([c('a', 50), c('b', 50), c('c', 50), c('d', 50), c('e', 50)])).toEqual({ ok: true, totalPoints: 250 });
  });

  it('refuses four characters, and 251 points', () => {
    expect(validateAlphaTeam([c('a', 10), c('b', 10), c('c', 10), c('d', 10)])).toEqual({
      ok: false,
      reason: 'TOO_FEW_CHARACTERS',
      message: 'a team needs at least 5 starting characters, this one has 4',
    });
    expect(validateAlphaTeam([c('a', 51), c('b', 50), c('c', 50), c('d', 50), c('e', 50)])).toMatchObject({ ok: false, reason: 'OVER_POINT_LIMIT' });
  });

  it('refuses bad point values and repeated ids, and takes the one-booster settings', () => {
    expect(validateAlphaTeam([c('a', -5)])).toMatchObject({ reason: 'INVALID_POINT_VALUE' });
    expect(validateAlphaTeam([c('a', 5), c('a', 5)])).toMatchObject({ reason: 'DUPLICATE_CHARACTER_ID' });
    expect(validateAlphaTeam([c('a', 30)], { minimumCharacters: 1, pointLimit: 1000 })).toEqual({ ok: true, totalPoints: 30 });
  });
});

describe('alphaKoScore', () => {
  it('gives 1 KO point per knockout and the game to the first player to reach 5', () => {
    const order = ['ann', 'bob', 'bob', 'ann', 'bob', 'ann', 'bob', 'ann', 'ann', 'bob', 'bob'];
    const score = alphaKoScore(
      ['ann', 'bob'],
      order.map((scoringPlayerId) => ({ scoringPlayerId })),
    );
    expect(score).toEqual({
      koPoints: [
        { playerId: 'ann', koPoints: 5 },
        { playerId: 'bob', koPoints: 6 },
      ],
      winnerId: 'ann',
      decidingKnockout: 8,
    });
    expect(alphaKoScore(['ann', 'bob'], [{ scoringPlayerId: 'bob' }]).winnerId).toBeNull();
  });
});

describe('reinforcements', () => {
  const reserves = [c('cheap', 20), c('fair', 40), c('dear', 41), c('ko', 30)];

  it('lets in only characters at most 10 points above the KOd one, the KOd one included', () => {
    expect(eligibleReinforcements(c('ko', 30), reserves).map((r) => r.id)).toEqual(['cheap', 'fair', 'ko']);
  });

  it('checks each choice and makes the choice compulsory while one fits', () => {
    expect(validateReinforcementChoices([c('ko', 30)], ['fair'], reserves)).toEqual({ ok: true, entering: [c('fair', 40)] });
    expect(validateReinforcementChoices([c('ko', 30)], ['dear'], reserves)).toEqual({
      ok: false,
      reason: 'REINFORCEMENT_TOO_EXPENSIVE',
      message: 'dear costs 41, more than 10 over ko (30)',
    });
    expect(validateReinforcementChoices([c('ko', 30)], [null], reserves)).toMatchObject({ reason: 'REINFORCEMENT_REQUIRED' });
    expect(validateReinforcementChoices([c('tiny', 5)], [null], reserves)).toEqual({ ok: true, entering: [] });
    expect(validateReinforcementChoices([c('a', 30), c('b', 10)], ['cheap', null], reserves)).toEqual({ ok: true, entering: [c('cheap', 20)] });
    expect(validateReinforcementChoices([c('a', 30), c('b', 30)], ['fair', 'fair'], reserves)).toMatchObject({ reason: 'REINFORCEMENT_CHOSEN_TWICE' });
    expect(validateReinforcementChoices([c('a', 30)], ['ghost'], reserves)).toMatchObject({ reason: 'NOT_A_REINFORCEMENT' });
    expect(validateReinforcementChoices([c('a', 30)], [], reserves)).toMatchObject({ reason: 'CHOICE_COUNT_MISMATCH' });
  });
});
