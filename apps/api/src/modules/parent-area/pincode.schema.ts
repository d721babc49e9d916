import type { Db } from '@koran-kids/db';
import { fail } from '../../errors.ts';
import { isParentAreaOpen } from '../../family/parent-area-window.ts';
import {
  checkPincode,
  hasPincode,
  openParentArea,
  type PincodeCheck,
  parsePincode,
  pincodeResetOpenUntil,
  resetPincode,
  setPincode,
} from '../../family/pincode.ts';
import { builder } from '../../schema/builder.ts';
import { PincodeResult } from '../../schema/refs.ts';

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

builder.queryFields((t) => ({
  viewer: t.field({
    type: Parent,
    description: 'The signed-in parent: whether a pincode is chosen and until when the parent area is open (getUser).',
    authScopes: { parent: true },
    resolve: (_, __, context) => ({ id: context.viewer.userId }),
  }),
}));

/** A right pincode opens the parent area of this browser session (scripts with a token have none). */
async function withParentArea(check: PincodeCheck, sessionIdHash: string | undefined, db: Db) {
  const parentAreaOpenUntil = check.isCorrect && sessionIdHash ? await openParentArea(db, sessionIdHash) : null;
  return { ...check, parentAreaOpenUntil };
}

builder.mutationField('validatePincode', (t) =>
  t.field({
    type: PincodeResult,
    description: 'Checks the family pincode; five wrong tries lock it for 15 minutes.',
    args: { pincode: t.arg.string({ required: true }) },
    authScopes: { parent: true },
    resolve: async (_, { pincode }, context) => {
      const check = await checkPincode(context.db, context.viewer.userId, parsePincode(pincode, 'pincode'));
      return withParentArea(check, context.viewer.session?.idHash, context.db);
    },
  }),
);

builder.mutationField('updateUnlockKey', (t) =>
  t.field({
    type: PincodeResult,
    description: 'Chooses the family pincode the first time, or changes it with the current one.',
    args: { currentSecretKey: t.arg.string(), newSecretKey: t.arg.string({ required: true }) },
    authScopes: { parent: true },
    resolve: async (_, args, context) => {
      const newSecretKey = parsePincode(args.newSecretKey, 'newSecretKey');
      const { db, viewer } = context;
      if (await setPincode(db, viewer.userId, newSecretKey, true)) {
        return withParentArea({ isCorrect: true, attemptsLeft: 5, lockedUntil: null }, viewer.session?.idHash, db);
      }
      if (args.currentSecretKey == null) fail('PINCODE_REQUIRED', 'the current pincode is needed to change it');
      const check = await checkPincode(db, viewer.userId, parsePincode(args.currentSecretKey, 'currentSecretKey'));
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
    args: { newSecretKey: t.arg.string({ required: true }) },
    authScopes: { parent: true },
    resolve: async (_, { newSecretKey }, context) => {
      const { db, viewer } = context;
      if (!pincodeResetOpenUntil(viewer.session?.reauthenticatedAt ?? null)) {
        fail('FRESH_SIGN_IN_REQUIRED', 'sign in again at the provider to choose a new pincode');
      }
      await resetPincode(db, viewer.userId, parsePincode(newSecretKey, 'newSecretKey'));
      return withParentArea({ isCorrect: true, attemptsLeft: 5, lockedUntil: null }, viewer.session?.idHash, db);
    },
  }),
);
