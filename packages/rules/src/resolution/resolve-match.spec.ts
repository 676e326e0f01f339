import { DEFAULT_CAMPAIGN_SETTINGS } from '../campaign/settings';
import { findFeat } from '../catalogue/feats';
import { createDice, forcedDice } from '../dice';
import { resolveMatch } from './resolve-match';
import {
  DEFAULT_RESOLUTION_RULES,
  type MatchResolution,
  type ResolutionFigure,
  type ResolutionInput,
  type ResolutionMember,
  type ResolutionSettings,
  type ResolutionSide,
} from './types';

const SETTINGS: ResolutionSettings = {
  campaign: DEFAULT_CAMPAIGN_SETTINGS,
  feats: {},
  injuries: {},
  prestige: {},
  scoring: {},
  resolution: DEFAULT_RESOLUTION_RULES,
};

function figure(figureId: string, side: number, pointValue: number, extra: Partial<ResolutionFigure> = {}): ResolutionFigure {
  return {
    figureId,
    side,
    memberId: `m-${figureId}`,
    name: figureId,
    pointValue,
    archenemyColour: null,
    finalStatus: 'ACTIVE',
    defeatedByFigureId: null,
    defeatedAtSequence: null,
    capturedBySide: null,
    damageBySide: {},
    ...extra,
  };
}

function member(id: string, extra: Partial<ResolutionMember> = {}): ResolutionMember {
  return { memberId: `m-${id}`, status: 'ACTIVE', outForScenarios: null, achievementPoints: 0, feats: [], ...extra };
}

function side(position: number, alignment: 'HERO' | 'VILLAIN', memberIds: string[], extra: Partial<ResolutionSide> = {}): ResolutionSide {
  return {
    position,
    teamId: `team-${position}`,
    alignment,
    leaderMemberId: `m-${memberIds[0]}`,
    members: memberIds.map((id) => member(id)),
    heroPointsBefore: 0,
    ratingBefore: 0,
    bystandersSaved: 0,
    bystandersHurt: 0,
    propertyDestroyed: 0,
    ...extra,
  };
}

/**
 * Heroes A (47, green ring), B (30), C (40, All-Out: 40 HP upkeep) against villains X (47, green:
 * A's archenemy), Y (50), Z (20). A takes X to Critical Condition, B takes Y to Permanent Injury,
 * Z KOs C. The heroes win on the City map.
 */
function campaignMatch(extra: Partial<ResolutionInput> = {}): ResolutionInput {
  const heroes = side(0, 'HERO', ['A', 'B', 'C']);
  heroes.members = [member('A'), member('B'), member('C', { feats: [findFeat('all-out')!] })];
  return {
    ruleset: 'CLIX_CAMPAIGN',
    scenarioId: null,
    trainingMission: false,
    mapType: 'CITY',
    buildTotal: 150,
    roundsPlayed: 6,
    winningSide: 0,
    sides: [heroes, side(1, 'VILLAIN', ['X', 'Y', 'Z'])],
    figures: [
      figure('A', 0, 47, { archenemyColour: 'green' }),
      figure('B', 0, 30),
      figure('C', 0, 40, { finalStatus: 'KO', defeatedByFigureId: 'Z', defeatedAtSequence: 9 }),
      figure('X', 1, 47, { archenemyColour: 'green', finalStatus: 'CRITICAL_CONDITION', defeatedByFigureId: 'A', defeatedAtSequence: 3 }),
      figure('Y', 1, 50, { finalStatus: 'PERMANENTLY_INJURED', defeatedByFigureId: 'B', defeatedAtSequence: 5 }),
      figure('Z', 1, 20),
    ],
    ...extra,
  };
}

function ok(result: ReturnType<typeof resolveMatch>): MatchResolution {
  if (!result.ok) throw new Error(`${result.reason}: ${result.message}`);
  return result;
}

const byMember = (r: MatchResolution, id: string) => r.members.find((m) => m.memberId === `m-${id}`)!;

