import { forcedDice } from '../dice/dice';
import { npcFigure } from '../../test/match-figures';
import { applyMatchEvent, legalActions, matchOutcome, setupMatch } from './index';
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
    expect(state.turn).toEqual({ number: 1, activeSide: 0, actionsLeft: 6, reinforcementsDue: [] });
    // 10 + 7 = 17 hits defense 16 for 3 clicks; then 10 + 3 twice misses the 14 showing.
    for (const faces of [[3, 4], [1, 2], [2, 1]] as [number, number][]) {
      const { event, dice } = shoot(faces);
      state = applied(applyMatchEvent(state, event, dice));
    }
    expect(state.figures.black.actionsThisTurn).toBe(3);
    expect(state.figures.black.dial.clicksTaken).toBe(0);
    expect(state.figures.black.tokens).toBe(0);
    expect(state.figures.crimson.dial.clicksTaken).toBe(3);
    expect(state.turn.actionsLeft).toBe(3);

    const fourth = applyMatchEvent(state, { type: 'ACTION', side: 0, figureId: 'black', action: 'MOVE' });
    expect(fourth).toEqual({ refusal: { code: 'FIGURE_ALREADY_ACTED', path: ['figureId'], message: 'Black Ninja has had 3 actions this turn, all it may have' } });
    // A free action does not count; the Guard still has his three.
    state = applied(applyMatchEvent(state, { type: 'ACTION', side: 0, figureId: 'black', action: 'FREE' }));
    expect(legalActions(state)).toEqual({
      side: 0,
      turn: 1,
      actionsLeft: 3,
      mayEndTurn: true,
      reinforcements: [],
      horrorClix: null,
      figures: [
        { figureId: 'black', actions: ['FREE'], targets: [], terrainAttacks: [] },
        { figureId: 'black-guard', actions: ['FREE', 'MOVE', 'POWER', 'CLOSE', 'RANGED'], targets: ['crimson', 'crimson-guard'], terrainAttacks: [] },
      ],
    });
  });

  it('refuses acting and ending the turn out of turn, then the next turn gives three actions again, still without pushing', () => {
    let state = campaignMatch();
    expect(applyMatchEvent(state, { type: 'ACTION', side: 1, figureId: 'crimson', action: 'MOVE' })).toEqual({
      refusal: { code: 'NOT_YOUR_TURN', path: ['side'], message: "it is side 0's turn, not side 1's" },
    });
    expect(applyMatchEvent(state, { type: 'END_TURN', side: 1 })).toEqual({ refusal: { code: 'NOT_YOUR_TURN', path: ['side'], message: "it is side 0's turn, not side 1's" } });
    expect(applyMatchEvent(state, { type: 'ACTION', side: 0, figureId: 'crimson', action: 'MOVE' })).toEqual({
      refusal: { code: 'FIGURE_NOT_ON_SIDE', path: ['figureId'], message: 'Crimson Ninja plays for side 1' },
    });
    state = applied(applyMatchEvent(state, shoot([3, 4]).event, shoot([3, 4]).dice));
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 0 }));
    expect(state.turn).toEqual({ number: 2, activeSide: 1, actionsLeft: 6, reinforcementsDue: [] });
    expect(applyMatchEvent(state, { type: 'END_TURN', side: 0 })).toEqual({ refusal: { code: 'NOT_YOUR_TURN', path: ['side'], message: "it is side 1's turn, not side 0's" } });
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 1 }));
    for (let i = 0; i < 3; i++) state = applied(applyMatchEvent(state, { type: 'ACTION', side: 0, figureId: 'black', action: 'MOVE' }));
    expect(state.figures.black).toMatchObject({ actionsThisTurn: 3, tokens: 0, dial: { clicksTaken: 0 } });
    expect(state.turn).toEqual({ number: 3, activeSide: 0, actionsLeft: 3, reinforcementsDue: [] });
  });

  it('takes a captive with a capture roll against defense +2, and the captive can no longer act', () => {
    let state = campaignMatch();
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 0 }));
    // Crimson Ninja Guard (attack 10) against Black Ninja Guard (defense 15 + 2): 10 + 7 = 17 captures.
    const capture: MatchEngineEvent = { type: 'ATTACK', side: 1, figureId: 'crimson-guard', attackKind: 'CLOSE', purpose: 'CAPTURE', targets: [{ figureId: 'black-guard', distance: 1 }] };
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
    const rescue: MatchEngineEvent = { type: 'ATTACK', side: 0, figureId: 'black', attackKind: 'CLOSE', purpose: 'RESCUE', captiveFigureId: 'black-guard', targets: [{ figureId: 'crimson-guard', distance: 1 }] };
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
      refusal: { code: 'CRITICAL_CONDITION_NEEDS_MEDICAL_ATTENTION', path: ['figureId'], message: 'a character in Critical Condition can be healed only by outside medical attention' },
    });
    const outcome = matchOutcome(state);
    expect(outcome).toMatchObject({ ruleset: 'CLIX_CAMPAIGN', over: false, winnerSide: null, decidedBy: 'RESOLUTION', scores: [] });
    expect(outcome.figures.find((f) => f.figureId === 'crimson')).toEqual({
      figureId: 'crimson', side: 1, status: 'CRITICAL_CONDITION', captured: false, escaped: false, inReserve: false, defeatedByFigureId: 'black',
    });
    expect(outcome.knockouts).toEqual([{ figureId: 'crimson', byFigureId: 'black', turn: 1 }]);
    expect(outcome.tallies[0].tallies.bystandersSaved).toBe(1);
    expect(outcome.unattributed.propertyDestroyed).toBe(1);
  });
});
