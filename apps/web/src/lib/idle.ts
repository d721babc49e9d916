/**
 * Runs `callback` when the browser is next idle, and at the latest after `timeoutMs`; returns what cancels it.
 * Browsers without requestIdleCallback (Safari) run it after `timeoutMs`.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, timeoutMs);
  return () => clearTimeout(handle);
}

/** How long the first screen is given before work it does not need (toasts, the service worker, copies). */
const SETTLE_MS = 5000;

/**
 * Runs `callback` once the first screen has settled: `settleMs` after now, then when the browser is idle (at most
 * `settleMs` more). For work the first screen does not need and should not compete with on a slow tablet.
 */
export function afterSettling(callback: () => void, settleMs = SETTLE_MS) {
  setTimeout(() => whenIdle(callback, settleMs), settleMs);
}
