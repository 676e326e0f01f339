import type { Dice } from '../dice/types';
import { resolveAttack } from './attack';
import type { AttackInput, AttackResult, CombatRefusal } from './combat.types';
import { halveRoundUp } from './powers';

/** Who has Plasticity in a break-away: the mover fails only on a 1, an adjacent opponent's makes the mover need a 6. */
export interface BreakAwayOptions {
  moverHasPlasticity?: boolean;
  opposingPlasticity?: boolean;
}

/** A break-away roll and whether it succeeded. */
export interface BreakAwayResult {
  roll: number;
  /** Lowest face that succeeds. */
  needed: number;
  success: boolean;
}

/**
 * Break away (seed 003): d6, 1-3 fails (the action ends), 4-6 breaks away from every adjacent
 * opponent. Plasticity (seed 000) changes the face needed.
 */
export function breakAway(dice: Dice, options: BreakAwayOptions = {}): BreakAwayResult {
  // Both sides stretching cancel out to the plain roll; the seed does not say, this is the even reading.
  let needed = 4;
  if (options.moverHasPlasticity && !options.opposingPlasticity) needed = 2;
  if (options.opposingPlasticity && !options.moverHasPlasticity) needed = 6;
  const roll = dice.d6();
  return { roll, needed, success: roll >= needed };
}

/** A failed flee (4-5): -1 speed and -1 defense until the next turn. */
export const FAILED_FLEE_MODIFIER = -1;

/** The four outcomes of the seed 000 flee table. */
export type FleeOutcome = 'FLEES' | 'FLEES_SLOWLY' | 'FAILS' | 'HIT_WHILE_FLEEING';

/** A flee roll and what it allows. */
export interface FleeResult {
  roll: number;
  outcome: FleeOutcome;
  /** Squares the character may move now (0 when the flee fails). */
  movement: number;
  /** Until its next turn (a failed flee: -1 speed, -1 defense). */
  speedModifier: number;
  defenseModifier: number;
  /** The character fled from hits it automatically: resolve with `automaticHit`. */
  automaticallyHit: boolean;
}

/**
 * Flee (seed 000 "Special Movement Actions"): d6. 1 flees at double speed; 2-3 flees at half
 * speed (rounded up); 4-5 fails with -1 speed and -1 defense until the next turn; 6 fails and the
 * character fled from hits it automatically. Fleeing ends the character's actions for the turn.
 */
export function flee(speed: number, dice: Dice): FleeResult {
  if (!Number.isInteger(speed) || speed < 0) throw new RangeError(`speed must be a whole number, got ${speed}`);
  const roll = dice.d6();
  if (roll === 1) return { roll, outcome: 'FLEES', movement: speed * 2, speedModifier: 0, defenseModifier: 0, automaticallyHit: false };
  if (roll <= 3) {
    return { roll, outcome: 'FLEES_SLOWLY', movement: halveRoundUp(speed), speedModifier: 0, defenseModifier: 0, automaticallyHit: false };
  }
  if (roll <= 5)
    return { roll, outcome: 'FAILS', movement: 0, speedModifier: FAILED_FLEE_MODIFIER, defenseModifier: FAILED_FLEE_MODIFIER, automaticallyHit: false };
  return { roll, outcome: 'HIT_WHILE_FLEEING', movement: 0, speedModifier: 0, defenseModifier: 0, automaticallyHit: true };
}

/** A capture or rescue attempt: the roll it used and whether it worked, with the full attack. */
export interface CaptiveAttemptResult {
  ok: true;
  /** The 2d6 attack roll. */
  roll: readonly [number, number] | null;
  success: boolean;
  attack: AttackResult;
}

/** A capture or rescue: an attack input with exactly one target and no damage mode of its own. */
export type CaptiveAttemptInput = Omit<AttackInput, 'purpose' | 'damageMode' | 'targets'> & { target: AttackInput['targets'][number] };

function attempt(purpose: 'CAPTURE' | 'RESCUE', input: CaptiveAttemptInput, dice: Dice): CaptiveAttemptResult | CombatRefusal {
  const { target, ...rest } = input;
  const attack = resolveAttack({ ...rest, targets: [target], purpose }, dice);
  if (!attack.ok) return attack;
  const t = attack.targets[0];
  return {
    ok: true,
    roll: attack.attackRolls[0]?.dice ?? null,
    success: purpose === 'CAPTURE' ? t.captured : t.rescued,
    attack,
  };
}

/**
 * Capture (seed 000): a close combat attack that deals no damage, against a raised defense
 * (setting `captureDefenseBonus`); on a hit the target becomes the attacker's one captive.
 */
export function attemptCapture(input: CaptiveAttemptInput, dice: Dice): CaptiveAttemptResult | CombatRefusal {
  return attempt('CAPTURE', input, dice);
}

/**
 * Rescue (seed 000): a close or ranged attack that deals no damage against the captor, whose
 * defense is +1 for each captive; on a hit a friendly captive goes free.
 */
export function attemptRescue(input: CaptiveAttemptInput, dice: Dice): CaptiveAttemptResult | CombatRefusal {
  return attempt('RESCUE', input, dice);
}
