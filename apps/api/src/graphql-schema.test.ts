import type { GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './graphql-schema.ts';

describe('the GraphQL schema', () => {
  it('makes every root field say who may call it', () => {
    const roots = [schema.getQueryType(), schema.getMutationType()].filter((type): type is GraphQLObjectType =>
      Boolean(type),
    );
    const fields = roots.flatMap((type) =>
      Object.values(type.getFields()).map((field) => ({ type: type.name, field })),
    );
    expect(fields.length).toBeGreaterThan(5);
    const undeclared = fields
      .filter(({ field }) => {
        const options = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions;
        return options?.authScopes === undefined;
      })
      .map(({ type, field }) => `${type}.${field.name}`);
    expect(undeclared).toEqual([]);
  });
});
