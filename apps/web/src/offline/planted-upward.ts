// Planted to prove Biome's arrow: offline/ importing app/.
export { useSession } from '../app/session.ts';
