import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DialClick } from '../catalogue/character-types';
import { forcedDice } from '../dice/dice';
import { npcFigure, seed2003Figure } from '../../test/match-figures';
import { applyMatchEvent, legalActions, matchDice, matchOutcome, setupMatch } from './index';
import type { AlphaInsteadOfAttacking, MatchEngineEvent, MatchEventOutcome, MatchSettingsInput, MatchSideSetup, MatchState } from './types';

function applied(outcome: MatchEventOutcome): MatchState {
  if ('refusal' in outcome) throw new Error(`refused: ${outcome.refusal.code} ${outcome.refusal.message}`);
  return outcome.state;
}

// Seed 000's dials: the three ninja guards (attack 10, damage 2), the Body Guard and a Gunman: 121 points.
const guards = (): MatchSideSetup => ({
  figures: [
    npcFigure('Black Ninja Guard', 'black-guard'),
    npcFigure('Crimson Ninja Guard', 'crimson-guard'),
    npcFigure('White Ninja Guard', 'white-guard'),
    npcFigure('Body Guard', 'body-guard-0'),
    npcFigure('Gunman', 'gunman-0'),
  ],
});
// The normals (one live click each: a hit KOs them) and a Body Guard (3 live clicks): 40 points;
// in reserve, another Gunman (6) and a Black Ninja Guard (16).
const normals = (): MatchSideSetup => ({
  figures: [
    npcFigure('Hooligan', 'hooligan'),
    npcFigure('Gunman', 'gunman'),
    npcFigure('Reporter', 'reporter'),
    npcFigure('Scientist', 'scientist'),
    npcFigure('Body Guard', 'body-guard'),
  ],
  reinforcements: [npcFigure('Gunman', 'gunman-r'), npcFigure('Black Ninja Guard', 'ninja-r')],
});

const punch = (figureId: string, target: string): MatchEngineEvent => ({
  type: 'ATTACK',
  side: 0,
  figureId,
  attackKind: 'CLOSE',
  targets: [{ figureId: target, distance: 1 }],
});

