import { notifications } from '@mantine/notifications';
import i18next from 'i18next';

/** A toast at the bottom right; its close button is named in the interface language. */
export function showToast(kind: 'success' | 'error', message: string) {
  notifications.show({
    color: kind === 'success' ? 'green.9' : 'red.8',
    message,
    closeButtonProps: { 'aria-label': i18next.t('common:actions.close') },
  });
}
