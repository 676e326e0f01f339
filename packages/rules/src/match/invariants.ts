import { dialStatus } from '../combat/dial';
import { MATCH_RULESETS } from './rulesets';
import type { MatchState } from './types';

/**
 * The rules a match state must keep, as sentences (empty for a valid state): for tests and for
 * checking a snapshot read back from storage.
 */
export function matchStateProblems(state: MatchState): string[] {
  const problems: string[] = [];
  const rules = MATCH_RULESETS[state.ruleset];
  if (!rules) return [`unknown ruleset ${state.ruleset}`];
  const { turn } = state;
  if (!Number.isInteger(turn.activeSide) || turn.activeSide < 0 || turn.activeSide >= state.sides.length) problems.push(`active side ${turn.activeSide}`);
  if (!Number.isInteger(turn.number) || turn.number < 1) problems.push(`turn ${turn.number}`);
  if (turn.actionsLeft < 0) problems.push(`${turn.actionsLeft} actions left`);
  if (state.over !== rules.isOver(state)) problems.push(`over is ${state.over} but the ruleset says ${!state.over}`);
  const perFigure = state.ruleset === 'CLIX_CAMPAIGN' ? state.settings.campaignActionsPerCharacter : 1;
  for (const side of state.sides) {
    for (const id of side.figureIds) {
      const f = state.figures[id];
      if (!f || f.side !== side.position) {
        problems.push(`side ${side.position} lists ${id}, which is not its figure`);
        continue;
      }
      if (f.tokens < 0 || f.tokens > 2) problems.push(`${id} has ${f.tokens} tokens`);
      if (f.actionsThisTurn < 0 || f.actionsThisTurn > perFigure) problems.push(`${id} took ${f.actionsThisTurn} actions this turn`);
      if (f.actionsThisTurn > 0 && f.side !== turn.activeSide) problems.push(`${id} acted but its side is not the one to act`);
      if (f.actionsEnded && f.side !== turn.activeSide) problems.push(`${id}'s actions ended by a special movement outside its side's turn`);
      if (f.dial.clicksTaken < 0) problems.push(`${id}'s dial is before its starting click`);
      if (f.captured !== (f.capturedByFigureId !== null)) problems.push(`${id} is captured without a captor, or the reverse`);
      if (dialStatus(f.dial, rules.dialRules) !== 'ACTIVE' && !state.knockouts.some((k) => k.figureId === id))
        problems.push(`${id} is out of the fight with no knockout`);
      if (f.inReserve && !rules.reinforcements && !f.minion) problems.push(`${id} is in reserve in a ruleset without reinforcements`);
    }
  }
  if (Object.keys(state.figures).length !== state.sides.reduce((n, s) => n + s.figureIds.length, 0)) problems.push('figures not on any side');
  const horror = state.horrorClix;
  if ((horror !== null) !== (state.ruleset === 'HORRORCLIX')) problems.push('HorrorClix state in another ruleset, or none in HorrorClix');
  if (horror) {
    const killed = horror.victims.filter((v) => v.killedByFigureId !== null).length;
    if (killed !== state.sides.reduce((n, s) => n + s.tallies.victimsKilled, 0)) problems.push(`${killed} victims dead but the sides count otherwise`);
    for (const id of horror.insanityRolled) if (state.figures[id]?.side !== turn.activeSide) problems.push(`${id} rolled for insanity out of its turn`);
    if (horror.phase !== 'HUNTING' && horror.phase !== 'HOURGLASS' && Object.values(state.figures).some((f) => f.actionsThisTurn > 0))
      problems.push(`a figure acted before the hunting phase`);
  }
  return problems;
}
