// ESLint for the whole monorepo (`npm run lint`). Violations that predate a rule are held in
// eslint-suppressions.json: the check fails on any new one, and on a suppression whose violation has
// gone (run `npx eslint --prune-suppressions` to shrink the file). Never regenerate it to hide new ones.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const typeAwareSources = [
  'apps/api/src/**/*.ts',
  'apps/api/test/**/*.ts',
  'packages/rules/src/**/*.ts',
  'packages/rules/test/**/*.ts',
  'packages/client/src/**/*.ts',
  'tests/**/*.ts',
];
const consoleSources = ['apps/admin/**/*.{ts,tsx}'];
const specs = ['**/*.spec.ts', '**/*.test.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.next/**',
      '**/coverage/**',
      '**/.data/**',
      '**/.turbo/**',
      'test-results/**',
      'tests/bench/results/**',
      'tests/bench/.node24/**',
      'apps/admin/src/gql/**',
      'packages/client/src/gql/**',
      '**/next-env.d.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  // Scripts, configs, benches: plain JavaScript on Node.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-unused-vars': ['error', { ignoreRestSiblings: true }] },
  },

  // The API, the rules engine and the cross-app tests: type-aware.
  {
    files: typeAwareSources,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },

  // Specs read untyped JSON from HTTP responses: `any` there is the payload's honest type.
  {
    files: specs,
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  // The client's codegen config (outside its tsconfig): syntax-only TypeScript rules.
  {
    files: ['packages/client/*.ts'],
    extends: [tseslint.configs.recommended],
  },

  // The console: syntax-only TypeScript rules and the rules of hooks.
  {
    files: consoleSources,
    extends: [tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },

  // Parameters named `_x` are deliberately unused (an interface's shape, a callback's position), and so are
  // the fields a rest pattern leaves out.
  {
    files: [...typeAwareSources, ...consoleSources],
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }] },
  },

  // Complexity guard (issue 18): a function is read whole, so none outgrows a screenful or two.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'max-lines-per-function': ['error', { max: 120 }],
      complexity: ['error', { max: 20 }],
    },
  },
  // A spec's describe block is a list of cases, not a function to read whole.
  { files: specs, rules: { 'max-lines-per-function': 'off', complexity: 'off' } },
);
