import { forcedDice } from '../dice/dice';
import { npcFigure } from '../../test/match-figures';
import { applyMatchEvent, matchDice, matchStateProblems, replayMatch, setupMatch } from './index';
import type { MatchEngineEvent, MatchEventOutcome, MatchSetup, MatchState } from './types';

const setup: MatchSetup = {
  ruleset: 'CLIX_CAMPAIGN',
  sides: [{ figures: [npcFigure('Black Ninja', 'black')] }, { figures: [npcFigure('Crimson Ninja', 'crimson'), npcFigure('Reporter', 'reporter')] }],
  settings: { buildTotal: 200 },
};

function match(): MatchState {
  const made = setupMatch(setup.ruleset, setup.sides, setup.settings);
  if ('refusal' in made) throw new Error(made.refusal.message);
  return made.state;
}

function applied(outcome: MatchEventOutcome): MatchState {
  if ('refusal' in outcome) throw new Error(`refused: ${outcome.refusal.code} ${outcome.refusal.message}`);
  return outcome.state;
}

const shot: MatchEngineEvent = { type: 'ATTACK', side: 0, figureId: 'black', attackKind: 'RANGED', targets: [{ figureId: 'crimson', distance: 3 }] };

describe('setupMatch refusals', () => {
  it.each([
    ['a ruleset the engine does not play', 'RPS_CLIX', setup.sides, setup.settings, { code: 'RULESET_NOT_PLAYED', path: ['ruleset'] }],
    ['one side', 'CLIX_CAMPAIGN', setup.sides.slice(0, 1), setup.settings, { code: 'TOO_FEW_SIDES', path: ['sides'] }],
    [
      'a side with no figures',
      'CLIX_CAMPAIGN',
      [setup.sides[0], { figures: [] }],
      setup.settings,
      { code: 'SIDE_HAS_NO_FIGURES', path: ['sides', '1', 'figures'] },
    ],
    [
      'two figures with one id',
      'CLIX_CAMPAIGN',
      [setup.sides[0], { figures: [npcFigure('Reporter', 'black')] }],
      setup.settings,
      { code: 'DUPLICATE_FIGURE_ID', path: ['sides', '1', 'figures', '0', 'id'] },
    ],
    [
      'a dial starting past its live clicks',
      'CLIX_CAMPAIGN',
      [setup.sides[0], { figures: [npcFigure('Reporter', 'r', { startingClick: 9 })] }],
      setup.settings,
      { code: 'INVALID_FIGURE', path: ['sides', '1', 'figures', '0', 'version'] },
    ],
    ['a build total of 0', 'CLIX_CAMPAIGN', setup.sides, { buildTotal: 0 }, { code: 'INVALID_BUILD_TOTAL', path: ['settings', 'buildTotal'] }],
    [
      'a first side that is not there',
      'CLIX_CAMPAIGN',
      setup.sides,
      { buildTotal: 100, firstSide: 2 },
      { code: 'SIDE_NOT_FOUND', path: ['settings', 'firstSide'] },
    ],
    [
      'no actions per character',
      'CLIX_CAMPAIGN',
      setup.sides,
      { buildTotal: 100, campaignActionsPerCharacter: 0 },
      { code: 'INVALID_SETTING', path: ['settings', 'campaignActionsPerCharacter'] },
    ],
  ] as const)('refuses %s', (_why, ruleset, sides, settings, expected) => {
    expect(setupMatch(ruleset, sides, settings)).toMatchObject({ refusal: expected });
  });
});

