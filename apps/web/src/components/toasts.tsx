import { lazy, useEffect, useState } from 'react';
import { loadNotifications, loadToastsWhenIdle, whenFirstToast } from '../lib/toast.ts';
import { LazyPart } from './lazy-part.tsx';

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
    <LazyPart>
      <Notifications position="bottom-right" autoClose={TOAST_MS} />
    </LazyPart>
  );
}
