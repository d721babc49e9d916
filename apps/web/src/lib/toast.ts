import i18next from 'i18next';

let isToastAreaNeeded = false;
let showToastArea: (() => void) | undefined;

/** The toast area registers here: it is mounted, and its code loaded, once the first toast is shown. */
export function whenFirstToast(show: () => void) {
  showToastArea = show;
  if (isToastAreaNeeded) show();
}

async function show(kind: 'success' | 'error', message: string) {
  const { notifications } = await import('@mantine/notifications');
  isToastAreaNeeded = true;
  showToastArea?.();
  notifications.show({
    color: kind === 'success' ? 'green.9' : 'red.8',
    message,
    closeButtonProps: { 'aria-label': i18next.t('common:actions.close') },
  });
}

/** A toast at the bottom right; its close button is named in the interface language. */
export function showToast(kind: 'success' | 'error', message: string) {
  void show(kind, message);
}
