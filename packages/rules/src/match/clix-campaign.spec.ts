import { forcedDice } from '../dice/dice';
import { npcFigure } from '../../test/match-figures';
import { applyMatchEvent, legalActions, matchDice, matchOutcome, setupMatch } from './index';
import type { MatchEngineEvent, MatchEventOutcome, MatchState } from './types';

// Seed 000's own dials: Black Ninja (80 points, range 6, attack 10, damage 3) and his Guard
// against Crimson Ninja (84, defense 16, 8 live clicks) and his Guard.
function campaignMatch(): MatchState {
  const created = setupMatch(
    'CLIX_CAMPAIGN',
    [
      { figures: [npcFigure('Black Ninja', 'black'), npcFigure('Black Ninja Guard', 'black-guard')] },
      { figures: [npcFigure('Crimson Ninja', 'crimson'), npcFigure('Crimson Ninja Guard', 'crimson-guard')] },
    ],
    { buildTotal: 200 },
  );
  if ('refusal' in created) throw new Error(created.refusal.message);
  return created.state;
}

function applied(outcome: MatchEventOutcome): MatchState {
  if ('refusal' in outcome) throw new Error(`refused: ${outcome.refusal.code} ${outcome.refusal.message}`);
  return outcome.state;
}

const shoot = (faces: [number, number]) => ({
  event: { type: 'ATTACK', side: 0, figureId: 'black', attackKind: 'RANGED', targets: [{ figureId: 'crimson', distance: 3 }] } as MatchEngineEvent,
  dice: forcedDice(faces),
});

