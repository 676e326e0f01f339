import fc from 'fast-check';
import { npcFigure } from '../../test/match-figures';
import { isInPlay } from './figures';
import { MATCH_RULESETS, applyMatchEvent, legalActions, matchDice, matchStateProblems, replayMatch, setupMatch } from './index';
import type { MatchEngineEvent, MatchRulesetId, MatchSetup, MatchState } from './types';

// Seed 000's dials, within every ruleset's army rules (Alpha: 5 a side, 2003 and HorrorClix: 200 points).
const side = (prefix: string) => ({
  figures: ['Black Ninja Guard', 'Crimson Ninja Guard', 'White Ninja Guard', 'Body Guard', 'Gunman'].map((name, i) => npcFigure(name, `${prefix}${i}`)),
});
/** HorrorClix: the Black Ninja Guard shows Insanity on its first click and hourglasses on the next (speed, then attack and defense). */
function haunted(prefix: string) {
  const figures = side(prefix).figures;
  const [first, second, third, ...rest] = figures[0].version.clicks;
  const clicks = [
    { ...first, attackPower: 'Insanity' },
    { ...second, speedPower: 'Hourglass' },
    { ...third, attackPower: 'Hourglass', defensePower: 'Hourglass' },
    ...rest,
  ];
  // A minion waits off the map for a victim the side kills.
  return { figures: [{ ...figures[0], version: { ...figures[0].version, clicks } }, ...figures.slice(1)], minions: [npcFigure('Gunman', `${prefix}m`)] };
}
/** Alpha: the first four figures show Flurry, Pulse, Regeneration and Heal on every click (seed 001's card). */
function alphaPowered(prefix: string) {
  const powers = [{ speedPower: 'Flurry' }, { attackPower: 'Pulse' }, { defensePower: 'Regeneration' }, { damagePower: 'Heal' }];
  return {
    figures: side(prefix).figures.map((f, i) =>
      powers[i] ? { ...f, version: { ...f.version, clicks: f.version.clicks.map((c) => ({ ...c, ...powers[i] })) } } : f,
    ),
  };
}
/**
 * Clix Campaign: the team abilities pinned for sides a and b, one pair a run: Team Defense (9) and
 * healing on a defeat (12), Shared Burden (10) and Coordinated Assault (11), Shared Defense (4) and
 * Shared Attack (5), Free Movement (7) and Shrouded (3).
 */
const CAMPAIGN_ABILITIES: [number, number][] = [
  [9, 12],
  [10, 11],
  [4, 5],
  [7, 3],
];
// Alpha plays to 20 KO points here, so that matches run long enough for reinforcements to enter.
const setupFor = (ruleset: MatchRulesetId, abilities: [number, number]): MatchSetup => {
  const sides =
    ruleset === 'HORRORCLIX' ? [haunted('a'), haunted('b')] : ruleset === 'HEROCLIX_ALPHA' ? [alphaPowered('a'), alphaPowered('b')] : [side('a'), side('b')];
  const campaignTeamAbilities = ruleset === 'CLIX_CAMPAIGN' ? abilities : [null, null];
  return { ruleset, sides, settings: { buildTotal: 200, alphaKoPointsToWin: 20, campaignTeamAbilities } };
};

/** The other figures of `figureId`'s side in play: the team mates the table may name adjacent. */
function matesInPlay(state: MatchState, figureId: string): string[] {
  const { side: position } = state.figures[figureId];
  return Object.values(state.figures)
    .filter((f) => f.side === position && f.id !== figureId && isInPlay(f, MATCH_RULESETS[state.ruleset].dialRules))
    .map((f) => f.id);
}

