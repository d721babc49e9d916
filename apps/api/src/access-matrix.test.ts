import { type GraphQLInputType, isInputObjectType, isListType, isNonNullType, isScalarType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestApp, type TestApp } from './testing/app.ts';
import { databaseDigest, type Operation, operations, selectionOf } from './testing/schema-walk.ts';

/** A value of the argument's type: the child under attack for `userChildId`, something plausible otherwise. */
function literal(type: GraphQLInputType, name: string, childId: string): string {
  if (isNonNullType(type)) return literal(type.ofType, name, childId);
  if (isListType(type)) return `[${literal(type.ofType, name, childId)}]`;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${literal(field.type, field.name, childId)}`).join(', ')} }`;
  }
  if (name === 'userChildId') return JSON.stringify(childId);
  const scalar = isScalarType(type) ? type.name : 'String';
  if (scalar === 'Int' || scalar === 'Float') return '1';
  if (scalar === 'Boolean') return 'true';
  if (scalar === 'ID') return '"00000000-0000-4000-8000-000000000001"';
  return name === 'type' ? '"FINAL_TEST"' : '"x"';
}

function documentFor({ kind, field }: Operation, childId: string) {
  const required = field.args.filter((arg) => isNonNullType(arg.type) || arg.name === 'userChildId');
  const args = required.map((arg) => `${arg.name}: ${literal(arg.type, arg.name, childId)}`).join(', ');
  return `${kind} { ${field.name}${args ? `(${args})` : ''}${selectionOf(field)} }`;
}

const takesChild = ({ field }: Operation) => field.args.some((arg) => arg.name === 'userChildId');

/** Whether the field's declared scope needs the parent area (read from the Pothos options). */
function needsParentArea({ field }: Operation) {
  const scopes = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes;
  const declared = typeof scopes === 'function' ? scopes({}, { userChildId: 'x' }, {}, {}) : scopes;
  return JSON.stringify(declared).includes('parentArea');
}

const TABLES_THAT_MAY_CHANGE = new Set(['sessions', 'oidc_login_states', 'pincode_attempts']);

describe('the access matrix: every operation × who must be refused', () => {
  let app: TestApp;
  let victim: string;
  let own: string;

  const snapshot = () => databaseDigest(app.database, TABLES_THAT_MAY_CHANGE);

  beforeAll(async () => {
    app = await startTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '0' } });
    const { rows } = await app.database.execute('select id, username from users_children');
    victim = String(rows.find((row) => row.username === 'amina')?.id);
    own = String(rows.find((row) => row.username === 'noor')?.id);
  });
  afterAll(() => app.close());

  it('covers every operation of the schema', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter(needsParentArea).length).toBeGreaterThan(15);
  });

  it('refuses every operation without a session', async () => {
    for (const operation of operations) {
      const answer = await app.gql(null, documentFor(operation, victim));
      expect(answer.status, operation.field.name).toBe(401);
    }
  });

  it("refuses another family's child in every operation that takes one, even with the parent area open, and changes nothing", async () => {
    const stranger = await app.signIn('buren@koran-kids.test');
    await app.gql(stranger, 'mutation { validatePincode(pincode: 5678) { isCorrect } }');
    const before = await snapshot();
    for (const operation of operations.filter(takesChild)) {
      const answer = await app.gql(stranger, documentFor(operation, victim));
      expect(codeOf(answer), operation.field.name).toBe('FORBIDDEN');
      expect(Object.values(answer.data ?? {}), operation.field.name).toEqual(answer.data ? [null] : []);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every parent-area operation to a session without a fresh pincode check, and changes nothing', async () => {
    const childOnly = await app.signIn('buren@koran-kids.test');
    const before = await snapshot();
    for (const operation of operations.filter(needsParentArea)) {
      const answer = await app.gql(childOnly, documentFor(operation, own));
      expect(codeOf(answer), operation.field.name).toBe('PARENT_AREA_REQUIRED');
    }
    expect(await snapshot()).toEqual(before);
  });
});
