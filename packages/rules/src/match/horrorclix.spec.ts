import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DialClick } from '../catalogue/character-types';
import type { AttackResult } from '../combat/combat.types';
import { forcedDice } from '../dice/dice';
import { npcFigure, seed2003Figure } from '../../test/match-figures';
import { applyMatchEvent, isVulnerable, legalActions, matchOutcome, setupMatch } from './index';
import type { MatchEngineEvent, MatchEventOutcome, MatchFigureSetup, MatchSideSetup, MatchState } from './types';

function applied(outcome: MatchEventOutcome): MatchState {
  if ('refusal' in outcome) throw new Error(`refused: ${outcome.refusal.code} ${outcome.refusal.message}`);
  return outcome.state;
}

// Seed 000's dials standing in for monsters (seed 004 prints none): 16 + 34 + 40 = 90 points, and 80 + 16 = 96.
const hunters = (): MatchSideSetup => ({
  figures: [npcFigure('Black Ninja Guard', 'a1'), npcFigure('Crimson Ninja Guard', 'a2'), npcFigure('White Ninja Guard', 'a3')],
});
const stalkers = (): MatchSideSetup => ({ figures: [npcFigure('Black Ninja', 'b1'), npcFigure('Black Ninja Guard', 'b2')] });

function horrorMatch(buildTotal = 100, sides: MatchSideSetup[] = [hunters(), stalkers()]): MatchState {
  const made = setupMatch('HORRORCLIX', sides, { buildTotal });
  if ('refusal' in made) throw new Error(made.refusal.message);
  return made.state;
}

const move = (side: number, figureId: string): MatchEngineEvent => ({ type: 'ACTION', side, figureId, action: 'MOVE' });
/** Preview and suspense (moving the first victim still on the board): the hunt begins. */
function toHunting(state: MatchState, side: number): MatchState {
  const next = applied(applyMatchEvent(state, { type: 'PHASE', side }));
  const victim = next.horrorClix!.victims.find((v) => v.killedByFigureId === null)!;
  return applied(applyMatchEvent(next, { type: 'MOVE_VICTIM', side, victimId: victim.id }));
}
/** The hourglass phase, then the end of the turn. */
const endTurn = (state: MatchState, side: number) =>
  applied(applyMatchEvent(applied(applyMatchEvent(state, { type: 'HOURGLASS', side })), { type: 'END_TURN', side }));
/** A whole turn with nothing done. */
const pass = (state: MatchState, side: number) => endTurn(toHunting(state, side), side);

/** A 2003-example dial (seed 004 prints none) whose clicks show `clicks` in turn. */
function monster(id: string, pointValue: number, clicks: Partial<DialClick>[]): MatchFigureSetup {
  const figure = seed2003Figure(id, id, pointValue, { liveClicks: clicks.length });
  return { ...figure, version: { ...figure.version, clicks: clicks.map((c) => ({ speed: 8, attack: 9, defense: 16, damage: 2, ...c })) } };
}