/** Every event `legalActions` offers now, plus hand-entered damage and healing, to draw from. */
function offeredEvents(state: MatchState): MatchEngineEvent[] {
  const legal = legalActions(state);
  if (legal.side === null) return [];
  const side = legal.side;
  const events: MatchEngineEvent[] = legal.mayEndTurn ? [{ type: 'END_TURN', side }] : [];
  // Either side may roll the etiquette die.
  if (legal.mayRollEtiquette) events.push({ type: 'ETIQUETTE', side: (side + 1) % state.sides.length });
  if (legal.reinforcements.length > 0) {
    // Alpha: each KO'd character replaced by the first eligible reinforcement not already chosen.
    const chosen = new Set<string>();
    const choices = legal.reinforcements.map(({ eligible }) => {
      const pick = eligible.find((id) => !chosen.has(id)) ?? null;
      if (pick !== null) chosen.add(pick);
      return pick;
    });
    events.push({ type: 'REINFORCE', side, choices });
  }
  const horror = legal.horrorClix;
  if (horror) {
    if (horror.mayEndPhase) events.push({ type: 'PHASE', side });
    for (const victimId of horror.victimsToMove) events.push({ type: 'MOVE_VICTIM', side, victimId });
    for (const figureId of horror.insanityRollsDue) events.push({ type: 'INSANITY_ROLL', side, figureId, value: 3 });
    for (const figureId of horror.killers)
      events.push({ type: 'VICTIM_KILLED', side, figureId, victimId: horror.victimsOnBoard[0], nextToTreeOfTheDamned: true });
    const plotTwist = horror.plotTwist;
    // A successful answer to a kill saves the victim; the card names are the side's cards left, so each is new.
    if (plotTwist)
      events.push({
        type: 'PLOT_TWIST',
        side: plotTwist.side,
        card: `card ${plotTwist.cardsLeft}`,
        ...(plotTwist.victimIds.length ? { victimId: plotTwist.victimIds[0] } : {}),
        subplot: plotTwist.subplotLeft,
        success: true,
        points: 2,
      });
    // Or the answer is a power of one of its monsters, failing (a plot twist above saves the victim).
    if (horror.killAnswer) events.push({ type: 'KILL_ANSWER', side: horror.killAnswer.side, figureId: horror.killAnswer.figureIds[0], power: 'Telekinesis' });
    for (const { victimId, figureIds } of horror.minions) events.push({ type: 'MINION', side, figureId: figureIds[0], victimId });
  }
  const pinned = state.settings.campaignTeamAbilities;
  for (const { figureId, actions, targets, terrainAttacks, powers, sharedBurden, coordinatedWith } of legal.figures) {
    const range = state.figures[figureId].version.range;
    for (const { power, targets: named } of powers ?? [])
      events.push({ type: 'POWER', side, figureId, power, targetIds: power === 'HEAL' ? named.slice(0, 1) : named });
    for (const attackKind of terrainAttacks) events.push({ type: 'ATTACK_TERRAIN', side, figureId, attackKind, distance: attackKind === 'CLOSE' ? 1 : range });
    for (const action of actions) {
      if (action === 'CLOSE' || action === 'RANGED') {
        const distance = action === 'CLOSE' ? 1 : Math.max(1, range);
        // Shared Defense (4) and Attack (5): every mate in play named adjacent.
        const sharedFrom = (id: string, roll: number) => (pinned[state.figures[id].side] === roll ? matesInPlay(state, id) : []);
        const attackFrom = sharedFrom(figureId, 5);
        const sharedAttack = attackFrom.length > 0 ? { attacker: { sharedAttackFrom: attackFrom } } : {};
        for (const target of targets) {
          const defenseFrom = sharedFrom(target, 4);
          const sharedDefense = defenseFrom.length > 0 ? { sharedDefenseFrom: defenseFrom } : {};
          events.push({
            type: 'ATTACK',
            side,
            figureId,
            attackKind: action,
            targets: [{ figureId: target, distance, adjacentToTeamMate: true, ...sharedDefense }],
            ...sharedAttack,
          });
          if (action === 'CLOSE' && coordinatedWith)
            events.push({ type: 'ATTACK', side, figureId, attackKind: action, targets: [{ figureId: target, distance }], coordinatedWith });
        }
      } else if (action === 'FLEE') {
        for (const fromFigureId of targets) events.push({ type: 'FLEE', side, figureId, fromFigureId });
      } else if (action === 'FRENZY') {
        for (const target of targets)
          events.push({ type: 'ATTACK', side, figureId, attackKind: 'CLOSE', targets: [{ figureId: target, distance: 1 }], frenzy: true });
      } else if (action === 'MOVE' && horror) {
        events.push({ type: 'ACTION', side, figureId, action, passedVictimIds: horror.victimsOnBoard.slice(0, 2) });
      } else if (action === 'SHARED_BURDEN') {
        for (const toFigureId of sharedBurden ?? []) events.push({ type: 'SHARED_BURDEN', side, figureId, toFigureId });
      } else if (action === 'FLURRY') {
        for (const target of targets)
          events.push({ type: 'ATTACK', side, figureId, attackKind: 'CLOSE', targets: [{ figureId: target, distance: 1 }], flurry: true });
      } else {
        events.push({ type: 'ACTION', side, figureId, action });
      }
    }
  }
  // After the figures' actions, so that the hunting phase lasts (small picks draw the first kinds more often).
  if (horror?.mayRunHourglass) events.push({ type: 'HOURGLASS', side });
  for (const id of Object.keys(state.figures)) {
    events.push({ type: 'DAMAGE', side, figureId: id, clicks: 1 });
    events.push({ type: 'HEAL', side, figureId: id, clicks: 1 });
    if (horror && isInPlay(state.figures[id], MATCH_RULESETS.HORRORCLIX.dialRules))
      events.push({ type: 'POSSESSION', side, figureId: id, possessed: !state.figures[id].possessed });
  }
  return events;
}

