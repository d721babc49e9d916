import { useDeferredValue } from 'react';
import { useBrowserLocation, useSearch } from 'wouter/use-browser-location';

/*
 * The address the pages are drawn for follows the browser's a step behind, as React's deferred values do: going to
 * another page draws it in the background while the page before stays on screen, and shows it as soon as its code
 * is there. Drawn at once instead, a page whose code was not there yet showed the loading screen, and React then
 * held the page back until 300 ms after that screen appeared, even when its code came from the device in 30 ms.
 * The first page of a visit is drawn as before: its loading screen, then the page.
 */

/** The path the pages are drawn for. */
export const useShownPath = () => useDeferredValue(useBrowserLocation()[0]);

/** The query the pages are drawn for. */
export const useShownSearch = () => useDeferredValue(useSearch());

/** Whether the browser's address has moved on to a page not on screen yet (its code is still coming). */
export function useIsOpeningPage() {
  const address = useBrowserLocation()[0] + useSearch();
  return useDeferredValue(address) !== address;
}