describe('Clix Campaign match', () => {
  it('gives a character three actions in one turn with no pushing damage, and refuses his fourth', () => {
    let state = campaignMatch();
    expect(state.turn).toEqual({ number: 1, activeSide: 0, actionsLeft: 6, reinforcementsDue: [], flurry: null });
    // 10 + 7 = 17 hits defense 16 for 3 clicks; then 10 + 3 twice misses the 14 showing.
    for (const faces of [
      [3, 4],
      [1, 2],
      [2, 1],
    ] as [number, number][]) {
      const { event, dice } = shoot(faces);
      state = applied(applyMatchEvent(state, event, dice));
    }
    expect(state.figures.black.actionsThisTurn).toBe(3);
    expect(state.figures.black.dial.clicksTaken).toBe(0);
    expect(state.figures.black.tokens).toBe(0);
    expect(state.figures.crimson.dial.clicksTaken).toBe(3);
    expect(state.turn.actionsLeft).toBe(3);

    const fourth = applyMatchEvent(state, { type: 'ACTION', side: 0, figureId: 'black', action: 'MOVE' });
    expect(fourth).toEqual({
      refusal: { code: 'FIGURE_ALREADY_ACTED', path: ['figureId'], message: 'Black Ninja has had 3 actions this turn, all it may have' },
    });
    // A free action does not count; the Guard still has his three.
    state = applied(applyMatchEvent(state, { type: 'ACTION', side: 0, figureId: 'black', action: 'FREE' }));
    expect(legalActions(state)).toEqual({
      side: 0,
      turn: 1,
      actionsLeft: 3,
      mayEndTurn: true,
      mayRollEtiquette: true,
      reinforcements: [],
      horrorClix: null,
      figures: [
        { figureId: 'black', actions: ['FREE'], targets: [], terrainAttacks: [] },
        { figureId: 'black-guard', actions: ['FREE', 'MOVE', 'POWER', 'CLOSE', 'RANGED', 'FLEE'], targets: ['crimson', 'crimson-guard'], terrainAttacks: [] },
      ],
    });
  });

  it('refuses acting and ending the turn out of turn, then the next turn gives three actions again, still without pushing', () => {
    let state = campaignMatch();
    expect(applyMatchEvent(state, { type: 'ACTION', side: 1, figureId: 'crimson', action: 'MOVE' })).toEqual({
      refusal: { code: 'NOT_YOUR_TURN', path: ['side'], message: "it is side 0's turn, not side 1's" },
    });
    expect(applyMatchEvent(state, { type: 'END_TURN', side: 1 })).toEqual({
      refusal: { code: 'NOT_YOUR_TURN', path: ['side'], message: "it is side 0's turn, not side 1's" },
    });
    expect(applyMatchEvent(state, { type: 'ACTION', side: 0, figureId: 'crimson', action: 'MOVE' })).toEqual({
      refusal: { code: 'FIGURE_NOT_ON_SIDE', path: ['figureId'], message: 'Crimson Ninja plays for side 1' },
    });
    state = applied(applyMatchEvent(state, shoot([3, 4]).event, shoot([3, 4]).dice));
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 0 }));
    expect(state.turn).toEqual({ number: 2, activeSide: 1, actionsLeft: 6, reinforcementsDue: [], flurry: null });
    expect(applyMatchEvent(state, { type: 'END_TURN', side: 0 })).toEqual({
      refusal: { code: 'NOT_YOUR_TURN', path: ['side'], message: "it is side 1's turn, not side 0's" },
    });
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 1 }));
    for (let i = 0; i < 3; i++) state = applied(applyMatchEvent(state, { type: 'ACTION', side: 0, figureId: 'black', action: 'MOVE' }));
    expect(state.figures.black).toMatchObject({ actionsThisTurn: 3, tokens: 0, dial: { clicksTaken: 0 } });
    expect(state.turn).toEqual({ number: 3, activeSide: 0, actionsLeft: 3, reinforcementsDue: [], flurry: null });
  });

  it('takes a captive with a capture roll against defense +2, and the captive can no longer act', () => {
    let state = campaignMatch();
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 0 }));
    // Crimson Ninja Guard (attack 10) against Black Ninja Guard (defense 15 + 2): 10 + 7 = 17 captures.
    const capture: MatchEngineEvent = {
      type: 'ATTACK',
      side: 1,
      figureId: 'crimson-guard',
      attackKind: 'CLOSE',
      purpose: 'CAPTURE',
      targets: [{ figureId: 'black-guard', distance: 1 }],
    };
    const outcome = applyMatchEvent(state, capture, forcedDice([3, 4]));
    state = applied(outcome);
    expect(state.figures['black-guard']).toMatchObject({ captured: true, capturedByFigureId: 'crimson-guard', dial: { clicksTaken: 0 } });
    expect(outcome).toMatchObject({ result: { attack: { targets: [{ defense: 17, captured: true }] } } });
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 1 }));
    expect(state.turn.actionsLeft).toBe(3);
    expect(applyMatchEvent(state, { type: 'ACTION', side: 0, figureId: 'black-guard', action: 'MOVE' })).toEqual({
      refusal: { code: 'FIGURE_OUT_OF_PLAY', path: ['figureId'], message: 'Black Ninja Guard is a captive and cannot act' },
    });
    // Rescue: Black Ninja (attack 10) against the captor's defense 15 + 1 for its captive: 10 + 6 = 16 frees him.
    const rescue: MatchEngineEvent = {
      type: 'ATTACK',
      side: 0,
      figureId: 'black',
      attackKind: 'CLOSE',
      purpose: 'RESCUE',
      captiveFigureId: 'black-guard',
      targets: [{ figureId: 'crimson-guard', distance: 1 }],
    };
    state = applied(applyMatchEvent(state, rescue, forcedDice([2, 4])));
    expect(state.figures['black-guard']).toMatchObject({ captured: false, capturedByFigureId: null });
  });

  it('keeps a KOed character taking clicks to Critical Condition, and names no winner: the resolution decides', () => {
    let state = campaignMatch();
    state = applied(applyMatchEvent(state, { type: 'KO', side: 0, figureId: 'crimson', byFigureId: 'black' }));
    state = applied(applyMatchEvent(state, { type: 'CRITICAL_CONDITION', side: 0, figureId: 'crimson' }));
    state = applied(applyMatchEvent(state, { type: 'BYSTANDER_SAVED', side: 0, figureId: 'black' }));
    state = applied(applyMatchEvent(state, { type: 'PROPERTY_DESTROYED', side: 0 }));
    expect(applyMatchEvent(state, { type: 'HEAL', side: 1, figureId: 'crimson', clicks: 1 })).toEqual({
      refusal: {
        code: 'CRITICAL_CONDITION_NEEDS_MEDICAL_ATTENTION',
        path: ['figureId'],
        message: 'a character in Critical Condition can be healed only by outside medical attention',
      },
    });
    const outcome = matchOutcome(state);
    expect(outcome).toMatchObject({ ruleset: 'CLIX_CAMPAIGN', over: false, winnerSide: null, decidedBy: 'RESOLUTION', scores: [] });
    expect(outcome.figures.find((f) => f.figureId === 'crimson')).toEqual({
      figureId: 'crimson',
      side: 1,
      status: 'CRITICAL_CONDITION',
      captured: false,
      escaped: false,
      inReserve: false,
      defeatedByFigureId: 'black',
    });
    expect(outcome.knockouts).toEqual([{ figureId: 'crimson', byFigureId: 'black', turn: 1 }]);
    expect(outcome.tallies[0].tallies.bystandersSaved).toBe(1);
    expect(outcome.unattributed.propertyDestroyed).toBe(1);
  });
});

