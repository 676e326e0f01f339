import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The client's typed documents, generated from the API's committed schema, as the console's are.
 * Run `npm run codegen -w @clix/client` after changing a document or the schema; commit `src/gql/`.
 */
const config: CodegenConfig = {
  schema: '../../apps/api/schema.graphql',
  documents: ['src/**/*.ts', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  // ESM: the generated files' relative imports carry their extension.
  emitLegacyCommonJSImports: false,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        // Only what the documents use, so a change elsewhere in the schema leaves the generated files as they are.
        onlyOperationTypes: true,
        useTypeImports: true,
        scalars: { DateTimeISO: 'string', JSON: 'unknown' },
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
};

export default config;
