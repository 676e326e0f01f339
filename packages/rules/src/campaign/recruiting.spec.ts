import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { createDice, forcedDice } from '../dice/dice';
import { canRecruit, depressedCharacterSuitorOrder, pleaForMembership } from './recruiting';
import { campaignSettings } from './settings';
import type { RecruitInput } from './types';

const seed = readFileSync(join(__dirname, '../../seeds/000_16d4a23803d85603.txt'), 'utf8');

/** The seed's worked plea: an Experienced leader worth 68 with Attack 10, a target worth 103 with Defence 14. */
const sample = (overrides: Partial<RecruitInput> = {}): RecruitInput => ({
  teamId: 'force-of-justice',
  leader: { characterId: 'leader', rank: 'EXPERIENCED', pointValue: 68, attack: 10 },
  memberIds: ['leader', 'm2'],
  heroPoints: 500,
  target: { characterId: 'target', name: 'Target', rank: 'ROOKIE', pointValue: 103, defense: 14, status: 'FREE' },
  heroPointsForPlea: 50,
  ...overrides,
});

describe('pleaForMembership', () => {
  it("reproduces the seed's plea: Attack 10 + 1 for 50 HP + a roll of 4 + 3 = 18 beats Defence 14", () => {
    const example =
      /valued at (\d+)\. The targeted characters value is at (\d+),[\s\S]*?Attack is (\d+), versus the targeted character's Defence of (\d+)\.[\s\S]*?spends (\d+)HPs to raise his Attack to (\d+)\. He rolls a (\d+) \((\d) \+ (\d) on two dice\), making his Plea roll a total of (\d+)/.exec(
        seed,
      );
    expect(example?.slice(1).map(Number)).toEqual([68, 103, 10, 14, 50, 11, 7, 4, 3, 18]);

    const dice = forcedDice([4, 3]);
    const result = pleaForMembership(sample(), dice);
    expect(result).toEqual({
      ok: true,
      outcome: 'CONVINCED',
      joined: true,
      enlistRank: 'ROOKIE',
      roll: [4, 3],
      attackTotal: 18,
      defenseTarget: 14,
      heroPointsSpentOnPlea: 50,
      enlistCost: 103,
      heroPointsSpent: 153,
      pleaRecord: null,
      approachAgainAtLeaderLevel: null,
      neverApproachAgain: false,
      refusesToAssistTeam: false,
      diceState: { algorithm: 'forced', seed: '[4,3]', words: [], rolls: 2 },
    });
  });

  it('convinces on a total equal to the Defence, as an attack roll hits', () => {
    const result = pleaForMembership(sample({ heroPointsForPlea: 0 }), forcedDice([2, 2]));
    expect(result).toMatchObject({ ok: true, outcome: 'CONVINCED', attackTotal: 14, heroPointsSpent: 103 });
  });

  it('bars the leader until his next level after a failed plea, and the HP spent on it are gone', () => {
    const result = pleaForMembership(sample({ target: { ...sample().target, defense: 15 } }), forcedDice([1, 2]));
    expect(result).toMatchObject({
      ok: true,
      outcome: 'REFUSED',
      joined: false,
      attackTotal: 14,
      defenseTarget: 15,
      enlistCost: 0,
      heroPointsSpent: 50,
      pleaRecord: { leaderId: 'leader', leaderLevel: 2, outcome: 'REFUSED' },
      approachAgainAtLeaderLevel: 3,
      neverApproachAgain: false,
    });
  });

  it('refuses for good when the leader is already at his maximum level', () => {
    const veteran = sample({
      leader: { characterId: 'leader', rank: 'VETERAN', pointValue: 90, attack: 10 },
      target: { ...sample().target, defense: 15 },
    });
    const result = pleaForMembership(veteran, forcedDice([1, 2]));
    expect(result).toMatchObject({ outcome: 'REFUSED', approachAgainAtLeaderLevel: null, neverApproachAgain: true });
  });

  it('is insulted by a double 1 whatever the total, never to be approached or to assist the team', () => {
    const strong = sample({ leader: { characterId: 'leader', rank: 'EXPERIENCED', pointValue: 68, attack: 20 } });
    const result = pleaForMembership(strong, forcedDice([1, 1]));
    expect(result).toMatchObject({
      outcome: 'INSULTED',
      joined: false,
      attackTotal: 23,
      pleaRecord: { leaderId: 'leader', leaderLevel: 2, outcome: 'INSULTED' },
      approachAgainAtLeaderLevel: null,
      neverApproachAgain: true,
      refusesToAssistTeam: true,
    });
  });

  it('is convinced by a double 6 whatever the total, unless the world says otherwise', () => {
    const weak = sample({ target: { ...sample().target, defense: 30 } });
    expect(pleaForMembership(weak, forcedDice([6, 6]))).toMatchObject({ outcome: 'CONVINCED', attackTotal: 23 });
    const strict = campaignSettings({ recruiting: { doubleSixAlwaysConvinces: false } });
    expect(pleaForMembership(weak, forcedDice([6, 6]), strict)).toMatchObject({ outcome: 'REFUSED' });
  });

  it('lets a character worth less than the leader join without a roll or plea spend', () => {
    const cheap = sample({ target: { ...sample().target, pointValue: 67 } });
    const dice = forcedDice([]);
    expect(pleaForMembership(cheap, dice)).toMatchObject({
      ok: true,
      outcome: 'AUTO_JOINED',
      joined: true,
      roll: null,
      heroPointsSpentOnPlea: 0,
      enlistCost: 67,
      heroPointsSpent: 67,
      diceState: { rolls: 0 },
    });
  });

  it('needs a plea for a character worth exactly the leader', () => {
    const equal = sample({ heroPointsForPlea: 0, target: { ...sample().target, pointValue: 68 } });
    expect(pleaForMembership(equal, forcedDice([1, 2]))).toMatchObject({ outcome: 'REFUSED', roll: [1, 2], attackTotal: 13 });
  });

  it('adds the rejoin penalty to the Defence of a member who quit this team', () => {
    const quitter = sample({ target: { ...sample().target, quit: { teamId: 'force-of-justice', reason: 'DISGRUNTLED' } } });
    expect(pleaForMembership(quitter, forcedDice([4, 3]))).toMatchObject({ defenseTarget: 17, outcome: 'CONVINCED' });
    const depressed = sample({ target: { ...sample().target, quit: { teamId: 'force-of-justice', reason: 'DEPRESSED' } } });
    expect(pleaForMembership(depressed, forcedDice([2, 2]))).toMatchObject({ defenseTarget: 16, attackTotal: 15, outcome: 'REFUSED' });
  });

  it('gives another team +2 Attack for a depressed character, and nothing for other quitters', () => {
    const depressed = sample({ target: { ...sample().target, quit: { teamId: 'other', reason: 'DEPRESSED' } } });
    expect(pleaForMembership(depressed, forcedDice([1, 2]))).toMatchObject({ attackTotal: 16, defenseTarget: 14, outcome: 'CONVINCED' });
    const rival = sample({ target: { ...sample().target, quit: { teamId: 'other', reason: 'RIVALRY' } } });
    expect(pleaForMembership(rival, forcedDice([1, 2]))).toMatchObject({ attackTotal: 14, defenseTarget: 14 });
  });

  it('enlists a character who left a team at the rank he left at', () => {
    const returning = sample({ target: { ...sample().target, rank: 'EXPERIENCED', leftTeamAtRank: 'EXPERIENCED' } });
    expect(pleaForMembership(returning, forcedDice([4, 3]))).toMatchObject({ ok: true, enlistRank: 'EXPERIENCED' });
  });

  it('refuses any rank but the one a returning character left at (seed: "not at Rookie")', () => {
    expect(seed).toContain(
      'you enlist him at the level he was when he left. Therefore, if an Experienced Wolverine left a team, you enlist him at the Experienced level, not at Rookie.',
    );
    const leftExperienced = { ...sample().target, leftTeamAtRank: 'EXPERIENCED' as const };
    for (const [rank, words] of [
      ['ROOKIE', 'a Rookie'],
      ['VETERAN', 'a Veteran'],
    ] as const) {
      const refused = canRecruit(sample({ target: { ...leftExperienced, rank } }));
      expect(refused).toMatchObject({ ok: false, reason: 'WRONG_RETURN_RANK' });
      expect(!refused.ok && refused.message).toBe(`Target left a team as an Experienced and is enlisted at that rank, not as ${words}`);
    }
    expect(canRecruit(sample({ target: { ...leftExperienced, rank: 'EXPERIENCED' } }))).toMatchObject({ ok: true, enlistRank: 'EXPERIENCED' });
    const leftRookie = { ...sample().target, leftTeamAtRank: 'ROOKIE' as const };
    expect(canRecruit(sample({ target: { ...leftRookie, rank: 'ROOKIE' } }))).toMatchObject({ ok: true, enlistRank: 'ROOKIE' });
    expect(canRecruit(sample({ target: { ...leftRookie, rank: 'UNIQUE', rookiePointValue: 110 } }))).toMatchObject({ ok: true, enlistRank: 'ROOKIE' });
  });

  it('makes a member who quit this team plead even when he is worth less than the leader', () => {
    expect(seed).toContain(
      'You can try and talk him back to your team (using the same Plea of Membership rules as mentioned previous), but the disgruntled character adds +3 to his Defence.',
    );
    const cheapQuitter = sample({ target: { ...sample().target, pointValue: 40, quit: { teamId: 'force-of-justice', reason: 'DISGRUNTLED' } } });
    expect(canRecruit(cheapQuitter)).toMatchObject({ ok: true, autoJoins: false, heroPointsForPlea: 50, defensePenalty: 3 });
    const refused = pleaForMembership(cheapQuitter, forcedDice([2, 3]));
    expect(refused).toMatchObject({ ok: true, outcome: 'REFUSED', roll: [2, 3], attackTotal: 16, defenseTarget: 17, heroPointsSpent: 50, joined: false });
    const convinced = pleaForMembership(cheapQuitter, forcedDice([3, 3]));
    expect(convinced).toMatchObject({ outcome: 'CONVINCED', attackTotal: 17, heroPointsSpent: 90 });
    // A quitter from another team who is worth less still joins at once; so does this one where the world says so.
    const otherQuitter = sample({ target: { ...cheapQuitter.target, quit: { teamId: 'other', reason: 'DISGRUNTLED' } } });
    expect(pleaForMembership(otherQuitter, forcedDice([]))).toMatchObject({ outcome: 'AUTO_JOINED', heroPointsSpent: 40 });
    const lenient = campaignSettings({ recruiting: { quitterAlwaysPleads: false } });
    expect(pleaForMembership(cheapQuitter, forcedDice([]), lenient)).toMatchObject({ outcome: 'AUTO_JOINED', heroPointsSpent: 40 });
  });

  it('returns a refusal and rolls nothing when recruiting is not allowed', () => {
    const dice = forcedDice([4, 3]);
    const rookieLeader = sample({ leader: { characterId: 'leader', rank: 'ROOKIE', pointValue: 40, attack: 9 } });
    expect(pleaForMembership(rookieLeader, dice)).toMatchObject({ ok: false, reason: 'LEADER_NOT_EXPERIENCED' });
    expect(dice.state().rolls).toBe(0);
  });

  it('replays exactly from a seed and always returns what it rolled', () => {
    fc.assert(
      fc.property(fc.string(), (seedText) => {
        const first = pleaForMembership(sample(), createDice(seedText));
        const again = pleaForMembership(sample(), createDice(seedText));
        expect(again).toEqual(first);
        if (!first.ok || first.roll === null) throw new Error('expected a rolled plea');
        expect(first.attackTotal).toBe(11 + first.roll[0] + first.roll[1]);
        expect(first.diceState.rolls).toBe(2);
      }),
      { numRuns: 50 },
    );
  });
});