function campaignMatchWith(campaignTeamAbilities: (number | null)[]): MatchState {
  const created = setupMatch(
    'CLIX_CAMPAIGN',
    [
      { figures: [npcFigure('Black Ninja', 'black'), npcFigure('Black Ninja Guard', 'black-guard')] },
      { figures: [npcFigure('Crimson Ninja', 'crimson'), npcFigure('Crimson Ninja Guard', 'crimson-guard')] },
    ],
    { buildTotal: 200, campaignTeamAbilities },
  );
  if ('refusal' in created) throw new Error(created.refusal.message);
  return created.state;
}

const flee = (faces: number[], from = 'crimson') => ({
  event: { type: 'FLEE', side: 0, figureId: 'black', fromFigureId: from } as MatchEngineEvent,
  dice: forcedDice(faces),
});

describe('Clix Campaign etiquette (seed 000): a d6, 1-3 not allowed, 4-6 allowed', () => {
  it('rolls for either side at any time and changes nothing but the dice position', () => {
    const state = campaignMatch();
    const notAllowed = applyMatchEvent(state, { type: 'ETIQUETTE', side: 1 }, forcedDice([3]));
    expect(notAllowed).toEqual({ state, result: { roll: 3, allowed: false } });
    expect(applyMatchEvent(state, { type: 'ETIQUETTE', side: 0 }, forcedDice([4]))).toEqual({ state, result: { roll: 4, allowed: true } });
    const streamed = applied(applyMatchEvent(state, { type: 'ETIQUETTE', side: 1 }, matchDice('etiquette-seed', null)));
    expect({ ...streamed, dice: null }).toEqual(state);
    expect(streamed.dice).toMatchObject({ rolls: 1 });
    expect(applyMatchEvent(state, { type: 'ETIQUETTE', side: 0 })).toEqual({
      refusal: { code: 'DICE_MISSING', path: ['dice'], message: 'an etiquette roll rolls a d6: pass the match stream or the die rolled at the table' },
    });
  });

  it('is rolled in every ruleset (seed 003 prints it too)', () => {
    const created = setupMatch('HEROCLIX_2003', [{ figures: [npcFigure('Black Ninja Guard', 'a')] }, { figures: [npcFigure('Crimson Ninja Guard', 'b')] }], {
      buildTotal: 100,
    });
    if ('refusal' in created) throw new Error(created.refusal.message);
    expect(applyMatchEvent(created.state, { type: 'ETIQUETTE', side: 1 }, forcedDice([6]))).toEqual({
      state: created.state,
      result: { roll: 6, allowed: true },
    });
    expect(legalActions(created.state).mayRollEtiquette).toBe(true);
  });
});

