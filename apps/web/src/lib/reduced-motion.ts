import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const isReduced = () => window.matchMedia(QUERY).matches;

/**
 * Whether the device asks for less motion, known at the first drawing. (Mantine's `useReducedMotion` learns it in an
 * effect, after mounting: a second drawing of the whole memorization loop as a lesson opens.)
 */
export function useIsReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, isReduced);
}
