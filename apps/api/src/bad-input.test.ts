import { ERROR_CODES } from '@koran-kids/protocol';
import {
  type GraphQLArgument,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isNonNullType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GraphqlAnswer, startTestApp, type TestApp } from './testing/app.ts';
import {
  type Baseline,
  databaseDigest,
  documentFor,
  isStaffOperation,
  type Operation,
  operations,
  plausibleVariables,
  TABLES_A_REFUSAL_MAY_WRITE,
  UNKNOWN_UUID,
} from './testing/schema-walk.ts';

/** The server's codes for expected failures: each has a sentence in the web app, or the generic one. */
const CLEAR_CODES: ReadonlySet<string> = new Set(ERROR_CODES.filter((code) => code !== 'UNAUTHENTICATED'));

const HUGE = 'x'.repeat(100_000);

/** Values no mutation may accept for an argument of the scalar type, each with what it tries. */
function badValuesOf(scalar: string): [string, unknown][] {
  const wrongType: [string, unknown][] = [
    ['an object', { nested: true }],
    ['null', null],
  ];
  switch (scalar) {
    case 'Int':
      return [...wrongType, ['negative', -1], ['above 32 bits', 2 ** 31], ['a fraction', 1.5], ['text', '1']];
    case 'Float':
      return [...wrongType, ['negative', -1], ['huge', 1e308], ['text', '1']];
    case 'Boolean':
      return [...wrongType, ['text', 'yes']];
    case 'ID':
      return [
        ...wrongType,
        ['empty', ''],
        ['huge', HUGE],
        ['negative', '-1'],
        ['unknown', UNKNOWN_UUID],
        ['SQL', "1' or '1'='1"],
      ];
    case 'Date':
      return [...wrongType, ['impossible', '2026-13-45'], ['text', 'gisteren']];
    default:
      return [
        ...wrongType,
        ['empty', ''],
        ['blank', '   '],
        ['huge', HUGE],
        ['control characters', '\u0000\u0007\u001b'],
      ];
  }
}

/** Every (path to a scalar argument or input field, its scalar type) of the mutation. */
function scalarPaths(args: readonly GraphQLArgument[]): { path: string[]; scalar: string }[] {
  const walk = (type: GraphQLInputType, path: string[]): { path: string[]; scalar: string }[] => {
    const named = getNamedType(type);
    if (isInputObjectType(named)) {
      return Object.values(named.getFields()).flatMap((field) => walk(field.type, [...path, field.name]));
    }
    return isEnumType(named) ? [{ path, scalar: 'Enum' }] : [{ path, scalar: named.name }];
  };
  return args.flatMap((arg) => walk(arg.type, [arg.name]));
}

/** The variables with the value at `path` replaced (inside a list, in its first item). */
function withValue(variables: Record<string, unknown>, [head, ...rest]: string[], value: unknown): unknown {
  if (head === undefined) return value;
  const current = variables[head];
  const inner = (item: unknown) => withValue((item ?? {}) as Record<string, unknown>, rest, value);
  const replaced = rest.length === 0 ? value : Array.isArray(current) ? [inner(current[0])] : inner(current);
  return { ...variables, [head]: replaced };
}

describe('bad input to every mutation', () => {
  let app: TestApp;
  let parent: string;
  let baseline: Baseline;
  const mutations = operations.filter((operation) => operation.kind === 'mutation');

  beforeAll(async () => {
    app = await startTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '0' } });
    parent = await app.signIn('demo@koran-kids.test');
    const { rows } = await app.database.execute(
      `select c.id as child_id, l.id as lesson_id, (select min(a.id) from achievements a where a.lesson_id = l.id) as achievement_id
       from users_children c join subscriptions s on s.id = c.subscription_id
       join lessons l on l.course_id = s.course_id and l.sequence = 1 where c.username = 'amina'`,
    );
    baseline = {
      childId: String(rows[0]?.child_id),
      lessonId: Number(rows[0]?.lesson_id),
      achievementId: Number(rows[0]?.achievement_id),
    };
  });
  afterAll(() => app.close());

  /** Every bad value to every scalar of the mutations, as the session: what was tried and what was unclear. */
  async function sweep(session: string, chosen: Operation[], ids: Baseline) {
    const unclear: string[] = [];
    let tried = 0;
    for (const mutation of chosen) {
      const variables = plausibleVariables(mutation, ids);
      for (const { path, scalar } of scalarPaths(mutation.field.args)) {
        for (const [what, value] of badValuesOf(scalar)) {
          // Leaving out or clearing what is optional is allowed; a wrong pincode is answered as wrong (isCorrect).
          const required = isRequired(mutation, path);
          if ((value === null || what === 'empty' || what === 'blank') && !required) continue;
          if (what === 'negative' && path.at(-1) === 'pincode') continue;
          const answer: GraphqlAnswer & { status: number } = await app.gql(
            session,
            documentFor(mutation),
            withValue(variables, path, value) as Record<string, unknown>,
          );
          tried += 1;
          const code = String(answer.errors?.[0]?.extensions?.code ?? '');
          // 400: GraphQL refused the variables themselves (a wrong type), as the GraphQL over HTTP spec says.
          const refusedVariables = answer.status === 400 && Boolean(answer.errors?.[0]?.message);
          if (!refusedVariables && (answer.status !== 200 || !CLEAR_CODES.has(code))) {
            unclear.push(`${mutation.field.name}(${path.join('.')} ${what}): ${answer.status} ${code || 'no error'}`);
          }
        }
      }
    }
    return { unclear, tried };
  }

  it('gets a clear error for every bad value, never a 500, and nothing is stored', async () => {
    await app.gql(parent, 'mutation { validatePincode(pincode: "1234") { isCorrect } }');
    const before = await databaseDigest(app.database, TABLES_A_REFUSAL_MAY_WRITE);
    const { unclear, tried } = await sweep(parent, mutations, baseline);
    expect(unclear).toEqual([]);
    expect(tried).toBeGreaterThan(300);
    expect(await databaseDigest(app.database, TABLES_A_REFUSAL_MAY_WRITE)).toEqual(before);
  });

  it("gets a clear error for every bad value to the staff's mutations, as an administrator, and nothing is stored", async () => {
    const administrator = await app.signIn('beheer@koran-kids.test');
    const { rows } = await app.database.execute(
      "select s.id, s.course_group_id from subscriptions s join users_children c on c.subscription_id = s.id where c.username = 'amina'",
    );
    const ids = { ...baseline, subscriptionId: String(rows[0]?.id), courseGroupId: String(rows[0]?.course_group_id) };
    const before = await databaseDigest(app.database, TABLES_A_REFUSAL_MAY_WRITE);
    const { unclear, tried } = await sweep(administrator, mutations.filter(isStaffOperation), ids);
    expect(unclear).toEqual([]);
    expect(tried).toBeGreaterThan(100);
    expect(await databaseDigest(app.database, TABLES_A_REFUSAL_MAY_WRITE)).toEqual(before);
  });
});

/** Whether the argument (or input field) at `path` is declared non-null. */
function isRequired({ field }: Operation, [name, ...rest]: string[]): boolean {
  let type: GraphQLInputType | undefined = field.args.find((arg) => arg.name === name)?.type;
  for (const key of rest) {
    const named = type && getNamedType(type);
    type = named && isInputObjectType(named) ? named.getFields()[key]?.type : undefined;
  }
  return Boolean(type && isNonNullType(type));
}