describe('Clix Campaign fleeing (seed 000 "Special Movement Actions")', () => {
  it("on a 1 flees at double speed and ends the figure's actions for the turn, free ones too", () => {
    let state = campaignMatch();
    const outcome = applyMatchEvent(state, flee([1]).event, flee([1]).dice);
    expect(outcome).toMatchObject({
      result: { flee: { roll: 1, outcome: 'FLEES', movement: 20, speedModifier: 0, defenseModifier: 0, automaticallyHit: false }, actionsLost: 3 },
    });
    state = applied(outcome);
    expect(state.turn.actionsLeft).toBe(3);
    expect(state.figures.black).toMatchObject({ actionsEnded: true, failedFlee: false });
    const ended = {
      refusal: {
        code: 'ACTIONS_ENDED',
        path: ['figureId'],
        message: 'Black Ninja made a special movement this turn: its actions are done until its next turn',
      },
    };
    expect(applyMatchEvent(state, { type: 'ACTION', side: 0, figureId: 'black', action: 'FREE' })).toEqual(ended);
    expect(applyMatchEvent(state, shoot([3, 4]).event, shoot([3, 4]).dice)).toEqual(ended);
    expect(legalActions(state).figures.map((f) => f.figureId)).toEqual(['black-guard']);
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 0 }));
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 1 }));
    expect(state.figures.black.actionsEnded).toBe(false);
    expect(legalActions(state).figures[0]).toEqual({
      figureId: 'black',
      actions: ['FREE', 'MOVE', 'POWER', 'CLOSE', 'RANGED', 'FLEE'],
      targets: ['crimson', 'crimson-guard'],
      terrainAttacks: [],
    });
  });

  it("must come first in the figure's turn, from an enemy in play, and only in Clix Campaign", () => {
    let state = campaignMatch();
    expect(applyMatchEvent(state, flee([1], 'black-guard').event, forcedDice([1]))).toEqual({
      refusal: { code: 'FRIENDLY_TARGET', path: ['fromFigureId'], message: 'Black Ninja Guard is a friend: a figure flees from an enemy' },
    });
    expect(applyMatchEvent(state, flee([1], 'nobody').event, forcedDice([1]))).toEqual({
      refusal: { code: 'FIGURE_NOT_FOUND', path: ['fromFigureId'], message: 'there is no figure nobody in this match' },
    });
    state = applied(applyMatchEvent(state, { type: 'ACTION', side: 0, figureId: 'black', action: 'MOVE' }));
    expect(applyMatchEvent(state, flee([1]).event, forcedDice([1]))).toEqual({
      refusal: {
        code: 'SPECIAL_MOVEMENT_NOT_FIRST',
        path: ['figureId'],
        message: 'Black Ninja has acted this turn: a special movement is made at the beginning of its turn',
      },
    });
    expect(legalActions(state).figures[0].actions).toEqual(['FREE', 'MOVE', 'POWER', 'CLOSE', 'RANGED']);
    const created = setupMatch(
      'HEROCLIX_2003',
      [{ figures: [npcFigure('Black Ninja Guard', 'black')] }, { figures: [npcFigure('Crimson Ninja Guard', 'crimson')] }],
      { buildTotal: 100 },
    );
    if ('refusal' in created) throw new Error(created.refusal.message);
    expect(applyMatchEvent(created.state, flee([1]).event, forcedDice([1]))).toEqual({
      refusal: { code: 'NOT_IN_RULESET', path: ['type'], message: 'HEROCLIX_2003 has no fleeing' },
    });
    expect(legalActions(created.state).figures[0].actions).not.toContain('FLEE');
  });

  it("on a 4-5 fails: -1 defense against attacks until its side's next turn", () => {
    let state = applied(applyMatchEvent(campaignMatch(), flee([5]).event, flee([5]).dice));
    expect(state.figures.black).toMatchObject({ actionsEnded: true, failedFlee: true });
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 0 }));
    // Crimson Ninja: attack 11 + 3 = 14 against Black Ninja's 15 - 1.
    const strike: MatchEngineEvent = { type: 'ATTACK', side: 1, figureId: 'crimson', attackKind: 'CLOSE', targets: [{ figureId: 'black', distance: 1 }] };
    const hit = applyMatchEvent(state, strike, forcedDice([1, 2]));
    expect(hit).toMatchObject({ result: { attack: { targets: [{ defense: 14, hit: true, damageDealt: 3 }] } } });
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 1 }));
    expect(state.figures.black.failedFlee).toBe(false);
  });

  it('on a 6 the enemy fled from hits automatically in close combat, its damage credited to it', () => {
    const outcome = applyMatchEvent(campaignMatch(), flee([6]).event, flee([6]).dice);
    expect(outcome).toMatchObject({
      result: {
        flee: { roll: 6, outcome: 'HIT_WHILE_FLEEING', automaticallyHit: true },
        attack: { attackRolls: [], targets: [{ targetId: 'black', hit: true, damageDealt: 3 }] },
        dialChanges: { black: { clicksApplied: 3 } },
      },
    });
    const state = applied(outcome);
    expect(state.figures.black).toMatchObject({ dial: { clicksTaken: 3 }, damageBySide: { '1': 3 }, failedFlee: false, actionsEnded: true });
    expect(state.figures.crimson.actionsThisTurn).toBe(0);
  });
});

