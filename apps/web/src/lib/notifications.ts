// Mantine's notifications with their styles: loaded apart from the first screen (toast.ts).
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { Notifications, notifications } from '@mantine/notifications';