describe('HeroClix Alpha match', () => {
  it('refuses a team of 2 figures and one of 282 points', () => {
    expect(setupMatch('HEROCLIX_ALPHA', [{ figures: guards().figures.slice(0, 2) }, normals()], { buildTotal: 250 })).toEqual({
      refusal: { code: 'TOO_FEW_CHARACTERS', path: ['sides', '0', 'figures'], message: 'a team needs at least 5 starting characters, this one has 2' },
    });
    const expensive = ['Reptile', 'Scorpion', 'Body Guard', 'Black Ninja Guard', 'Gunman', 'Hooligan', 'Scientist'].map((name, i) => npcFigure(name, `x${i}`));
    expect(setupMatch('HEROCLIX_ALPHA', [normals(), { figures: expensive }], { buildTotal: 250 })).toEqual({
      refusal: { code: 'OVER_POINT_LIMIT', path: ['sides', '1', 'figures'], message: 'the team costs 282 points, over the limit of 250' },
    });
  });

  it("gives three actions a turn, one per character, brings reinforcements in for the KO'd, and is won at 5 KO points", () => {
    const made = setupMatch('HEROCLIX_ALPHA', [guards(), normals()], { buildTotal: 250 });
    if ('refusal' in made) throw new Error(made.refusal.message);
    let state = made.state;
    expect(state.turn.actionsLeft).toBe(3);
    // Attack 10 + 5 = 15 against defense 12: 2 damage KOs a one-click normal.
    state = applied(applyMatchEvent(state, punch('black-guard', 'hooligan'), forcedDice([2, 3])));
    expect(applyMatchEvent(state, punch('black-guard', 'gunman'), forcedDice([2, 3]))).toEqual({
      refusal: { code: 'FIGURE_ALREADY_ACTED', path: ['figureId'], message: 'Black Ninja Guard has had one action this turn, all it may have' },
    });
    state = applied(applyMatchEvent(state, punch('crimson-guard', 'gunman'), forcedDice([2, 3])));
    expect(applyMatchEvent(state, punch('white-guard', 'hooligan'), forcedDice([2, 3]))).toMatchObject({
      refusal: { code: 'FIGURE_OUT_OF_PLAY', path: ['targets', '0', 'figureId'] },
    });
    state = applied(applyMatchEvent(state, punch('white-guard', 'reporter'), forcedDice([2, 3])));
    expect(applyMatchEvent(state, { type: 'ACTION', side: 0, figureId: 'gunman-0', action: 'MOVE' })).toEqual({
      refusal: { code: 'NO_ACTIONS_LEFT', path: ['side'], message: 'side 0 has no actions left this turn' },
    });
    expect(matchOutcome(state).scores.map((s) => s.points)).toEqual([3, 0]);

    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 0 }));
    // Side 1's turn starts with its three KO'd characters back among the reinforcements, each to be replaced.
    expect(legalActions(state)).toEqual({
      side: 1,
      turn: 2,
      actionsLeft: 3,
      figures: [],
      mayEndTurn: false,
      mayRollEtiquette: true,
      horrorClix: null,
      reinforcements: [
        { forFigureId: 'hooligan', eligible: ['hooligan', 'gunman', 'reporter', 'gunman-r'] },
        // 6 + 10: the 16-point Black Ninja Guard may replace the Gunman, not the Hooligan (3) nor the Reporter (4).
        { forFigureId: 'gunman', eligible: ['hooligan', 'gunman', 'reporter', 'gunman-r', 'ninja-r'] },
        { forFigureId: 'reporter', eligible: ['hooligan', 'gunman', 'reporter', 'gunman-r'] },
      ],
    });
    expect(applyMatchEvent(state, { type: 'ACTION', side: 1, figureId: 'body-guard', action: 'MOVE' })).toMatchObject({
      refusal: { code: 'REINFORCEMENTS_DUE', path: ['type'] },
    });
    expect(applyMatchEvent(state, { type: 'REINFORCE', side: 1, choices: ['ninja-r', null, null] })).toEqual({
      refusal: { code: 'REINFORCEMENT_TOO_EXPENSIVE', path: ['choices'], message: 'Black Ninja Guard costs 16, more than 10 over Hooligan (3)' },
    });
    expect(applyMatchEvent(state, { type: 'REINFORCE', side: 1, choices: ['gunman-r', null, null] })).toMatchObject({
      refusal: { code: 'REINFORCEMENT_REQUIRED' },
    });
    const reinforced = applyMatchEvent(state, { type: 'REINFORCE', side: 1, choices: ['gunman-r', 'gunman', 'hooligan'] });
    expect(reinforced).toMatchObject({ result: { entering: ['gunman-r', 'gunman', 'hooligan'] } });
    state = applied(reinforced);
    expect(state.figures.gunman).toMatchObject({ inReserve: false, dial: { clicksTaken: 0 }, defeatedByFigureId: null });
    expect(state.figures.reporter.inReserve).toBe(true);
    expect(legalActions(state).figures.map((f) => f.figureId)).toEqual(['hooligan', 'gunman', 'scientist', 'body-guard', 'gunman-r']);
    state = applied(applyMatchEvent(state, { type: 'ACTION', side: 1, figureId: 'body-guard', action: 'MOVE' }));
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 1 }));
    expect(state.figures['black-guard'].actionsThisTurn).toBe(0);

    expect(matchOutcome(state).scores.map((s) => s.points)).toEqual([3, 0]);
    state = applied(applyMatchEvent(state, punch('black-guard', 'scientist'), forcedDice([2, 3])));
    state = applied(applyMatchEvent(state, { type: 'DAMAGE', side: 0, figureId: 'body-guard', clicks: 3, byFigureId: 'gunman-0' }));
    const outcome = matchOutcome(state);
    expect(outcome).toMatchObject({ over: true, winnerSide: 0, decidedBy: 'KO_POINTS' });
    expect(outcome.scores[0]).toEqual({
      side: 0,
      points: 5,
      lines: ['hooligan', 'gunman', 'reporter', 'scientist', 'body-guard'].map((figureId) => ({ kind: 'KO_POINT', points: 1, figureId })),
    });
    expect(legalActions(state)).toEqual({
      side: null,
      turn: 3,
      actionsLeft: 0,
      figures: [],
      mayEndTurn: false,
      mayRollEtiquette: false,
      reinforcements: [],
      horrorClix: null,
    });
    expect(applyMatchEvent(state, { type: 'END_TURN', side: 0 })).toMatchObject({ refusal: { code: 'MATCH_OVER' } });
  });

  it('has no captives', () => {
    const made = setupMatch('HEROCLIX_ALPHA', [guards(), normals()], { buildTotal: 250 });
    if ('refusal' in made) throw new Error(made.refusal.message);
    expect(applyMatchEvent(made.state, { type: 'CAPTURE', side: 0, figureId: 'hooligan', byFigureId: 'black-guard' })).toEqual({
      refusal: { code: 'NOT_IN_RULESET', path: ['type'], message: 'HEROCLIX_ALPHA has no captives' },
    });
  });

  it("fights with the Alpha powers card: Invulnerability takes 3 damage to 1 (Clix Campaign's to 0), Shape Change refuses an attacker that moved", () => {
    const team = (prefix: string, click: Partial<DialClick>) => ({
      figures: [0, 1, 2, 3, 4].map((i) => seed2003Figure(`${prefix} ${i}`, `${prefix}${i}`, 40, { click })),
    });
    const sides = [team('hitter', { attack: 10, damage: 3 }), team('wall', { defense: 15, defensePower: 'Invulnerability', damagePower: 'Shape Change' })];
    const hit = (moved: boolean): Extract<MatchEngineEvent, { type: 'ATTACK' }> => ({
      type: 'ATTACK',
      side: 0,
      figureId: 'hitter0',
      attackKind: 'CLOSE',
      targets: [{ figureId: 'wall0', distance: 1 }],
      attacker: { moved },
    });
    const alpha = setupMatch('HEROCLIX_ALPHA', sides, { buildTotal: 250 });
    const campaign = setupMatch('CLIX_CAMPAIGN', sides, { buildTotal: 250 });
    if ('refusal' in alpha || 'refusal' in campaign) throw new Error('refused');
    expect(applied(applyMatchEvent(alpha.state, hit(false), forcedDice([3, 4]))).figures.wall0.dial.clicksTaken).toBe(1);
    // Clix Campaign rolls for the Shape Change first (1: not fooled), then the attack.
    expect(applied(applyMatchEvent(campaign.state, hit(false), forcedDice([1, 3, 4]))).figures.wall0.dial.clicksTaken).toBe(0);
    expect(applyMatchEvent(alpha.state, hit(true), forcedDice([3, 4]))).toEqual({
      refusal: { code: 'CANNOT_TARGET_AFTER_MOVING', path: ['targets'], message: "wall0's Shape Change: an enemy that moved this turn cannot attack it alone" },
    });
    expect(applyMatchEvent(alpha.state, { ...hit(false), object: { weight: 'LIGHT' } }, forcedDice([3, 4]))).toMatchObject({
      refusal: { code: 'NO_OBJECTS_IN_RULES', path: ['object'] },
    });
  });

  it("Alpha's Mastermind: attacked only once each turn", () => {
    const team = (prefix: string, click: Partial<DialClick>) => ({
      figures: [0, 1, 2, 3, 4].map((i) => seed2003Figure(`${prefix} ${i}`, `${prefix}${i}`, 40, { click })),
    });
    const made = setupMatch('HEROCLIX_ALPHA', [team('hitter', { attack: 10 }), team('boss', { defensePower: 'Mastermind' })], { buildTotal: 250 });
    if ('refusal' in made) throw new Error(made.refusal.message);
    const punchBoss = (side: number, figureId: string): MatchEngineEvent => ({
      type: 'ATTACK',
      side,
      figureId,
      attackKind: 'CLOSE',
      targets: [{ figureId: 'boss0', distance: 1 }],
    });
    let state = applied(applyMatchEvent(made.state, punchBoss(0, 'hitter0'), forcedDice([1, 2])));
    expect(applyMatchEvent(state, punchBoss(0, 'hitter1'), forcedDice([3, 4]))).toEqual({
      refusal: {
        code: 'MASTERMIND_ATTACKED_ONCE',
        path: ['targets', '0', 'figureId'],
        message: 'boss 0 has Mastermind and has been attacked this turn, as often as it can be',
      },
    });
    expect(legalActions(state).figures[1].targets).toEqual(['boss1', 'boss2', 'boss3', 'boss4']);
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 0 }));
    state = applied(applyMatchEvent(state, { type: 'END_TURN', side: 1 }));
    expect(applyMatchEvent(state, punchBoss(0, 'hitter1'), forcedDice([3, 4]))).toMatchObject({
      result: { attack: { targets: [{ targetId: 'boss0', hit: true }] } },
    });
  });
});