describe('Clix Campaign capture and rescue are special movements', () => {
  it('only by a figure that has not acted this turn, and the attempt ends its actions', () => {
    let state = applied(applyMatchEvent(campaignMatch(), { type: 'END_TURN', side: 0 }));
    const capture: MatchEngineEvent = {
      type: 'ATTACK',
      side: 1,
      figureId: 'crimson-guard',
      attackKind: 'CLOSE',
      purpose: 'CAPTURE',
      targets: [{ figureId: 'black-guard', distance: 1 }],
    };
    // 10 + 3 misses 15 + 2: the attempt still ends the Guard's actions.
    state = applied(applyMatchEvent(state, capture, forcedDice([1, 2])));
    expect([state.figures['crimson-guard'].actionsEnded, state.turn.actionsLeft]).toEqual([true, 3]);
    expect(applyMatchEvent(state, capture, forcedDice([3, 4]))).toMatchObject({ refusal: { code: 'ACTIONS_ENDED', path: ['figureId'] } });
    state = applied(applyMatchEvent(state, { type: 'ACTION', side: 1, figureId: 'crimson', action: 'MOVE' }));
    expect(applyMatchEvent(state, { ...capture, figureId: 'crimson' }, forcedDice([6, 6]))).toEqual({
      refusal: {
        code: 'SPECIAL_MOVEMENT_NOT_FIRST',
        path: ['figureId'],
        message: 'Crimson Ninja has acted this turn: a special movement is made at the beginning of its turn',
      },
    });
  });
});

