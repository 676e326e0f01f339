import type { CombatRefusal, CombatRefusalReason } from './combat.types';

/** Builds a refusal with its stable code. */
export function refuse(reason: CombatRefusalReason, message: string): CombatRefusal {
  return { ok: false, reason, message };
}
