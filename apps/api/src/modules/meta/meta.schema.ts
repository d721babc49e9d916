import { API_VERSION } from '@koran-kids/protocol';
import { fail } from '../../errors.ts';
import { loadFamily } from '../../family/family.ts';
import { isParentAreaOpen } from '../../family/parent-area-window.ts';
import { personOf } from '../../family/parents.ts';
import { setActingAs } from '../../family/sessions.ts';
import type { Viewer } from '../../family/viewer.ts';
import { builder } from '../../schema/builder.ts';
import { StaffKindEnum } from '../../schema/refs.ts';

builder.queryField('apiVersion', (t) =>
  t.string({
    description: 'The version of this API; clients send it as the api-version header.',
    authScopes: { signedIn: true },
    resolve: () => API_VERSION,
  }),
);

const SessionRoleEnum = builder.enumType('SessionRole', {
  description: 'What a signed-in browser acts as: the family, or the institute (staff only).',
  values: { FAMILY: { value: 'family' }, STAFF: { value: 'staff' } } as const,
});

const SignedInSession = builder.objectRef<Viewer>('SignedInSession').implement({
  description: 'Who is asking: what this session acts as, and whether the person is staff.',
  fields: (t) => ({
    actingAs: t.field({ type: SessionRoleEnum, resolve: (viewer) => viewer.actingAs }),
    staffKind: t.field({ type: StaffKindEnum, nullable: true, resolve: (viewer) => viewer.staffKind }),
    hasFamily: t.boolean({
      description: 'Whether the person has a subscription (a staff member who is also a parent can switch to it).',
      resolve: async (viewer, _, context) =>
        (viewer.family ?? (await loadFamily(context.db, viewer.userId))).subscription !== null,
    }),
    firstName: t.string({
      nullable: true,
      description:
        "The person's first name for the staff greeting; null for a session acting as the family, where a child may hold the device (the parent's names are behind the pincode).",
      resolve: async (viewer, _, context) =>
        viewer.actingAs === 'staff' ? ((await personOf(context.db, viewer.userId))?.firstName ?? null) : null,
    }),
  }),
});

builder.queryField('session', (t) =>
  t.field({
    type: SignedInSession,
    description: 'Who is asking (read first by the app: a family or staff).',
    authScopes: { signedIn: true },
    resolve: (_, __, context) => context.viewer,
  }),
);

builder.mutationField('switchRole', (t) =>
  t.field({
    type: SignedInSession,
    description:
      "A person who is staff and parent switches what this browser acts as. From the family to staff only from an open parent area: a child on the device cannot reach the teacher's inbox.",
    args: { to: t.arg({ type: SessionRoleEnum, required: true }) },
    authScopes: { signedIn: true },
    resolve: async (_, { to }, context) => {
      const { session, staffKind } = context.viewer;
      if (!session || (to === 'staff' && !staffKind)) fail('FORBIDDEN', 'only staff can act as staff');
      const family = context.viewer.family ?? (await loadFamily(context.db, context.viewer.userId));
      if (
        to === 'staff' &&
        context.viewer.actingAs === 'family' &&
        family.subscription &&
        !isParentAreaOpen(context.viewer)
      ) {
        fail('PARENT_AREA_REQUIRED', 'switching to staff needs the family pincode');
      }
      await setActingAs(context.db, session.idHash, to);
      return { ...context.viewer, actingAs: to };
    },
  }),
);
