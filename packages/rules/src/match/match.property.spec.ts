import fc from 'fast-check';
import { npcFigure } from '../../test/match-figures';
import { applyMatchEvent, legalActions, matchDice, matchStateProblems, replayMatch, setupMatch } from './index';
import type { MatchEngineEvent, MatchRulesetId, MatchSetup, MatchState } from './types';

// Seed 000's dials, within every ruleset's army rules (Alpha: 5 a side, 2003 and HorrorClix: 200 points).
const side = (prefix: string) => ({
  figures: ['Black Ninja Guard', 'Crimson Ninja Guard', 'White Ninja Guard', 'Body Guard', 'Gunman'].map((name, i) => npcFigure(name, `${prefix}${i}`)),
});
const setupFor = (ruleset: MatchRulesetId): MatchSetup => ({ ruleset, sides: [side('a'), side('b')], settings: { buildTotal: 200 } });

/** Every event `legalActions` offers now, plus hand-entered damage and healing, to draw from. */
function offeredEvents(state: MatchState): MatchEngineEvent[] {
  const legal = legalActions(state);
  if (legal.side === null) return [];
  const side = legal.side;
  const events: MatchEngineEvent[] = [{ type: 'END_TURN', side }];
  for (const { figureId, actions, targets } of legal.figures) {
    const range = state.figures[figureId].version.range;
    for (const action of actions) {
      if (action === 'CLOSE' || action === 'RANGED') {
        const distance = action === 'CLOSE' ? 1 : Math.max(1, range);
        for (const target of targets) events.push({ type: 'ATTACK', side, figureId, attackKind: action, targets: [{ figureId: target, distance }] });
      } else {
        events.push({ type: 'ACTION', side, figureId, action });
      }
    }
  }
  for (const id of Object.keys(state.figures)) {
    events.push({ type: 'DAMAGE', side, figureId: id, clicks: 1 });
    events.push({ type: 'HEAL', side, figureId: id, clicks: 1 });
  }
  return events;
}

const RULESETS: MatchRulesetId[] = ['CLIX_CAMPAIGN', 'HEROCLIX_2003', 'HEROCLIX_ALPHA', 'HORRORCLIX'];

describe.each(RULESETS)('%s: any sequence of legal actions', (ruleset) => {
  it('keeps the state valid, never refuses what legalActions offers, and replays to the same state', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.nat(), { maxLength: 60 }), (seedTail, picks) => {
        const seed = `secret-seed:${seedTail}`;
        const setup = setupFor(ruleset);
        const made = setupMatch(setup.ruleset, setup.sides, setup.settings);
        if ('refusal' in made) throw new Error(made.refusal.message);
        let state = made.state;
        const log: MatchEngineEvent[] = [];
        for (const pick of picks) {
          const offered = offeredEvents(state);
          if (offered.length === 0) break;
          const event = offered[pick % offered.length];
          const before = JSON.stringify(state);
          const applied = applyMatchEvent(state, event, matchDice(seed, state.dice));
          expect(JSON.stringify(state)).toBe(before);
          if ('refusal' in applied) {
            // Only the dial may refuse hand-entered healing (Critical Condition, removed figures).
            expect(event.type).toBe('HEAL');
            continue;
          }
          state = applied.state;
          log.push(event);
          expect(matchStateProblems(state)).toEqual([]);
          expect(JSON.stringify(state)).not.toContain('secret-seed:');
        }
        const replayed = replayMatch(setup, log, (_event, _index, position) => matchDice(seed, position));
        expect(replayed).toEqual({ state });
      }),
      { numRuns: 60 },
    );
  });
});
