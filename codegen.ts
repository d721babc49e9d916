import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed operations for the web app from the API's printed schema (npm run schema). */
const config: CodegenConfig = {
  schema: 'apps/api/schema.graphql',
  documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'apps/web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Date: 'string', DateTime: 'string', JSON: 'unknown' },
      },
    },
  },
};

export default config;
