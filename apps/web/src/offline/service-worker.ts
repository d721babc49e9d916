import { registerSW } from 'virtual:pwa-register';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { sessionQuery } from '../app/session.ts';
import { afterSettling } from '../lib/idle.ts';
import { showToast } from '../lib/toast.ts';
import { sendProgressWhenOnline } from './progress-queue.ts';

const UPDATE_CHECK_MS = 60 * 60 * 1000;
const SETTLE_MS = 5000;

let keeping: Promise<unknown> | undefined;

/**
 * Registers the service worker (src/sw.ts), once: it stores the whole app on the device for offline use. Resolves
 * when the app is stored (a worker is active), rejects when the browser refuses it. A new version of the app waits
 * until the family taps "update now" in a toast: an open lesson is never reloaded for it.
 */
export function keepAppOnDevice() {
  keeping ??= new Promise((resolve, reject) => {
    const update = registerSW({
      immediate: true,
      onNeedRefresh: () =>
        showToast('success', i18next.t('common:offline.new-version'), {
          label: i18next.t('common:offline.reload'),
          onClick: () => void update(true),
        }),
      // A tablet left open for days still hears of a new version.
      onRegisteredSW: (_url, registration) =>
        registration && setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS),
      onRegisterError: reject,
    });
    void navigator.serviceWorker.ready.then(resolve);
  });
  return keeping;
}

/**
 * After the first screen: progress made offline is sent; once the screen has settled, the app is stored on the
 * device. Storing it fetches the whole app (1.4 MB), which would compete with the first screen on a slow tablet.
 */
export async function startOfflineSupport(queryClient: QueryClient) {
  if ('serviceWorker' in navigator) afterSettling(() => void keepAppOnDevice().catch(() => undefined), SETTLE_MS);
  const session = await queryClient.ensureQueryData(sessionQuery()).catch(() => null);
  if (session?.isSignedIn && session.actingAs === 'family') sendProgressWhenOnline(queryClient);
}
