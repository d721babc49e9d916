import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { MouseEvent } from 'react';
import { showToast } from '../lib/toast.ts';
import { within } from '../lib/within.ts';
import { forgetAccountOnDevice } from './device-copies.ts';

const SEND_WAIT_MS = 5000;

/**
 * Signing out on a shared device: progress still waiting is sent first (or, failing that, kept for the same child
 * only, see progress-queue.ts), then everything else of the account leaves the device, then the server's sign-out.
 */
export async function signOut(queryClient: QueryClient) {
  // Offline the server's sign-out cannot be reached: the session would stay for whoever comes next.
  if (!navigator.onLine) {
    showToast('error', i18next.t('common:offline.sign-out-needs-internet'));
    return;
  }
  const { sendQueuedProgress } = await import('./progress-queue.ts');
  await within(
    sendQueuedProgress(queryClient).catch(() => undefined),
    SEND_WAIT_MS,
  );
  await forgetAccountOnDevice().catch(() => undefined);
  window.location.assign('/auth/logout');
}

/** For a sign-out link (`href="/auth/logout"`): the link works without it; with it the device is cleared first. */
export function useSignOutClick() {
  const queryClient = useQueryClient();
  return (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    void signOut(queryClient);
  };
}
