// dependency-cruiser (`npm run lint`): the import structure of the design's "Composition" paragraph.
// Violations that predate a rule are listed in .dependency-cruiser-known-violations.json and are
// ignored (--ignore-known); any other fails. The list only shrinks: regenerate it
// (see docs/architecture.md, "Code health") after removing violations, never to admit new ones.
const feature = '^apps/api/src/(?!common/)[^/]+/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle ties every module on it together at run time. TypeORM entities that name each other for a relation may form one, when the circle holds entities only; an import of types only (erased by the compiler) is no link.',
      from: {},
      to: { circular: true, via: { pathNot: '\\.entity\\.ts$' }, viaOnly: { dependencyTypesNot: ['type-only', 'pre-compilation-only'] } },
    },
    {
      name: 'rules-import-no-app',
      severity: 'error',
      comment: 'packages/rules is pure: it knows nothing of the API, the console or the tests.',
      from: { path: '^packages/rules/' },
      to: { path: '^(apps|tests)/|^node_modules/@clix/(api|admin)' },
    },
    {
      name: 'console-imports-no-api-source',
      severity: 'error',
      comment: 'The console talks to the API over GraphQL only, through documents typed from the committed schema.',
      from: { path: '^apps/admin/' },
      to: { path: '^apps/api/|^node_modules/@clix/api' },
    },
    {
      name: 'common-imports-no-feature',
      severity: 'error',
      comment:
        'apps/api/src/common is the foundation: features build on it, never the other way round (the composition root, http/, joins them). Specs may set up through features.',
      from: { path: '^apps/api/src/common/', pathNot: '\\.spec\\.ts$' },
      to: { path: [feature, '^apps/api/src/(loaders|schema)\\.ts$'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing on disk: a typo, or a package missing from package.json.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(dist|\\.next|coverage|\\.turbo|\\.data)/', '^tests/bench/results/', '^apps/admin/src/gql/', '^packages/client/src/gql/'] },
    // Type-only imports count: a circle through types still makes the modules one unit to understand.
    tsPreCompilationDeps: true,
    // The console's `@/` path alias, seen from the root; the other workspaces import by relative path or package name.
    tsConfig: { fileName: '.dependency-cruiser.tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
