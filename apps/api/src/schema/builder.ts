import { isCalendarDay } from '@koran-kids/input';
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin, { type AuthFailure } from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import type { Context } from '../context.ts';
import { isParentAreaOpen } from '../family/parent-area-window.ts';

/** The scopes that failed, however deeply $any / $all nested them. */
function failedScopes(failure: AuthFailure): string[] {
  if ('failures' in failure) return failure.failures.flatMap(failedScopes);
  return 'scope' in failure ? [failure.scope] : [];
}

/** Defines no types: each area under src/modules adds its own; graphql-schema.ts gathers them (docs/architecture.md). */
export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: {
    /** A signed-in parent (every request that reaches GraphQL has one). */
    parent: boolean;
    /** The family's pincode was entered in this session within the last 15 minutes. */
    parentArea: boolean;
    /** The asking family's subscription is active. */
    activeFamily: boolean;
    /** The child belongs to the asking family, whose subscription is active. */
    ownsChild: string;
    /** The child belongs to the asking family, whatever its subscription (erasing, the export). */
    familyChild: string;
  };
  Scalars: {
    Date: { Input: string; Output: string };
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: async (context) => ({
      parent: true,
      parentArea: isParentAreaOpen(context.viewer),
      activeFamily: async () => (await context.family()).subscription?.isActive === true,
      ownsChild: async (childId) => {
        const family = await context.family();
        return family.subscription?.isActive === true && family.childIds.has(String(childId));
      },
      familyChild: async (childId) => (await context.family()).childIds.has(String(childId)),
    }),
    unauthorizedError: (_parent, _context, _info, result) => {
      const failed = failedScopes(result.failure);
      if (failed.includes('parentArea')) {
        return new GraphQLError('the parent area needs the family pincode', {
          extensions: { code: 'PARENT_AREA_REQUIRED' },
        });
      }
      if (failed.includes('activeFamily')) {
        return new GraphQLError('the subscription has ended', { extensions: { code: 'SUBSCRIPTION_EXPIRED' } });
      }
      return new GraphQLError('not allowed', { extensions: { code: 'FORBIDDEN' } });
    },
  },
});

builder.scalarType('Date', {
  description: 'A calendar day, YYYY-MM-DD.',
  serialize: (value) => value,
  parseValue: (value) => {
    if (typeof value !== 'string' || !isCalendarDay(value)) {
      throw new GraphQLError('a date must be written as YYYY-MM-DD', { extensions: { code: 'BAD_INPUT' } });
    }
    return value;
  },
});

builder.scalarType('DateTime', {
  description: 'A moment in time, ISO 8601.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime()))
      throw new GraphQLError('not a date and time', { extensions: { code: 'BAD_INPUT' } });
    return date;
  },
});

builder.scalarType('JSON', {
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
});

builder.queryType({});
builder.mutationType({});
