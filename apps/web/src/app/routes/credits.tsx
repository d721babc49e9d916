export { Credits as PublicCreditsPage } from '../../features/credits/components/credits.tsx';
