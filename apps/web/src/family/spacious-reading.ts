import { useEffect } from 'react';

/** Atkinson Hyperlegible, fetched the first time a child with spacious reading is on screen (not in the first bundle). */
const loadReadableFont = () => import('@fontsource/atkinson-hyperlegible/400.css');

/** Spacious reading (app.css) while this child's pages are on screen: set on the page, so every part of it follows. */
export function useSpaciousReading(isOn: boolean) {
  useEffect(() => {
    if (!isOn) return;
    void loadReadableFont();
    document.documentElement.dataset.spaciousReading = '';
    return () => {
      delete document.documentElement.dataset.spaciousReading;
    };
  }, [isOn]);
}
