import { forcedDice } from '../dice/dice';
import { npcFigure } from '../../test/match-figures';
import { applyMatchEvent, legalActions, pinnedTeamAbilities, replayMatch, setupMatch } from './index';
import type { MatchEngineEvent, MatchEventOutcome, MatchSetup, MatchState } from './types';

// Seed 000's ninjas: Black Ninja (attack 10, defense 15, damage 3) and his Guard (attack 10,
// defense 15) against Crimson Ninja (attack 11, defense 16) and his Guard (attack 10, defense 15).
function setupWith(campaignTeamAbilities: (number | null)[]): MatchSetup {
  return {
    ruleset: 'CLIX_CAMPAIGN',
    sides: [
      { figures: [npcFigure('Black Ninja', 'black'), npcFigure('Black Ninja Guard', 'black-guard')] },
      { figures: [npcFigure('Crimson Ninja', 'crimson'), npcFigure('Crimson Ninja Guard', 'crimson-guard')] },
    ],
    settings: { buildTotal: 200, campaignTeamAbilities },
  };
}

function matchWith(campaignTeamAbilities: (number | null)[]): MatchState {
  const { ruleset, sides, settings } = setupWith(campaignTeamAbilities);
  const created = setupMatch(ruleset, sides, settings);
  if ('refusal' in created) throw new Error(created.refusal.message);
  return created.state;
}

function applied(outcome: MatchEventOutcome): MatchState {
  if ('refusal' in outcome) throw new Error(`refused: ${outcome.refusal.code} ${outcome.refusal.message}`);
  return outcome.state;
}

const endTurn = (state: MatchState, side: number) => applied(applyMatchEvent(state, { type: 'END_TURN', side }));

describe('the pinned team abilities', () => {
  it("are each side's chart entry, as the seed prints it", () => {
    expect(pinnedTeamAbilities(matchWith([9, null]))).toEqual([
      {
        roll: 9,
        name: 'Team Defense',
        text: 'Team Defense! If two or more team members are adjacent, any character who is victim to an attack (close combat or ranged) may add +2 to their Defense rating.',
      },
      null,
    ]);
  });
});

describe('3 Shrouded', () => {
  const shot = (
    facts: { lineOfFireCrossesHinderingTerrain?: boolean; inHinderingTerrain?: boolean },
    attackKind: 'RANGED' | 'CLOSE' = 'RANGED',
  ): MatchEngineEvent => ({
    type: 'ATTACK',
    side: 0,
    figureId: 'black',
    attackKind,
    targets: [{ figureId: 'crimson', distance: attackKind === 'RANGED' ? 3 : 1, ...facts }],
  });

  it('refuses a ranged attack on a member through hindering terrain, or standing in it: no line of fire', () => {
    const state = matchWith([null, 3]);
    expect(applyMatchEvent(state, shot({ lineOfFireCrossesHinderingTerrain: true }), forcedDice([3, 3]))).toEqual({
      refusal: {
        code: 'SHROUDED_NO_LINE_OF_FIRE',
        path: ['targets', '0', 'lineOfFireCrossesHinderingTerrain'],
        message: "Crimson Ninja's team is Shrouded: a line of fire through hindering terrain to it is blocked",
      },
    });
    expect(applyMatchEvent(state, shot({ inHinderingTerrain: true }), forcedDice([3, 3]))).toMatchObject({
      refusal: { code: 'SHROUDED_NO_LINE_OF_FIRE', path: ['targets', '0', 'inHinderingTerrain'] },
    });
    // A clear line of fire, and close combat (which draws none), stand.
    expect(applyMatchEvent(state, shot({}), forcedDice([3, 3]))).toMatchObject({ result: { attack: { targets: [{ defense: 16, hit: true }] } } });
    expect(applyMatchEvent(state, shot({ lineOfFireCrossesHinderingTerrain: true }, 'CLOSE'), forcedDice([3, 3]))).toMatchObject({
      result: { attack: { targets: [{ hit: true }] } },
    });
    // Without the ability the terrain gives its +1.
    expect(applyMatchEvent(matchWith([null, null]), shot({ lineOfFireCrossesHinderingTerrain: true }), forcedDice([3, 3]))).toMatchObject({
      result: { attack: { targets: [{ defense: 17, hit: false }] } },
    });
  });

  it('does not stop Terrain Masters, who ignore abilities that rest on hindering terrain', () => {
    expect(applyMatchEvent(matchWith([6, 3]), shot({ lineOfFireCrossesHinderingTerrain: true }), forcedDice([3, 3]))).toMatchObject({
      result: { attack: { targets: [{ defense: 16, hit: true }] } },
    });
  });
});

