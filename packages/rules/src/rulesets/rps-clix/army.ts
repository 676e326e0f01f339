import type { Rank } from '../../catalogue/character-types';
import { type Refusal, isWholeNumberAtLeast, refuse } from '../refusal';
import { RPS_MAX_ATTACK_TOTAL, RPS_OPENING_PICK, type RingColour, type RpsMonster } from './types';

/** The ring colour of a rank, or null for uniques and limited editions, which the game does not use. */
export function ringColourOf(rank: Rank): RingColour | null {
  switch (rank) {
    case 'ROOKIE':
      return 'YELLOW';
    case 'EXPERIENCED':
      return 'BLUE';
    case 'VETERAN':
      return 'RED';
    default:
      return null;
  }
}

/** Why an RPS Clix army is refused. */
export type RpsArmyReason = 'INVALID_MONSTER' | 'DUPLICATE_MONSTER_ID' | 'UNIQUE_NOT_ALLOWED' | 'ATTACK_TOTAL_OVER_LIMIT' | 'TOO_FEW_MONSTERS';

/** The army's attack total, or why it is refused. */
export type RpsArmyValidation = { ok: true; attackTotal: number } | Refusal<RpsArmyReason>;

/**
 * Checks an army: only yellow, blue and red rings (no uniques or limited editions), attack values
 * that are numbers on the dial (a whole number of at least 1: no hourglass or skull slot), an attack
 * total of at most 150, and at least the 6 monsters each player must pick at the start.
 */
export function validateRpsArmy(army: readonly RpsMonster[], maxAttackTotal: number = RPS_MAX_ATTACK_TOTAL): RpsArmyValidation {
  const ids = new Set<string>();
  for (const monster of army) {
    if (typeof monster.id !== 'string' || monster.id === '' || !isWholeNumberAtLeast(monster.attack, 1)) {
      return refuse('INVALID_MONSTER', `monster ${JSON.stringify(monster.id)} needs an id and an attack value of at least 1`);
    }
    if (ids.has(monster.id)) return refuse('DUPLICATE_MONSTER_ID', `two monsters share the id ${monster.id}`);
    ids.add(monster.id);
    if (ringColourOf(monster.rank) === null) {
      return refuse('UNIQUE_NOT_ALLOWED', `${monster.name} is ${monster.rank}: only yellow, blue and red rings may play`);
    }
  }
  const attackTotal = army.reduce((sum, m) => sum + m.attack, 0);
  if (attackTotal > maxAttackTotal) {
    return refuse('ATTACK_TOTAL_OVER_LIMIT', `the army's attack total is ${attackTotal}, over the limit of ${maxAttackTotal}`);
  }
  if (army.length < RPS_OPENING_PICK) {
    return refuse('TOO_FEW_MONSTERS', `an army needs at least ${RPS_OPENING_PICK} monsters to pick the opening six, this one has ${army.length}`);
  }
  return { ok: true, attackTotal };
}
