import type { ErrorCode } from '@koran-kids/protocol';
import type { Family } from './family.ts';
import { isParentAreaOpen } from './parent-area-window.ts';
import type { Viewer } from './viewer.ts';

/** What deciding a scope may read, once per request: the GraphQL context has these, and so has the route guard. */
export type ScopeReads = {
  family: () => Promise<Family>;
  staffGroupIds: () => Promise<ReadonlySet<string>>;
  groupOfChild: (childId: string) => Promise<number | null>;
};

/**
 * Who may do what, by name: the auth scopes of GraphQL (schema/builder.ts) and of the HTTP routes (route-guard.ts)
 * are this one map, so a scope means the same on both.
 */
export function accessScopes(viewer: Viewer, reads: ScopeReads) {
  const isFamily = viewer.actingAs === 'family';
  const isStaff = viewer.actingAs === 'staff';
  const isAdministrator = isStaff && viewer.staffKind === 'administrator';
  return {
    signedIn: true,
    parent: isFamily,
    parentArea: isFamily && isParentAreaOpen(viewer),
    activeFamily: async () => isFamily && (await reads.family()).subscription?.isActive === true,
    ownsChild: async (childId: unknown) => {
      if (!isFamily) return false;
      const family = await reads.family();
      return family.subscription?.isActive === true && family.childIds.has(String(childId));
    },
    familyChild: async (childId: unknown) => isFamily && (await reads.family()).childIds.has(String(childId)),
    staff: isStaff,
    administrator: isAdministrator,
    teacherOfGroup: async (groupId: unknown) =>
      isAdministrator || (isStaff && (await reads.staffGroupIds()).has(String(groupId))),
    teacherOfChild: async (childId: unknown) =>
      isAdministrator ||
      (isStaff && (await reads.staffGroupIds()).has(String(await reads.groupOfChild(String(childId))))),
  };
}

export type AccessScopes = ReturnType<typeof accessScopes>;
export type ScopeName = keyof AccessScopes;

/** Why a signed-in person was refused, from the scopes that failed: the same code for GraphQL and HTTP routes. */
export function refusalCodeOf(viewer: Viewer, failed: readonly string[]): ErrorCode {
  // Staff asking for a family's operation are simply refused: no pincode or renewal would let them in.
  if (viewer.actingAs !== 'family') return 'FORBIDDEN';
  if (failed.includes('parentArea')) return 'PARENT_AREA_REQUIRED';
  if (failed.includes('activeFamily')) return 'SUBSCRIPTION_EXPIRED';
  return 'FORBIDDEN';
}
