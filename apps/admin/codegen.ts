import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the console, generated from the API's committed schema.
 * Run `npm run codegen -w @clix/admin` after changing a query or the schema; commit `src/gql/`.
 */
const config: CodegenConfig = {
  schema: '../api/schema.graphql',
  documents: ['src/**/*.tsx', 'src/**/*.ts', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: {
        // The console reads whole operation results; no fragment masking needed yet.
        fragmentMasking: false,
      },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTimeISO: 'string' },
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
};

export default config;
