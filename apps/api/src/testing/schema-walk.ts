import type { Database } from '@koran-kids/db';
import { type GraphQLField, type GraphQLObjectType, getNamedType, isObjectType } from 'graphql';
import { schema } from '../schema/index.ts';

export type Operation = { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };

/** Every root field of the schema, as tests that walk the whole API need them. */
export const operations: Operation[] = (['query', 'mutation'] as const).flatMap((kind) => {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values((root as GraphQLObjectType).getFields()).map((field) => ({ kind, field }));
});

/** The smallest selection that makes a document for the field valid. */
export const selectionOf = (field: Operation['field']) =>
  isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';

/** A digest of every row of every table but `except`: equal digests, nothing written. */
export async function databaseDigest(database: Database, except: ReadonlySet<string>) {
  const { rows } = await database.execute(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
     order by table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { table_name: table } of rows) {
    if (except.has(String(table))) continue;
    const { rows: answer } = await database.execute(
      `select count(*)::int || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as digest
       from "${String(table)}" t`,
    );
    digest[String(table)] = String(answer[0]?.digest);
  }
  return digest;
}
