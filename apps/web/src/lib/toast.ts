import i18next from 'i18next';
import { createElement } from 'react';
import { type ToastAction, ToastWithAction } from '../components/toast-action.tsx';
import { afterSettling } from './idle.ts';

let isToastAreaNeeded = false;
let showToastArea: (() => void) | undefined;

/** The toast area registers here: it is mounted, and its code loaded, once the first toast is shown. */
export function whenFirstToast(show: () => void) {
  showToastArea = show;
  if (isToastAreaNeeded) show();
}

/** Mantine's notifications: the toast area and what shows a toast, loaded apart from the first screen. */
export const loadNotifications = () => import('./notifications.ts');

/**
 * Loads the toast code once the first screen has settled, so a toast still shows when the network drops later,
 * without competing with what the first screen loads.
 */
export function loadToastsWhenIdle() {
  afterSettling(() => void loadNotifications().catch(() => undefined));
}

/** Counts the toasts shown, so each new one outranks the ones before it. */
let toastsShown = 0;

async function show(kind: 'success' | 'error', message: string, action?: ToastAction) {
  const { notifications } = await loadNotifications();
  isToastAreaNeeded = true;
  showToastArea?.();
  toastsShown += 1;
  notifications.show({
    color: kind === 'success' ? 'green.9' : 'red.8',
    message: action ? createElement(ToastWithAction, { message, action }) : message,
    ...(action && { autoClose: false }),
    // Mantine lists toasts oldest first; the highest priority comes first, so the newest is on top (spec §2).
    priority: toastsShown,
    closeButtonProps: { 'aria-label': i18next.t('common:actions.close') },
  });
}

/** A toast at the bottom right, above the older ones; its close button is named in the interface language. */
export function showToast(kind: 'success' | 'error', message: string, action?: ToastAction) {
  show(kind, message, action).catch(() => undefined);
}
