import type { Db } from '@koran-kids/db';
import { users } from '@koran-kids/db/schema';
import { textOf } from '@koran-kids/input';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { fail, parseOrFail } from '../../errors.ts';
import { isParentAreaOpen } from '../../family/parent-area-window.ts';
import {
  checkPincode,
  hasPincode,
  isValidPincodeFormat,
  openParentArea,
  type PincodeCheck,
  pincodeResetOpenUntil,
  resetPincode,
  setPincode,
} from '../../family/pincode.ts';
import { builder } from '../../schema/builder.ts';
import { PincodeResult } from '../../schema/refs.ts';

type ParentAccountShape = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  relationToKid: string | null;
};

/**
 * Who is signed in, as any screen may know it: a session may be a child's on a shared device, so the parent's
 * names and e-mail are in `parentAccount`, behind the pincode.
 */
const Parent = builder.objectRef<{ id: string }>('Parent').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    hasPincode: t.boolean({
      description: 'False until the parent chooses the family pincode on first entering the parent area.',
      resolve: (parent, _, context) => hasPincode(context.db, parent.id),
    }),
    pincodeResetOpenUntil: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Until when a forgotten pincode can be replaced: shortly after a fresh sign-in at the provider.',
      resolve: (_, __, context) => pincodeResetOpenUntil(context.viewer.session?.reauthenticatedAt ?? null),
    }),
    parentAreaOpenUntil: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (_, __, context) =>
        isParentAreaOpen(context.viewer) ? (context.viewer.session?.parentAreaUntil ?? null) : null,
    }),
  }),
});

const ParentAccount = builder.objectRef<ParentAccountShape>('ParentAccount').implement({
  description: "The parent's own details (parent area).",
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    email: t.exposeString('email', { nullable: true, description: 'From the sign-in provider; read only here.' }),
    relationToKid: t.exposeString('relationToKid', { nullable: true }),
  }),
});

async function findParent(context: { db: Db }, userId: string): Promise<ParentAccountShape> {
  const [parent] = await context.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      relationToKid: users.relationToKid,
    })
    .from(users)
    .where(eq(users.id, userId));
  return parent ?? fail('NOT_FOUND', 'no such parent');
}

builder.queryFields((t) => ({
  viewer: t.field({
    type: Parent,
    description: 'The signed-in parent: whether a pincode is chosen and until when the parent area is open (getUser).',
    authScopes: { parent: true },
    resolve: (_, __, context) => ({ id: context.viewer.userId }),
  }),
  parentAccount: t.field({
    type: ParentAccount,
    description: "The parent's names, e-mail and relation to the children (parent area).",
    authScopes: { parentArea: true },
    resolve: (_, __, context) => findParent(context, context.viewer.userId),
  }),
}));

/** A right pincode opens the parent area of this browser session (scripts with a token have none). */
export async function withParentArea(check: PincodeCheck, sessionIdHash: string | undefined, db: Db) {
  const parentAreaOpenUntil = check.isCorrect && sessionIdHash ? await openParentArea(db, sessionIdHash) : null;
  return { ...check, parentAreaOpenUntil };
}

builder.mutationField('validatePincode', (t) =>
  t.field({
    type: PincodeResult,
    description: 'Checks the family pincode; five wrong tries lock it for 15 minutes.',
    args: { pincode: t.arg.int({ required: true }) },
    authScopes: { parent: true },
    resolve: async (_, { pincode }, context) => {
      const check = await checkPincode(context.db, context.viewer.userId, pincode);
      return withParentArea(check, context.viewer.session?.idHash, context.db);
    },
  }),
);

builder.mutationField('updateUnlockKey', (t) =>
  t.field({
    type: PincodeResult,
    description: 'Chooses the family pincode the first time, or changes it with the current one.',
    args: { currentSecretKey: t.arg.int(), newSecretKey: t.arg.int({ required: true }) },
    authScopes: { parent: true },
    resolve: async (_, { currentSecretKey, newSecretKey }, context) => {
      if (!isValidPincodeFormat(newSecretKey))
        fail('BAD_INPUT', 'a pincode has 4 to 6 digits', { field: 'newSecretKey' });
      const { db, viewer } = context;
      if (await setPincode(db, viewer.userId, newSecretKey, true)) {
        return withParentArea({ isCorrect: true, attemptsLeft: 5, lockedUntil: null }, viewer.session?.idHash, db);
      }
      if (currentSecretKey == null) fail('PINCODE_REQUIRED', 'the current pincode is needed to change it');
      const check = await checkPincode(db, viewer.userId, currentSecretKey);
      if (check.isCorrect) await setPincode(db, viewer.userId, newSecretKey, false);
      return withParentArea(check, viewer.session?.idHash, db);
    },
  }),
);

builder.mutationField('resetPincode', (t) =>
  t.field({
    type: PincodeResult,
    description:
      "Replaces a forgotten pincode, only shortly after a fresh sign-in at the provider (not a child's open session).",
    args: { newSecretKey: t.arg.int({ required: true }) },
    authScopes: { parent: true },
    resolve: async (_, { newSecretKey }, context) => {
      const { db, viewer } = context;
      if (!pincodeResetOpenUntil(viewer.session?.reauthenticatedAt ?? null)) {
        fail('FRESH_SIGN_IN_REQUIRED', 'sign in again at the provider to choose a new pincode');
      }
      if (!isValidPincodeFormat(newSecretKey))
        fail('BAD_INPUT', 'a pincode has 4 to 6 digits', { field: 'newSecretKey' });
      await resetPincode(db, viewer.userId, newSecretKey);
      return withParentArea({ isCorrect: true, attemptsLeft: 5, lockedUntil: null }, viewer.session?.idHash, db);
    },
  }),
);

const relationToKid = z.object({
  relationToKid: textOf('name').pipe(z.string().min(1, 'required').max(40, 'too-long')),
});

builder.mutationField('updateRelationToKid', (t) =>
  t.field({
    type: ParentAccount,
    description: "The parent's relation to the children (mother, father, …); parent area only.",
    args: { relationToKid: t.arg.string({ required: true }) },
    authScopes: { parentArea: true },
    resolve: async (_, args, context) => {
      const parsed = parseOrFail(relationToKid, args, 'relation must be 1 to 40 characters');
      await context.db
        .update(users)
        .set({ relationToKid: parsed.relationToKid, updatedAt: new Date() })
        .where(eq(users.id, context.viewer.userId));
      return findParent(context, context.viewer.userId);
    },
  }),
);
