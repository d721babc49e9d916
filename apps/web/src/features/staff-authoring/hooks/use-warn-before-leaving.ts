import { useEffect } from 'react';

/** Closing or reloading the tab with changes not saved asks first (the browser's own question). */
export function useWarnBeforeLeaving(hasChanges: boolean) {
  useEffect(() => {
    if (!hasChanges) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasChanges]);
}
