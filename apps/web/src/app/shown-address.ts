import { useDeferredValue } from 'react';
import { useBrowserLocation, useSearch } from 'wouter/use-browser-location';

/*
 * The address the pages are drawn for. Going to another path draws the next page in the background while the page
 * before stays on screen (React's deferred values), and shows it as soon as its code is there. Drawn at once instead,
 * a page whose code was not there yet showed the loading screen, and React then held the page back until 300 ms after
 * that screen appeared, even when its code came from the device in 30 ms. A change of the query alone (a filter, a
 * page of a list, the next lesson) is drawn at once, as before: a list's next change is made from it. The first page
 * of a visit is drawn as before too: its loading screen, then the page.
 */
function useShownAddress() {
  const path = useBrowserLocation()[0];
  const search = useSearch();
  const shownPath = useDeferredValue(path);
  const shownSearch = useDeferredValue(search);
  return shownPath === path ? { path, search } : { path: shownPath, search: shownSearch };
}

/** The path the pages are drawn for. */
export const useShownPath = () => useShownAddress().path;

/** The query the pages are drawn for. */
export const useShownSearch = () => useShownAddress().search;

/** Whether the browser has gone to another path whose page is not on screen yet (its code is still coming). */
export function useIsOpeningPage() {
  return useShownAddress().path !== useBrowserLocation()[0];
}
