import { Repeater } from '@graphql-yoga/subscription';
import { can } from '../auth/policy';
import type { LiveNotice } from './live.notify';
import type { LiveContext } from './live.context';

/** What one read of a stream delivers; `more` reads again at once (a backlog read page by page). */
interface LiveStep<T> {
  values: T[];
  more?: boolean;
}

/** A read that the subscribers of the topic woken by the same notice, and seeing alike, make once (LiveListener.shared). */
type Share = <R>(key: string, read: () => Promise<R>) => Promise<R>;

/**
 * A subscription's values: `step` runs once LISTEN is active (nothing committed from then on is
 * missed), then again after every notice of the topic, with the notices heard meanwhile (null for
 * a reconnection of the listener, after which anything may have been missed). Notices that arrive
 * while a step reads are kept for the next step, never dropped. Each step reads through loaders
 * made after the notice that woke it: the subscription's context lives as long as it does, and a
 * loader's cache must not. (The previous value's execution is over by then: the consumer asks for
 * the next value only once it has sent the last.) Subscribers woken by the same notice share
 * those loaders and the reads passed through `share`, among those who see the world's hidden
 * characters and among those who do not (the only difference the shaping makes between
 * viewers); a first step, or one after a backlog page, reads alone.
 */
export function liveStream<T>(
  ctx: LiveContext,
  topic: string,
  worldId: string,
  step: (notices: (LiveNotice | null)[], share: Share) => Promise<LiveStep<T>>,
): Repeater<T> {
  const sight = can(ctx.viewer, worldId, 'character.readHidden') ? 'sees-hidden' : 'public';
  return new Repeater<T>(async (push, stop) => {
    let heard: (LiveNotice | null)[] = [];
    let wake = () => {};
    const unwatch = ctx.live.watch(topic, (notice) => {
      heard.push(notice);
      wake();
    });
    let stopped = false;
    void stop.then(() => {
      stopped = true;
      wake();
    });
    try {
      await Promise.race([ctx.live.ready(), stop]);
      let notices: (LiveNotice | null)[] = [];
      while (!stopped) {
        const woken = notices.length > 0;
        ctx.loaders = woken ? ctx.live.shared(topic, `${sight}:loaders`, () => ctx.loadersFor(ctx.em)) : ctx.loadersFor(ctx.em);
        const share: Share = (key, read) => (woken ? ctx.live.shared(topic, `${sight}:${key}`, read) : read());
        const { values, more } = await step(notices, share);
        for (const value of values) {
          if (stopped) break;
          await Promise.race([push(value), stop]);
        }
        if (!more && !heard.length && !stopped) await new Promise<void>((resolve) => (wake = resolve));
        notices = heard;
        heard = [];
      }
    } finally {
      unwatch();
    }
  });
}