describe('4 Shared Defense and 5 Shared Attack', () => {
  const punchGuard = (sharedDefenseFrom?: string[]): MatchEngineEvent => ({
    type: 'ATTACK',
    side: 0,
    figureId: 'black',
    attackKind: 'CLOSE',
    targets: [{ figureId: 'crimson-guard', distance: 1, ...(sharedDefenseFrom ? { sharedDefenseFrom } : {}) }],
  });

  it('4: the target uses the highest defense of the adjacent mates the table names, shown in the result', () => {
    const state = matchWith([null, 4]);
    // Black Ninja: 10 + 5 = 15 hits the Guard's own 15, not Crimson Ninja's 16.
    expect(applyMatchEvent(state, punchGuard(), forcedDice([2, 3]))).toMatchObject({ result: { attack: { targets: [{ defense: 15, hit: true }] } } });
    const shared = applyMatchEvent(state, punchGuard(['crimson']), forcedDice([2, 3]));
    expect(shared).toMatchObject({
      result: { attack: { targets: [{ defense: 16, hit: false }] }, sharedDefense: [{ figureId: 'crimson-guard', fromFigureId: 'crimson', value: 16 }] },
    });
  });

  it('4: refuses a figure that is not a mate in play, and a side without the ability', () => {
    const state = matchWith([null, 4]);
    expect(applyMatchEvent(state, punchGuard(['black-guard']), forcedDice([2, 3]))).toEqual({
      refusal: {
        code: 'NOT_A_TEAM_MATE',
        path: ['targets', '0', 'sharedDefenseFrom', '0'],
        message: 'Black Ninja Guard is not a team mate of Crimson Ninja Guard',
      },
    });
    expect(applyMatchEvent(state, punchGuard(['crimson-guard']), forcedDice([2, 3]))).toMatchObject({
      refusal: { code: 'NOT_A_TEAM_MATE', path: ['targets', '0', 'sharedDefenseFrom', '0'] },
    });
    const knockedOut = applied(applyMatchEvent(state, { type: 'KO', side: 0, figureId: 'crimson', byFigureId: 'black' }));
    expect(applyMatchEvent(knockedOut, punchGuard(['crimson']), forcedDice([2, 3]))).toEqual({
      refusal: { code: 'FIGURE_OUT_OF_PLAY', path: ['targets', '0', 'sharedDefenseFrom', '0'], message: 'Crimson Ninja is KO and takes no part' },
    });
    expect(applyMatchEvent(matchWith([4, null]), punchGuard(['crimson']), forcedDice([2, 3]))).toEqual({
      refusal: {
        code: 'TEAM_ABILITY_NOT_PINNED',
        path: ['targets', '0', 'sharedDefenseFrom'],
        message: 'targets.0.sharedDefenseFrom is team ability 4, Shared Defense; side 1 does not have it',
      },
    });
  });

  it('5: the attacker uses the highest attack of the adjacent mates the table names', () => {
    const state = endTurn(matchWith([null, 5]), 0);
    const punch = (sharedAttackFrom?: string[]): MatchEngineEvent => ({
      type: 'ATTACK',
      side: 1,
      figureId: 'crimson-guard',
      attackKind: 'CLOSE',
      targets: [{ figureId: 'black', distance: 1 }],
      ...(sharedAttackFrom ? { attacker: { sharedAttackFrom } } : {}),
    });
    // The Guard's 10 + 4 misses Black Ninja's 15; Crimson Ninja's 11 + 4 hits.
    expect(applyMatchEvent(state, punch(), forcedDice([1, 3]))).toMatchObject({
      result: { attack: { attackRolls: [{ total: 14 }], targets: [{ hit: false }] } },
    });
    expect(applyMatchEvent(state, punch(['crimson']), forcedDice([1, 3]))).toMatchObject({
      result: {
        attack: { attackRolls: [{ total: 15 }], targets: [{ hit: true }] },
        sharedAttack: { figureId: 'crimson-guard', fromFigureId: 'crimson', value: 11 },
      },
    });
    expect(applyMatchEvent(state, punch(['black']), forcedDice([1, 3]))).toMatchObject({
      refusal: { code: 'NOT_A_TEAM_MATE', path: ['attacker', 'sharedAttackFrom', '0'] },
    });
  });
});