describe('applyMatchEvent refusals change nothing and name the field', () => {
  it.each([
    ['an unknown event', { type: 'TELEPORT', side: 0 }, undefined, { code: 'UNKNOWN_EVENT', path: ['type'] }],
    ['a side not in the match', { type: 'END_TURN', side: 5 }, undefined, { code: 'SIDE_NOT_FOUND', path: ['side'] }],
    ['a figure not in the match', { ...shot, figureId: 'nobody' }, forcedDice([3, 4]), { code: 'FIGURE_NOT_FOUND', path: ['figureId'] }],
    [
      'a target not in the match',
      { ...shot, targets: [{ figureId: 'nobody', distance: 3 }] },
      forcedDice([3, 4]),
      { code: 'FIGURE_NOT_FOUND', path: ['targets', '0', 'figureId'] },
    ],
    ['no attack kind', { ...shot, attackKind: undefined }, forcedDice([3, 4]), { code: 'FIELD_MISSING', path: ['attackKind'] }],
    ['feats that are not a list', { ...shot, feats: 'ALL_OUT' }, forcedDice([3, 4]), { code: 'INVALID_FIELD', path: ['feats'] }],
    ['no targets', { ...shot, targets: [] }, forcedDice([3, 4]), { code: 'FIELD_MISSING', path: ['targets'] }],
    [
      'a distance of 0',
      { ...shot, targets: [{ figureId: 'crimson', distance: 0 }] },
      forcedDice([3, 4]),
      { code: 'INVALID_FIELD', path: ['targets', '0', 'distance'] },
    ],
    ['a target out of range', { ...shot, targets: [{ figureId: 'crimson', distance: 7 }] }, forcedDice([3, 4]), { code: 'OUT_OF_RANGE', path: ['targets'] }],
    ['an attack with no dice', shot, undefined, { code: 'DICE_MISSING', path: ['dice'] }],
    ['table dice that run out', shot, forcedDice([3]), { code: 'TABLE_DICE_INVALID', path: ['dice'] }],
    ['an unknown action', { type: 'ACTION', side: 0, figureId: 'black', action: 'DANCE' }, undefined, { code: 'INVALID_FIELD', path: ['action'] }],
    [
      'clicks that are not a whole number',
      { type: 'DAMAGE', side: 0, figureId: 'crimson', clicks: 1.5 },
      undefined,
      { code: 'INVALID_FIELD', path: ['clicks'] },
    ],
    [
      'damage credited to nobody in the match',
      { type: 'DAMAGE', side: 0, figureId: 'crimson', clicks: 1, byFigureId: 'x' },
      undefined,
      { code: 'FIGURE_NOT_FOUND', path: ['byFigureId'] },
    ],
    ['a rescue of a figure that is not a captive', { type: 'RESCUE', side: 0, figureId: 'crimson' }, undefined, { code: 'NOT_CAPTURED', path: ['figureId'] }],
    [
      'a capture by a friend',
      { type: 'CAPTURE', side: 1, figureId: 'crimson', byFigureId: 'reporter' },
      undefined,
      { code: 'FRIENDLY_TARGET', path: ['byFigureId'] },
    ],
    ['a victim outside HorrorClix', { type: 'VICTIM_KILLED', side: 0, figureId: 'black' }, undefined, { code: 'NOT_IN_RULESET', path: ['type'] }],
    [
      'a bystander saved by nobody in the match',
      { type: 'BYSTANDER_SAVED', side: 0, figureId: 'x' },
      undefined,
      { code: 'FIGURE_NOT_FOUND', path: ['figureId'] },
    ],
  ] as const)('refuses %s', (_why, event, dice, expected) => {
    const before = match();
    expect(applyMatchEvent(before, event as unknown as MatchEngineEvent, dice)).toMatchObject({ refusal: expected });
    expect(before).toEqual(match());
  });

  it('refuses a target on its own side and one that is out of play', () => {
    let state = match();
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 0 }));
    const friendly: MatchEngineEvent = { type: 'ATTACK', side: 1, figureId: 'crimson', attackKind: 'CLOSE', targets: [{ figureId: 'reporter', distance: 1 }] };
    expect(applyMatchEvent(state, friendly, forcedDice([3, 4]))).toMatchObject({ refusal: { code: 'FRIENDLY_TARGET', path: ['targets', '0', 'figureId'] } });
    state = applied(applyMatchEvent(state, { type: 'KO', side: 1, figureId: 'reporter' }));
    expect(applyMatchEvent(state, { type: 'ACTION', side: 1, figureId: 'reporter', action: 'MOVE' })).toMatchObject({
      refusal: { code: 'FIGURE_OUT_OF_PLAY', path: ['figureId'] },
    });
  });
});

describe('captives entered by hand', () => {
  it('takes a captive, refuses to take it twice, and lets it escape', () => {
    let state = applied(applyMatchEvent(match(), { type: 'CAPTURE', side: 0, figureId: 'reporter', byFigureId: 'black' }));
    expect(state.figures.reporter).toMatchObject({ captured: true, capturedByFigureId: 'black' });
    expect(applyMatchEvent(state, { type: 'CAPTURE', side: 0, figureId: 'reporter', byFigureId: 'black' })).toMatchObject({
      refusal: { code: 'ALREADY_CAPTURED' },
    });
    state = applied(applyMatchEvent(state, { type: 'ESCAPE', side: 1, figureId: 'reporter' }));
    expect(state.figures.reporter).toMatchObject({ captured: false, capturedByFigureId: null, escaped: true });
  });
});

describe('replayMatch', () => {
  it('equals folding event by event on the match stream, and stores the stream position, never the seed', () => {
    const seed = 'replay-secret';
    const events: MatchEngineEvent[] = [shot, shot, { type: 'END_TURN', side: 0 }, { type: 'BYSTANDER_HURT', side: 1 }];
    let state = match();
    for (const event of events) state = applied(applyMatchEvent(state, event, matchDice(seed, state.dice)));
    expect(state.dice).toEqual({ algorithm: 'xoroshiro128+/sha256-seed/v1', words: expect.any(Array), rolls: 4 });
    expect(JSON.stringify(state)).not.toContain(seed);
    expect(replayMatch(setup, events, (_e, _i, position) => matchDice(seed, position))).toEqual({ state });
  });

  it('stops at the first refused event, with its index, and at a refused setup', () => {
    expect(
      replayMatch(setup, [
        { type: 'END_TURN', side: 0 },
        { type: 'END_TURN', side: 0 },
      ]),
    ).toMatchObject({ index: 1, refusal: { code: 'NOT_YOUR_TURN' } });
    expect(replayMatch({ ...setup, sides: [] }, [])).toMatchObject({ index: -1, refusal: { code: 'TOO_FEW_SIDES' } });
  });
});

describe('matchStateProblems', () => {
  it('names what a tampered snapshot breaks', () => {
    const state = match();
    state.turn = { number: 0, activeSide: 3, actionsLeft: -1, reinforcementsDue: [], flurry: null };
    state.figures.black.tokens = 3;
    state.figures.reporter.captured = true;
    expect(matchStateProblems(state)).toEqual([
      'active side 3',
      'turn 0',
      '-1 actions left',
      'black has 3 tokens',
      'reporter is captured without a captor, or the reverse',
    ]);
  });
});
