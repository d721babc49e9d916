import type { AppServices } from './app-services.ts';
import { fail } from './errors.ts';
import { type Family, loadFamily } from './family/family.ts';
import type { Viewer } from './family/viewer.ts';

/** One GraphQL request: the services, who is asking, and their family (read once, on first need). */
export type Context = AppServices & {
  viewer: Viewer;
  family: () => Promise<Family>;
  /** Forget the cached family after a change to it (a new profile). */
  refreshFamily: () => void;
};

export function createContext(services: AppServices, viewer: Viewer): Context {
  let family: Promise<Family> | null = viewer.family ? Promise.resolve(viewer.family) : null;
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
  };
}

/** The asking family's subscription; ownsChild already required it to be active. */
export async function subscriptionOf(context: Context) {
  return (await context.family()).subscription ?? fail('FORBIDDEN', 'no subscription');
}
