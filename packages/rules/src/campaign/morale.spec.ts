import { moraleChecks, moraleFightOutcome } from './morale';
import { campaignSettings } from './settings';
import type { MoraleMember } from './types';

const member = (characterId: string, achievementPoints: number, achievementPointsBefore?: number): MoraleMember => ({
  characterId,
  achievementPoints,
  achievementPointsBefore,
});

describe('moraleChecks: disgruntled', () => {
  it('makes members with no AP quit when the leader reaches 10 AP before anyone else has 1', () => {
    const report = moraleChecks({ leaderId: 'lead', members: [member('lead', 10, 8), member('a', 0), member('b', -3)] });
    expect(report).toEqual({
      quits: [
        { characterId: 'a', reason: 'DISGRUNTLED', rejoinDefensePenalty: 3, message: 'the leader reached 10 AP while he had none: he feels unappreciated' },
        { characterId: 'b', reason: 'DISGRUNTLED', rejoinDefensePenalty: 3, message: 'the leader reached 10 AP while he had none: he feels unappreciated' },
      ],
      fights: [],
    });
  });

  it('does nothing when another member already has 1 AP (the seed’s "before anyone")', () => {
    const team = { leaderId: 'lead', members: [member('lead', 11, 9), member('a', 1), member('b', 0)] };
    expect(moraleChecks(team).quits).toEqual([]);
    const eachMember = campaignSettings({ morale: { disgruntledRule: 'EACH_MEMBER_WITHOUT_AP' } });
    expect(moraleChecks(team, eachMember).quits.map((q) => q.characterId)).toEqual(['b']);
  });

  it('fires only as the leader crosses 10, not for every later check', () => {
    expect(moraleChecks({ leaderId: 'lead', members: [member('lead', 14, 12), member('a', 0)] }).quits).toEqual([]);
    expect(moraleChecks({ leaderId: 'lead', members: [member('lead', 14), member('a', 0)] }).quits).toEqual([]);
    expect(moraleChecks({ leaderId: 'lead', members: [member('lead', 9, 5), member('a', 0)] }).quits).toEqual([]);
  });

  it('counts a member who earned AP and lost it as having got 1 AP before the leader reached 10', () => {
    const lostIt: MoraleMember = { characterId: 'a', achievementPoints: 0, everHadAchievementPoint: true };
    const team = { leaderId: 'lead', members: [member('lead', 10, 9), lostIt, member('b', 0)] };
    expect(moraleChecks(team).quits).toEqual([]);
    // Earned and lost within the match just played: his AP before it shows he had one.
    expect(moraleChecks({ leaderId: 'lead', members: [member('lead', 10, 9), member('a', 0, 1), member('b', 0)] }).quits).toEqual([]);
    // Told he never had one, he and the other member without AP quit.
    const never: MoraleMember = { characterId: 'a', achievementPoints: 0, everHadAchievementPoint: false };
    expect(moraleChecks({ leaderId: 'lead', members: [member('lead', 10, 9), never, member('b', 0)] }).quits.map((q) => q.characterId)).toEqual(['a', 'b']);
  });

  it('leaves a lone leader alone', () => {
    expect(moraleChecks({ leaderId: 'lead', members: [member('lead', 10, 0)] })).toEqual({ quits: [], fights: [] });
  });
});

describe('moraleChecks: depressed', () => {
  it('makes a member at −10 AP quit depressed, penalty +2', () => {
    const report = moraleChecks({ leaderId: 'lead', members: [member('lead', 3), member('a', -10), member('b', -9)] });
    expect(report.quits).toEqual([
      { characterId: 'a', reason: 'DEPRESSED', rejoinDefensePenalty: 2, message: 'at -10 AP he feels he is dragging the team down' },
    ]);
  });

  it('counts a member both depressed and without AP once, as depressed', () => {
    const report = moraleChecks({ leaderId: 'lead', members: [member('lead', 10, 9), member('a', -12)] });
    expect(report.quits.map((q) => [q.characterId, q.reason])).toEqual([['a', 'DEPRESSED']]);
  });

  it('lets the leader quit depressed unless the world exempts him', () => {
    const team = { leaderId: 'lead', members: [member('lead', -10), member('a', 0)] };
    expect(moraleChecks(team).quits.map((q) => q.characterId)).toEqual(['lead']);
    expect(moraleChecks(team, campaignSettings({ morale: { leaderCanQuitDepressed: false } })).quits).toEqual([]);
  });
});