describe('canRecruit', () => {
  it('plans the seed example: a plea at +1 Attack, costing 50 + 103 HP', () => {
    expect(canRecruit(sample())).toEqual({
      ok: true,
      autoJoins: false,
      enlistRank: 'ROOKIE',
      enlistCost: 103,
      heroPointsForPlea: 50,
      attackBonus: 1,
      defensePenalty: 0,
      leaderLevel: 2,
    });
  });

  it('refuses under a Rookie leader', () => {
    const result = canRecruit(sample({ leader: { characterId: 'leader', rank: 'ROOKIE', pointValue: 40, attack: 9 } }));
    expect(result).toMatchObject({ ok: false, reason: 'LEADER_NOT_EXPERIENCED' });
  });

  it('accepts a Unique or limited-edition leader as at least Experienced', () => {
    expect(canRecruit(sample({ leader: { characterId: 'leader', rank: 'UNIQUE', pointValue: 68, attack: 10 } }))).toMatchObject({ ok: true });
  });

  it('refuses when the world caps the team and it is full', () => {
    const capped = campaignSettings({ roster: { maxTeamSize: 2 } });
    expect(canRecruit(sample(), capped)).toMatchObject({ ok: false, reason: 'TEAM_FULL' });
    expect(canRecruit(sample({ memberIds: ['leader'] }), capped)).toMatchObject({ ok: true });
  });

  it('refuses a character already on the team', () => {
    expect(canRecruit(sample({ memberIds: ['leader', 'target'] }))).toMatchObject({ ok: false, reason: 'ALREADY_MEMBER' });
  });

  it('refuses a dead, captured or enlisted character', () => {
    for (const status of ['DEAD', 'CAPTURED', 'ON_A_TEAM'] as const) {
      const result = canRecruit(sample({ target: { ...sample().target, status } }));
      expect(result).toMatchObject({ ok: false, reason: 'TARGET_UNAVAILABLE' });
    }
    const onTeam = canRecruit(sample({ target: { ...sample().target, status: 'ON_A_TEAM' } }));
    expect(!onTeam.ok && onTeam.message).toBe('Target cannot be enlisted: on a team');
  });

  it('refuses a version above Rookie for a new member, but takes a Unique cheaper than its Rookie', () => {
    expect(canRecruit(sample({ target: { ...sample().target, rank: 'VETERAN' } }))).toMatchObject({ ok: false, reason: 'NOT_ROOKIE' });
    expect(canRecruit(sample({ target: { ...sample().target, rank: 'EXPERIENCED', leftTeamAtRank: 'ROOKIE' } }))).toMatchObject({
      ok: false,
      reason: 'WRONG_RETURN_RANK',
    });
    const unique = canRecruit(sample({ target: { ...sample().target, rank: 'UNIQUE', rookiePointValue: 110 } }));
    expect(unique).toMatchObject({ ok: true, enlistRank: 'ROOKIE' });
  });

  it('refuses a character this team insulted, whoever leads it now', () => {
    const result = canRecruit(sample({ pleaHistory: [{ leaderId: 'old-leader', leaderLevel: 2, outcome: 'INSULTED' }] }));
    expect(result).toMatchObject({ ok: false, reason: 'TARGET_INSULTED' });
  });

  it('refuses the same leader at the level he failed at, and allows him one level up or another leader', () => {
    const history = [{ leaderId: 'leader', leaderLevel: 2, outcome: 'REFUSED' as const }];
    const refused = canRecruit(sample({ pleaHistory: history }));
    expect(refused).toMatchObject({ ok: false, reason: 'PLEA_REFUSED_AT_THIS_LEVEL' });
    expect(!refused.ok && refused.message).toBe('Target refused this leader; he may ask again once he reaches level 3');
    const veteran = { characterId: 'leader', rank: 'VETERAN' as const, pointValue: 90, attack: 11 };
    expect(canRecruit(sample({ pleaHistory: history, leader: veteran }))).toMatchObject({ ok: true });
    const newLeader = { ...sample().leader, characterId: 'someone-else' };
    expect(canRecruit(sample({ pleaHistory: history, leader: newLeader }))).toMatchObject({ ok: true });
  });

  it('keys the refused-plea bar to the team where the world says so, so a new leader cannot dodge it', () => {
    const history = [{ leaderId: 'old-leader', leaderLevel: 2, outcome: 'REFUSED' as const }];
    // The seed's words (the default): the bar is the refused leader's, so another leader may ask.
    expect(canRecruit(sample({ pleaHistory: history }))).toMatchObject({ ok: true });
    const perTeam = campaignSettings({ recruiting: { pleaBarPerTeam: true } });
    const refused = canRecruit(sample({ pleaHistory: history }), perTeam);
    expect(refused).toMatchObject({ ok: false, reason: 'PLEA_REFUSED_AT_THIS_LEVEL' });
    expect(!refused.ok && refused.message).toBe('Target refused this team; it may ask again once its leader reaches level 3');
    const veteran = { characterId: 'someone-else', rank: 'VETERAN' as const, pointValue: 90, attack: 11 };
    expect(canRecruit(sample({ pleaHistory: history, leader: veteran }), perTeam)).toMatchObject({ ok: true });
    const atMaximum = canRecruit(sample({ pleaHistory: [{ leaderId: 'old-leader', leaderLevel: 3, outcome: 'REFUSED' }] }), perTeam);
    expect(!atMaximum.ok && atMaximum.message).toBe("Target refused this team at its leader's maximum level and has no interest in the team");
  });

  it('tells a leader at his maximum level that the character has no interest', () => {
    const veteran = { characterId: 'leader', rank: 'VETERAN' as const, pointValue: 90, attack: 11 };
    const refused = canRecruit(sample({ leader: veteran, pleaHistory: [{ leaderId: 'leader', leaderLevel: 3, outcome: 'REFUSED' }] }));
    expect(!refused.ok && refused.message).toBe('Target refused this leader at his maximum level and has no interest in the team');
  });

  it('refuses plea spending that is not a whole number of 50s', () => {
    for (const heroPointsForPlea of [25, -50, 50.5]) {
      expect(canRecruit(sample({ heroPointsForPlea }))).toMatchObject({ ok: false, reason: 'PLEA_SPEND_INVALID' });
    }
    expect(canRecruit(sample({ heroPointsForPlea: 150 }))).toMatchObject({ ok: true, attackBonus: 3 });
    expect(canRecruit(sample({ heroPointsForPlea: undefined }))).toMatchObject({ ok: true, attackBonus: 0, heroPointsForPlea: 0 });
  });

  it('needs Hero Points for the plea and the new member’s points together', () => {
    expect(canRecruit(sample({ heroPoints: 152 }))).toMatchObject({ ok: false, reason: 'INSUFFICIENT_HERO_POINTS' });
    expect(canRecruit(sample({ heroPoints: 153 }))).toMatchObject({ ok: true });
    const cheap = sample({ heroPoints: 67, target: { ...sample().target, pointValue: 67 } });
    expect(canRecruit(cheap)).toMatchObject({ ok: true, autoJoins: true, heroPointsForPlea: 0 });
  });

  it('lists every problem, the first up front', () => {
    const result = canRecruit(
      sample({
        leader: { characterId: 'leader', rank: 'ROOKIE', pointValue: 40, attack: 9 },
        heroPoints: 0,
        target: { ...sample().target, status: 'DEAD' },
      }),
    );
    expect(!result.ok && result.problems.map((p) => p.reason)).toEqual(['LEADER_NOT_EXPERIENCED', 'TARGET_UNAVAILABLE', 'INSUFFICIENT_HERO_POINTS']);
  });
});

describe('depressedCharacterSuitorOrder', () => {
  it('puts the team with the lowest combined points first, keeping ties in order', () => {
    const order = depressedCharacterSuitorOrder([
      { teamId: 'a', combinedPointValue: 300 },
      { teamId: 'b', combinedPointValue: 150 },
      { teamId: 'c', combinedPointValue: 300 },
      { teamId: 'd', combinedPointValue: 90 },
    ]);
    expect(order.map((team) => team.teamId)).toEqual(['d', 'b', 'a', 'c']);
  });
});