describe('7 Free Movement', () => {
  it("gives a member's move without using one of the turn's actions, marking it with a token; the next move uses one", () => {
    let state = matchWith([7, null]);
    const move: MatchEngineEvent = { type: 'ACTION', side: 0, figureId: 'black', action: 'MOVE' };
    const free = applyMatchEvent(state, move);
    expect(free).toMatchObject({ result: { action: 'MOVE', freeMovement: true } });
    state = applied(free);
    expect(state.turn.actionsLeft).toBe(6);
    expect(state.figures.black).toMatchObject({ tokens: 1, actionsThisTurn: 0, movedThisTurn: true });
    // Marked, it is no longer at the beginning of its turn: no flee.
    expect(applyMatchEvent(state, { type: 'FLEE', side: 0, figureId: 'black', fromFigureId: 'crimson' }, forcedDice([1]))).toMatchObject({
      refusal: { code: 'SPECIAL_MOVEMENT_NOT_FIRST' },
    });
    const paid = applyMatchEvent(state, move);
    expect(paid).not.toHaveProperty('result.freeMovement');
    state = applied(paid);
    expect(state.turn.actionsLeft).toBe(5);
    expect(state.figures.black).toMatchObject({ tokens: 1, actionsThisTurn: 1 });
    // The token goes at the end of the turn; the next turn's first move is free again.
    state = endTurn(endTurn(state, 0), 1);
    expect(state.figures.black.tokens).toBe(0);
    expect(applyMatchEvent(state, move)).toMatchObject({ result: { freeMovement: true } });
    // A side without the ability pays for every move.
    expect(applyMatchEvent(matchWith([null, 7]), move)).not.toHaveProperty('result.freeMovement');
  });

  it('offers the free move to a member that has used its three actions', () => {
    let state = matchWith([7, null]);
    for (let i = 0; i < 3; i++) state = applied(applyMatchEvent(state, { type: 'ACTION', side: 0, figureId: 'black', action: 'POWER' }));
    expect(legalActions(state).figures[0]).toEqual({ figureId: 'black', actions: ['FREE', 'MOVE'], targets: [], terrainAttacks: [] });
    state = applied(applyMatchEvent(state, { type: 'ACTION', side: 0, figureId: 'black', action: 'MOVE' }));
    expect(legalActions(state).figures[0]).toEqual({ figureId: 'black', actions: ['FREE'], targets: [], terrainAttacks: [] });
  });
});

