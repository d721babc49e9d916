import { type RefObject, useEffect } from 'react';

const VIMEO_ORIGIN = 'https://player.vimeo.com';
const SAVE_EVERY_S = 15;

type PlayerEvent = { event?: string; data?: { seconds?: number } };

/** Reports the furthest second watched in a Vimeo embed (its postMessage API), every 15 s and on leaving. */
export function useVimeoProgress(frame: RefObject<HTMLIFrameElement | null>, onSeconds: (seconds: number) => void) {
  useEffect(() => {
    let furthest = 0;
    let saved = 0;
    const listen = (event: MessageEvent) => {
      if (event.origin !== VIMEO_ORIGIN || event.source !== frame.current?.contentWindow) return;
      const message = (typeof event.data === 'string' ? JSON.parse(event.data) : event.data) as PlayerEvent;
      if (message.event === 'ready') {
        frame.current?.contentWindow?.postMessage({ method: 'addEventListener', value: 'timeupdate' }, VIMEO_ORIGIN);
      }
      const seconds = message.event === 'timeupdate' ? (message.data?.seconds ?? 0) : 0;
      furthest = Math.max(furthest, Math.floor(seconds));
      if (furthest - saved >= SAVE_EVERY_S) {
        saved = furthest;
        onSeconds(furthest);
      }
    };
    window.addEventListener('message', listen);
    return () => {
      window.removeEventListener('message', listen);
      if (furthest > saved) onSeconds(furthest);
    };
  }, [frame, onSeconds]);
}
