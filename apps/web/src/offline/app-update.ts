/*
 * A new version of the app: offered to the family (a toast, src/offline/service-worker.ts), or applied at once where
 * the server no longer runs this version's requests. Then the page reloads into the new version, which sends what
 * waits in the queue: queued work is kept on the device through the update.
 */

/** Between two reloads for the same out-of-date app: a server that keeps refusing never makes a reload loop. */
const RELOAD_GAP_MS = 5 * 60_000;
const LAST_RELOAD_KEY = 'koran-kids-out-of-date-reload';

let isUpdateAsked = false;
let isOutOfDate = false;
let applyWaitingVersion: (() => Promise<void>) | undefined;

/** Whether this page asked for the new version (a tap, or this version being out of date): only it reloads. */
export const isNewVersionAsked = () => isUpdateAsked;

/** Applies the waiting version (the service worker takes over, then this page reloads). */
export function applyNewVersion(apply: () => Promise<void>) {
  isUpdateAsked = true;
  return apply();
}

/** The service worker holds a new version: applied at once where this one is out of date, else offered. */
export function newVersionWaiting(apply: () => Promise<void>, offer: () => void) {
  applyWaitingVersion = apply;
  if (isOutOfDate) void applyNewVersion(apply);
  else offer();
}

function reloadOnce() {
  const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GAP_MS) return;
  sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
  window.location.reload();
}

/**
 * The server answered that it no longer runs this version's requests: the new version is fetched and the page
 * reloads into it. Without a service worker (or none newer found) the page is loaded afresh, at most once in a while.
 */
export async function updateOutOfDateApp() {
  if (isOutOfDate) return;
  isOutOfDate = true;
  if (applyWaitingVersion) return applyNewVersion(applyWaitingVersion);
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  await registration?.update().catch(() => undefined);
  // A version being installed announces itself when it waits (newVersionWaiting).
  if (!registration?.installing && !registration?.waiting) reloadOnce();
}
