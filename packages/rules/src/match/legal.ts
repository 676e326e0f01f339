import { alphaPowerOptions } from './alpha-powers';
import { allFigures, isInPlay } from './figures';
import { horrorClixOptions } from './horrorclix-turn';
import { reinforcementOptions } from './reinforce';
import { MATCH_RULESETS } from './rulesets';
import { figuresOfSide } from './rulesets/shared';
import { specialMovementRefusal } from './special-movement';
import { COORDINATED_ASSAULT, SHARED_BURDEN, movesFreely, teamAbilityOf } from './team-abilities';
import type { FigureOptions, LegalActions, MatchFigureState, MatchState } from './types';

/**
 * What may be done now: the side to act, each of its figures that may act with the actions it may
 * take (FREE always; MOVE, POWER, CLOSE and RANGED while the side has actions left and the ruleset
 * lets the figure act; RANGED with a range) and the enemies it may attack, and the actions left.
 * Alpha: right after a punch that opened Flurry, that figure's FLURRY and the other enemies; each
 * figure's "instead of attacking" powers showing (POWER events) with the figures they may name.
 * Alpha reinforcements due come first: then they are all that is offered. HorrorClix offers what
 * its phase allows: figures act only in the hunting phase, and `horrorClix` lists the rest.
 * Clix Campaign's team abilities: SHARED_BURDEN (10) for a figure that may take a move action, with
 * its damaged mates; `coordinatedWith` (11) on a close attack, the mates that may join it.
 */
export function legalActions(state: MatchState): LegalActions {
  const { turn } = state;
  const none = { figures: [], mayEndTurn: false, mayRollEtiquette: true, reinforcements: [], horrorClix: null };
  if (state.over) return { ...none, mayRollEtiquette: false, side: null, turn: turn.number, actionsLeft: 0 };
  if (turn.reinforcementsDue.length > 0) {
    return { ...none, side: turn.activeSide, turn: turn.number, actionsLeft: turn.actionsLeft, reinforcements: reinforcementOptions(state) };
  }
  const rules = MATCH_RULESETS[state.ruleset];
  const enemies = allFigures(state)
    .filter((f) => f.side !== turn.activeSide && isInPlay(f, rules.dialRules) && rules.targetRefusal(f) === null)
    .map((f) => f.id);
  const horrorClix = state.horrorClix ? horrorClixOptions(state, rules, enemies) : null;
  const figures: FigureOptions[] = [];
  const inPlay = figuresOfSide(state, turn.activeSide).filter((f) => isInPlay(f, rules.dialRules));
  // The side's members in play with damage to share (10), and those free to join an assault (11).
  const damaged = inPlay.filter((m) => m.dial.clicksTaken > 0).map((m) => m.id);
  const unmarked = inPlay.filter((m) => !m.actionsEnded && m.tokens === 0).map((m) => m.id);
  const others = (ids: string[], figure: MatchFigureState) => ids.filter((id) => id !== figure.id);
  for (const figure of figuresOfSide(state, turn.activeSide)) {
    if (!isInPlay(figure, rules.dialRules) || figure.actionsEnded) continue;
    const allowed = (kind: 'MOVE' | 'POWER' | 'FREE' | 'ATTACK') => rules.actionRefusal(state, figure, kind) === null;
    if (!allowed('FREE')) continue;
    const mayAct = turn.actionsLeft > 0 && !('code' in rules.giveAction(figure, state.settings));
    const flurry = turn.flurry?.figureId === figure.id ? turn.flurry : null;
    // HorrorClix: a blooded monster's frenzy after its move (its action spent) may attack these.
    const frenzy = horrorClix?.frenzy.find((f) => f.figureId === figure.id)?.targets ?? [];
    const attackable = flurry ? enemies.filter((id) => id !== flurry.hitFigureId) : mayAct && allowed('ATTACK') ? enemies : [];
    const targets = frenzy.length > 0 ? [...new Set([...attackable, ...frenzy])] : attackable;
    const actions: FigureOptions['actions'] = ['FREE'];
    // Clix Campaign's Free Movement: a move that uses none of the turn's actions.
    if ((mayAct || movesFreely(state, figure.id)) && allowed('MOVE')) actions.push('MOVE');
    if (mayAct) actions.push('POWER');
    if (flurry && targets.length > 0) actions.push('FLURRY');
    if (!flurry && attackable.length > 0) actions.push('CLOSE');
    if (!flurry && attackable.length > 0 && figure.version.range > 0) actions.push('RANGED');
    if (frenzy.length > 0) actions.push('FRENZY');
    // Clix Campaign: a flee from one of the enemies, before any other action this turn.
    if (attackable.length > 0 && rules.specialMovements && allowed('MOVE') && specialMovementRefusal(figure) === null) actions.push('FLEE');
    const terrainAttacks: FigureOptions['terrainAttacks'] = mayAct && rules.terrainAttacks ? (figure.version.range > 0 ? ['CLOSE', 'RANGED'] : ['CLOSE']) : [];
    // Alpha: "instead of attacking" takes an action that could attack.
    const powers = mayAct && allowed('ATTACK') ? alphaPowerOptions(state, rules, figure) : [];
    const teamAbility = teamAbilityOf(state, figure.side);
    // 10 Shared Burden: a move action, so a figure that may take one; adjacency is the table's to say.
    const sharedBurden = teamAbility === SHARED_BURDEN.roll && mayAct && allowed('MOVE') ? others(damaged, figure) : [];
    if (sharedBurden.length > 0) actions.push('SHARED_BURDEN');
    // 11 Coordinated Assault: unmarked mates whose actions are not done join an unmarked figure's close attack.
    const coordinatedWith = teamAbility === COORDINATED_ASSAULT.roll && actions.includes('CLOSE') && figure.tokens === 0 ? others(unmarked, figure) : [];
    figures.push({
      figureId: figure.id,
      actions,
      targets,
      terrainAttacks,
      ...(powers.length ? { powers } : {}),
      ...(sharedBurden.length ? { sharedBurden } : {}),
      ...(coordinatedWith.length ? { coordinatedWith } : {}),
    });
  }
  return {
    side: turn.activeSide,
    turn: turn.number,
    actionsLeft: turn.actionsLeft,
    figures,
    mayEndTurn: rules.endTurnRefusal(state) === null,
    mayRollEtiquette: true,
    reinforcements: [],
    horrorClix,
  };
}
