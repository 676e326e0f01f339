import type { DialClick } from '../catalogue/character-types';
import type { Combatant } from '../combat/combat.types';
import { applyDamage, currentClick, dialStatus, type DialChange, type DialRules, type DialStatus } from '../combat/dial';
import type { MatchFigureState, MatchState } from './types';

/** Where the figure's dial stands under the match's dial rules. */
export function figureStatus(figure: MatchFigureState, rules: DialRules): DialStatus {
  return dialStatus(figure.dial, rules);
}

/** Still fighting: on the map, its dial active, not a captive. */
export function isInPlay(figure: MatchFigureState, rules: DialRules): boolean {
  return !figure.inReserve && !figure.captured && figureStatus(figure, rules) === 'ACTIVE';
}

/** Why a figure cannot act or be attacked, or null when it can. */
export function outOfPlayReason(figure: MatchFigureState, rules: DialRules): string | null {
  if (figure.inReserve) return `${figure.name} is among the reinforcements`;
  if (figure.captured) return `${figure.name} is a captive`;
  const status = figureStatus(figure, rules);
  return status === 'ACTIVE' ? null : `${figure.name} is ${status}`;
}

/** The click showing on the dial, or null when KOed or worse. */
export function clickShowing(figure: MatchFigureState): DialClick | null {
  const slot = currentClick(figure.dial);
  return slot === null ? null : (figure.version.clicks[slot - 1] ?? null);
}

/** The figure as `resolveAttack` sees it (only called for figures in play, whose click shows). */
export function combatantOf(figure: MatchFigureState): Combatant {
  const { version } = figure;
  return {
    id: figure.id,
    click: clickShowing(figure)!,
    pointValue: version.pointValue,
    range: version.range,
    targets: version.targets,
    movement: version.movement,
    damageSymbol: version.damageSymbol,
  };
}

/** Every figure, side by side in setup order (figure ids may be any strings, so never the record's key order). */
export function allFigures(state: MatchState): MatchFigureState[] {
  return state.sides.flatMap((side) => side.figureIds.map((id) => state.figures[id]));
}

/** Positions of the sides that still have a figure in play. */
export function sidesInPlay(state: MatchState, rules: DialRules): number[] {
  return state.sides.filter((side) => side.figureIds.some((id) => isInPlay(state.figures[id], rules))).map((side) => side.position);
}

/**
 * Turns a figure's dial (in the draft state), crediting the damage to the dealer's side and
 * recording a knockout when the figure leaves the fight. `byFigureId` null: pushing, own power.
 */
export function damageFigure(draft: MatchState, figureId: string, clicks: number, byFigureId: string | null, rules: DialRules): DialChange {
  const figure = draft.figures[figureId];
  // A HorrorClix minion survives 1 damage (seed 004): the first click of damage it takes turns no click.
  const survived = figure.minion && !figure.minionDamageSurvived && clicks > 0;
  if (survived) figure.minionDamageSurvived = true;
  const change = applyDamage(figure.dial, survived ? clicks - 1 : clicks, rules);
  figure.dial = change.state;
  const dealer = byFigureId === null ? undefined : draft.figures[byFigureId];
  if (dealer && dealer.side !== figure.side && change.clicksApplied > 0) {
    const key = String(dealer.side);
    figure.damageBySide[key] = (figure.damageBySide[key] ?? 0) + change.clicksApplied;
  }
  if (change.statusBefore === 'ACTIVE' && change.status !== 'ACTIVE') {
    figure.defeatedByFigureId = byFigureId;
    figure.diedInHourglassPhase = draft.horrorClix?.phase === 'HOURGLASS';
    draft.knockouts.push({ figureId, byFigureId, turn: draft.turn.number });
  }
  return change;
}

/** Captives a figure holds. */
export function captivesOf(state: MatchState, captorId: string): number {
  let count = 0;
  for (const id in state.figures) if (state.figures[id].capturedByFigureId === captorId) count++;
  return count;
}
