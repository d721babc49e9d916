/** How far a child got in a lesson video, and how much of that the server already has. */
export type WatchState = { furthest: number; saved: number };

/** What a player tells: where it is (`timeupdate`), that it stopped (`pause`, `ended`), or the page closes it. */
export type PlayerEvent = { kind: 'timeupdate' | 'pause' | 'ended' | 'leave'; seconds?: number };

export const NOTHING_WATCHED: WatchState = { furthest: 0, saved: 0 };

/** While playing, a save every 15 s of new video; any stop saves what is new at once. */
export const SAVE_EVERY_S = 15;

/**
 * The state after a player's event, and the seconds watched to save now (the furthest second reached), or null
 * when nothing new is worth a request. Going back in the video never lowers what was watched.
 */
export function afterPlayerEvent(state: WatchState, event: PlayerEvent): { state: WatchState; save: number | null } {
  const reached = Number.isFinite(event.seconds) ? Math.floor(Math.max(0, event.seconds ?? 0)) : 0;
  const furthest = Math.max(state.furthest, reached);
  const isNew = furthest > state.saved;
  const isDue = event.kind !== 'timeupdate' || furthest - state.saved >= SAVE_EVERY_S;
  if (!isNew || !isDue) return { state: { ...state, furthest }, save: null };
  return { state: { furthest, saved: furthest }, save: furthest };
}
