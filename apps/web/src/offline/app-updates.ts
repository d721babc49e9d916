import { registerSW } from 'virtual:pwa-register';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { sessionQuery } from '../app/session.ts';
import { showToast } from '../lib/toast.ts';
import { sendProgressWhenOnline } from './progress-queue.ts';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * After the first screen: the service worker (the app offline, src/sw.ts) and progress made offline sent. A new
 * version of the app waits until the family taps "update now" in a toast: an open lesson is never reloaded for it.
 */
export async function startOfflineSupport(queryClient: QueryClient) {
  const update = registerSW({
    onNeedRefresh: () =>
      showToast('success', i18next.t('common:offline.new-version'), {
        label: i18next.t('common:offline.reload'),
        onClick: () => void update(true),
      }),
    // A tablet left open for days still hears of a new version.
    onRegisteredSW: (_url, registration) =>
      registration && setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS),
  });
  const session = await queryClient.ensureQueryData(sessionQuery()).catch(() => null);
  if (session?.isSignedIn && session.actingAs === 'family') sendProgressWhenOnline(queryClient);
}
