import { isWaitingForData } from './audio-waiting.ts';

const CHECK_MS = 1000;
/** Far longer than a working connection keeps a recitation of a few seconds waiting with no data coming in. */
export const STALL_MS = 8000;
/** After this many restarts the recitation counts as failed: the verse is read instead. */
export const MAX_RESTARTS = 2;

export type PlayingAudio = Pick<
  HTMLAudioElement,
  'paused' | 'ended' | 'currentTime' | 'readyState' | 'load' | 'play' | 'addEventListener' | 'removeEventListener'
>;

/**
 * Starts a recitation over when it stands still, waiting for data that does not come, while it should play: a
 * connection that stalls, or a media pipeline that hangs (seen in WebKit: playing, at 0.003 s, for good). A child
 * of seven does not know to press pause and play again. Data still coming in (a slow connection) is waited for.
 * After `MAX_RESTARTS` it gives up (`onGaveUp`: the verse is read instead); `onRefused` runs when the browser will
 * not play it again without a tap. Returns the cleanup.
 */
export function restartWhenStalled(
  audio: PlayingAudio,
  { onRefused, onGaveUp }: { onRefused: () => void; onGaveUp: () => void },
): () => void {
  let lastTime = audio.currentTime;
  let stillMs = 0;
  let restarts = 0;
  const dataCame = () => {
    stillMs = 0;
  };
  audio.addEventListener('progress', dataCame);
  const timer = setInterval(() => {
    if (!isWaitingForData(audio) || audio.currentTime !== lastTime) {
      lastTime = audio.currentTime;
      stillMs = 0;
      return;
    }
    stillMs += CHECK_MS;
    if (stillMs < STALL_MS) return;
    stillMs = 0;
    if (restarts === MAX_RESTARTS) {
      stop();
      onGaveUp();
      return;
    }
    restarts++;
    audio.load();
    audio.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'NotAllowedError') onRefused();
    });
  }, CHECK_MS);
  const stop = () => {
    clearInterval(timer);
    audio.removeEventListener('progress', dataCame);
  };
  return stop;
}
