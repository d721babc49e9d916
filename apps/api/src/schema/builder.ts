import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { Context } from '../context.ts';

/** Defines no types: each module under src/modules adds its own (see STYLE.md). */
export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: { public: boolean };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: async () => ({ public: true }),
  },
});

builder.queryType({});
