const CHECK_MS = 1000;
/** Far longer than a working connection keeps a recitation of a few seconds waiting for its data. */
export const STALL_MS = 8000;
/** `HTMLMediaElement.HAVE_FUTURE_DATA`: below it, the audio waits for data. */
const HAVE_FUTURE_DATA = 3;

export type PlayingAudio = Pick<HTMLAudioElement, 'paused' | 'ended' | 'currentTime' | 'readyState' | 'load' | 'play'>;

/**
 * Starts a recitation over when it stands still, waiting for data, while it should play: a connection that stalls,
 * or a media pipeline that hangs (seen in WebKit: playing, at 0.003 s, for good). A child of seven does not know to
 * press pause and play again. Returns the cleanup; `onRefused` runs when the browser will not play it again.
 */
export function restartWhenStalled(audio: PlayingAudio, onRefused: () => void): () => void {
  let lastTime = audio.currentTime;
  let stillMs = 0;
  const timer = setInterval(() => {
    const isWaiting = !audio.paused && !audio.ended && audio.readyState < HAVE_FUTURE_DATA;
    if (!isWaiting || audio.currentTime !== lastTime) {
      lastTime = audio.currentTime;
      stillMs = 0;
      return;
    }
    stillMs += CHECK_MS;
    if (stillMs < STALL_MS) return;
    stillMs = 0;
    audio.load();
    audio.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'NotAllowedError') onRefused();
    });
  }, CHECK_MS);
  return () => clearInterval(timer);
}