describe('10 Shared Burden', () => {
  const share = (figureId: string, toFigureId: string, side = 0): MatchEngineEvent => ({ type: 'SHARED_BURDEN', side, figureId, toFigureId });

  it('exchanges 1 click between two members, a move action of the one taking the damage', () => {
    let state = applied(applyMatchEvent(matchWith([10, null]), { type: 'DAMAGE', side: 1, figureId: 'black', clicks: 2, byFigureId: 'crimson' }));
    const shared = applyMatchEvent(state, share('black-guard', 'black'));
    expect(shared).toMatchObject({
      result: {
        damagedFigureId: 'black-guard',
        healedFigureId: 'black',
        dialChanges: { 'black-guard': { clicksApplied: 1 }, black: { clicksApplied: 1 } },
      },
    });
    state = applied(shared);
    expect(state.figures['black-guard']).toMatchObject({ dial: { clicksTaken: 1 }, actionsThisTurn: 1, movedThisTurn: false });
    expect(state.figures.black.dial.clicksTaken).toBe(1);
    expect(state.turn.actionsLeft).toBe(5);
  });

  it('refuses a mate with no damage, a figure that is no mate, a side without the ability, out of turn', () => {
    const state = matchWith([10, 10]);
    expect(applyMatchEvent(state, share('black-guard', 'black'))).toEqual({
      refusal: { code: 'NO_DAMAGE_TO_SHARE', path: ['toFigureId'], message: 'Black Ninja has taken no damage: there is nothing to exchange' },
    });
    expect(applyMatchEvent(state, share('black-guard', 'crimson'))).toMatchObject({ refusal: { code: 'NOT_A_TEAM_MATE', path: ['toFigureId'] } });
    expect(applyMatchEvent(state, share('crimson-guard', 'crimson', 1))).toMatchObject({ refusal: { code: 'NOT_YOUR_TURN', path: ['side'] } });
    expect(applyMatchEvent(matchWith([null, 10]), share('black-guard', 'black'))).toEqual({
      refusal: { code: 'TEAM_ABILITY_NOT_PINNED', path: ['type'], message: 'type is team ability 10, Shared Burden; side 0 does not have it' },
    });
  });
});

describe('10 Shared Burden in legalActions', () => {
  const burdenOf = (state: MatchState) =>
    legalActions(state).figures.map(({ figureId, actions, sharedBurden }) => ({ figureId, offered: actions.includes('SHARED_BURDEN'), sharedBurden }));

  it('offers it to a member that may take a move action, with the damaged mates in play; none without damage or the ability', () => {
    expect(burdenOf(matchWith([10, null]))).toEqual([
      { figureId: 'black', offered: false, sharedBurden: undefined },
      { figureId: 'black-guard', offered: false, sharedBurden: undefined },
    ]);
    const damaged = applied(applyMatchEvent(matchWith([10, null]), { type: 'DAMAGE', side: 1, figureId: 'black', clicks: 2, byFigureId: 'crimson' }));
    expect(burdenOf(damaged)).toEqual([
      { figureId: 'black', offered: false, sharedBurden: undefined },
      { figureId: 'black-guard', offered: true, sharedBurden: ['black'] },
    ]);
    // The Guard taking the damage is damaged too now: either may share with the other.
    const shared = applied(applyMatchEvent(damaged, { type: 'SHARED_BURDEN', side: 0, figureId: 'black-guard', toFigureId: 'black' }));
    expect(burdenOf(shared)).toEqual([
      { figureId: 'black', offered: true, sharedBurden: ['black-guard'] },
      { figureId: 'black-guard', offered: true, sharedBurden: ['black'] },
    ]);
    const noAbility = applied(applyMatchEvent(matchWith([null, 10]), { type: 'DAMAGE', side: 1, figureId: 'black', clicks: 2, byFigureId: 'crimson' }));
    expect(burdenOf(noAbility).every((f) => !f.offered && f.sharedBurden === undefined)).toBe(true);
  });

  it('offers none once the side has no actions left', () => {
    let state = applied(applyMatchEvent(matchWith([10, null]), { type: 'DAMAGE', side: 1, figureId: 'black', clicks: 2, byFigureId: 'crimson' }));
    for (let i = 0; i < 6; i++)
      state = applied(applyMatchEvent(state, { type: 'ACTION', side: 0, figureId: i < 3 ? 'black' : 'black-guard', action: 'POWER' }));
    expect(state.turn.actionsLeft).toBe(0);
    expect(burdenOf(state)).toEqual([
      { figureId: 'black', offered: false, sharedBurden: undefined },
      { figureId: 'black-guard', offered: false, sharedBurden: undefined },
    ]);
  });
});

