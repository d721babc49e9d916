import type { Viewer } from './viewer.ts';

/** How long one pincode check opens the parent area (issue: sign-in). */
export const PARENT_AREA_MINUTES = 15;

/** Open for a session acting as the family whose pincode was entered lately; never for staff acting as staff. */
export function isParentAreaOpen(viewer: Viewer, now = new Date()): boolean {
  if (viewer.actingAs !== 'family') return false;
  const until = viewer.session?.parentAreaUntil;
  return Boolean(until && until > now);
}