describe('HorrorClix match', () => {
  const seed = readFileSync(join(__dirname, '../../seeds/004_96998b6b841789a8.txt'), 'utf8');

  it('finds its rules in the seed text', () => {
    expect(seed).toContain('12 uhria merkityille paikoille');
    expect(seed).toMatch(/1\. Preview phase[\s\S]*2\. Suspense phase\s+- siirrä yhtä uhria[\s\S]*3\. Hunting phase[\s\S]*4\. Hourglass phase/);
    expect(seed).toContain('hourglass-monsuille 1 damage, possessed samoin');
    expect(seed).toContain('hourglass phasessa kuolleet = 0 p, samoin insane/possessed = 0 p');
    expect(seed).toMatch(
      /movementissa; immovable\s+= ei liiku[\s\S]*attackissa;\s+incapable\s+= ei ota lainkaan actioneja[\s\S]*defensessä;\s+intangible = ei blokkaa/,
    );
    expect(seed).toContain('kun blooded frenzyää, saa liikkumisen jälkeen free actionina close combatin 1 damagella');
    expect(seed).toContain('puun vieressä olevan uhrin tappaminen = +1 action');
    expect(seed).toMatch(/jos maasta ammutaan soaringia, niin\s+- attack value \+2\s+- jos tehdään vähintään 1 damage, niin \+1 unpreventable damage/);
  });

  it('refuses a force over the build total', () => {
    expect(setupMatch('HORRORCLIX', [hunters(), { figures: [...stalkers().figures, npcFigure('Gunman', 'b3')] }], { buildTotal: 100 })).toEqual({
      refusal: { code: 'OVER_BUILD_TOTAL', path: ['sides', '1', 'figures'], message: 'side 1 costs 102 points, over the build total of 100' },
    });
  });

  it('plays a turn in four phases, each offering exactly what it allows', () => {
    let state = horrorMatch();
    expect(state.horrorClix).toEqual({
      phase: 'PREVIEW',
      victims: Array.from({ length: 12 }, (_, i) => ({
        id: `victim-${i + 1}`,
        killedByFigureId: null,
        killedInTurn: null,
        faceUp: false,
        replacedByFigureId: null,
      })),
      victimMoved: null,
      insanityRolled: [],
      plotTwists: [],
      killToAnswer: null,
    });
    const nothingElse = {
      insanityRollsDue: [],
      mayEndPhase: false,
      victimsToMove: [],
      killers: [],
      victimsOnBoard: [],
      frenzy: [],
      mayRunHourglass: false,
      plotTwist: null,
      killAnswer: null,
      minions: [],
    };
    const cards = { cardsLeft: 6, subplotLeft: true };
    expect(legalActions(state)).toEqual({
      side: 0,
      turn: 1,
      actionsLeft: 2,
      figures: [],
      mayEndTurn: false,
      mayRollEtiquette: true,
      reinforcements: [],
      horrorClix: { ...nothingElse, phase: 'PREVIEW', mayEndPhase: true, plotTwist: { side: 0, victimIds: [], ...cards } },
    });
    expect(applyMatchEvent(state, move(0, 'a1'))).toEqual({
      refusal: { code: 'WRONG_PHASE', path: ['type'], message: 'it is the preview phase: this comes in the hunting phase' },
    });
    expect(applyMatchEvent(state, { type: 'END_TURN', side: 0 })).toMatchObject({ refusal: { code: 'WRONG_PHASE', path: ['type'] } });
    expect(applyMatchEvent(state, { type: 'MOVE_VICTIM', side: 0, victimId: 'victim-1' })).toMatchObject({ refusal: { code: 'WRONG_PHASE', path: ['type'] } });
    expect(applyMatchEvent(state, { type: 'PHASE', side: 1 })).toMatchObject({ refusal: { code: 'NOT_YOUR_TURN', path: ['side'] } });

    state = applied(applyMatchEvent(state, { type: 'PHASE', side: 0 }));
    const allVictims = state.horrorClix!.victims.map((v) => v.id);
    expect(legalActions(state)).toMatchObject({
      figures: [],
      mayEndTurn: false,
      horrorClix: { ...nothingElse, phase: 'SUSPENSE', victimsToMove: allVictims, plotTwist: { side: 1, victimIds: allVictims, ...cards } },
    });
    expect(applyMatchEvent(state, { type: 'PHASE', side: 0 })).toEqual({
      refusal: { code: 'VICTIM_TO_MOVE', path: ['type'], message: 'the suspense phase moves one victim (MOVE_VICTIM)' },
    });
    expect(applyMatchEvent(state, { type: 'MOVE_VICTIM', side: 0, victimId: 'victim-13' })).toMatchObject({
      refusal: { code: 'VICTIM_NOT_FOUND', path: ['victimId'] },
    });
    state = applied(applyMatchEvent(state, { type: 'MOVE_VICTIM', side: 0, victimId: 'victim-4' }));
    expect(state.horrorClix).toMatchObject({ phase: 'HUNTING', victimMoved: 'victim-4' });

    const hunting = legalActions(state);
    expect(hunting.figures.map((f) => [f.figureId, f.actions])).toEqual([
      ['a1', ['FREE', 'MOVE', 'POWER', 'CLOSE', 'RANGED']],
      ['a2', ['FREE', 'MOVE', 'POWER', 'CLOSE', 'RANGED']],
      ['a3', ['FREE', 'MOVE', 'POWER', 'CLOSE', 'RANGED']],
    ]);
    expect(hunting).toMatchObject({ mayEndTurn: false, horrorClix: { ...nothingElse, phase: 'HUNTING', victimsOnBoard: allVictims, mayRunHourglass: true } });
    state = applied(applyMatchEvent(state, { type: 'HOURGLASS', side: 0 }));
    expect(legalActions(state)).toMatchObject({ figures: [], mayEndTurn: true, horrorClix: { ...nothingElse, phase: 'HOURGLASS' } });
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 0 }));
    expect(state.turn).toMatchObject({ number: 2, activeSide: 1 });
    expect(state.horrorClix).toMatchObject({ phase: 'PREVIEW', victimMoved: null });
  });

  it('gives at least 2 actions a turn, one per monster; a second token makes it vulnerable with only free actions, and no pushing damage', () => {
    let state = toHunting(horrorMatch(), 0);
    expect(state.turn.actionsLeft).toBe(2);
    expect(horrorMatch(300).turn.actionsLeft).toBe(3);
    state = applied(applyMatchEvent(state, move(0, 'a1')));
    expect(applyMatchEvent(state, move(0, 'a1'))).toMatchObject({ refusal: { code: 'FIGURE_ALREADY_ACTED', path: ['figureId'] } });
    expect(applyMatchEvent(state, move(1, 'b1'))).toMatchObject({ refusal: { code: 'NOT_YOUR_TURN', path: ['side'] } });
    state = pass(endTurn(state, 0), 1);
    state = applied(applyMatchEvent(toHunting(state, 0), move(0, 'a1')));
    expect(state.figures.a1).toMatchObject({ tokens: 2, dial: { clicksTaken: 0 } });
    expect(isVulnerable(state.figures.a1)).toBe(true);
    state = pass(endTurn(state, 0), 1);
    state = toHunting(state, 0);
    expect(applyMatchEvent(state, move(0, 'a1'))).toMatchObject({ refusal: { code: 'TWO_ACTION_TOKENS', path: ['figureId'] } });
    state = applied(applyMatchEvent(state, { type: 'ACTION', side: 0, figureId: 'a1', action: 'FREE' }));
    // The hourglass phase takes the tokens off a monster not activated this turn.
    state = applied(applyMatchEvent(state, { type: 'HOURGLASS', side: 0 }));
    expect(state.figures.a1.tokens).toBe(0);
  });

  it('kills a victim at the end of a move: blooded, a frenzy for 1 damage as a free action, +1 action by the Tree of the Damned', () => {
    let state = toHunting(horrorMatch(200), 0);
    expect(applyMatchEvent(state, { type: 'VICTIM_KILLED', side: 0, figureId: 'a2', victimId: 'victim-2' })).toEqual({
      refusal: {
        code: 'VICTIM_NEEDS_MOVE',
        path: ['figureId'],
        message: 'Crimson Ninja Guard kills a victim by ending a move on it, and has not moved this turn',
      },
    });
    state = applied(applyMatchEvent(state, move(0, 'a2')));
    expect(legalActions(state).horrorClix).toMatchObject({ killers: ['a2'], frenzy: [] });
    const killed = applyMatchEvent(state, { type: 'VICTIM_KILLED', side: 0, figureId: 'a2', victimId: 'victim-2', nextToTreeOfTheDamned: true });
    expect(killed).toMatchObject({ result: { victimId: 'victim-2', blooded: 'a2', victimsKilled: 1, actionsLeft: 2 } });
    state = applied(killed);
    expect(state.figures.a2.blooded).toBe(true);
    expect(state.horrorClix!.victims[1]).toEqual({ id: 'victim-2', killedByFigureId: 'a2', killedInTurn: 1, faceUp: false, replacedByFigureId: null });
    expect(applyMatchEvent(state, { type: 'VICTIM_KILLED', side: 0, figureId: 'a2', victimId: 'victim-5' })).toMatchObject({
      refusal: { code: 'ALREADY_KILLED_THIS_TURN' },
    });
    expect(legalActions(state).horrorClix).toMatchObject({ killers: [], frenzy: [{ figureId: 'a2', targets: ['b1', 'b2'] }] });
    // Its move spent its action, yet its frenzy targets are listed with the figure.
    expect(legalActions(state).figures.find((f) => f.figureId === 'a2')).toEqual({
      figureId: 'a2',
      actions: ['FREE', 'FRENZY'],
      targets: ['b1', 'b2'],
      terrainAttacks: [],
    });

    // Frenzy: the Crimson Guard (attack 10, damage 2 on the dial) hits the Black Ninja (defense 15) for 1, as a free action.
    const frenzy: MatchEngineEvent = { type: 'ATTACK', side: 0, figureId: 'a2', attackKind: 'CLOSE', targets: [{ figureId: 'b1', distance: 1 }], frenzy: true };
    state = applied(applyMatchEvent(state, frenzy, forcedDice([4, 3])));
    expect(state.figures.b1.dial.clicksTaken).toBe(1);
    expect(state.turn.actionsLeft).toBe(2);
    expect(applyMatchEvent(state, frenzy, forcedDice([4, 3]))).toMatchObject({ refusal: { code: 'ALREADY_FRENZIED', path: ['figureId'] } });
    expect(applyMatchEvent(state, { ...frenzy, figureId: 'a1' }, forcedDice([4, 3]))).toMatchObject({ refusal: { code: 'NOT_BLOODED', path: ['figureId'] } });
    expect(applyMatchEvent(state, { type: 'MOVE_VICTIM', side: 0, victimId: 'victim-1' })).toMatchObject({ refusal: { code: 'WRONG_PHASE' } });

    // Next turn: the victim is gone from the suspense phase's choices.
    state = toHunting(endTurn(state, 0), 1);
    expect(state.horrorClix!.victimMoved).toBe('victim-1');
    expect(applyMatchEvent(state, { type: 'VICTIM_KILLED', side: 1, figureId: 'b1', victimId: 'victim-2' })).toMatchObject({
      refusal: { code: 'VICTIM_DEAD', path: ['victimId'] },
    });
  });

  it('reads hourglasses on the dial: immovable, incapable, intangible; they and the possessed take 1 damage in the hourglass phase, and such a death scores 0', () => {
    const sides: MatchSideSetup[] = [
      { figures: [monster('a1', 50, [{}, {}]), monster('a2', 50, [{ speedPower: 'Hourglass' }, {}]), monster('a3', 50, [{}, {}])] },
      { figures: [monster('b1', 50, [{}, {}]), monster('b2', 40, [{ defensePower: 'Hourglass' }]), monster('b3', 50, [{ attackPower: 'Hourglass' }, {}])] },
    ];
    let state = toHunting(horrorMatch(200, sides), 0);
    expect(legalActions(state).figures).toEqual([
      { figureId: 'a1', actions: ['FREE', 'MOVE', 'POWER', 'CLOSE', 'RANGED'], targets: ['b1', 'b3'], terrainAttacks: [] },
      { figureId: 'a2', actions: ['FREE', 'POWER', 'CLOSE', 'RANGED'], targets: ['b1', 'b3'], terrainAttacks: [] },
      { figureId: 'a3', actions: ['FREE', 'MOVE', 'POWER', 'CLOSE', 'RANGED'], targets: ['b1', 'b3'], terrainAttacks: [] },
    ]);
    expect(applyMatchEvent(state, move(0, 'a2'))).toEqual({
      refusal: { code: 'IMMOVABLE', path: ['figureId'], message: 'a2 shows an hourglass on speed: immovable, it does not move' },
    });
    const atIntangible: MatchEngineEvent = { type: 'ATTACK', side: 0, figureId: 'a1', attackKind: 'CLOSE', targets: [{ figureId: 'b2', distance: 1 }] };
    expect(applyMatchEvent(state, atIntangible, forcedDice([3, 4]))).toEqual({
      refusal: {
        code: 'INTANGIBLE_TARGET',
        path: ['targets', '0', 'figureId'],
        message: 'b2 shows an hourglass on defense: intangible, it cannot be attacked',
      },
    });
    // Intangible, it can still take damage.
    expect(applied(applyMatchEvent(state, { type: 'DAMAGE', side: 0, figureId: 'b2', clicks: 0 })).figures.b2.dial.clicksTaken).toBe(0);
    state = applied(applyMatchEvent(state, { type: 'POSSESSION', side: 0, figureId: 'a3', possessed: true }));
    expect(isVulnerable(state.figures.a3)).toBe(true);
    const hourglass = applyMatchEvent(state, { type: 'HOURGLASS', side: 0 });
    expect(hourglass).toMatchObject({ result: { phase: 'HOURGLASS', damaged: ['a2', 'a3'] } });
    state = applied(hourglass);
    expect([state.figures.a2.dial.clicksTaken, state.figures.a3.dial.clicksTaken, state.figures.b3.dial.clicksTaken]).toEqual([1, 1, 0]);
    state = toHunting(applied(applyMatchEvent(state, { type: 'END_TURN', side: 0 })), 1);
    expect(legalActions(state).figures.map((f) => f.figureId)).toEqual(['b1', 'b2']);
    expect(applyMatchEvent(state, move(1, 'b3'))).toMatchObject({ refusal: { code: 'INCAPABLE', path: ['figureId'] } });
    // The hourglass phase of side 1: b2 (one live click) dies, b3 takes 1 and turns to a click without hourglass.
    state = applied(applyMatchEvent(state, { type: 'HOURGLASS', side: 1 }));
    expect(state.figures.b2).toMatchObject({ diedInHourglassPhase: true, defeatedByFigureId: null });
    expect(matchOutcome(state).scores[0]).toEqual({
      side: 0,
      points: 0,
      lines: [{ kind: 'MONSTER_KILLED_SCORES_NOTHING', points: 0, figureId: 'b2' }],
    });
  });

  it('rolls for insanity in the preview phase; an insane or possessed monster killed scores 0, the victims 5 per 100 points', () => {
    const sides: MatchSideSetup[] = [
      { figures: [monster('a1', 50, [{}, {}]), monster('a2', 50, [{ attackPower: 'Insanity' }, {}])] },
      { figures: [monster('b1', 50, [{}, {}]), monster('b2', 50, [{}, {}])] },
    ];
    let state = horrorMatch(200, sides);
    expect(legalActions(state).horrorClix).toMatchObject({ phase: 'PREVIEW', insanityRollsDue: ['a2'], mayEndPhase: false });
    expect(applyMatchEvent(state, { type: 'PHASE', side: 0 })).toEqual({
      refusal: { code: 'INSANITY_ROLLS_DUE', path: ['type'], message: 'the preview phase ends after the insanity rolls of a2' },
    });
    expect(applyMatchEvent(state, { type: 'INSANITY_ROLL', side: 0, figureId: 'a1', value: 4 }, forcedDice([2]))).toMatchObject({
      refusal: { code: 'NO_INSANITY_SHOWING', path: ['figureId'] },
    });
    expect(applyMatchEvent(state, { type: 'INSANITY_ROLL', side: 0, figureId: 'a2', value: 4 })).toMatchObject({
      refusal: { code: 'DICE_MISSING', path: ['dice'] },
    });
    // d6 4 is not below 4: sane; the next turn a 3 is.
    const sane = applyMatchEvent(state, { type: 'INSANITY_ROLL', side: 0, figureId: 'a2', value: 4 }, forcedDice([4]));
    expect(sane).toMatchObject({ result: { roll: 4, insane: false } });
    state = applied(sane);
    expect(applyMatchEvent(state, { type: 'INSANITY_ROLL', side: 0, figureId: 'a2', value: 4 }, forcedDice([1]))).toMatchObject({
      refusal: { code: 'INSANITY_ALREADY_ROLLED' },
    });
    state = toHunting(state, 0);
    state = applied(applyMatchEvent(state, move(0, 'a1')));
    state = applied(applyMatchEvent(state, { type: 'VICTIM_KILLED', side: 0, figureId: 'a1' }));
    state = pass(endTurn(state, 0), 1);
    state = applied(applyMatchEvent(state, { type: 'INSANITY_ROLL', side: 0, figureId: 'a2', value: 4 }, forcedDice([3])));
    expect(state.figures.a2.insane).toBe(true);
    state = applied(applyMatchEvent(state, { type: 'POSSESSION', side: 1, figureId: 'b2', possessed: true }));
    state = applied(applyMatchEvent(state, { type: 'KO', side: 0, figureId: 'a2', byFigureId: 'b1' }));
    state = applied(applyMatchEvent(state, { type: 'KO', side: 0, figureId: 'b2', byFigureId: 'a1' }));
    const outcome = matchOutcome(state);
    expect(outcome.scores).toEqual([
      {
        side: 0,
        points: 10,
        lines: [
          { kind: 'MONSTER_KILLED_SCORES_NOTHING', points: 0, figureId: 'b2' },
          { kind: 'VICTIMS', points: 10 },
        ],
      },
      { side: 1, points: 0, lines: [{ kind: 'MONSTER_KILLED_SCORES_NOTHING', points: 0, figureId: 'a2' }] },
    ]);
  });

  it('shoots a soaring monster from the ground at +2 attack and full range, +1 unpreventable damage; doubles knock nobody back', () => {
    const sides: MatchSideSetup[] = [
      { figures: [monster('a1', 50, [{}, {}, {}, {}, {}]), monster('a2', 50, [{}, {}])] },
      { figures: [monster('b1', 50, [{ defensePower: 'Toughness' }, {}, {}, {}, {}]), monster('b2', 50, [{}, {}])] },
    ];
    const shot = (distance: number): MatchEngineEvent => ({
      type: 'ATTACK',
      side: 0,
      figureId: 'a1',
      attackKind: 'RANGED',
      targets: [{ figureId: 'b1', distance, altitude: 'SOARING' }],
    });
    const state = toHunting(horrorMatch(200, sides), 0);
    // Attack 9 + 2 + 5 = 16 against defense 16: a hit at range 6 (no halving); 2 damage - 1 Toughness + 1 unpreventable.
    const hit = applyMatchEvent(state, shot(6), forcedDice([2, 3]));
    expect(applied(hit).figures.b1.dial.clicksTaken).toBe(2);
    if (!('result' in hit)) throw new Error('refused');
    const { attack } = hit.result as { attack: AttackResult };
    const steps = attack.steps.filter((s) => s.name === 'Shooting at a soaring figure');
    expect(steps.map((s) => s.effect)).toEqual([
      '+2 attack against b1, soaring, from the ground: 16',
      '+1 unpreventable damage to b1, which drops to hovering: 2',
    ]);
    expect(applyMatchEvent(state, shot(6), forcedDice([1, 3]))).toMatchObject({ result: { attack: { targets: [{ hit: false, damageDealt: 0 }] } } });
    const doubles = applyMatchEvent(
      state,
      { type: 'ATTACK', side: 0, figureId: 'a1', attackKind: 'CLOSE', targets: [{ figureId: 'b2', distance: 1, knockbackStop: 'MAP_EDGE' }] },
      forcedDice([4, 4]),
    );
    expect(doubles).toMatchObject({ result: { attack: { targets: [{ hit: true, damageDealt: 2, knockback: 0, knockbackDamage: 0 }] } } });
  });

  it('takes its readings as settings: victims on the board, insanity that lasts or not, hourglass damage for every side', () => {
    expect(setupMatch('HORRORCLIX', [hunters(), stalkers()], { buildTotal: 100, horrorClixVictims: -1 })).toEqual({
      refusal: { code: 'INVALID_SETTING', path: ['settings', 'horrorClixVictims'], message: 'horrorClixVictims is a whole number from 0 to 100' },
    });
    expect(setupMatch('HORRORCLIX', [hunters(), stalkers()], { buildTotal: 100, horrorClixInsanityLasts: 'yes' as unknown as boolean })).toMatchObject({
      refusal: { code: 'INVALID_SETTING', path: ['settings', 'horrorClixInsanityLasts'] },
    });
    const sides: MatchSideSetup[] = [
      { figures: [monster('a1', 50, [{ attackPower: 'Insanity' }, {}])] },
      { figures: [monster('b1', 50, [{ speedPower: 'Hourglass' }, {}])] },
    ];
    const made = setupMatch('HORRORCLIX', sides, {
      buildTotal: 200,
      horrorClixVictims: 0,
      horrorClixInsanityLasts: false,
      horrorClixHourglassDamageAllSides: true,
    });
    if ('refusal' in made) throw new Error(made.refusal.message);
    let state = made.state;
    expect(state.horrorClix!.victims).toEqual([]);
    state = applied(applyMatchEvent(state, { type: 'INSANITY_ROLL', side: 0, figureId: 'a1', value: 4 }, forcedDice([1])));
    expect(state.figures.a1.insane).toBe(true);
    // No victim to move: the suspense phase ends with PHASE.
    state = applied(applyMatchEvent(applied(applyMatchEvent(state, { type: 'PHASE', side: 0 })), { type: 'PHASE', side: 0 }));
    state = applied(applyMatchEvent(state, { type: 'HOURGLASS', side: 0 }));
    expect(state.figures.b1.dial.clicksTaken).toBe(1);
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 0 }));
    for (const type of ['PHASE', 'PHASE', 'HOURGLASS', 'END_TURN'] as const) state = applied(applyMatchEvent(state, { type, side: 1 }));
    // Each roll decides anew: a 6 makes it sane again.
    state = applied(applyMatchEvent(state, { type: 'INSANITY_ROLL', side: 0, figureId: 'a1', value: 4 }, forcedDice([6])));
    expect(state.figures.a1.insane).toBe(false);
  });

  const twist = (side: number, card: string, more: Partial<Extract<MatchEngineEvent, { type: 'PLOT_TWIST' }>> = {}): MatchEngineEvent => ({
    type: 'PLOT_TWIST',
    side,
    card,
    ...more,
  });

  it('plays plot twists: 6 a side, each once, 1 subplot, one per victim before the victim move, one answering a kill; a success saves the victim, and the points score', () => {
    let state = horrorMatch(200);
    expect(applyMatchEvent(state, twist(1, 'Ticking Clock'))).toEqual({
      refusal: {
        code: 'PLOT_TWIST_NOT_NOW',
        path: ['side'],
        message: 'side 1 may not play a plot twist now: the side to act in its preview phase, the opponent before the victim move or answering a kill',
      },
    });
    expect(applyMatchEvent(state, twist(0, 'Ticking Clock', { victimId: 'victim-1' }))).toEqual({
      refusal: { code: 'PLOT_TWIST_VICTIM', path: ['victimId'], message: 'a plot twist in the preview phase names no victim' },
    });
    expect(applyMatchEvent(state, twist(0, ' '))).toMatchObject({ refusal: { code: 'INVALID_FIELD', path: ['card'] } });
    expect(applyMatchEvent(state, twist(0, 'Ticking Clock', { points: 1.5 }))).toMatchObject({ refusal: { code: 'INVALID_FIELD', path: ['points'] } });
    state = applied(applyMatchEvent(state, twist(0, 'Ticking Clock', { subplot: true, points: 5 })));
    expect(applyMatchEvent(state, twist(0, 'Ticking Clock'))).toMatchObject({ refusal: { code: 'PLOT_TWIST_ALREADY_PLAYED', path: ['card'] } });
    expect(applyMatchEvent(state, twist(0, 'Dark Omen', { subplot: true }))).toMatchObject({ refusal: { code: 'SUBPLOT_ALREADY_PLAYED', path: ['subplot'] } });

    // Suspense: the opponent may play one per victim before the move.
    state = applied(applyMatchEvent(state, { type: 'PHASE', side: 0 }));
    state = applied(applyMatchEvent(state, twist(1, 'Fog', { victimId: 'victim-3' })));
    expect(applyMatchEvent(state, twist(1, 'Rain', { victimId: 'victim-3' }))).toMatchObject({ refusal: { code: 'PLOT_TWIST_VICTIM', path: ['victimId'] } });
    expect(applyMatchEvent(state, twist(0, 'Rain', { victimId: 'victim-4' }))).toMatchObject({ refusal: { code: 'PLOT_TWIST_NOT_NOW', path: ['side'] } });
    expect(legalActions(state).horrorClix!.plotTwist).toEqual({
      side: 1,
      victimIds: state.horrorClix!.victims.map((v) => v.id).filter((id) => id !== 'victim-3'),
      cardsLeft: 5,
      subplotLeft: true,
    });
    state = applied(applyMatchEvent(state, { type: 'MOVE_VICTIM', side: 0, victimId: 'victim-3' }));

    // A monster killing a victim: the opponent answers at once; a success saves it (the table moves it to an adjacent square).
    state = applied(applyMatchEvent(state, move(0, 'a2')));
    state = applied(applyMatchEvent(state, { type: 'VICTIM_KILLED', side: 0, figureId: 'a2', victimId: 'victim-5', nextToTreeOfTheDamned: true }));
    expect(state.turn.actionsLeft).toBe(2);
    expect(legalActions(state).horrorClix!.plotTwist).toEqual({ side: 1, victimIds: ['victim-5'], cardsLeft: 5, subplotLeft: true });
    const saved = applyMatchEvent(state, twist(1, 'Narrow Escape', { victimId: 'victim-5', success: true, points: 3 }));
    expect(saved).toMatchObject({
      result: { card: 'Narrow Escape', timing: 'KILL_ANSWER', victimId: 'victim-5', success: true, points: 3, saved: true, plotTwistsLeft: 4 },
    });
    state = applied(saved);
    expect(state.horrorClix!.victims[4]).toMatchObject({ killedByFigureId: null, killedInTurn: null });
    expect([state.figures.a2.blooded, state.sides[0].tallies.victimsKilled, state.turn.actionsLeft]).toEqual([false, 0, 1]);

    // A failed answer lets the kill stand; a kill not answered at once is not answered.
    state = applied(applyMatchEvent(state, move(0, 'a1')));
    state = applied(applyMatchEvent(state, { type: 'VICTIM_KILLED', side: 0, figureId: 'a1', victimId: 'victim-6' }));
    state = applied(applyMatchEvent(state, twist(1, 'Scream', { victimId: 'victim-6' })));
    expect([state.figures.a1.blooded, state.horrorClix!.victims[5].killedByFigureId, state.sides[0].tallies.victimsKilled]).toEqual([true, 'a1', 1]);
    expect(applyMatchEvent(state, twist(1, 'Too Late', { victimId: 'victim-6' }))).toMatchObject({ refusal: { code: 'PLOT_TWIST_NOT_NOW' } });

    // Side 1's preview: its last three cards, then none is left.
    state = endTurn(state, 0);
    for (const card of ['Midnight', 'Full Moon', 'Last Dance']) state = applied(applyMatchEvent(state, twist(1, card)));
    expect(applyMatchEvent(state, twist(1, 'Encore'))).toEqual({
      refusal: { code: 'PLOT_TWISTS_USED_UP', path: ['card'], message: 'side 1 has played all its 6 plot twists' },
    });
    expect(legalActions(state).horrorClix!.plotTwist).toBeNull();
    expect(state.horrorClix!.plotTwists.map((p) => [p.side, p.card, p.timing, p.victimId, p.success, p.points])).toEqual([
      [0, 'Ticking Clock', 'PREVIEW', null, false, 5],
      [1, 'Fog', 'SUSPENSE', 'victim-3', false, 0],
      [1, 'Narrow Escape', 'KILL_ANSWER', 'victim-5', true, 3],
      [1, 'Scream', 'KILL_ANSWER', 'victim-6', false, 0],
      [1, 'Midnight', 'PREVIEW', null, false, 0],
      [1, 'Full Moon', 'PREVIEW', null, false, 0],
      [1, 'Last Dance', 'PREVIEW', null, false, 0],
    ]);
    expect(matchOutcome(state).scores).toEqual([
      {
        side: 0,
        points: 15,
        lines: [
          { kind: 'VICTIMS', points: 10 },
          { kind: 'PLOT_TWISTS', points: 5 },
        ],
      },
      { side: 1, points: 3, lines: [{ kind: 'PLOT_TWISTS', points: 3 }] },
    ]);
  });

  it('answers a kill with a power instead (KILL_ANSWER): once per victim, as a plot twist; a success saves the victim and uses no card', () => {
    const answer = (side: number, extra: Partial<{ figureId: string; power: string; success: boolean }> = {}): MatchEngineEvent => ({
      type: 'KILL_ANSWER',
      side,
      figureId: 'b1',
      power: 'Telekinesis',
      ...extra,
    });
    let state = toHunting(horrorMatch(), 0);
    expect(legalActions(state).horrorClix!.killAnswer).toBeNull();
    expect(applyMatchEvent(state, answer(1))).toEqual({
      refusal: {
        code: 'KILL_ANSWER_NOT_NOW',
        path: ['side'],
        message: 'side 1 has no kill to answer: the opponent answers a kill with the event right after it',
      },
    });
    state = applied(applyMatchEvent(state, move(0, 'a2')));
    state = applied(applyMatchEvent(state, { type: 'VICTIM_KILLED', side: 0, figureId: 'a2', victimId: 'victim-5', nextToTreeOfTheDamned: true }));
    expect(legalActions(state).horrorClix!.killAnswer).toEqual({ side: 1, victimId: 'victim-5', figureIds: ['b1', 'b2'] });
    expect(applyMatchEvent(state, answer(0, { figureId: 'a1' }))).toMatchObject({ refusal: { code: 'KILL_ANSWER_NOT_NOW', path: ['side'] } });
    expect(applyMatchEvent(state, answer(1, { figureId: 'a1' }))).toEqual({
      refusal: { code: 'FIGURE_NOT_ON_SIDE', path: ['figureId'], message: 'Black Ninja Guard plays for side 0' },
    });
    expect(applyMatchEvent(state, answer(1, { power: ' ' }))).toEqual({
      refusal: { code: 'INVALID_FIELD', path: ['power'], message: "a kill answer names the monster's power (1 to 100 characters)" },
    });
    const saved = applyMatchEvent(state, answer(1, { success: true }));
    expect(saved).toMatchObject({ result: { figureId: 'b1', power: 'Telekinesis', victimId: 'victim-5', success: true, saved: true } });
    state = applied(saved);
    expect(state.horrorClix!.victims[4]).toMatchObject({ killedByFigureId: null, killedInTurn: null });
    expect([state.figures.a2.blooded, state.sides[0].tallies.victimsKilled, state.turn.actionsLeft, state.horrorClix!.plotTwists]).toEqual([false, 0, 1, []]);

    // One answer per victim: after a power, no plot twist or second power; a failed answer lets the kill stand.
    state = applied(applyMatchEvent(state, move(0, 'a1')));
    state = applied(applyMatchEvent(state, { type: 'VICTIM_KILLED', side: 0, figureId: 'a1', victimId: 'victim-6' }));
    state = applied(applyMatchEvent(state, answer(1, { figureId: 'b2', power: 'Shriek' })));
    expect([state.figures.a1.blooded, state.horrorClix!.victims[5].killedByFigureId, state.sides[0].tallies.victimsKilled]).toEqual([true, 'a1', 1]);
    expect(applyMatchEvent(state, answer(1, { success: true }))).toMatchObject({ refusal: { code: 'KILL_ANSWER_NOT_NOW' } });
    expect(applyMatchEvent(state, { type: 'PLOT_TWIST', side: 1, card: 'Too Late', victimId: 'victim-6', success: true })).toMatchObject({
      refusal: { code: 'PLOT_TWIST_NOT_NOW' },
    });
    expect(legalActions(state).horrorClix).toMatchObject({ killAnswer: null, plotTwist: null });
  });

  it('turns the victims a monster moves past face up, and shows it in the state', () => {
    let state = toHunting(horrorMatch(), 0);
    expect(applyMatchEvent(state, { ...move(0, 'a1'), passedVictimIds: ['victim-2', 'victim-13'] } as MatchEngineEvent)).toEqual({
      refusal: { code: 'VICTIM_NOT_FOUND', path: ['passedVictimIds', '1'], message: 'there is no victim victim-13 in this match' },
    });
    expect(applyMatchEvent(state, { type: 'ACTION', side: 0, figureId: 'a1', action: 'POWER', passedVictimIds: ['victim-2'] })).toMatchObject({
      refusal: { code: 'INVALID_FIELD', path: ['passedVictimIds'] },
    });
    const moved = applyMatchEvent(state, { type: 'ACTION', side: 0, figureId: 'a1', action: 'MOVE', passedVictimIds: ['victim-2', 'victim-7'] });
    expect(moved).toMatchObject({ result: { action: 'MOVE', turnedFaceUp: ['victim-2', 'victim-7'] } });
    state = applied(moved);
    expect(state.horrorClix!.victims.filter((v) => v.faceUp).map((v) => v.id)).toEqual(['victim-2', 'victim-7']);
  });

  it("lets a minion replace a victim its side's monster killed this turn: it then acts, is never blooded, and survives its first damage", () => {
    const withMinion = (): MatchSideSetup => ({ ...hunters(), minions: [npcFigure('Gunman', 'am')] });
    expect(setupMatch('HEROCLIX_2003', [withMinion(), stalkers()], { buildTotal: 100 })).toEqual({
      refusal: { code: 'NOT_IN_RULESET', path: ['sides', '0', 'minions'], message: 'HEROCLIX_2003 has no minions' },
    });
    let state = toHunting(horrorMatch(100, [withMinion(), stalkers()]), 0);
    expect(state.figures.am).toMatchObject({ minion: true, inReserve: true, minionDamageSurvived: false });
    expect(legalActions(state).figures.map((f) => f.figureId)).toEqual(['a1', 'a2', 'a3']);
    expect(applyMatchEvent(state, { type: 'MINION', side: 0, figureId: 'am', victimId: 'victim-2' })).toEqual({
      refusal: {
        code: 'VICTIM_NOT_KILLED_THIS_TURN',
        path: ['victimId'],
        message: 'a minion replaces a victim a monster of side 0 killed this turn; victim-2 is not one',
      },
    });
    state = applied(applyMatchEvent(state, move(0, 'a2')));
    state = applied(applyMatchEvent(state, { type: 'VICTIM_KILLED', side: 0, figureId: 'a2', victimId: 'victim-2' }));
    expect(legalActions(state).horrorClix!.minions).toEqual([{ victimId: 'victim-2', figureIds: ['am'] }]);
    expect(applyMatchEvent(state, { type: 'MINION', side: 0, figureId: 'a1', victimId: 'victim-2' })).toMatchObject({
      refusal: { code: 'NOT_A_MINION', path: ['figureId'] },
    });
    state = applied(applyMatchEvent(state, { type: 'MINION', side: 0, figureId: 'am', victimId: 'victim-2' }));
    expect([state.figures.am.inReserve, state.horrorClix!.victims[1].replacedByFigureId]).toEqual([false, 'am']);
    expect(applyMatchEvent(state, { type: 'MINION', side: 0, figureId: 'am', victimId: 'victim-2' })).toMatchObject({
      refusal: { code: 'MINION_ALREADY_ENTERED', path: ['figureId'] },
    });
    expect(legalActions(state).horrorClix!.minions).toEqual([]);

    // It acts with the side's actions and kills, but is never blooded, so it never frenzies.
    state = applied(applyMatchEvent(state, move(0, 'am')));
    expect(applyMatchEvent(state, { type: 'VICTIM_KILLED', side: 0, figureId: 'am', victimId: 'victim-3' })).toMatchObject({
      result: { victimId: 'victim-3', blooded: null, victimsKilled: 2 },
    });
    state = applied(applyMatchEvent(state, { type: 'VICTIM_KILLED', side: 0, figureId: 'am', victimId: 'victim-3' }));
    expect(state.figures.am.blooded).toBe(false);
    expect(
      applyMatchEvent(
        state,
        { type: 'ATTACK', side: 0, figureId: 'am', attackKind: 'CLOSE', targets: [{ figureId: 'b1', distance: 1 }], frenzy: true },
        forcedDice([4, 3]),
      ),
    ).toMatchObject({
      refusal: { code: 'NOT_BLOODED', path: ['figureId'] },
    });
    // Its first click of damage turns no click; the next does.
    state = applied(applyMatchEvent(state, { type: 'DAMAGE', side: 0, figureId: 'am', clicks: 1, byFigureId: 'b1' }));
    expect([state.figures.am.dial.clicksTaken, state.figures.am.minionDamageSurvived]).toEqual([0, true]);
    state = applied(applyMatchEvent(state, { type: 'DAMAGE', side: 0, figureId: 'am', clicks: 1, byFigureId: 'b1' }));
    expect(state.figures.am.dial.clicksTaken).toBe(1);
  });

  it('holds the modifiers to a value to ±3 (replacement values are not modifiers) and no value below 0', () => {
    const sides: MatchSideSetup[] = [
      { figures: [monster('a1', 50, [{ attack: 9, defensePower: 'Stealth' }, {}]), monster('a2', 50, [{ attack: 1 }, {}])] },
      { figures: [monster('b1', 50, [{ defense: 20 }, {}]), monster('b2', 50, [{}, {}])] },
    ];
    const state = toHunting(horrorMatch(200, sides), 0);
    const steps = (outcome: MatchEventOutcome) => {
      if (!('result' in outcome)) throw new Error(`refused: ${outcome.refusal.message}`);
      return (outcome.result as { attack: AttackResult }).attack.steps.filter((s) => s.rule === 'MODIFIER_CAP' || s.rule === 'HIT_CHECK').map((s) => s.effect);
    };
    // All-Out (+2) and Ambush (+2, Stealth showing) from hindering terrain: +4, held to +3: 9 + 3 + 8 = 20 hits defense 20 (with +4 it would be 21).
    const allOut: MatchEngineEvent = {
      type: 'ATTACK',
      side: 0,
      figureId: 'a1',
      attackKind: 'CLOSE',
      targets: [{ figureId: 'b1', distance: 1 }],
      feats: ['ALL_OUT', 'AMBUSH'],
      attacker: { inHinderingTerrain: true },
    };
    expect(steps(applyMatchEvent(state, allOut, forcedDice([4, 4])))).toEqual([
      'attack modifiers +4 held to the cap: attack value 12',
      '20 against b1 defense 20: hit',
    ]);
    expect(steps(applyMatchEvent(state, allOut, forcedDice([4, 3])))).toEqual([
      'attack modifiers +4 held to the cap: attack value 12',
      '19 against b1 defense 20: miss',
    ]);
    // Disarm (-2) on attack 1 would make -1: held at 0, so 0 + 7 = 7.
    const disarm: MatchEngineEvent = {
      type: 'ATTACK',
      side: 0,
      figureId: 'a2',
      attackKind: 'CLOSE',
      targets: [{ figureId: 'b2', distance: 1 }],
      feats: ['DISARM'],
    };
    expect(steps(applyMatchEvent(state, disarm, forcedDice([4, 3])))).toEqual([
      'attack modifiers -2 held to the cap: attack value 0',
      '7 against b2 defense 16: miss',
    ]);
  });
});
