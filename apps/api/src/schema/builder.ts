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
    authScopes: async (context) => {
      const isFamily = context.viewer.actingAs === 'family';
      const isStaff = context.viewer.actingAs === 'staff';
      const isAdministrator = isStaff && context.viewer.staffKind === 'administrator';
      return {
        signedIn: true,
        parent: isFamily,
        parentArea: isFamily && isParentAreaOpen(context.viewer),
        activeFamily: async () => isFamily && (await context.family()).subscription?.isActive === true,
        ownsChild: async (childId) => {
          if (!isFamily) return false;
          const family = await context.family();
          return family.subscription?.isActive === true && family.childIds.has(String(childId));
        },
        familyChild: async (childId) => isFamily && (await context.family()).childIds.has(String(childId)),
        staff: isStaff,
        administrator: isAdministrator,
        teacherOfGroup: async (groupId) =>
          isAdministrator || (isStaff && (await context.staffGroupIds()).has(String(groupId))),
        teacherOfChild: async (childId) =>
          isAdministrator ||
          (isStaff && (await context.staffGroupIds()).has(String(await context.groupOfChild(childId)))),
      };
    },
    unauthorizedError: (_parent, context, _info, result) => {
      const failed = failedScopes(result.failure);
      // Staff asking for a family's operation are simply refused: no pincode or renewal would let them in.
      if (context.viewer.actingAs !== 'family') {
        return new GraphQLError('not allowed', { extensions: { code: 'FORBIDDEN' } });
      }
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
