import { isCalendarDay } from '@koran-kids/input';
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin, { type AuthFailure } from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import type { Context } from '../context.ts';
import { accessScopes, refusalCodeOf } from '../family/access-scopes.ts';

/** The scopes that failed, however deeply $any / $all nested them. */
function failedScopes(failure: AuthFailure): string[] {
  if ('failures' in failure) return failure.failures.flatMap(failedScopes);
  return 'scope' in failure ? [failure.scope] : [];
}

/** Defines no types: each area under src/modules adds its own; graphql-schema.ts gathers them (docs/architecture.md). */
export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: {
    /** Anyone signed in, parent or staff (every request that reaches GraphQL has one): only about the asker. */
    signedIn: boolean;
    /** A signed-in parent: a session acting as the family, or an access token. Every family scope needs it. */
    parent: boolean;
    /** The family's pincode was entered in this session within the last 15 minutes. */
    parentArea: boolean;
    /** The asking family's subscription is active. */
    activeFamily: boolean;
    /** The child belongs to the asking family, whose subscription is active. */
    ownsChild: string;
    /** The child belongs to the asking family, whatever its subscription (erasing, the export). */
    familyChild: string;
    /** A session acting as the institute's staff (docs/decisions.md: The institute's side). */
    staff: boolean;
    /** Staff of the administrator kind. */
    administrator: boolean;
    /** An administrator, or a teacher assigned to this course group. */
    teacherOfGroup: string;
    /** An administrator, or a teacher of this child's course group. */
    teacherOfChild: string;
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
    authScopes: async (context) => accessScopes(context.viewer, context),
    unauthorizedError: (_parent, context, _info, result) => {
      const code = refusalCodeOf(context.viewer, failedScopes(result.failure));
      const messages = {
        PARENT_AREA_REQUIRED: 'the parent area needs the family pincode',
        SUBSCRIPTION_EXPIRED: 'the subscription has ended',
      } as const;
      const message = code in messages ? messages[code as keyof typeof messages] : 'not allowed';
      return new GraphQLError(message, { extensions: { code } });
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
