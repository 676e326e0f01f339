import { Repeater } from '@graphql-yoga/subscription';
import type { LiveNotice } from './live.notify';
import type { LiveContext } from './live.context';

/** What one read of a stream delivers; `more` reads again at once (a backlog read page by page). */
interface LiveStep<T> {
  values: T[];
  more?: boolean;
}

/**
 * A subscription's values: `step` runs once LISTEN is active (nothing committed from then on is
 * missed), then again after every notice of the topic, with the notices heard meanwhile (null for
 * a reconnection of the listener, after which anything may have been missed). Notices that arrive
 * while a step reads are kept for the next step, never dropped. Each step reads through fresh
 * loaders: the subscription's context lives as long as it does, and a loader's cache must not.
 * (The previous value's execution is over by then: the consumer asks for the next value only
 * once it has sent the last.)
 */
export function liveStream<T>(ctx: LiveContext, topic: string, step: (notices: (LiveNotice | null)[]) => Promise<LiveStep<T>>): Repeater<T> {
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
        ctx.loaders = ctx.loadersFor(ctx.em);
        const { values, more } = await step(notices);
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
