import { registerSW } from 'virtual:pwa-register';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { afterSettling } from '../lib/idle.ts';
import { whenOutOfDate } from '../lib/query-client.ts';
import { showToast } from '../lib/toast.ts';
import { applyNewVersion, isNewVersionAsked, newVersionWaiting, updateOutOfDateApp } from './app-update.ts';
import { sendProgressWhenOnline } from './progress-queue.ts';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

let keeping: Promise<unknown> | undefined;

const offerUpdate = (update: () => Promise<void>) =>
  showToast('success', i18next.t('common:offline.new-version'), {
    label: i18next.t('common:offline.reload'),
    onClick: () => void applyNewVersion(update),
  });

/**
 * Registers the service worker (src/sw.ts), once: it stores the whole app on the device for offline use. Resolves
 * when the app is stored (a worker is active); rejects when the browser refuses it or storing fails, and the next
 * call tries again. A new version of the app waits until the family taps "update now" in a toast: an open lesson,
 * in this page or another, is never reloaded for it, unless the server no longer runs this version (app-update.ts).
 */
export function keepAppOnDevice() {
  keeping ??= new Promise((resolve, reject) => {
    const update = registerSW({
      immediate: true,
      onNeedRefresh: () =>
        newVersionWaiting(
          () => update(true),
          () => offerUpdate(() => update(true)),
        ),
      // Only the page that asked reloads for the new version; other open pages are told, not reloaded.
      onNeedReload: () =>
        isNewVersionAsked() ? window.location.reload() : offerUpdate(async () => window.location.reload()),
      onRegisteredSW: (_url, registration) => {
        if (!registration) return;
        // A tablet left open for days still hears of a new version.
        setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'redundant' && !registration.active) reject(new Error('the app was not stored'));
        });
      },
      onRegisterError: reject,
    });
    void navigator.serviceWorker.ready.then(resolve);
  }).catch((error: unknown) => {
    keeping = undefined;
    throw error;
  });
  return keeping;
}

/**
 * After the first screen: progress made offline is sent; once the screen has settled, the app is stored on the
 * device. Storing it fetches the whole app (1.4 MB), which would compete with the first screen on a slow tablet.
 * `isFamilySignedIn` is the app's session (app/ hands it in: offline/ sits below the app).
 */
export async function startOfflineSupport(queryClient: QueryClient, isFamilySignedIn: () => Promise<boolean>) {
  whenOutOfDate(() => void updateOutOfDateApp());
  if ('serviceWorker' in navigator) afterSettling(() => void keepAppOnDevice().catch(() => undefined));
  if (await isFamilySignedIn().catch(() => false)) sendProgressWhenOnline(queryClient);
}
