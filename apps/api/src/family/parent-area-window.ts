import type { Viewer } from './viewer.ts';

/** How long one pincode check opens the parent area (issue: sign-in). */
export const PARENT_AREA_MINUTES = 15;

export function isParentAreaOpen(viewer: Viewer, now = new Date()): boolean {
  const until = viewer.session?.parentAreaUntil;
  return Boolean(until && until > now);
}