describe('resolveMatch: clix-campaign', () => {
  // Y's injury roll: d66 3-2 (Miraculous Recovery) then d6 5 (misses 3 scenarios).
  const r = ok(resolveMatch(campaignMatch(), forcedDice([3, 2, 5]), SETTINGS));
  const [heroes, villains] = r.sides;

  it("gives half a defeated figure's points, all of them for an archenemy, and the majority bonus", () => {
    // Seed: a 47-point defeat is worth 23 HP (half, rounded down), an archenemy the full 47;
    // 50 → 25; 2 of a team of 3 is a majority (digest 4.4) → +50.
    expect(heroes.heroPointLines.map((l) => [l.kind, l.amount])).toEqual([
      ['ARCHENEMY_DEFEAT', 47],
      ['DEFEAT', 25],
      ['MAJORITY_BONUS', 50],
    ]);
    // C's feat upkeep (All-Out, 40) is paid from the 122 earned.
    expect(heroes.upkeepLines.map((l) => l.amount)).toEqual([-40]);
    expect(heroes.heroPointsEarned).toBe(47 + 25 + 50 - 40);
    expect(heroes.kos).toBe(2);
    expect(heroes.outcome).toBe('WON');
    // Z KOed C (40 → 20); 1 of 3 is no majority; the villains earn no upkeep and lose.
    expect(villains.heroPointLines.map((l) => [l.kind, l.amount])).toEqual([['DEFEAT', 20]]);
    expect(villains.heroPointsEarned).toBe(20);
    expect(villains.outcome).toBe('LOST');
    expect(villains.kos).toBe(1);
  });

  it('moves Prestige and Infamy by the printed charts', () => {
    // Heroes: defeating a villainous team +5, an archenemy +5, victory on the City map +1, no property destroyed +2.
    expect(heroes.prestigeLines.map((l) => [l.kind, l.amount])).toEqual([
      ['DEFEATED_OPPOSING_TEAM', 5],
      ['ARCH_ENEMY_DEFEATED', 5],
      ['VICTORY_ON_CITY_MAP', 1],
      ['NO_PUBLIC_PROPERTY_DESTROYED', 2],
    ]);
    expect(heroes.prestigeChange).toBe(13);
    expect(heroes.prestigeCurrency).toBe('PRESTIGE');
    // Villains: losing to a hero team +5, beaten by a team with an archenemy +5, beaten on the City map +1.
    expect(villains.prestigeChange).toBe(11);
    expect(villains.prestigeCurrency).toBe('INFAMY');
  });

  it('awards Achievement Points per member', () => {
    expect(byMember(r, 'A').achievementPointsChange).toBe(2);
    expect(byMember(r, 'B').achievementPointsChange).toBe(1);
    expect(byMember(r, 'C').achievementPointsChange).toBe(-1);
    expect(byMember(r, 'X').achievementPointsChange).toBe(-2);
    expect(byMember(r, 'Y').achievementPointsChange).toBe(-1);
    expect(byMember(r, 'Z').achievementPointsChange).toBe(1);
  });

  it('sends Critical Condition out for the next scenario and rolls the permanent injury', () => {
    expect(byMember(r, 'X')).toMatchObject({ statusAfter: 'OUT', outForScenariosAfter: 1, injuryRoll: null });
    const y = byMember(r, 'Y');
    expect(y.injuryRoll!.rolls).toEqual([
      { purpose: 'INJURY', die: 'd66', value: 32, injury: 'MIRACULOUS_RECOVERY' },
      { purpose: 'SCENARIOS_MISSED', die: 'd6', value: 5 },
    ]);
    expect(y).toMatchObject({ statusAfter: 'OUT', outForScenariosAfter: 3, injuriesAdded: [] });
    expect(byMember(r, 'C')).toMatchObject({ statusAfter: 'ACTIVE', outForScenariosAfter: null });
  });

  it("kills and captures by the injury table, and counts a kill against the heroes' prestige", () => {
    const dead = ok(resolveMatch(campaignMatch(), forcedDice([1, 1]), SETTINGS));
    expect(byMember(dead, 'Y').statusAfter).toBe('DEAD');
    expect(dead.sides[0].prestigeLines.find((l) => l.kind === 'KILLED_ENEMY')!.amount).toBe(-10);
    const captured = ok(resolveMatch(campaignMatch(), forcedDice([6, 6]), SETTINGS));
    expect(byMember(captured, 'Y')).toMatchObject({
      statusAfter: 'CAPTURED',
      internment: { heldBySide: 0, heldByTeamId: 'team-0', ownTeamReservedGames: 3 },
    });
    const hurt = ok(resolveMatch(campaignMatch(), forcedDice([2, 4, 3]), SETTINGS));
    expect(byMember(hurt, 'Y')).toMatchObject({ statusAfter: 'OUT', outForScenariosAfter: 1, injuriesAdded: [{ id: 'HAND_INJURY', fingersLost: 2 }] });
  });

  it('interns a figure captured at the end, and counts down members who sat out', () => {
    const input = campaignMatch();
    input.figures = input.figures.map((f) => (f.figureId === 'Z' ? { ...f, capturedBySide: 0 } : f));
    input.sides = [
      input.sides[0],
      {
        ...input.sides[1],
        members: [...input.sides[1].members, member('W', { status: 'OUT', outForScenarios: 2 }), member('V', { status: 'OUT', outForScenarios: 1 })],
      },
    ];
    const res = ok(resolveMatch(input, forcedDice([3, 2, 5]), SETTINGS));
    expect(byMember(res, 'Z')).toMatchObject({ statusAfter: 'CAPTURED', internment: { heldBySide: 0, heldByTeamId: 'team-0' } });
    expect(byMember(res, 'W')).toMatchObject({ played: false, statusAfter: 'OUT', outForScenariosAfter: 1 });
    expect(byMember(res, 'V')).toMatchObject({ played: false, statusAfter: 'ACTIVE', outForScenariosAfter: null });
  });

  it('scores a scenario: bonus, scoring lines and the scenario prestige', () => {
    const input = campaignMatch({ scenarioId: 'BANK_ROBBERY', scenarioDifficulty: 8 });
    input.sides = [
      { ...input.sides[0], scenarioOutcome: 'WON', teamResponsible: true, responsibleMemberId: 'm-B', objectivesMet: ['ROBBERY_FOILED'] },
      { ...input.sides[1], scenarioOutcome: 'LOST' },
    ];
    const res = ok(resolveMatch(input, forcedDice([3, 2, 5]), SETTINGS));
    const lines = res.sides[0].heroPointLines.map((l) => [l.kind, l.amount]);
    // 25 alignment won + 25 responsible; foiled 10; villains KOed 97 points → 9 tens; 1 hero KOed −1.
    expect(lines).toEqual(
      expect.arrayContaining([
        ['SCENARIO_BONUS', 50],
        ['SCENARIO_LINE', 10],
        ['SCENARIO_LINE', 9],
        ['SCENARIO_LINE', -1],
      ]),
    );
    expect(res.sides[0].prestigeLines).toContainEqual(expect.objectContaining({ kind: 'WON_SCENARIO', amount: 8 }));
    expect(byMember(res, 'B').achievementPointsChange).toBe(1 + 2);
    expect(res.sides[1].prestigeLines).toContainEqual(expect.objectContaining({ kind: 'LOST_SCENARIO', amount: 8 }));
  });

  it('notes a scenario the catalogue does not know, and refuses facts the scenario or prestige cannot score', () => {
    const custom = ok(resolveMatch(campaignMatch({ scenarioId: 'HOME_BREW' }), forcedDice([3, 2, 5]), SETTINGS));
    expect(custom.notes.join()).toMatch(/HOME_BREW/);
    const rounds = resolveMatch(campaignMatch({ scenarioId: 'BANK_ROBBERY', roundsPlayed: -1 }), forcedDice([3, 2, 5]), SETTINGS);
    expect(rounds).toMatchObject({ ok: false, reason: 'SCENARIO_NOT_SCORED' });
    const input = campaignMatch({ scenarioId: 'HOME_BREW', scenarioDifficulty: 11 });
    input.sides = [{ ...input.sides[0], scenarioOutcome: 'WON' }, input.sides[1]];
    expect(resolveMatch(input, forcedDice([3, 2, 5]), SETTINGS)).toMatchObject({ ok: false, reason: 'PRESTIGE_REFUSED' });
  });

  it('refuses facts about sides and figures that are not in the match', () => {
    const bad = campaignMatch();
    expect(resolveMatch({ ...bad, winningSide: 7 }, createDice('x'), SETTINGS)).toMatchObject({ ok: false, reason: 'UNKNOWN_SIDE' });
    expect(resolveMatch({ ...bad, figures: [figure('Q', 9, 10)] }, createDice('x'), SETTINGS)).toMatchObject({ ok: false, reason: 'UNKNOWN_SIDE' });
    expect(resolveMatch({ ...bad, figures: [figure('Q', 0, 10, { capturedBySide: 9 })] }, createDice('x'), SETTINGS)).toMatchObject({
      ok: false,
      reason: 'UNKNOWN_SIDE',
    });
    expect(
      resolveMatch({ ...bad, figures: [figure('Q', 0, 10, { finalStatus: 'KO', defeatedByFigureId: 'nobody' })] }, createDice('x'), SETTINGS),
    ).toMatchObject({
      ok: false,
      reason: 'UNKNOWN_FIGURE',
    });
  });

  it('lets an unpayable upkeep lapse the feats, or take the reserve to zero', () => {
    const input = campaignMatch({ winningSide: 1 });
    input.sides = [
      input.sides[0],
      { ...input.sides[1], members: input.sides[1].members.map((m) => (m.memberId === 'm-Z' ? { ...m, feats: [findFeat('blood-rage')!] } : m)) },
    ];
    const lapses = ok(resolveMatch(input, forcedDice([3, 2, 5]), SETTINGS));
    // The villains hold 0 + 20 earned; Blood Rage costs 220.
    expect(lapses.sides[1].lapsedFeats).toEqual([{ memberId: 'm-Z', featIds: ['blood-rage'] }]);
    expect(lapses.sides[1].heroPointsEarned).toBe(20);
    expect(byMember(lapses, 'Z').lapsedFeatIds).toEqual(['blood-rage']);
    const toZero = ok(
      resolveMatch(input, forcedDice([3, 2, 5]), { ...SETTINGS, resolution: { ...DEFAULT_RESOLUTION_RULES, upkeepShortfall: 'TAKE_TO_ZERO' } }),
    );
    expect(toZero.sides[1].upkeepLines.map((l) => l.amount)).toEqual([-20]);
    expect(toZero.sides[1].heroPointsEarned).toBe(0);
    expect(toZero.sides[1].lapsedFeats).toEqual([]);
  });

  it('quits a depressed member at once and lists fights as pending', () => {
    const input = campaignMatch();
    input.sides = [
      {
        ...input.sides[0],
        members: [member('A', { achievementPoints: 40 }), member('B', { achievementPoints: 20 }), member('C', { achievementPoints: -9 })],
      },
      input.sides[1],
    ];
    const res = ok(resolveMatch(input, forcedDice([3, 2, 5]), SETTINGS));
    expect(byMember(res, 'C')).toMatchObject({ statusAfter: 'QUIT', quitReason: 'DEPRESSED' });
    expect(res.morale[0].quits).toEqual([expect.objectContaining({ memberId: 'm-C', reason: 'DEPRESSED' })]);
    // A (42) is 15+ above... B (21) is not above the leader; nobody below 20 stays, and A−B = 21 > 15 is not a rivalry with the leader.
    expect(res.morale[0].fights).toEqual([]);
    const noLeader = ok(resolveMatch({ ...input, sides: [{ ...input.sides[0], leaderMemberId: null }, input.sides[1]] }, forcedDice([3, 2, 5]), SETTINGS));
    expect(noLeader.notes.join()).toMatch(/leader/);
  });

  it("pays a quarter of each member's points on a training mission, and nothing else", () => {
    const input = campaignMatch({ trainingMission: true });
    const res = ok(resolveMatch(input, forcedDice([]), SETTINGS));
    // 47/4 = 11.75 → 11; 30 → 7; 40 → 10 (rounded down).
    expect(res.sides[0].heroPointLines.map((l) => l.amount)).toEqual([11, 7, 10]);
    expect(res.sides[0].upkeepLines).toEqual([]);
    expect(res.sides[0].prestigeLines).toEqual([]);
    expect(byMember(res, 'Y')).toMatchObject({ statusAfter: 'ACTIVE', injuryRoll: null, achievementPointsChange: 0 });
  });

  it('gives an NPC force nothing, while its defeats count for the other side', () => {
    const input = campaignMatch();
    input.sides = [input.sides[0], { ...input.sides[1], teamId: null, members: [] }];
    input.figures = input.figures.map((f) => (f.side === 1 ? { ...f, memberId: null } : f));
    const res = ok(resolveMatch(input, forcedDice([]), SETTINGS));
    expect(res.sides[1].heroPointLines).toEqual([]);
    expect(res.sides[0].heroPointsEarned).toBe(47 + 25 + 50 - 40);
    expect(res.members.every((m) => m.side === 0)).toBe(true);
  });

  it('is an in-over-your-head match for a hero team that ran away', () => {
    const input = campaignMatch({ inOverYourHead: true, winningSide: 1 });
    input.sides = [{ ...input.sides[0], ranAway: true }, input.sides[1]];
    const res = ok(resolveMatch(input, forcedDice([3, 2, 5]), SETTINGS));
    expect(res.sides[0].prestigeLines.map((l) => l.kind)).toEqual(expect.arrayContaining(['IN_OVER_YOUR_HEAD_KOS', 'IN_OVER_YOUR_HEAD_RAN_AWAY']));
  });

  it('is deterministic for a given dice stream', () => {
    expect(resolveMatch(campaignMatch(), createDice('seed-1'), SETTINGS)).toEqual(resolveMatch(campaignMatch(), createDice('seed-1'), SETTINGS));
  });
});

