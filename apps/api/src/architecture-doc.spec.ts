/**
 * docs/architecture.md names real files and functions: every backticked path exists in the tree (the
 * hypothetical tournament feature's own files aside), and every backticked `name()` is exported by
 * some source file. A guide to the code that names what is not there misleads the next engineer.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');
const DOC = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
// The doc writes paths from the root, or from the folder that holds them (`http/server.ts`, `combat/attack.ts`).
const BASES = ['', 'apps/api/src', 'packages/rules/src', 'apps/admin/src'];
// Made by a build, not kept in the tree.
const BUILT = ['dist/', '.next/'];
const SOURCE_DIRS = ['apps/api/src', 'apps/api/test', 'apps/admin/src', 'packages/rules/src', 'packages/client/src'];

const spans = [...DOC.matchAll(/`([^`\n]+)`/g)].map(([, text]) => text);
const isHypothetical = (text: string) => /tournament/i.test(text);

const paths = spans.filter(
  (text) => !isHypothetical(text) && !/[\s<>*{}'"]|^[@/]/.test(text) && (text.includes('/') || /\.(ts|tsx|mjs|cjs|json|md|graphql)$/.test(text)),
);
const calls = spans.filter((text) => !isHypothetical(text) && /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)?\(\)$/.test(text));

const sources = SOURCE_DIRS.flatMap((dir) =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => readFileSync(path.join(ROOT, dir, file), 'utf8')),
).join('\n');

/** Whether some source file exports `name` (a declaration, or a name in an `export { ... }` list). */
function exported(name: string): boolean {
  const declared = new RegExp(`export\\s+(?:default\\s+)?(?:async\\s+)?(?:function\\*?|const|let|class|abstract class|enum)\\s+${name}\\b`);
  const listed = new RegExp(`export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`);
  return declared.test(sources) || listed.test(sources);
}

it('finds the paths and the functions the doc names', () => {
  expect(paths.length).toBeGreaterThan(50);
  expect(calls.length).toBeGreaterThan(30);
});

it('names only paths that exist in the tree, the tournament feature aside', () => {
  const missing = paths.filter((p) => !BUILT.includes(p) && !BASES.some((base) => existsSync(path.join(ROOT, base, p))));
  expect(missing).toEqual([]);
});

it('names only functions some source file exports: `Class.method()` by its class and a method of that name', () => {
  const missing = calls.filter((call) => {
    const [owner, method] = call.slice(0, -2).split('.');
    return !exported(owner) || (method !== undefined && !new RegExp(`\\b${method}\\s*(<[^>]*>)?\\(`).test(sources));
  });
  expect(missing).toEqual([]);
});
