import { endTurn, NO_ACTION_TOKENS, takeAction, type ActionTaken, type ActionTokenState } from './actions';
import type { CombatRefusal } from './combat.types';

function acted(r: ActionTaken | CombatRefusal): ActionTaken {
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return r;
}

describe('action tokens and pushing (seed 003 2.1 and 2.6)', () => {
  it('an action on two turns running pushes: 1 damage and a second token; never a third turn', () => {
    const turn1 = acted(takeAction(NO_ACTION_TOKENS));
    expect(turn1).toMatchObject({ pushingDamage: 0, state: { tokens: 1 } });
    const after1 = endTurn(turn1.state);
    expect(after1).toEqual({ tokens: 1, actedThisTurn: false });
    const turn2 = acted(takeAction(after1));
    expect(turn2).toMatchObject({ pushingDamage: 1, state: { tokens: 2 } });
    const after2 = endTurn(turn2.state);
    expect(after2.tokens).toBe(2);
    expect(takeAction(after2)).toMatchObject({ ok: false, reason: 'TWO_ACTION_TOKENS' });
    // it rests on the third turn, so both tokens come off at its end
    const after3 = endTurn(after2);
    expect(after3).toEqual({ tokens: 0, actedThisTurn: false });
    expect(acted(takeAction(after3))).toMatchObject({ pushingDamage: 0, state: { tokens: 1 } });
  });

  it('clears the tokens of a model that did not act this turn', () => {
    const resting: ActionTokenState = { tokens: 1, actedThisTurn: false };
    expect(endTurn(resting)).toEqual({ tokens: 0, actedThisTurn: false });
  });

  it('allows one non-free action a turn; free actions take no token and are always allowed', () => {
    const once = acted(takeAction(NO_ACTION_TOKENS)).state;
    expect(takeAction(once)).toMatchObject({ ok: false, reason: 'ALREADY_ACTED_THIS_TURN' });
    expect(acted(takeAction(once, { free: true }))).toMatchObject({ pushingDamage: 0, state: once });
    expect(acted(takeAction({ tokens: 2, actedThisTurn: false }, { free: true })).state.tokens).toBe(2);
  });
});