describe('11 Coordinated Assault', () => {
  const assault = (coordinatedWith: string[], attackKind: 'CLOSE' | 'RANGED' = 'CLOSE'): MatchEngineEvent => ({
    type: 'ATTACK',
    side: 0,
    figureId: 'black',
    attackKind,
    targets: [{ figureId: 'crimson', distance: attackKind === 'CLOSE' ? 1 : 3 }],
    coordinatedWith,
  });

  it('lets members adjacent to an enemy all attack it with one action, each marked with a token; the log replays', () => {
    const setup = setupWith([11, null]);
    let state = matchWith([11, null]);
    // Black Ninja 10 + 6 hits 16 for 3; his Guard 10 + 6 hits the 14 now showing for 2.
    const outcome = applyMatchEvent(state, assault(['black-guard']), forcedDice([3, 3, 3, 3]));
    expect(outcome).toMatchObject({
      result: {
        attack: { targets: [{ defense: 16, hit: true, damageDealt: 3 }] },
        coordinatedAttacks: [
          { figureId: 'black-guard', attack: { targets: [{ defense: 14, hit: true, damageDealt: 2 }] }, dialChanges: { crimson: { clicksApplied: 2 } } },
        ],
      },
    });
    state = applied(outcome);
    expect(state.figures.crimson.dial.clicksTaken).toBe(5);
    expect(state.turn.actionsLeft).toBe(5);
    expect(state.figures.black).toMatchObject({ tokens: 1, actionsThisTurn: 1 });
    expect(state.figures['black-guard']).toMatchObject({ tokens: 1, actionsThisTurn: 0 });
    expect(replayMatch(setup, [assault(['black-guard'])], () => forcedDice([3, 3, 3, 3]))).toEqual({ state });
    // Each takes part once a turn.
    expect(applyMatchEvent(state, assault(['black-guard']), forcedDice([3, 3, 3, 3]))).toEqual({
      refusal: { code: 'MARKED_THIS_TURN', path: ['figureId'], message: 'Black Ninja is marked with an action token this turn' },
    });
  });

  it('is offered in legalActions on a close attack: the unmarked mates in play that may join; none once marked', () => {
    const joinersOf = (state: MatchState) => Object.fromEntries(legalActions(state).figures.map((f) => [f.figureId, f.coordinatedWith]));
    expect(joinersOf(matchWith([11, null]))).toEqual({ black: ['black-guard'], 'black-guard': ['black'] });
    expect(joinersOf(matchWith([null, 11]))).toEqual({ black: undefined, 'black-guard': undefined });
    // After the assault both are marked: neither leads nor joins another this turn.
    const state = applied(applyMatchEvent(matchWith([11, null]), assault(['black-guard']), forcedDice([3, 3, 3, 3])));
    expect(joinersOf(state)).toEqual({ black: undefined, 'black-guard': undefined });
  });

  it('refuses a ranged attack, a figure that is no mate, a side without the ability', () => {
    const state = matchWith([11, null]);
    expect(applyMatchEvent(state, assault(['black-guard'], 'RANGED'), forcedDice([3, 3]))).toEqual({
      refusal: {
        code: 'COORDINATED_ASSAULT_IS_CLOSE_COMBAT',
        path: ['attackKind'],
        message: 'a coordinated assault is made by members adjacent to the target: close combat',
      },
    });
    expect(applyMatchEvent(state, assault(['crimson-guard']), forcedDice([3, 3, 3, 3]))).toMatchObject({
      refusal: { code: 'NOT_A_TEAM_MATE', path: ['coordinatedWith', '0'] },
    });
    expect(applyMatchEvent(matchWith([null, 11]), assault(['black-guard']), forcedDice([3, 3, 3, 3]))).toMatchObject({
      refusal: { code: 'TEAM_ABILITY_NOT_PINNED', path: ['coordinatedWith'] },
    });
  });
});
