import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_RESTARTS, type PlayingAudio, restartWhenStalled, STALL_MS } from './recitation-stall.ts';

/** An audio element as the watch sees it: it plays (or not), and its time moves only when the test says so. */
const audioElement = (state: Partial<PlayingAudio> = {}) => {
  const progress = new EventTarget();
  const audio = {
    paused: false,
    ended: false,
    currentTime: 0.003,
    readyState: 2,
    load: vi.fn(() => {
      audio.paused = true;
    }),
    play: vi.fn(async () => {
      audio.paused = false;
    }),
    addEventListener: progress.addEventListener.bind(progress),
    removeEventListener: progress.removeEventListener.bind(progress),
    /** Some of the recitation's bytes arrive. */
    receive: () => progress.dispatchEvent(new Event('progress')),
    ...state,
  };
  return audio;
};
const handlers = () => ({ onRefused: vi.fn(), onGaveUp: vi.fn() });

describe('a recitation that stands still while it should play', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts over by itself once no data has come for far too long, and again if it sticks again', () => {
    const audio = audioElement();
    const stop = restartWhenStalled(audio, handlers());
    vi.advanceTimersByTime(STALL_MS - 1000);
    expect(audio.load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(audio.load).toHaveBeenCalledTimes(1);
    expect(audio.play).toHaveBeenCalledTimes(1);
    expect(audio.paused).toBe(false);
    vi.advanceTimersByTime(STALL_MS);
    expect(audio.load).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(3 * STALL_MS);
    expect(audio.load).toHaveBeenCalledTimes(2);
  });

  it('gives the verse up to reading after a few restarts, instead of starting it over and over', () => {
    const audio = audioElement();
    const on = handlers();
    restartWhenStalled(audio, on);
    vi.advanceTimersByTime((MAX_RESTARTS + 1) * STALL_MS);
    expect(audio.load).toHaveBeenCalledTimes(MAX_RESTARTS);
    expect(on.onGaveUp).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3 * STALL_MS);
    expect(audio.load).toHaveBeenCalledTimes(MAX_RESTARTS);
    expect(on.onGaveUp).toHaveBeenCalledTimes(1);
  });

  it('waits for a slow connection whose data still comes in, however long it takes', () => {
    const audio = audioElement();
    restartWhenStalled(audio, handlers());
    for (let second = 0; second < 3 * STALL_MS; second += 1000) {
      audio.receive();
      vi.advanceTimersByTime(1000);
    }
    expect(audio.load).not.toHaveBeenCalled();
  });

  it('leaves alone a recitation that moves on, however slowly, one that is paused, and one that has its data', () => {
    const slow = audioElement();
    const paused = audioElement({ paused: true });
    const buffered = audioElement({ readyState: 4 });
    for (const audio of [slow, paused, buffered]) restartWhenStalled(audio, handlers());
    for (let second = 0; second < 3 * STALL_MS; second += 1000) {
      slow.currentTime += 0.01;
      vi.advanceTimersByTime(1000);
    }
    expect(slow.load).not.toHaveBeenCalled();
    expect(paused.load).not.toHaveBeenCalled();
    expect(buffered.load).not.toHaveBeenCalled();
  });

  it('stops the loop when the browser will not play it again without a tap', async () => {
    const audio = audioElement({
      play: vi.fn(async () => {
        throw new DOMException('needs a tap', 'NotAllowedError');
      }),
    });
    const on = handlers();
    restartWhenStalled(audio, on);
    await vi.advanceTimersByTimeAsync(STALL_MS);
    expect(on.onRefused).toHaveBeenCalledTimes(1);
  });
});
