import { RANKS, type Rank } from '../../catalogue/character-types';
import { type MatchRefusal, matchRefusal } from '../../refusal';
import { isWholeNumberAtLeast } from '../values';
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

/** The army's attack total, or its first problem with its path in the army (e.g. [3, 'attack']: the monster that goes over 150). */
export type RpsArmyValidation = { attackTotal: number } | { refusal: MatchRefusal };

/**
 * Checks an army by seed 002: only yellow, blue and red rings (no uniques or limited editions),
 * attack values that are numbers on the dial (a whole number of at least 1: no hourglass or skull
 * slot), an attack total of at most `maxAttackTotal` (150), and at least the 6 monsters each player
 * picks at the start. Ids are unique within the army.
 */
export function validateRpsArmy(army: readonly RpsMonster[], maxAttackTotal: number = RPS_MAX_ATTACK_TOTAL): RpsArmyValidation {
  if (!Array.isArray(army)) return matchRefusal('FIELD_MISSING', [], 'an army is a list of monsters');
  const ids = new Set<string>();
  let attackTotal = 0;
  for (const [i, monster] of army.entries()) {
    if (typeof monster?.id !== 'string' || monster.id === '') return matchRefusal('FIELD_MISSING', [i, 'id'], 'a monster needs an id');
    if (typeof monster.name !== 'string' || monster.name === '') return matchRefusal('FIELD_MISSING', [i, 'name'], `monster ${monster.id} needs a name`);
    if (ids.has(monster.id)) return matchRefusal('DUPLICATE_MONSTER_ID', [i, 'id'], `two monsters share the id ${monster.id}`);
    ids.add(monster.id);
    if (!RANKS.includes(monster.rank)) return matchRefusal('INVALID_FIELD', [i, 'rank'], `${monster.name}: ${String(monster.rank)} is not a rank`);
    if (ringColourOf(monster.rank) === null) {
      return matchRefusal('UNIQUE_NOT_ALLOWED', [i, 'rank'], `${monster.name} is ${monster.rank}: only yellow, blue and red rings may play`);
    }
    if (!isWholeNumberAtLeast(monster.attack, 1)) {
      return matchRefusal(
        'INVALID_ATTACK',
        [i, 'attack'],
        `${monster.name}: the dial must show an attack value (a whole number of at least 1), not ${String(monster.attack)}`,
      );
    }
    attackTotal += monster.attack;
    if (attackTotal > maxAttackTotal) {
      return matchRefusal(
        'ATTACK_TOTAL_OVER_LIMIT',
        [i, 'attack'],
        `${monster.name} takes the army's attack total to ${attackTotal}, over the limit of ${maxAttackTotal}`,
      );
    }
  }
  if (army.length < RPS_OPENING_PICK) {
    return matchRefusal('TOO_FEW_MONSTERS', [], `an army needs at least ${RPS_OPENING_PICK} monsters to pick the opening six, this one has ${army.length}`);
  }
  return { attackTotal };
}
