import { describe, expect, it } from 'vitest';
import { afterPlayerEvent, NOTHING_WATCHED, type PlayerEvent, type WatchState } from './watch-progress.ts';

/** The seconds saved while a player sends these events, in order. */
function savedDuring(events: PlayerEvent[]) {
  let state: WatchState = NOTHING_WATCHED;
  const saved: number[] = [];
  for (const event of events) {
    const next = afterPlayerEvent(state, event);
    state = next.state;
    if (next.save !== null) saved.push(next.save);
  }
  return saved;
}

const playing = (...seconds: number[]): PlayerEvent[] => seconds.map((at) => ({ kind: 'timeupdate', seconds: at }));

describe("the seconds of a lesson video a child watched, from the player's events", () => {
  it('saves every 15 s of new video while playing, not at every tick', () => {
    expect(savedDuring(playing(0.25, 5.5, 14.9, 15.2, 20, 29.9, 30.1))).toEqual([15, 30]);
  });

  it('saves what is new when the video is paused, ends or the page closes', () => {
    expect(savedDuring([...playing(3.7), { kind: 'pause', seconds: 3.7 }])).toEqual([3]);
    expect(savedDuring([...playing(40), { kind: 'ended', seconds: 62.4 }])).toEqual([40, 62]);
    expect(savedDuring([...playing(8), { kind: 'leave' }])).toEqual([8]);
  });

  it('never lowers what was watched when the child goes back in the video', () => {
    expect(savedDuring([...playing(20, 2), { kind: 'pause', seconds: 2 }, ...playing(4, 25)])).toEqual([20]);
    expect(savedDuring([...playing(20, 5, 34), { kind: 'pause', seconds: 34 }])).toEqual([20, 34]);
  });

  it('sends nothing when nothing new was watched', () => {
    expect(savedDuring([{ kind: 'pause', seconds: 0 }, { kind: 'leave' }])).toEqual([]);
    expect(savedDuring([...playing(16), { kind: 'pause', seconds: 16.5 }, { kind: 'leave' }])).toEqual([16]);
    expect(savedDuring(playing(Number.NaN, -3))).toEqual([]);
  });
});
