import { type RefObject, useEffect, useState } from 'react';

/** `HTMLMediaElement.HAVE_FUTURE_DATA`: below it, the audio waits for data. */
const HAVE_FUTURE_DATA = 3;

/** Should play, and stands still for data: a recording still loading, or a connection too slow for it. */
export const isWaitingForData = (audio: Pick<HTMLAudioElement, 'paused' | 'ended' | 'readyState'>) =>
  !audio.paused && !audio.ended && audio.readyState < HAVE_FUTURE_DATA;

/** How long a recitation waits for its data before the child is told it is loading: a quick load shows nothing. */
const SHOW_WAITING_AFTER_MS = 500;
const WAITING_CHANGES = ['play', 'waiting', 'playing', 'canplay', 'pause', 'ended', 'emptied'] as const;

/** Whether the recitation has been waiting for its data a while (`SHOW_WAITING_AFTER_MS`) while it should play. */
export function useIsWaitingForData(audio: RefObject<HTMLAudioElement | null>, isActive: boolean): boolean {
  const [isWaiting, setIsWaiting] = useState(false);
  useEffect(() => {
    const element = audio.current;
    setIsWaiting(false);
    if (!isActive || !element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(timer);
      if (!isWaitingForData(element)) setIsWaiting(false);
      else timer = setTimeout(() => setIsWaiting(isWaitingForData(element)), SHOW_WAITING_AFTER_MS);
    };
    for (const type of WAITING_CHANGES) element.addEventListener(type, update);
    update();
    return () => {
      clearTimeout(timer);
      for (const type of WAITING_CHANGES) element.removeEventListener(type, update);
    };
  }, [audio, isActive]);
  return isWaiting;
}
