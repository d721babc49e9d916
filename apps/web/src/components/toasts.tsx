import { lazy, Suspense, useEffect, useState } from 'react';
import { loadNotifications, loadToastsWhenIdle, whenFirstToast } from '../lib/toast.ts';

const TOAST_MS = 5000;
const Notifications = lazy(async () => ({ default: (await loadNotifications()).Notifications }));

/** Toasts bottom-right, newest on top, closing after 5 s or on click (spec §2, §9). */
export function Toasts() {
  const [isNeeded, setIsNeeded] = useState(false);
  useEffect(() => {
    whenFirstToast(() => setIsNeeded(true));
    loadToastsWhenIdle();
  }, []);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" autoClose={TOAST_MS} />
    </Suspense>
  );
}
