import type { Dice } from '../../dice';
import type { EqualBattleRule, RingColour, RpsBattleDecision } from './types';

/** The colour wheel: blue beats red, red beats yellow, yellow beats blue. */
export function colourBeats(attacker: RingColour, defender: RingColour): boolean {
  return (attacker === 'BLUE' && defender === 'RED') || (attacker === 'RED' && defender === 'YELLOW') || (attacker === 'YELLOW' && defender === 'BLUE');
}

/** The result of one battle. */
export interface BattleOutcome {
  winner: 'ATTACKER' | 'DEFENDER' | 'NONE';
  decidedBy: RpsBattleDecision;
  /** Dice rolled, attacker's and defender's d6 alternately; empty when none were needed. */
  rolls: number[];
}

type Fighter = { ring: RingColour; attack: number };

/** True when a battle is settled by a d6 roll-off: the same colour and attack under 'ROLL_OFF'. */
export function isRollOff(attacker: Fighter, defender: Fighter, equalBattle: EqualBattleRule): boolean {
  return equalBattle === 'ROLL_OFF' && attacker.ring === defender.ring && attacker.attack === defender.attack;
}

/**
 * Decides a battle: colour first; the same colour goes to the higher attack value; the same colour and
 * attack is settled by `equalBattle` (the seed is silent there). Only a roll-off touches the dice, and
 * the dice are only asked for when it happens.
 */
export function resolveBattle(attacker: Fighter, defender: Fighter, equalBattle: EqualBattleRule, dice: () => Dice): BattleOutcome {
  if (colourBeats(attacker.ring, defender.ring)) return { winner: 'ATTACKER', decidedBy: 'COLOUR', rolls: [] };
  if (colourBeats(defender.ring, attacker.ring)) return { winner: 'DEFENDER', decidedBy: 'COLOUR', rolls: [] };
  if (attacker.attack !== defender.attack) {
    return { winner: attacker.attack > defender.attack ? 'ATTACKER' : 'DEFENDER', decidedBy: 'ATTACK', rolls: [] };
  }
  if (equalBattle === 'DEFENDER_HOLDS') return { winner: 'NONE', decidedBy: 'DEFENDER_HOLDS', rolls: [] };
  const stream = dice();
  const rolls: number[] = [];
  for (;;) {
    const attackerRoll = stream.d6();
    const defenderRoll = stream.d6();
    rolls.push(attackerRoll, defenderRoll);
    if (attackerRoll !== defenderRoll) {
      return { winner: attackerRoll > defenderRoll ? 'ATTACKER' : 'DEFENDER', decidedBy: 'ROLL_OFF', rolls };
    }
  }
}