/** Events the table enters by hand, offered whatever the phase. */
const TABLE_FACTS: string[] = ['DAMAGE', 'HEAL', 'POSSESSION'];
const RULESETS: MatchRulesetId[] = ['CLIX_CAMPAIGN', 'HEROCLIX_2003', 'HEROCLIX_ALPHA', 'HORRORCLIX'];
const seen = new Map<string, number>();

describe.each(RULESETS)('%s: any sequence of legal actions', (ruleset) => {
  it('keeps the state valid, never refuses what legalActions offers, and replays to the same state', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(...CAMPAIGN_ABILITIES),
        fc.array(fc.noBias(fc.nat()), { maxLength: 80, size: 'max' }),
        (seedTail, abilities, picks) => {
          const seed = `secret-seed:${seedTail}`;
          const setup = setupFor(ruleset, abilities);
          const made = setupMatch(setup.ruleset, setup.sides, setup.settings);
          if ('refusal' in made) throw new Error(made.refusal.message);
          let state = made.state;
          const log: MatchEngineEvent[] = [];
          for (const pick of picks) {
            const offered = offeredEvents(state);
            if (offered.length === 0) break;
            // A kind of event first (so turns end as often as figures attack; the hand-entered facts are one kind), then one of that kind.
            const kindOf = (e: MatchEngineEvent) => (TABLE_FACTS.includes(e.type) ? 'TABLE_FACT' : e.type);
            const kinds = [...new Set(offered.map(kindOf))];
            const ofKind = offered.filter((e) => kindOf(e) === kinds[pick % kinds.length]);
            // A kill can be answered only by the very next event: half the time it is (a plot twist or a power), so answers occur.
            const answers = state.horrorClix?.killToAnswer ? offered.filter((e) => e.type === 'KILL_ANSWER' || e.type === 'PLOT_TWIST') : [];
            const event =
              answers.length && pick % 2 === 0 ? answers[Math.floor(pick / 2) % answers.length] : ofKind[Math.floor(pick / kinds.length) % ofKind.length];
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
            // Clix Campaign's team abilities in the event (its inputs) or in the result (Free Movement).
            const features = [
              event.type,
              ...Object.keys(event),
              ...Object.keys(event.type === 'ATTACK' ? { ...event.targets[0], ...event.attacker } : {}),
              ...Object.keys(applied.result),
            ];
            for (const feature of new Set(features)) seen.set(`${ruleset}:${feature}`, (seen.get(`${ruleset}:${feature}`) ?? 0) + 1);
            expect(matchStateProblems(state)).toEqual([]);
            expect(JSON.stringify(state)).not.toContain('secret-seed:');
          }
          const replayed = replayMatch(setup, log, (_event, _index, position) => matchDice(seed, position));
          expect(replayed).toEqual({ state });
        },
      ),
      { numRuns: 100 },
    );
    // The runs reach attacks and the ends of turns (and Alpha's reinforcements), not only the opening.
    expect(seen.get(`${ruleset}:ATTACK`)).toBeGreaterThan(0);
    expect(seen.get(`${ruleset}:END_TURN`)).toBeGreaterThan(0);
    if (ruleset === 'HEROCLIX_ALPHA') expect(seen.get(`${ruleset}:REINFORCE`)).toBeGreaterThan(0);
    if (ruleset === 'HEROCLIX_ALPHA') expect(seen.get(`${ruleset}:POWER`)).toBeGreaterThan(0);
    if (ruleset === 'HEROCLIX_2003') expect(seen.get(`${ruleset}:ATTACK_TERRAIN`)).toBeGreaterThan(0);
    if (ruleset === 'CLIX_CAMPAIGN') {
      for (const feature of ['FLEE', 'SHARED_BURDEN', 'coordinatedWith', 'sharedDefenseFrom', 'sharedAttackFrom', 'freeMovement', 'teamHealing'])
        expect(seen.get(`${ruleset}:${feature}`)).toBeGreaterThan(0);
    }
    expect(seen.get(`${ruleset}:ETIQUETTE`)).toBeGreaterThan(0);
    if (ruleset === 'HORRORCLIX') {
      for (const type of ['PHASE', 'MOVE_VICTIM', 'INSANITY_ROLL', 'VICTIM_KILLED', 'POSSESSION', 'HOURGLASS', 'PLOT_TWIST', 'KILL_ANSWER', 'MINION'])
        expect(seen.get(`${ruleset}:${type}`)).toBeGreaterThan(0);
    }
  });
});
