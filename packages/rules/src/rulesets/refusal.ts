/** A refused request: a stable code for programs and a sentence for people. */
export interface Refusal<Reason extends string> {
  ok: false;
  reason: Reason;
  message: string;
}

/** Builds a refusal; keeps call sites to one line. */
export function refuse<Reason extends string>(reason: Reason, message: string): Refusal<Reason> {
  return { ok: false, reason, message };
}

/** Compares names as players read them: case and surrounding spaces do not make a different model. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** True for a whole number of at least `minimum`. */
export function isWholeNumberAtLeast(value: unknown, minimum: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= minimum;
}