describe('HeroClix Alpha match: the rest of the powers card in ATTACK (seed 001)', () => {
  // Five attackers, each with one power, against five 40-point figures (attack 9, defense 16, damage 2, 6 live clicks).
  const powers: Partial<DialClick>[] = [
    { attackPower: 'Explosion' },
    { attackPower: 'Quake' },
    { attackPower: 'Steal Energy' },
    { damagePower: 'Good Luck' },
    { speedPower: 'Mind Control' },
  ];
  const start = (ruleset: 'HEROCLIX_ALPHA' | 'CLIX_CAMPAIGN' = 'HEROCLIX_ALPHA'): MatchState => {
    const made = setupMatch(
      ruleset,
      [
        { figures: powers.map((click, i) => seed2003Figure(`hitter ${i}`, `hitter${i}`, 40, { click })) },
        { figures: [0, 1, 2, 3, 4].map((i) => seed2003Figure(`wall ${i}`, `wall${i}`, 40, i === 2 ? { click: { defensePower: 'Toughness' } } : {})) },
      ],
      { buildTotal: 250 },
    );
    if ('refusal' in made) throw new Error(made.refusal.message);
    return made.state;
  };
  type Attack = Extract<MatchEngineEvent, { type: 'ATTACK' }>;
  const attack = (figureId: string, over: Partial<Attack> = {}): Attack => ({
    type: 'ATTACK',
    side: 0,
    figureId,
    attackKind: 'CLOSE',
    targets: [{ figureId: 'wall0', distance: 1 }],
    ...over,
  });
  const clicks = (state: MatchState) => Object.fromEntries(Object.values(state.figures).map((f) => [f.id, f.dial.clicksTaken]));

  it('Explosion: a shot that hits deals 1 damage to each other enemy the table names adjacent to the target, credited to the shooter', () => {
    const shot = (others: string[]) => attack('hitter0', { attackKind: 'RANGED', targets: [{ figureId: 'wall0', distance: 4, otherEnemiesAdjacent: others }] });
    // 9 + 4 + 4 = 17 hits defense 16: wall0 takes 2, wall1 1, wall2's Toughness takes its 1 to 0.
    const outcome = applyMatchEvent(start(), shot(['wall1', 'wall2']), forcedDice([4, 4]));
    const state = applied(outcome);
    expect(clicks(state)).toMatchObject({ wall0: 2, wall1: 1, wall2: 0, wall3: 0, hitter0: 0 });
    expect(outcome).toMatchObject({
      result: {
        attack: {
          otherDamage: [
            { figureId: 'wall1', power: 'Explosion', damageAssigned: 1, damageDealt: 1 },
            { figureId: 'wall2', power: 'Explosion', damageAssigned: 1, damageDealt: 0 },
          ],
        },
      },
    });
    expect(state.figures.wall1.damageBySide).toEqual({ '0': 1 });
    // Not attacked: Mastermind's "attacked only once each turn" does not count it.
    expect(state.figures.wall1.attackedThisTurn).toBe(false);
    expect(clicks(applied(applyMatchEvent(start(), shot(['wall1']), forcedDice([3, 3]))))).toMatchObject({ wall0: 0, wall1: 0 });
  });

  it('refuses an Explosion or Quake list naming a friend, the target, a figure twice, or nobody', () => {
    const shot = (others: unknown) =>
      attack('hitter0', { attackKind: 'RANGED', targets: [{ figureId: 'wall0', distance: 4, otherEnemiesAdjacent: others as string[] }] });
    const path = (i: number) => ['targets', '0', 'otherEnemiesAdjacent', String(i)];
    expect(applyMatchEvent(start(), shot(['hitter1']), forcedDice([4, 4]))).toEqual({
      refusal: { code: 'FRIENDLY_TARGET', path: path(0), message: 'hitter 1 is a friend: Explosion and Quake damage enemies' },
    });
    expect(applyMatchEvent(start(), shot(['wall1', 'wall0']), forcedDice([4, 4]))).toEqual({
      refusal: { code: 'DUPLICATE_TARGET', path: path(1), message: 'wall 0 is the target or already listed: each other enemy takes the damage once' },
    });
    expect(applyMatchEvent(start(), shot(['wall1', 'wall1']), forcedDice([4, 4]))).toMatchObject({ refusal: { code: 'DUPLICATE_TARGET', path: path(1) } });
    expect(applyMatchEvent(start(), shot(['nobody']), forcedDice([4, 4]))).toEqual({
      refusal: { code: 'FIGURE_NOT_FOUND', path: path(0), message: 'there is no figure nobody in this match' },
    });
    expect(applyMatchEvent(start(), shot('wall1'), forcedDice([4, 4]))).toMatchObject({
      refusal: { code: 'INVALID_FIELD', path: ['targets', '0', 'otherEnemiesAdjacent'] },
    });
    expect(applyMatchEvent(start(), attack('hitter1', { attacker: { otherEnemiesAdjacent: ['hitter0'] } }), forcedDice([4, 4]))).toMatchObject({
      refusal: { code: 'FRIENDLY_TARGET', path: ['attacker', 'otherEnemiesAdjacent', '0'] },
    });
  });

  it('Quake: a punch hitting on doubles deals 2 damage to each other enemy adjacent to the attacker', () => {
    const quake = attack('hitter1', { attacker: { otherEnemiesAdjacent: ['wall1', 'wall2'] } });
    expect(clicks(applied(applyMatchEvent(start(), quake, forcedDice([4, 4]))))).toMatchObject({ wall0: 2, wall1: 2, wall2: 1 });
    // 9 + 3 + 5 = 17 hits, not on doubles: only the target takes damage.
    expect(clicks(applied(applyMatchEvent(start(), quake, forcedDice([3, 5]))))).toMatchObject({ wall0: 2, wall1: 0, wall2: 0 });
  });

  it('Steal Energy heals the attacker 1 click when its attack deals damage, never past full health', () => {
    let state = applied(applyMatchEvent(start(), { type: 'DAMAGE', side: 0, figureId: 'hitter2', clicks: 2, byFigureId: 'wall0' }));
    const stolen = applyMatchEvent(state, attack('hitter2'), forcedDice([4, 4]));
    state = applied(stolen);
    expect(clicks(state)).toMatchObject({ wall0: 2, hitter2: 1 });
    expect(stolen).toMatchObject({ result: { attack: { attackerHealed: 1 }, dialChanges: { hitter2: { clicksApplied: 1 } } } });
    expect(clicks(applied(applyMatchEvent(start(), attack('hitter2'), forcedDice([4, 4]))))).toMatchObject({ wall0: 2, hitter2: 0 });
    expect(
      clicks(
        applied(
          applyMatchEvent(
            applied(applyMatchEvent(start(), { type: 'DAMAGE', side: 0, figureId: 'hitter2', clicks: 2 })),
            attack('hitter2'),
            forcedDice([1, 2]),
          ),
        ),
      ),
    ).toMatchObject({
      wall0: 0,
      hitter2: 2,
    });
  });

  it('Good Luck: the table asks for the reroll (IF_MISSED or ALWAYS), refused without the power or outside Alpha', () => {
    // 9 + 1 + 2 = 12 misses; the reroll 9 + 4 + 4 = 17 hits.
    const lucky = applyMatchEvent(start(), attack('hitter3', { goodLuckReroll: 'IF_MISSED' }), forcedDice([1, 2, 4, 4]));
    expect(clicks(applied(lucky)).wall0).toBe(2);
    expect(lucky).toMatchObject({
      result: {
        attack: {
          rolled: [
            { purpose: 'attack roll', faces: [1, 2] },
            { purpose: 'Good Luck reroll', faces: [4, 4] },
          ],
        },
      },
    });
    expect(applyMatchEvent(start(), attack('hitter0', { goodLuckReroll: 'IF_MISSED' }), forcedDice([1, 2, 4, 4]))).toEqual({
      refusal: { code: 'GOOD_LUCK_NOT_SHOWING', path: ['goodLuckReroll'], message: 'hitter0 has no Good Luck showing to reroll with' },
    });
    expect(applyMatchEvent(start(), attack('hitter3', { goodLuckReroll: 'TWICE' as 'ALWAYS' }), forcedDice([1, 2]))).toEqual({
      refusal: { code: 'INVALID_FIELD', path: ['goodLuckReroll'], message: 'Good Luck rerolls ALWAYS or IF_MISSED' },
    });
    expect(applyMatchEvent(start('CLIX_CAMPAIGN'), attack('hitter3', { goodLuckReroll: 'ALWAYS' }), forcedDice([1, 2]))).toEqual({
      refusal: { code: 'NOT_IN_RULESET', path: ['goodLuckReroll'], message: 'goodLuckReroll is a power of the HeroClix Alpha powers card' },
    });
  });

  it('Mind Control: a hit deals no damage, the table moves the enemy; the action and the attack count', () => {
    const controlled = applyMatchEvent(start(), attack('hitter4', { mindControl: true }), forcedDice([4, 4]));
    const state = applied(controlled);
    expect(clicks(state).wall0).toBe(0);
    expect(controlled).toMatchObject({
      result: { attack: { targets: [{ targetId: 'wall0', hit: true, mindControlled: true, damageDealt: 0 }] }, dialChanges: {} },
    });
    expect(state.figures.wall0.attackedThisTurn).toBe(true);
    expect(state.turn.actionsLeft).toBe(2);
    expect(applyMatchEvent(start(), attack('hitter0', { mindControl: true }), forcedDice([4, 4]))).toEqual({
      refusal: { code: 'MIND_CONTROL_NOT_SHOWING', path: ['mindControl'], message: 'hitter0 has no Mind Control showing' },
    });
  });

  it('Rally (+1 attack and defense) and Leadership (+2 attack) from the facts the table gives', () => {
    const total = (over: Partial<Attack>, faces: number[]) => {
      const outcome = applyMatchEvent(start(), attack('hitter0', over), forcedDice(faces));
      if ('refusal' in outcome) throw new Error(outcome.refusal.message);
      return (outcome.result.attack as { targets: { attackTotal: number; defense: number; hit: boolean }[] }).targets[0];
    };
    // 9 + 3 + 3 = 15 misses defense 16; Rally 16 hits; Leadership 17; with both 18.
    expect(total({}, [3, 3])).toMatchObject({ attackTotal: 15, hit: false });
    expect(total({ attacker: { adjacentFriendlyRally: true } }, [3, 3])).toMatchObject({ attackTotal: 16, hit: true });
    expect(total({ attacker: { friendlyLeadershipWithinTwo: true } }, [3, 3])).toMatchObject({ attackTotal: 17, hit: true });
    // Both at once: refused by the black-tab rule (see below).
    expect(total({ targets: [{ figureId: 'wall0', distance: 1, adjacentFriendlyRally: true }] }, [3, 3])).toMatchObject({ defense: 17, hit: false });
  });
});

