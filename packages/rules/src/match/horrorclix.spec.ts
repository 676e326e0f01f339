import { npcFigure } from '../../test/match-figures';
import { applyMatchEvent, isVulnerable, matchOutcome, setupMatch } from './index';
import type { MatchEngineEvent, MatchEventOutcome, MatchSideSetup, MatchState } from './types';

function applied(outcome: MatchEventOutcome): MatchState {
  if ('refusal' in outcome) throw new Error(`refused: ${outcome.refusal.code} ${outcome.refusal.message}`);
  return outcome.state;
}

// Seed 000's dials standing in for monsters (seed 004 prints none): 16 + 34 + 40 = 90 points, and 80 + 16 = 96.
const hunters = (): MatchSideSetup => ({ figures: [npcFigure('Black Ninja Guard', 'a1'), npcFigure('Crimson Ninja Guard', 'a2'), npcFigure('White Ninja Guard', 'a3')] });
const stalkers = (): MatchSideSetup => ({ figures: [npcFigure('Black Ninja', 'b1'), npcFigure('Black Ninja Guard', 'b2')] });

function horrorMatch(buildTotal = 100): MatchState {
  const made = setupMatch('HORRORCLIX', [hunters(), stalkers()], { buildTotal });
  if ('refusal' in made) throw new Error(made.refusal.message);
  return made.state;
}

const move = (side: number, figureId: string): MatchEngineEvent => ({ type: 'ACTION', side, figureId, action: 'MOVE' });

describe('HorrorClix match', () => {
  it('refuses a force over the build total', () => {
    expect(setupMatch('HORRORCLIX', [hunters(), { figures: [...stalkers().figures, npcFigure('Gunman', 'b3')] }], { buildTotal: 100 })).toEqual({
      refusal: { code: 'OVER_BUILD_TOTAL', path: ['sides', '1', 'figures'], message: 'side 1 costs 102 points, over the build total of 100' },
    });
  });

  it('gives at least 2 actions a turn, one per monster; a second token makes it vulnerable with only free actions, and no pushing damage', () => {
    let state = horrorMatch();
    expect(state.turn.actionsLeft).toBe(2);
    expect(horrorMatch(300).turn.actionsLeft).toBe(3);
    state = applied(applyMatchEvent(state, move(0, 'a1')));
    expect(applyMatchEvent(state, move(0, 'a1'))).toMatchObject({ refusal: { code: 'FIGURE_ALREADY_ACTED', path: ['figureId'] } });
    expect(applyMatchEvent(state, move(1, 'b1'))).toMatchObject({ refusal: { code: 'NOT_YOUR_TURN', path: ['side'] } });
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 0 }));
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 1 }));
    state = applied(applyMatchEvent(state, move(0, 'a1')));
    expect(state.figures.a1).toMatchObject({ tokens: 2, dial: { clicksTaken: 0 } });
    expect(isVulnerable(state.figures.a1)).toBe(true);
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 0 }));
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 1 }));
    expect(applyMatchEvent(state, move(0, 'a1'))).toMatchObject({ refusal: { code: 'TWO_ACTION_TOKENS', path: ['figureId'] } });
    state = applied(applyMatchEvent(state, { type: 'ACTION', side: 0, figureId: 'a1', action: 'FREE' }));
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 0 }));
    expect(state.figures.a1.tokens).toBe(0);
  });

  it('scores killed monsters and victims (5 per 100 points), and ends when one player has all monsters on the map', () => {
    let state = horrorMatch(200);
    state = applied(applyMatchEvent(state, { type: 'VICTIM_KILLED', side: 0, figureId: 'a2' }));
    expect(state.figures.a2.blooded).toBe(true);
    expect(applyMatchEvent(state, { type: 'VICTIM_KILLED', side: 1, figureId: 'b1' })).toMatchObject({ refusal: { code: 'NOT_YOUR_TURN' } });
    state = applied(applyMatchEvent(state, { type: 'KO', side: 0, figureId: 'b2', byFigureId: 'a2' }));
    expect(matchOutcome(state)).toMatchObject({
      over: false,
      winnerSide: 0,
      decidedBy: 'HORRORCLIX_SCORE',
      scores: [
        { side: 0, points: 26, lines: [{ kind: 'MONSTER_KILLED', points: 16, figureId: 'b2' }, { kind: 'VICTIMS', points: 10 }] },
        { side: 1, points: 0, lines: [] },
      ],
    });
    state = applied(applyMatchEvent(state, { type: 'KO', side: 0, figureId: 'b1', byFigureId: 'a1' }));
    expect(matchOutcome(state)).toMatchObject({ over: true, winnerSide: 0, scores: [{ points: 106 }, { points: 0 }] });
  });

  it('gives equal scores to the cheaper force', () => {
    let state = horrorMatch(200);
    // Side 0 (90 points) kills the 16-point guard; side 1 (96 points) kills the 16-point guard: 16 each.
    state = applied(applyMatchEvent(state, { type: 'KO', side: 0, figureId: 'b2', byFigureId: 'a3' }));
    state = applied(applyMatchEvent(state, { type: 'KO', side: 1, figureId: 'a1', byFigureId: 'b1' }));
    expect(matchOutcome(state)).toMatchObject({ winnerSide: 0, scores: [{ points: 16 }, { points: 16 }] });
  });
});
