import type { Database } from '@koran-kids/db';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { schema } from '../graphql-schema.ts';

export type Operation = { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };

/** Every root field of the schema, as tests that walk the whole API need them. */
export const operations: Operation[] = (['query', 'mutation'] as const).flatMap((kind) => {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values((root as GraphQLObjectType).getFields()).map((field) => ({ kind, field }));
});

/** The smallest selection that makes a document for the field valid. */
const selectionOf = (field: Operation['field']) => (isObjectType(getNamedType(field.type)) ? ' { __typename }' : '');

/** The operation with every argument passed as a variable of its own name. */
export function documentFor({ kind, field }: Operation) {
  const declared = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const [declaration, call] = field.args.length > 0 ? [`(${declared})`, `(${passed})`] : ['', ''];
  return `${kind} ${field.name}${declaration} { ${field.name}${call}${selectionOf(field)} }`;
}

/**
 * Ids of the demo course a plausible request names: the child it is about, a lesson and one of its tasks; for staff
 * operations the child's course group and subscription.
 */
export type Baseline = {
  childId: string;
  lessonId: number;
  achievementId: number;
  courseGroupId?: string;
  subscriptionId?: string;
};

export const UNKNOWN_UUID = '00000000-0000-4000-8000-00000000dead';

/** A value of the argument's type the server would take, so that what a test changes is what it looks at. */
function plausibleValue(type: GraphQLInputType, name: string, baseline: Baseline): unknown {
  if (isNonNullType(type)) return plausibleValue(type.ofType, name, baseline);
  if (isListType(type)) return [plausibleValue(type.ofType, name, baseline)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, plausibleValue(field.type, field.name, baseline)]),
    );
  }
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (name === 'userChildId') return baseline.childId;
  if (name === 'lessonId') return String(baseline.lessonId);
  if (name.startsWith('achievement')) return String(baseline.achievementId);
  if (name === 'pincode' || name === 'newPincode') return '1234';
  if (name === 'courseGroupId') return baseline.courseGroupId ?? '1';
  if (name === 'subscriptionId') return baseline.subscriptionId ?? UNKNOWN_UUID;
  if (name === 'publishOn') return '2026-11-24';
  const scalar = getNamedType(type).name;
  if (scalar === 'Int' || scalar === 'Float') return 3;
  if (scalar === 'Boolean') return true;
  if (scalar === 'ID') return UNKNOWN_UUID;
  if (scalar === 'Date') return '2018-05-01';
  if (scalar === 'DateTime') return '2026-11-24T12:00:00.000Z';
  return name === 'type' ? 'FINAL_TEST' : 'Een gewone tekst';
}

/** Plausible variables for every argument of the operation (documentFor's). */
export const plausibleVariables = ({ field }: Operation, baseline: Baseline): Record<string, unknown> =>
  Object.fromEntries(field.args.map((arg) => [arg.name, plausibleValue(arg.type, arg.name, baseline)]));

/** Tables a refused request may still write: the session's own row, sign-in states and the pincode tries. */
export const TABLES_A_REFUSAL_MAY_WRITE: ReadonlySet<string> = new Set([
  'sessions',
  'oidc_login_states',
  'pincode_attempts',
]);

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

/** The operation's declared scope, as JSON (read from the Pothos options), whatever its arguments. */
export function declaredScope({ field }: Operation) {
  const scopes = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes;
  const asked = { userChildId: 'x', courseGroupId: 'x' };
  return JSON.stringify(typeof scopes === 'function' ? scopes({}, asked, {}, {}) : scopes);
}

/** Operations of the institute's staff, and operations of a family (a parent's or a child's screens). */
export const isStaffOperation = (operation: Operation) =>
  /"(staff|administrator|teacherOfGroup|teacherOfChild)"/.test(declaredScope(operation));
export const isFamilyOperation = (operation: Operation) =>
  /"(parent|parentArea|activeFamily|ownsChild|familyChild)"/.test(declaredScope(operation));
