import type { AppServices } from './app-services.ts';
import { fail } from './errors.ts';
import { type Family, loadFamily } from './family/family.ts';
import { loadGroupOfChild, loadStaffGroupIds } from './family/staff.ts';
import type { Viewer } from './family/viewer.ts';

/** One GraphQL request: the services, who is asking, and their family (read once, on first need). */
export type Context = AppServices & {
  viewer: Viewer;
  family: () => Promise<Family>;
  /** Forget the cached family after a change to it (a new profile). */
  refreshFamily: () => void;
  /** The course groups a staff member is assigned to (read once, on first need). */
  staffGroupIds: () => Promise<ReadonlySet<string>>;
  /** The course group of a child, or null for an unknown one (read once per child). */
  groupOfChild: (childId: string) => Promise<number | null>;
};

export function createContext(services: AppServices, viewer: Viewer): Context {
  let family: Promise<Family> | null = viewer.family ? Promise.resolve(viewer.family) : null;
  let staffGroups: Promise<ReadonlySet<string>> | null = null;
  const childGroups = new Map<string, Promise<number | null>>();
  return {
    ...services,
    viewer,
    family: () => {
      family ??= loadFamily(services.db, viewer.userId);
      return family;
    },
    refreshFamily: () => {
      family = null;
    },
    staffGroupIds: () => {
      staffGroups ??= loadStaffGroupIds(services.db, viewer.userId);
      return staffGroups;
    },
    groupOfChild: (childId) => {
      let group = childGroups.get(childId);
      if (!group) {
        group = loadGroupOfChild(services.db, childId);
        childGroups.set(childId, group);
      }
      return group;
    },
  };
}

/** The asking family's subscription; ownsChild already required it to be active. */
export async function subscriptionOf(context: Context) {
  return (await context.family()).subscription ?? fail('FORBIDDEN', 'no subscription');
}
