import { isRookieVersion, validateFoundingTeam } from './founding';
import { campaignSettings } from './settings';
import type { FoundingCandidate } from './types';

const rookie = (characterId: string, pointValue: number, powers: string[] = []): FoundingCandidate => ({
  characterId,
  name: characterId,
  rank: 'ROOKIE',
  pointValue,
  powers,
  teamAbility: 'X-Men',
});

describe('validateFoundingTeam', () => {
  it('enlists up to three Rookies, gives the first Leadership and sends the leftover HP to the reserve', () => {
    const result = validateFoundingTeam({
      founders: [rookie('cyclops', 40, ['Energy Explosion']), rookie('storm', 35, ['Leadership', 'Flurry']), rookie('beast', 20)],
    });
    expect(result).toEqual({
      ok: true,
      heroPointsSpent: 95,
      reserveHeroPoints: 5,
      cash: 1000,
      members: [
        {
          characterId: 'cyclops',
          name: 'cyclops',
          rank: 'ROOKIE',
          baseRank: 'ROOKIE',
          pointValue: 40,
          powers: ['Energy Explosion', 'Leadership'],
          isLeader: true,
          teamAbility: null,
        },
        { characterId: 'storm', name: 'storm', rank: 'ROOKIE', baseRank: 'ROOKIE', pointValue: 35, powers: ['Flurry'], isLeader: false, teamAbility: null },
        { characterId: 'beast', name: 'beast', rank: 'ROOKIE', baseRank: 'ROOKIE', pointValue: 20, powers: [], isLeader: false, teamAbility: null },
      ],
    });
  });

  it('gives a leader who already had Leadership only one copy of it', () => {
    const result = validateFoundingTeam({ founders: [rookie('cap', 50, ['LEADERSHIP', 'Toughness'])] });
    expect(result.ok && result.members[0].powers).toEqual(['Toughness', 'Leadership']);
    expect(result.ok && result.reserveHeroPoints).toBe(50);
  });

  it('spends exactly the whole budget, and 150 HP in a world of several-player teams', () => {
    expect(validateFoundingTeam({ founders: [rookie('a', 60), rookie('b', 40)] })).toMatchObject({ ok: true, reserveHeroPoints: 0 });
    const several = campaignSettings({ start: { teamsOfSeveralPlayers: true } });
    expect(validateFoundingTeam({ founders: [rookie('a', 60), rookie('b', 60)] }, several)).toMatchObject({ ok: true, reserveHeroPoints: 30 });
  });

  it('refuses founders over the Hero Point budget', () => {
    const result = validateFoundingTeam({ founders: [rookie('a', 60), rookie('b', 41)] });
    expect(result).toMatchObject({ ok: false, reason: 'INSUFFICIENT_HERO_POINTS' });
  });

  it('refuses a fourth founder', () => {
    const result = validateFoundingTeam({ founders: [rookie('a', 20), rookie('b', 20), rookie('c', 20), rookie('d', 20)] });
    expect(result).toMatchObject({ ok: false, reason: 'TOO_MANY_FOUNDERS' });
  });

  it('refuses an empty team', () => {
    expect(validateFoundingTeam({ founders: [] })).toMatchObject({ ok: false, reason: 'NO_FOUNDERS' });
  });

  it('refuses Experienced, Veteran and Unique versions, naming which founder', () => {
    const result = validateFoundingTeam({
      founders: [rookie('a', 20), { ...rookie('b', 20), rank: 'EXPERIENCED' }, { ...rookie('c', 20), rank: 'UNIQUE' }],
    });
    expect(!result.ok && result.problems.map((p) => [p.reason, p.memberIndex])).toEqual([
      ['NOT_ROOKIE', 1],
      ['NOT_ROOKIE', 2],
    ]);
    // The rank in words, as on the base, with its article: no stored code reaches a person.
    expect(!result.ok && result.problems.map((p) => p.message)).toEqual([
      'b is an Experienced version; founders must be Rookies (or a Unique cheaper than its Rookie)',
      'c is a Unique version; founders must be Rookies (or a Unique cheaper than its Rookie)',
    ]);
  });

  it('takes a Unique cheaper than its Rookie in the Rookie’s place, at Rookie rank', () => {
    const result = validateFoundingTeam({ founders: [{ ...rookie('cap', 45), rank: 'UNIQUE', rookiePointValue: 52 }] });
    expect(result.ok && result.members[0]).toMatchObject({ rank: 'ROOKIE', baseRank: 'UNIQUE', pointValue: 45 });
  });

  it('refuses a Battle Fury leader but takes a Battle Fury member', () => {
    const refused = validateFoundingTeam({ founders: [rookie('hulk', 40, ['Battle Fury']), rookie('a', 20)] });
    expect(refused).toMatchObject({ ok: false, reason: 'BATTLE_FURY_LEADER' });
    expect(!refused.ok && refused.problems[0].memberIndex).toBe(0);
    expect(validateFoundingTeam({ founders: [rookie('a', 20), rookie('hulk', 40, ['battle fury'])] })).toMatchObject({ ok: true });
  });

  it('refuses the same character twice unless the world allows duplicates', () => {
    const founders = [rookie('a', 20), rookie('a', 20)];
    expect(validateFoundingTeam({ founders })).toMatchObject({ ok: false, reason: 'DUPLICATE_MEMBER' });
    expect(validateFoundingTeam({ founders }, campaignSettings({ roster: { allowDuplicateMembers: true } }))).toMatchObject({ ok: true });
  });

  it('refuses a founder with no valid point value', () => {
    expect(validateFoundingTeam({ founders: [rookie('a', -5)] })).toMatchObject({ ok: false, reason: 'INVALID_POINT_VALUE' });
  });

  it('reports every problem at once, the first one up front', () => {
    const result = validateFoundingTeam({
      founders: [rookie('hulk', 60, ['Battle Fury']), { ...rookie('b', 30), rank: 'VETERAN' }, rookie('c', 10), rookie('d', 10)],
    });
    expect(!result.ok && result.reason).toBe('TOO_MANY_FOUNDERS');
    expect(!result.ok && result.problems.map((p) => p.reason)).toEqual(['TOO_MANY_FOUNDERS', 'NOT_ROOKIE', 'BATTLE_FURY_LEADER', 'INSUFFICIENT_HERO_POINTS']);
  });
});

describe('isRookieVersion', () => {
  it('accepts a Rookie, and a Unique only when cheaper than its Rookie', () => {
    expect(isRookieVersion({ rank: 'ROOKIE', pointValue: 50 })).toBe(true);
    expect(isRookieVersion({ rank: 'UNIQUE', pointValue: 50 })).toBe(false);
    expect(isRookieVersion({ rank: 'UNIQUE', pointValue: 50, rookiePointValue: 50 })).toBe(false);
    expect(isRookieVersion({ rank: 'UNIQUE', pointValue: 49, rookiePointValue: 50 })).toBe(true);
    expect(isRookieVersion({ rank: 'LIMITED_EDITION', pointValue: 10, rookiePointValue: 50 })).toBe(false);
  });
});
