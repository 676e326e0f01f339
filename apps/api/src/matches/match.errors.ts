/** Stable codes of matches and live tracking. */
export const MATCH_ERROR_CODES = {
  MATCH_NOT_FOUND: 'MATCH_NOT_FOUND',
  TOO_FEW_SIDES: 'TOO_FEW_SIDES',
  /** A side needs exactly one of a team or an NPC force, and at least one figure. */
  SIDE_INVALID: 'SIDE_INVALID',
  FIGURE_ALREADY_IN_MATCH: 'FIGURE_ALREADY_IN_MATCH',
  /** Recording after the match was resolved or voided. */
  MATCH_CLOSED: 'MATCH_CLOSED',
  MATCH_FIGURE_NOT_FOUND: 'MATCH_FIGURE_NOT_FOUND',
  /** The figure cannot act: KOed, in Critical Condition or worse. */
  FIGURE_NOT_ACTIVE: 'FIGURE_NOT_ACTIVE',
  /** The rules refused the event; the message carries the rules' reason. */
  EVENT_REFUSED_BY_RULES: 'EVENT_REFUSED_BY_RULES',
  /** Dice entered by hand do not fit the roll (too few, or not 1-6). */
  TABLE_DICE_INVALID: 'TABLE_DICE_INVALID',
  EVENT_FIELD_MISSING: 'EVENT_FIELD_MISSING',
  EVENT_NOT_FOUND: 'EVENT_NOT_FOUND',
  /** The event was already reversed, or is itself a reversal. */
  EVENT_NOT_REVERSIBLE: 'EVENT_NOT_REVERSIBLE',
  /** The match already has a resolution (applied with another idempotency key). */
  MATCH_ALREADY_RESOLVED: 'MATCH_ALREADY_RESOLVED',
  /** The match was voided: it cannot be resolved or voided again. */
  MATCH_VOID: 'MATCH_VOID',
  /** The rules refused the facts of the match; the message carries the rules' reason. */
  RESOLUTION_REFUSED_BY_RULES: 'RESOLUTION_REFUSED_BY_RULES',
  /** Voiding would reverse more Hero Points or cash than the team still holds. */
  VOID_WOULD_OVERDRAW: 'VOID_WOULD_OVERDRAW',
} as const;
