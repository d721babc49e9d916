import type { Db } from '@koran-kids/db';
import { users } from '@koran-kids/db/schema';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { fail } from '../../errors.ts';
import { builder } from '../../schema/builder.ts';
import { PincodeResult } from '../../schema/refs.ts';
import { isParentAreaOpen } from './parent-area.ts';
import {
  checkPincode,
  hasPincode,
  isValidPincodeFormat,
  openParentArea,
  type PincodeCheck,
  setPincode,
} from './pincode.ts';

type ParentShape = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  relationToKid: string | null;
};

const Parent = builder.objectRef<ParentShape>('Parent').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    email: t.exposeString('email', { nullable: true, description: 'From the sign-in provider; read only here.' }),
    relationToKid: t.exposeString('relationToKid', { nullable: true }),
    hasPincode: t.boolean({
      description: 'False until the parent chooses the family pincode on first entering the parent area.',
      resolve: (parent, _, context) => hasPincode(context.db, parent.id),
    }),
    parentAreaOpenUntil: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (_, __, context) =>
        isParentAreaOpen(context.viewer) ? (context.viewer.session?.parentAreaUntil ?? null) : null,
    }),
  }),
});

async function findParent(context: { db: Db }, userId: string): Promise<ParentShape> {
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

builder.queryField('viewer', (t) =>
  t.field({
    type: Parent,
    description: 'The signed-in parent (getUser).',
    authScopes: { parent: true },
    resolve: (_, __, context) => findParent(context, context.viewer.userId),
  }),
);

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

const relationToKid = z.string().trim().min(1).max(40);

builder.mutationField('updateRelationToKid', (t) =>
  t.field({
    type: Parent,
    description: "The parent's relation to the children (mother, father, …); parent area only.",
    args: { relationToKid: t.arg.string({ required: true }) },
    authScopes: { parentArea: true },
    resolve: async (_, args, context) => {
      const parsed = relationToKid.safeParse(args.relationToKid);
      if (!parsed.success) fail('BAD_INPUT', 'relation must be 1 to 40 characters', { field: 'relationToKid' });
      await context.db
        .update(users)
        .set({ relationToKid: parsed.data, updatedAt: new Date() })
        .where(eq(users.id, context.viewer.userId));
      return findParent(context, context.viewer.userId);
    },
  }),
);
