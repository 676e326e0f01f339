import { HEAL_HEALTH, PULSE_POISON_DAMAGE, alphaPowerDamage, regenerationRoll } from '../combat/alpha-attack';
import type { AttackResult } from '../combat/combat.types';
import { applyHealing, type DialChange } from '../combat/dial';
import { powerKey, powersInEffect } from '../combat/powers';
import type { Dice } from '../dice/types';
import { type ActionCleared, clearAction, commitAction, findFigure } from './actions';
import { dicePositionOf } from './dice';
import { allFigures, clickShowing, combatantOf, damageFigure, isInPlay, outOfPlayReason } from './figures';
import { type MatchRefusal, matchRefusal } from '../refusal';
import type { MatchRuleset } from './rulesets/ruleset';
import type { AlphaInsteadOfAttacking, FigureOptions, MatchAttackTarget, MatchEngineEvent, MatchFigureState, MatchState } from './types';

type PowerEvent = Extract<MatchEngineEvent, { type: 'POWER' }>;
type AttackEvent = Extract<MatchEngineEvent, { type: 'ATTACK' }>;

/** Seed 001's powers that begin "Instead of attacking", with their names on the card. */
const INSTEAD_OF_ATTACKING: Record<AlphaInsteadOfAttacking, string> = { PULSE: 'Pulse', POISON: 'Poison', REGENERATION: 'Regeneration', HEAL: 'Heal' };

/** The powers showing on the figure's click (none when its dial shows no click). */
function showing(figure: MatchFigureState): Set<string> {
  const click = clickShowing(figure);
  return new Set(click ? powersInEffect({ id: figure.id, click }) : []);
}

function playsAlphaCard(state: MatchState): boolean {
  return state.settings.combat.powers === 'ALPHA';
}

/**
 * The figures a POWER names, each once and in play: enemies for Pulse and Poison, one friend (not the
 * figure itself) for Heal; or the first refusal, at its path.
 */
function namedFigures(state: MatchState, rules: MatchRuleset, event: PowerEvent, user: MatchFigureState): MatchFigureState[] | { refusal: MatchRefusal } {
  const ids: unknown = event.targetIds ?? [];
  if (!Array.isArray(ids)) return matchRefusal('INVALID_FIELD', ['targetIds'], 'targetIds is a list of figure ids');
  const name = INSTEAD_OF_ATTACKING[event.power];
  if (event.power === 'REGENERATION')
    return ids.length === 0 ? [] : matchRefusal('INVALID_FIELD', ['targetIds'], 'Regeneration names no figure: it heals its user');
  if (ids.length === 0)
    return matchRefusal(
      'NO_TARGETS',
      ['targetIds'],
      event.power === 'HEAL' ? 'Heal names the adjacent friend it heals' : `${name} names the enemies it damages`,
    );
  if (event.power === 'HEAL' && ids.length > 1) return matchRefusal('TOO_MANY_TARGETS', ['targetIds'], 'Heal gives health to one adjacent friend');
  const named: MatchFigureState[] = [];
  for (const [i, id] of ids.entries()) {
    const path = ['targetIds', String(i)];
    const figure = findFigure(state, id, path);
    if ('refusal' in figure) return figure;
    if (event.power === 'HEAL' && (figure.side !== user.side || figure.id === user.id)) {
      return matchRefusal('NOT_A_FRIEND', path, `${figure.name} is not a friend of ${user.name}: Heal gives health to an adjacent friend`);
    }
    if (event.power !== 'HEAL' && figure.side === user.side)
      return matchRefusal('FRIENDLY_TARGET', path, `${figure.name} is a friend: ${name} damages enemies`);
    if (named.includes(figure)) return matchRefusal('DUPLICATE_TARGET', path, `${figure.name} is already listed: ${name} reaches each figure once`);
    const away = outOfPlayReason(figure, rules.dialRules);
    if (away) return matchRefusal('FIGURE_OUT_OF_PLAY', path, `${away}: ${name} cannot reach it`);
    named.push(figure);
  }
  return named;
}

/** Health given to a figure in play, never past its full health line. */
function heal(draft: MatchState, rules: MatchRuleset, figureId: string, health: number): DialChange | null {
  const healed = applyHealing(draft.figures[figureId].dial, health, rules.dialRules);
  if (!healed.ok) return null;
  draft.figures[figureId].dial = healed.state;
  return healed;
}

