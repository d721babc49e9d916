import type Player from '@vimeo/player';
import { type RefObject, useEffect } from 'react';
import { afterPlayerEvent, NOTHING_WATCHED, type PlayerEvent } from './watch-progress.ts';

type Listener = (data: { seconds: number }) => void;

/**
 * Reports the furthest second watched in a Vimeo embed through Vimeo's own player SDK, loaded only here (with a
 * lesson that has a Vimeo video): every 15 s of new video, on pause or end, and on leaving.
 */
export function useVimeoProgress(
  frame: RefObject<HTMLIFrameElement | null>,
  embed: string | null,
  onSeconds: (seconds: number) => void,
) {
  useEffect(() => {
    const iframe = frame.current;
    if (!iframe || !embed) return;
    let state = NOTHING_WATCHED;
    const handle = (event: PlayerEvent) => {
      const next = afterPlayerEvent(state, event);
      state = next.state;
      if (next.save !== null) onSeconds(next.save);
    };
    const listeners = {
      timeupdate: ({ seconds }) => handle({ kind: 'timeupdate', seconds }),
      pause: ({ seconds }) => handle({ kind: 'pause', seconds }),
      ended: ({ seconds }) => handle({ kind: 'ended', seconds }),
    } satisfies Record<'timeupdate' | 'pause' | 'ended', Listener>;
    let player: Player | null = null;
    let isLeft = false;
    import('@vimeo/player')
      .then(({ default: VimeoPlayer }) => {
        if (isLeft) return;
        player = new VimeoPlayer(iframe);
        for (const [name, listener] of Object.entries(listeners)) player.on(name as keyof typeof listeners, listener);
      })
      // Without the SDK (offline, blocked) the video still plays; only its seconds are not saved.
      .catch(() => undefined);
    return () => {
      isLeft = true;
      // Not `destroy()`: that takes the iframe out of the page, which React does itself.
      for (const [name, listener] of Object.entries(listeners)) player?.off(name as keyof typeof listeners, listener);
      handle({ kind: 'leave' });
    };
  }, [frame, embed, onSeconds]);
}