describe('Clix Campaign team abilities in a match (seed 000 chart)', () => {
  it('9 Team Defense: a target adjacent to a team mate gets +2 defense', () => {
    let state = applied(applyMatchEvent(campaignMatchWith([9, null]), { type: 'END_TURN', side: 0 }));
    const strike = (adjacentToTeamMate: boolean): MatchEngineEvent => ({
      type: 'ATTACK',
      side: 1,
      figureId: 'crimson',
      attackKind: 'CLOSE',
      targets: [{ figureId: 'black', distance: 1, adjacentToTeamMate }],
    });
    // Crimson Ninja: 11 + 5 = 16 against 15 + 2.
    expect(applyMatchEvent(state, strike(true), forcedDice([2, 3]))).toMatchObject({ result: { attack: { targets: [{ defense: 17, hit: false }] } } });
    expect(applyMatchEvent(state, strike(false), forcedDice([2, 3]))).toMatchObject({ result: { attack: { targets: [{ defense: 15, hit: true }] } } });
    // Side 1 has no team ability: adjacency gives its figures nothing.
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 1 }));
    const back: MatchEngineEvent = {
      type: 'ATTACK',
      side: 0,
      figureId: 'black',
      attackKind: 'CLOSE',
      targets: [{ figureId: 'crimson', distance: 1, adjacentToTeamMate: true }],
    };
    expect(applyMatchEvent(state, back, forcedDice([3, 3]))).toMatchObject({ result: { attack: { targets: [{ defense: 16, hit: true }] } } });
  });

  it('12: when a member is defeated, every other member in play heals 1 click', () => {
    let state = campaignMatchWith([null, 12]);
    state = applied(applyMatchEvent(state, { type: 'DAMAGE', side: 0, figureId: 'crimson-guard', clicks: 2, byFigureId: 'black' }));
    const ko = applyMatchEvent(state, { type: 'KO', side: 0, figureId: 'crimson', byFigureId: 'black' });
    expect(ko).toMatchObject({ result: { teamHealing: [{ figureId: 'crimson-guard', clicksHealed: 1 }] } });
    state = applied(ko);
    expect(state.figures['crimson-guard'].dial.clicksTaken).toBe(1);
    // Side 0 has no such ability: its defeat heals nobody.
    const other = applyMatchEvent(state, { type: 'KO', side: 1, figureId: 'black-guard', byFigureId: 'crimson-guard' });
    expect(other).not.toHaveProperty('result.teamHealing');
  });

  it('pins an ability per side: a roll of 2-12 or none, and only in Clix Campaign', () => {
    const sides = [{ figures: [npcFigure('Black Ninja Guard', 'a')] }, { figures: [npcFigure('Crimson Ninja Guard', 'b')] }];
    expect(setupMatch('CLIX_CAMPAIGN', sides, { buildTotal: 100, campaignTeamAbilities: [13, null] })).toEqual({
      refusal: {
        code: 'INVALID_SETTING',
        path: ['settings', 'campaignTeamAbilities', '0'],
        message: "a side's team ability is a 2d6 roll of the chart, 2 to 12, or null for none",
      },
    });
    expect(setupMatch('CLIX_CAMPAIGN', sides, { buildTotal: 100, campaignTeamAbilities: [9] })).toEqual({
      refusal: { code: 'INVALID_SETTING', path: ['settings', 'campaignTeamAbilities'], message: 'campaignTeamAbilities has one entry per side: 2 here' },
    });
    expect(setupMatch('HEROCLIX_2003', sides, { buildTotal: 100, campaignTeamAbilities: [9, null] })).toEqual({
      refusal: { code: 'NOT_IN_RULESET', path: ['settings', 'campaignTeamAbilities'], message: 'HEROCLIX_2003 has no team abilities' },
    });
    expect(setupMatch('HEROCLIX_2003', sides, { buildTotal: 100, campaignTeamAbilities: [null, null] })).toMatchObject({
      state: { settings: { campaignTeamAbilities: [null, null] } },
    });
  });
});

describe('Clix Campaign team ability 6, Terrain Masters', () => {
  it("ignores hindering terrain in the team's attacks: no +1 defense for a line of fire crossing it", () => {
    const shot: MatchEngineEvent = {
      type: 'ATTACK',
      side: 0,
      figureId: 'black',
      attackKind: 'RANGED',
      targets: [{ figureId: 'crimson', distance: 3, lineOfFireCrossesHinderingTerrain: true }],
    };
    // Black Ninja: 10 + 6 = 16 against Crimson Ninja's 16, +1 for the hindering terrain without the ability.
    expect(applyMatchEvent(campaignMatchWith([6, null]), shot, forcedDice([3, 3]))).toMatchObject({
      result: { attack: { targets: [{ defense: 16, hit: true }] } },
    });
    expect(applyMatchEvent(campaignMatchWith([null, 6]), shot, forcedDice([3, 3]))).toMatchObject({
      result: { attack: { targets: [{ defense: 17, hit: false }] } },
    });
  });
});
