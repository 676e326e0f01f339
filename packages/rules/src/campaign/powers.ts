/** Normalised power name, so "Battle Fury", "BATTLE_FURY" and "battle-fury" match. */
export function powerKey(name: string): string {
  return name
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_');
}

/** Whether a list of dial powers holds the named one, however it is spelled. */
export function hasPower(powers: readonly string[], name: string): boolean {
  const wanted = powerKey(name);
  return powers.some((power) => powerKey(power) === wanted);
}