describe('resolveMatch: other rulesets', () => {
  const base = (ruleset: ResolutionInput['ruleset'], extra: Partial<ResolutionInput> = {}) => campaignMatch({ ruleset, winningSide: null, ...extra });

  it('scores heroclix-2003 by victory points and writes no awards', () => {
    const res = ok(resolveMatch(base('HEROCLIX_2003'), createDice('x'), SETTINGS));
    // Side 0: X is A's archenemy (2 × 47 = 94), Y 50, survivors A 47 + B 30 = 221. Side 1: C 40 + Z 20 = 60.
    expect(res.sides.map((s) => s.score!.points)).toEqual([221, 60]);
    expect(res.sides.map((s) => s.outcome)).toEqual(['WON', 'LOST']);
    expect(res.sides[0].heroPointLines).toEqual([]);
    expect(res.members).toEqual([]);
    const pushed = base('HEROCLIX_2003');
    pushed.figures = pushed.figures.map((f) => (f.figureId === 'Z' ? { ...f, finalStatus: 'REMOVED', damageBySide: { 0: 2 } } : f));
    const split = ok(resolveMatch(pushed, createDice('x'), SETTINGS));
    expect(split.sides[0].score!.lines).toContainEqual(expect.objectContaining({ kind: 'MOST_DAMAGE_TO_SELF_DEFEATED', amount: 20 }));
    const friendly = base('HEROCLIX_2003');
    friendly.figures = friendly.figures.map((f) => (f.figureId === 'Z' ? { ...f, pointValue: -1 } : f));
    expect(resolveMatch(friendly, createDice('x'), SETTINGS)).toMatchObject({ ok: false, reason: 'SCORE_REFUSED' });
  });

  it('counts heroclix-alpha KO points; below 5 the outcome input decides', () => {
    const res = ok(resolveMatch(base('HEROCLIX_ALPHA', { winningSide: 1 }), createDice('x'), SETTINGS));
    expect(res.sides.map((s) => s.score!.points)).toEqual([2, 1]);
    expect(res.sides.map((s) => s.outcome)).toEqual(['LOST', 'WON']);
    const five = base('HEROCLIX_ALPHA');
    five.figures = [
      figure('A', 0, 10),
      ...[1, 2, 3, 4, 5].map((i) => figure(`E${i}`, 1, 10, { finalStatus: 'REMOVED', defeatedByFigureId: 'A', defeatedAtSequence: i })),
    ];
    const won = ok(resolveMatch(five, createDice('x'), SETTINGS));
    expect(won.sides.map((s) => s.outcome)).toEqual(['WON', 'LOST']);
  });

  it('scores horrorclix with victims and plot twists from the outcome', () => {
    const input = base('HORRORCLIX', { buildTotal: 200 });
    input.sides = [input.sides[0], { ...input.sides[1], victimsKilled: 20, plotTwistPoints: 3 }];
    const res = ok(resolveMatch(input, createDice('x'), SETTINGS));
    // Side 0 killed X 47 + Y 50 = 97; side 1 killed C 40 + 20 victims × 10 + 3 = 243.
    expect(res.sides.map((s) => s.score!.points)).toEqual([97, 243]);
    expect(res.sides[1].outcome).toBe('WON');
    const bad = base('HORRORCLIX', { buildTotal: 0 });
    expect(resolveMatch(bad, createDice('x'), SETTINGS)).toMatchObject({ ok: false, reason: 'SCORE_REFUSED' });
  });

  it("takes the match engine's score sheet and winner when given, naming figures by name", () => {
    const engineOutcome = {
      winnerSide: 1,
      scores: [
        { side: 0, points: 0, lines: [{ kind: 'HOURGLASS_DEATH', points: 0, figureId: 'X' }] },
        { side: 1, points: 30, lines: [{ kind: 'VICTIMS', points: 30 }] },
      ],
    };
    const res = ok(resolveMatch(base('HORRORCLIX', { buildTotal: 200, engineOutcome }), createDice('x'), SETTINGS));
    expect(res.sides.map((s) => [s.outcome, s.score])).toEqual([
      ['LOST', { points: 0, lines: [{ kind: 'HOURGLASS_DEATH', label: 'hourglass death: X', amount: 0, source: 'matchOutcome', figureId: 'X' }] }],
      ['WON', { points: 30, lines: [{ kind: 'VICTIMS', label: 'victims', amount: 30, source: 'matchOutcome' }] }],
    ]);
    const undecided = ok(
      resolveMatch(base('HEROCLIX_ALPHA', { winningSide: 0, engineOutcome: { ...engineOutcome, winnerSide: null } }), createDice('x'), SETTINGS),
    );
    expect(undecided.sides.map((s) => s.outcome)).toEqual(['WON', 'LOST']);
    expect(undecided.notes).toContain('the rules name no winner yet: the outcome input decides');
  });

  it('takes the rps-clix winner from the outcome, or a draw', () => {
    expect(ok(resolveMatch(base('RPS_CLIX', { winningSide: 1 }), createDice('x'), SETTINGS)).sides.map((s) => s.outcome)).toEqual(['LOST', 'WON']);
    expect(ok(resolveMatch(base('RPS_CLIX'), createDice('x'), SETTINGS)).sides.map((s) => s.outcome)).toEqual(['DRAW', 'DRAW']);
  });
});
