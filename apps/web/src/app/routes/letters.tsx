export { Unsubscribe as UnsubscribePage } from '../../features/letters/components/unsubscribe.tsx';
