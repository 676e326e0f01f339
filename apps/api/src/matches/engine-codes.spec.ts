import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UserErrorCode } from '../http/user-error-codes';

// Every refusal of the match engine and of combat reaches a client with its own code: a code the
// API does not know would be reported as EVENT_REFUSED_BY_RULES and lose its meaning.
const RULES = join(__dirname, '../../../../packages/rules/src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

it('knows every refusal code of the match engine and of combat', () => {
  const codes = new Set<string>();
  for (const file of [...sources(join(RULES, 'match')), ...sources(join(RULES, 'combat'))]) {
    for (const found of readFileSync(file, 'utf8').matchAll(/(?:matchRefusal|refuse|figureRefusal|wrong)\('([A-Z_]+)'|code: '([A-Z_]+)'/g))
      codes.add(found[1] ?? found[2]);
  }
  // And every reason combat may give (its CombatRefusalReason union).
  const reasons = /export type CombatRefusalReason =([^;]*);/.exec(readFileSync(join(RULES, 'combat/combat.types.ts'), 'utf8'))![1];
  for (const found of reasons.matchAll(/'([A-Z_]+)'/g)) codes.add(found[1]);
  // The scan finds the engine's codes, from turns to combat.
  for (const known of ['NOT_YOUR_TURN', 'WRONG_PHASE', 'REINFORCEMENTS_DUE', 'CLOSE_COMBAT_SINGLE_TARGET', 'INVALID_DAMAGE_SPLIT', 'OUT_OF_RANGE'])
    expect(codes).toContain(known);
  expect([...codes].filter((code) => !(code in UserErrorCode)).sort()).toEqual([]);
});