describe('HeroClix Alpha match: Flurry, the "instead of attacking" powers and the black-tab rule (seed 001)', () => {
  const seed = readFileSync(join(__dirname, '../../seeds/001_6df9c8286215b145.txt'), 'utf8');
  // hitter0 Flurry, hitter1 Pulse, hitter2 Poison, hitter3 Regeneration, hitter4 Heal; wall2 has Toughness, wall3 Outwit.
  const powers: Partial<DialClick>[] = [
    { speedPower: 'Flurry' },
    { attackPower: 'Pulse' },
    { attackPower: 'Poison' },
    { defensePower: 'Regeneration' },
    { damagePower: 'Heal' },
  ];
  const wallPowers: Partial<DialClick>[] = [{}, {}, { defensePower: 'Toughness' }, { damagePower: 'Outwit' }, {}];
  const start = (ruleset: 'HEROCLIX_ALPHA' | 'CLIX_CAMPAIGN' = 'HEROCLIX_ALPHA', settings: Partial<MatchSettingsInput> = {}): MatchState => {
    const made = setupMatch(
      ruleset,
      [
        { figures: powers.map((click, i) => seed2003Figure(`hitter ${i}`, `hitter${i}`, 40, { click })) },
        { figures: wallPowers.map((click, i) => seed2003Figure(`wall ${i}`, `wall${i}`, 40, { click })) },
      ],
      { buildTotal: 250, ...settings },
    );
    if ('refusal' in made) throw new Error(made.refusal.message);
    return made.state;
  };
  const clicks = (state: MatchState) => Object.fromEntries(Object.values(state.figures).map((f) => [f.id, f.dial.clicksTaken]));
  const punchAt = (figureId: string, target: string, flurry = false): MatchEngineEvent => ({
    type: 'ATTACK',
    side: 0,
    figureId,
    attackKind: 'CLOSE',
    targets: [{ figureId: target, distance: 1 }],
    ...(flurry ? { flurry } : {}),
  });
  const power = (figureId: string, used: AlphaInsteadOfAttacking, targetIds?: string[]): MatchEngineEvent => ({
    type: 'POWER',
    side: 0,
    figureId,
    power: used,
    ...(targetIds ? { targetIds } : {}),
  });
  const damaged = (state: MatchState, figureId: string, n: number) => applied(applyMatchEvent(state, { type: 'DAMAGE', side: 0, figureId, clicks: n }));

  it('finds the powers in the seed text', () => {
    expect(seed).toContain('Flurry: Once each turn if you hit with a punch, you can punch another enemy.');
    expect(seed).toContain('Pulse: Instead of attacking, deal 1 damage to all enemies you can see up to 4 squares from you.');
    expect(seed).toContain('Poison: Instead of attacking, deal 1 damage to all enemies adjacent to you.');
    expect(seed).toContain('Regeneration: Instead of attacking, roll a d6; on a 1–4, you get that much health.');
    expect(seed).toContain('Heal: Instead of attacking, give an adjacent friend 2 health.');
    expect(seed).toContain("You can't turn past the full health line.");
    expect(seed).toContain('Powers on black tabs can affect multiple characters. If more than one would apply to any single action, you can choose only one.');
  });

  it('Flurry: after a punch that hits, the same figure punches another enemy in the same action, once a turn', () => {
    // 9 + 4 + 4 = 17 hits defense 16.
    let state = applied(applyMatchEvent(start(), punchAt('hitter0', 'wall0'), forcedDice([4, 4])));
    expect(state.turn.flurry).toEqual({ figureId: 'hitter0', hitFigureId: 'wall0' });
    expect(legalActions(state).figures[0]).toEqual({
      figureId: 'hitter0',
      actions: ['FREE', 'FLURRY'],
      targets: ['wall1', 'wall2', 'wall3', 'wall4'],
      terrainAttacks: [],
    });
    expect(applyMatchEvent(state, punchAt('hitter0', 'wall0', true), forcedDice([4, 4]))).toEqual({
      refusal: { code: 'FLURRY_NOT_AVAILABLE', path: ['targets', '0', 'figureId'], message: 'Flurry punches another enemy than the one just hit' },
    });
    expect(applyMatchEvent(state, { ...punchAt('hitter0', 'wall1', true), attackKind: 'RANGED' } as MatchEngineEvent, forcedDice([4, 4]))).toEqual({
      refusal: { code: 'FLURRY_NOT_AVAILABLE', path: ['attackKind'], message: 'Flurry is a second punch: a CLOSE attack' },
    });
    state = applied(applyMatchEvent(state, punchAt('hitter0', 'wall1', true), forcedDice([5, 5])));
    expect(clicks(state)).toMatchObject({ wall0: 2, wall1: 2 });
    // The second punch takes no action of its own: the first took one of three.
    expect(state.turn.actionsLeft).toBe(2);
    expect(state.turn.flurry).toBeNull();
    const again = {
      refusal: { code: 'FLURRY_NOT_AVAILABLE', path: ['flurry'], message: 'hitter0 has not just hit with a punch with Flurry showing (once each turn)' },
    };
    expect(applyMatchEvent(state, punchAt('hitter0', 'wall2', true), forcedDice([4, 4]))).toEqual(again);
    expect(legalActions(state).figures[0].actions).toEqual(['FREE']);
  });

  it('Flurry is refused after a miss, without the power, after another event, and outside Alpha', () => {
    const missed = applied(applyMatchEvent(start(), punchAt('hitter0', 'wall0'), forcedDice([1, 2])));
    expect(missed.turn.flurry).toBeNull();
    expect(applyMatchEvent(missed, punchAt('hitter0', 'wall1', true), forcedDice([4, 4]))).toMatchObject({
      refusal: { code: 'FLURRY_NOT_AVAILABLE', path: ['flurry'] },
    });
    const noFlurry = applied(applyMatchEvent(start(), punchAt('hitter1', 'wall0'), forcedDice([4, 4])));
    expect(applyMatchEvent(noFlurry, punchAt('hitter1', 'wall1', true), forcedDice([4, 4]))).toEqual({
      refusal: { code: 'FLURRY_NOT_AVAILABLE', path: ['flurry'], message: 'hitter1 has not just hit with a punch with Flurry showing (once each turn)' },
    });
    const hit = applied(applyMatchEvent(start(), punchAt('hitter0', 'wall0'), forcedDice([4, 4])));
    const later = applied(applyMatchEvent(hit, { type: 'ACTION', side: 0, figureId: 'hitter1', action: 'MOVE' }));
    expect(applyMatchEvent(later, punchAt('hitter0', 'wall1', true), forcedDice([4, 4]))).toMatchObject({
      refusal: { code: 'FLURRY_NOT_AVAILABLE', path: ['flurry'] },
    });
    expect(applyMatchEvent(start('CLIX_CAMPAIGN'), punchAt('hitter0', 'wall1', true), forcedDice([4, 4]))).toEqual({
      refusal: { code: 'NOT_IN_RULESET', path: ['flurry'], message: 'flurry is a power of the HeroClix Alpha powers card' },
    });
  });

  it('Pulse: instead of attacking, 1 damage to each enemy the table names (Toughness takes it to 0, Outwit keeps it off), credited to the user', () => {
    const pulsed = applyMatchEvent(start(), power('hitter1', 'PULSE', ['wall0', 'wall1', 'wall2', 'wall3']));
    const state = applied(pulsed);
    expect(clicks(state)).toMatchObject({ wall0: 1, wall1: 1, wall2: 0, wall3: 0, wall4: 0 });
    expect(pulsed).toMatchObject({
      result: {
        power: 'PULSE',
        damage: [
          { figureId: 'wall0', power: 'Pulse', damageAssigned: 1, damageDealt: 1 },
          { figureId: 'wall1', power: 'Pulse', damageAssigned: 1, damageDealt: 1 },
          { figureId: 'wall2', power: 'Pulse', damageAssigned: 1, damageDealt: 0 },
          { figureId: 'wall3', power: 'Pulse', damageAssigned: 1, damageDealt: 0 },
        ],
      },
    });
    expect(state.figures.wall0.damageBySide).toEqual({ '0': 1 });
    // It takes the figure's one action of the turn, as an attack would; nobody is "attacked" (Mastermind).
    expect(state.turn.actionsLeft).toBe(2);
    expect(state.figures.wall0.attackedThisTurn).toBe(false);
    expect(applyMatchEvent(state, power('hitter1', 'PULSE', ['wall4']))).toEqual({
      refusal: { code: 'FIGURE_ALREADY_ACTED', path: ['figureId'], message: 'hitter 1 has had one action this turn, all it may have' },
    });
  });

  it("Pulse and Poison refuse a friend, a KO'd figure, a duplicate, nobody, and a figure without the power", () => {
    const path = (i: number) => ['targetIds', String(i)];
    expect(applyMatchEvent(start(), power('hitter1', 'PULSE', ['wall0', 'hitter2']))).toEqual({
      refusal: { code: 'FRIENDLY_TARGET', path: path(1), message: 'hitter 2 is a friend: Pulse damages enemies' },
    });
    const knockedOut = damaged(start(), 'wall1', 6);
    expect(applyMatchEvent(knockedOut, power('hitter2', 'POISON', ['wall1']))).toEqual({
      refusal: { code: 'FIGURE_OUT_OF_PLAY', path: path(0), message: 'wall 1 is REMOVED: Poison cannot reach it' },
    });
    expect(applyMatchEvent(start(), power('hitter2', 'POISON', ['wall0', 'wall0']))).toEqual({
      refusal: { code: 'DUPLICATE_TARGET', path: path(1), message: 'wall 0 is already listed: Poison reaches each figure once' },
    });
    expect(applyMatchEvent(start(), power('hitter2', 'POISON', []))).toEqual({
      refusal: { code: 'NO_TARGETS', path: ['targetIds'], message: 'Poison names the enemies it damages' },
    });
    expect(applyMatchEvent(start(), power('hitter0', 'PULSE', ['wall0']))).toEqual({
      refusal: { code: 'POWER_NOT_SHOWING', path: ['power'], message: 'hitter 0 has no Pulse showing' },
    });
    expect(applyMatchEvent(start(), power('hitter0', 'SHOUT' as AlphaInsteadOfAttacking))).toEqual({
      refusal: { code: 'INVALID_FIELD', path: ['power'], message: 'a power is PULSE, POISON, REGENERATION or HEAL' },
    });
    expect(applyMatchEvent(start('CLIX_CAMPAIGN'), power('hitter1', 'PULSE', ['wall0']))).toEqual({
      refusal: { code: 'NOT_IN_RULESET', path: ['type'], message: 'POWER uses a power of the HeroClix Alpha powers card' },
    });
  });

  it('Poison: instead of attacking, 1 damage to each adjacent enemy named', () => {
    expect(clicks(applied(applyMatchEvent(start(), power('hitter2', 'POISON', ['wall4', 'wall2']))))).toMatchObject({ wall4: 1, wall2: 0, wall0: 0 });
  });

  it('Regeneration: a d6 from the dice; 1-4 gives that much health, never past the full health line; 5-6 nothing', () => {
    const hurt = damaged(start(), 'hitter3', 3);
    const healed = applyMatchEvent(hurt, power('hitter3', 'REGENERATION'), forcedDice([2]));
    expect(healed).toMatchObject({
      result: { power: 'REGENERATION', rolled: [{ purpose: 'Regeneration', faces: [2] }], healed: 2, dialChanges: { hitter3: { clicksApplied: 2 } } },
    });
    expect(clicks(applied(healed)).hitter3).toBe(1);
    expect(clicks(applied(applyMatchEvent(hurt, power('hitter3', 'REGENERATION'), forcedDice([4])))).hitter3).toBe(0);
    expect(applyMatchEvent(hurt, power('hitter3', 'REGENERATION'), forcedDice([5]))).toMatchObject({ result: { healed: 0, dialChanges: {} } });
    expect(clicks(applied(applyMatchEvent(hurt, power('hitter3', 'REGENERATION'), forcedDice([6])))).hitter3).toBe(3);
    // From the match's own stream, whose position the state keeps.
    const streamed = applied(applyMatchEvent(hurt, power('hitter3', 'REGENERATION'), matchDice('alpha-seed', null)));
    expect(streamed.dice).not.toBeNull();
    expect(streamed.turn.actionsLeft).toBe(2);
    expect(applyMatchEvent(hurt, power('hitter3', 'REGENERATION'))).toMatchObject({ refusal: { code: 'DICE_MISSING', path: ['dice'] } });
    expect(applyMatchEvent(hurt, power('hitter3', 'REGENERATION', ['hitter0']), forcedDice([2]))).toMatchObject({
      refusal: { code: 'INVALID_FIELD', path: ['targetIds'] },
    });
  });

  it('Heal: instead of attacking, 2 health to one friend, never past the full health line; refuses an enemy, itself, two friends', () => {
    const hurt = damaged(start(), 'hitter0', 3);
    expect(clicks(applied(applyMatchEvent(hurt, power('hitter4', 'HEAL', ['hitter0'])))).hitter0).toBe(1);
    expect(applyMatchEvent(damaged(start(), 'hitter0', 1), power('hitter4', 'HEAL', ['hitter0']))).toMatchObject({
      result: { power: 'HEAL', healed: 1, dialChanges: { hitter0: { clicksApplied: 1 } } },
    });
    const path = ['targetIds', '0'];
    expect(applyMatchEvent(hurt, power('hitter4', 'HEAL', ['wall0']))).toEqual({
      refusal: { code: 'NOT_A_FRIEND', path, message: 'wall 0 is not a friend of hitter 4: Heal gives health to an adjacent friend' },
    });
    expect(applyMatchEvent(hurt, power('hitter4', 'HEAL', ['hitter4']))).toMatchObject({ refusal: { code: 'NOT_A_FRIEND', path } });
    expect(applyMatchEvent(hurt, power('hitter4', 'HEAL', ['hitter0', 'hitter1']))).toEqual({
      refusal: { code: 'TOO_MANY_TARGETS', path: ['targetIds'], message: 'Heal gives health to one adjacent friend' },
    });
    expect(applyMatchEvent(damaged(hurt, 'hitter1', 6), power('hitter4', 'HEAL', ['hitter1']))).toMatchObject({
      refusal: { code: 'FIGURE_OUT_OF_PLAY', path },
    });
  });

  it('legalActions lists each power only for the figure whose click shows it, with the figures it may name', () => {
    const enemies = ['wall0', 'wall1', 'wall2', 'wall3', 'wall4'];
    const offered = Object.fromEntries(legalActions(start()).figures.map((f) => [f.figureId, f.powers]));
    expect(offered).toEqual({
      hitter0: undefined,
      hitter1: [{ power: 'PULSE', targets: enemies }],
      hitter2: [{ power: 'POISON', targets: enemies }],
      hitter3: [{ power: 'REGENERATION', targets: [] }],
      hitter4: [{ power: 'HEAL', targets: ['hitter0', 'hitter1', 'hitter2', 'hitter3'] }],
    });
    const used = applied(applyMatchEvent(start(), power('hitter1', 'PULSE', ['wall0'])));
    expect(legalActions(used).figures[1]).toEqual({ figureId: 'hitter1', actions: ['FREE'], targets: [], terrainAttacks: [] });
    expect(legalActions(start('CLIX_CAMPAIGN')).figures.every((f) => f.powers === undefined)).toBe(true);
  });

  it('the black-tab rule: an attack may use only one of Explosion, Quake, Boost, Rally and Leadership; a world may read the tabs otherwise', () => {
    const rallied = (settings: Partial<MatchSettingsInput> = {}) =>
      applyMatchEvent(
        start('HEROCLIX_ALPHA', settings),
        { ...punchAt('hitter1', 'wall0'), attacker: { adjacentFriendlyRally: true, friendlyLeadershipWithinTwo: true } } as MatchEngineEvent,
        forcedDice([3, 3]),
      );
    expect(rallied()).toEqual({
      refusal: {
        code: 'BLACK_TAB_POWERS_COMBINED',
        path: ['attacker', 'friendlyLeadershipWithinTwo'],
        message: 'Rally and Leadership are both on black tabs: only one of them may apply to an action',
      },
    });
    // 9 + 1 + 2 + 3 + 3 = 18 when the table reads neither as a black tab.
    expect(rallied({ alphaBlackTabPowers: [] })).toMatchObject({ result: { attack: { targets: [{ attackTotal: 18 }] } } });
    const explodingBoosted = setupMatch(
      'HEROCLIX_ALPHA',
      [
        { figures: [0, 1, 2, 3, 4].map((i) => seed2003Figure(`shooter ${i}`, `shooter${i}`, 40, { click: { attackPower: 'Explosion' } })) },
        { figures: wallPowers.map((click, i) => seed2003Figure(`wall ${i}`, `wall${i}`, 40, { click })) },
      ],
      { buildTotal: 250 },
    );
    if ('refusal' in explodingBoosted) throw new Error(explodingBoosted.refusal.message);
    const shot: MatchEngineEvent = {
      type: 'ATTACK',
      side: 0,
      figureId: 'shooter0',
      attackKind: 'RANGED',
      targets: [{ figureId: 'wall0', distance: 3, otherEnemiesAdjacent: ['wall1'] }],
      attacker: { adjacentFriendlyEnhancement: true },
    };
    expect(applyMatchEvent(explodingBoosted.state, shot, forcedDice([4, 4]))).toMatchObject({
      refusal: { code: 'BLACK_TAB_POWERS_COMBINED', path: ['attacker', 'adjacentFriendlyEnhancement'] },
    });
    // One black-tab power alone applies.
    expect(clicks(applied(applyMatchEvent(explodingBoosted.state, { ...shot, attacker: {} }, forcedDice([4, 4]))))).toMatchObject({ wall0: 2, wall1: 1 });
    const sides = [
      { figures: powers.map((click, i) => seed2003Figure(`hitter ${i}`, `hitter${i}`, 40, { click })) },
      { figures: wallPowers.map((click, i) => seed2003Figure(`wall ${i}`, `wall${i}`, 40, { click })) },
    ];
    expect(setupMatch('HEROCLIX_ALPHA', sides, { buildTotal: 250, alphaBlackTabPowers: 'RALLY' as unknown as string[] })).toEqual({
      refusal: { code: 'INVALID_SETTING', path: ['settings', 'alphaBlackTabPowers'], message: 'alphaBlackTabPowers is a list of power names' },
    });
  });
});