/**
 * POWER (Alpha): a power that acts "instead of attacking", so it takes the action an attack would
 * (seed 001): Pulse and Poison deal 1 damage to each enemy named (Outwit keeps it off; Toughness and
 * Invulnerability reduce it), Regeneration rolls a d6 and gives that much health on 1-4, Heal gives
 * the friend named 2 health. Healing never turns a dial past its full health line.
 */
export function applyAlphaPower(draft: MatchState, rules: MatchRuleset, event: PowerEvent, dice: Dice | undefined) {
  if (!playsAlphaCard(draft)) return matchRefusal('NOT_IN_RULESET', ['type'], 'POWER uses a power of the HeroClix Alpha powers card');
  if (!Object.prototype.hasOwnProperty.call(INSTEAD_OF_ATTACKING, event.power))
    return matchRefusal('INVALID_FIELD', ['power'], 'a power is PULSE, POISON, REGENERATION or HEAL');
  const cleared = clearAction(draft, rules, event, 'ATTACK');
  if ('refusal' in cleared) return cleared;
  const user = cleared.figure;
  const name = INSTEAD_OF_ATTACKING[event.power];
  if (!showing(user).has(event.power)) return matchRefusal('POWER_NOT_SHOWING', ['power'], `${user.name} has no ${name} showing`);
  const named = namedFigures(draft, rules, event, user);
  if ('refusal' in named) return named;
  if (event.power === 'REGENERATION') return regenerate(draft, rules, cleared, dice);
  commitAction(draft, rules, cleared);
  const dialChanges: Record<string, DialChange> = {};
  if (event.power === 'HEAL') {
    const change = heal(draft, rules, named[0].id, HEAL_HEALTH);
    if (change) dialChanges[named[0].id] = change;
    return { result: { power: event.power, healed: change?.clicksApplied ?? 0, dialChanges } };
  }
  const damage = alphaPowerDamage(name as 'Pulse' | 'Poison', PULSE_POISON_DAMAGE, named.map(combatantOf));
  for (const { figureId, damageDealt } of damage)
    if (damageDealt > 0) dialChanges[figureId] = damageFigure(draft, figureId, damageDealt, user.id, rules.dialRules);
  return { result: { power: event.power, damage, dialChanges } };
}

/** Regeneration: the action, then a d6 from the dice; 1-4 gives the user that much health. */
function regenerate(draft: MatchState, rules: MatchRuleset, cleared: ActionCleared, dice: Dice | undefined) {
  if (!dice) return matchRefusal('DICE_MISSING', ['dice'], 'Regeneration rolls a d6: pass the match stream or the die rolled at the table');
  let roll: ReturnType<typeof regenerationRoll>;
  try {
    roll = regenerationRoll(dice);
  } catch (e) {
    return matchRefusal('TABLE_DICE_INVALID', ['dice'], `the dice do not fit the roll: ${(e as Error).message}`);
  }
  commitAction(draft, rules, cleared);
  const user = cleared.figure.id;
  const change = roll.health > 0 ? heal(draft, rules, user, roll.health) : null;
  const position = dicePositionOf(dice);
  if (position) draft.dice = position;
  return {
    result: {
      power: 'REGENERATION',
      rolled: [{ purpose: 'Regeneration', faces: [roll.face] }],
      healed: change?.clicksApplied ?? 0,
      dialChanges: change ? { [user]: change } : {},
    },
  };
}

/**
 * Flurry (seed 001: "Once each turn if you hit with a punch, you can punch another enemy"): the
 * refusal of an ATTACK with `flurry`, or null. It must come right after the figure's own punch
 * that hit with Flurry showing, punch, and name another enemy.
 */
export function flurryRefusal(state: MatchState, event: AttackEvent): { refusal: MatchRefusal } | null {
  if (!playsAlphaCard(state)) return matchRefusal('NOT_IN_RULESET', ['flurry'], 'flurry is a power of the HeroClix Alpha powers card');
  const open = state.turn.flurry;
  if (open?.figureId !== event.figureId) {
    return matchRefusal('FLURRY_NOT_AVAILABLE', ['flurry'], `${String(event.figureId)} has not just hit with a punch with Flurry showing (once each turn)`);
  }
  if (event.attackKind !== 'CLOSE') return matchRefusal('FLURRY_NOT_AVAILABLE', ['attackKind'], 'Flurry is a second punch: a CLOSE attack');
  const targets: readonly unknown[] = Array.isArray(event.targets) ? event.targets : [];
  if (targets.some((t) => (t as MatchAttackTarget | undefined)?.figureId === open.hitFigureId)) {
    return matchRefusal('FLURRY_NOT_AVAILABLE', ['targets', '0', 'figureId'], 'Flurry punches another enemy than the one just hit');
  }
  return null;
}