describe('moraleChecks: rivalry and lost confidence', () => {
  it('starts a rivalry fight once everyone has 20 AP and one member has more than 15 over another', () => {
    const report = moraleChecks({ leaderId: 'lead', members: [member('lead', 30), member('a', 36), member('b', 20), member('c', 21)] });
    expect(report).toEqual({
      quits: [],
      fights: [{ kind: 'RIVALRY', resentfulId: 'b', rivalId: 'a', clicksToWin: 5 }],
    });
  });

  it('needs a gap of more than 15, and everyone at 20', () => {
    expect(moraleChecks({ leaderId: 'lead', members: [member('lead', 30), member('a', 35), member('b', 20)] }).fights).toEqual([]);
    expect(moraleChecks({ leaderId: 'lead', members: [member('lead', 19), member('a', 40), member('b', 20)] }).fights).toEqual([
      { kind: 'LOST_CONFIDENCE', challengerId: 'a', leaderId: 'lead', leaderAchievementPoints: 19, clicksToWin: 5 },
    ]);
  });

  it('orders rivalries by widest gap first, then the leader’s fights', () => {
    const report = moraleChecks({ leaderId: 'lead', members: [member('lead', 28), member('a', 45), member('b', 20), member('c', 25)] });
    expect(report.fights).toEqual([
      { kind: 'RIVALRY', resentfulId: 'b', rivalId: 'a', clicksToWin: 5 },
      { kind: 'RIVALRY', resentfulId: 'c', rivalId: 'a', clicksToWin: 5 },
      { kind: 'LOST_CONFIDENCE', challengerId: 'a', leaderId: 'lead', leaderAchievementPoints: 28, clicksToWin: 5 },
    ]);
  });

  it('starts a confidence fight at exactly 15 AP over the leader, whatever the others have', () => {
    const report = moraleChecks({ leaderId: 'lead', members: [member('lead', 2), member('a', 17), member('b', 16)] });
    expect(report.fights).toEqual([{ kind: 'LOST_CONFIDENCE', challengerId: 'a', leaderId: 'lead', leaderAchievementPoints: 2, clicksToWin: 5 }]);
  });

  it('leaves quitters out of the fights, and has no confidence fight without a leader', () => {
    const report = moraleChecks({ leaderId: 'lead', members: [member('lead', -10), member('a', 30), member('b', 5)] });
    expect(report.quits.map((q) => q.characterId)).toEqual(['lead']);
    expect(report.fights).toEqual([]);
  });

  it('throws when the leader is not among the members', () => {
    expect(() => moraleChecks({ leaderId: 'ghost', members: [member('a', 0)] })).toThrow(RangeError);
  });
});

describe('moraleFightOutcome', () => {
  const rivalry = { kind: 'RIVALRY' as const, resentfulId: 'b', rivalId: 'a', clicksToWin: 5 };
  const confidence = { kind: 'LOST_CONFIDENCE' as const, challengerId: 'a', leaderId: 'lead', leaderAchievementPoints: 19, clicksToWin: 5 };

  it('makes the loser of a rivalry quit, penalty +2', () => {
    expect(moraleFightOutcome(rivalry, 'a')).toEqual({
      ok: true,
      quit: { characterId: 'b', reason: 'RIVALRY', rejoinDefensePenalty: 2, message: 'lost the fight and quits over personal differences' },
      achievementPointsSet: null,
    });
    expect(moraleFightOutcome(rivalry, 'b')).toMatchObject({ quit: { characterId: 'a' } });
  });

  it('drops a beaten challenger to the leader’s AP, and a winning one quits, penalty +3', () => {
    expect(moraleFightOutcome(confidence, 'lead')).toEqual({ ok: true, quit: null, achievementPointsSet: { characterId: 'a', achievementPoints: 19 } });
    expect(moraleFightOutcome(confidence, 'a')).toEqual({
      ok: true,
      quit: { characterId: 'a', reason: 'LOST_CONFIDENCE', rejoinDefensePenalty: 3, message: 'beat the leader and no longer wants to follow him' },
      achievementPointsSet: null,
    });
  });

  it('refuses a winner who was not in the fight', () => {
    expect(moraleFightOutcome(rivalry, 'zed')).toMatchObject({ ok: false, reason: 'NOT_A_FIGHTER', message: 'zed is not in this fight (b vs a)' });
  });
});