/** After an Alpha ATTACK: the Flurry it opens (a punch, not itself a Flurry, that hit with Flurry showing), or null. */
export function flurryOpened(state: MatchState, event: AttackEvent, attack: AttackResult): MatchState['turn']['flurry'] {
  if (!playsAlphaCard(state) || event.flurry || event.attackKind !== 'CLOSE') return null;
  const target = attack.targets[0];
  const hit = target?.hit && !target.evaded;
  return hit && showing(state.figures[event.figureId]).has('FLURRY') ? { figureId: event.figureId, hitFigureId: target.targetId } : null;
}

/**
 * The black-tab rule (seed 001): "If more than one would apply to any single action, you can choose
 * only one." The black-tab powers an Alpha ATTACK would use, by the facts the table gives (the
 * attacker's Explosion or Quake reaching other enemies, Boost, Rally, Leadership from friends); the
 * second is refused at its field.
 */
export function blackTabRefusal(state: MatchState, event: AttackEvent): { refusal: MatchRefusal } | null {
  if (!playsAlphaCard(state)) return null;
  const attacker = state.figures[event.figureId];
  const own = showing(attacker);
  const facts = event.attacker ?? {};
  const ranged = event.attackKind === 'RANGED';
  const blackTabs = new Set(state.settings.alphaBlackTabPowers.map(powerKey));
  const candidates: [key: string, name: string, path: string[], applies: boolean][] = [
    [
      'EXPLOSION',
      'Explosion',
      ['targets', '0', 'otherEnemiesAdjacent'],
      ranged && own.has('EXPLOSION') && (event.targets?.[0]?.otherEnemiesAdjacent?.length ?? 0) > 0,
    ],
    ['QUAKE', 'Quake', ['attacker', 'otherEnemiesAdjacent'], !ranged && own.has('QUAKE') && (facts.otherEnemiesAdjacent?.length ?? 0) > 0],
    ['BOOST', 'Boost', ['attacker', 'adjacentFriendlyEnhancement'], ranged && facts.adjacentFriendlyEnhancement === true],
    ['RALLY', 'Rally', ['attacker', 'adjacentFriendlyRally'], facts.adjacentFriendlyRally === true],
    ['LEADERSHIP', 'Leadership', ['attacker', 'friendlyLeadershipWithinTwo'], facts.friendlyLeadershipWithinTwo === true],
  ];
  const applying = candidates.filter(([key, , , applies]) => applies && blackTabs.has(key));
  if (applying.length < 2) return null;
  const [[, first], [, second, path]] = applying;
  return matchRefusal('BLACK_TAB_POWERS_COMBINED', path, `${first} and ${second} are both on black tabs: only one of them may apply to an action`);
}

/**
 * Alpha's powers a figure may use instead of attacking, each with the figures it may name: Pulse and
 * Poison the enemies in play (the table says which are in sight within 4, or adjacent), Heal its
 * friends in play; Regeneration names none.
 */
export function alphaPowerOptions(state: MatchState, rules: MatchRuleset, figure: MatchFigureState): NonNullable<FigureOptions['powers']> {
  if (!playsAlphaCard(state)) return [];
  const own = showing(figure);
  const inPlay = allFigures(state).filter((f) => isInPlay(f, rules.dialRules));
  const enemies = inPlay.filter((f) => f.side !== figure.side).map((f) => f.id);
  const friends = inPlay.filter((f) => f.side === figure.side && f.id !== figure.id).map((f) => f.id);
  const options: NonNullable<FigureOptions['powers']> = [];
  for (const power of Object.keys(INSTEAD_OF_ATTACKING) as AlphaInsteadOfAttacking[]) {
    if (!own.has(power)) continue;
    const targets = power === 'HEAL' ? friends : power === 'REGENERATION' ? [] : enemies;
    if (power === 'REGENERATION' || targets.length > 0) options.push({ power, targets });
  }
  return options;
}
