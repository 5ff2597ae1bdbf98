/**
 * One change stream per browser for each signed-in user, however many of their tabs are open.
 * Each tab's own stream held one of the six connections a browser keeps to a host over HTTP/1.1
 * (and one of the account's CHANGE_STREAM.streamsPerAccount): two tabs left four for everything
 * else they load, so a change's reloads queued behind one another, and a seventh tab waited for
 * good. The tab holding a Web Lock named for the user listens and posts each event to the others
 * over a BroadcastChannel of the same name; when it closes or signs out the lock passes to another
 * tab, which resumes from the last event any tab heard, so nothing is missed at the hand-over.
 * Without Web Locks or BroadcastChannel each tab listens for itself, as before.
 */
import type { ChangeEvent } from '@plotline/domain';
import { startChangeStream, type ChangeStreamOptions } from './change-stream';

/** What the listening tab posts to the others. */
type Heard =
  | { kind: 'change'; change: ChangeEvent; eventId: string | null }
  | { kind: 'resync'; eventId: string | null };

export type SharedChangeStreamOptions = Omit<ChangeStreamOptions, 'lastEventId'> & {
  /** Whose changes: a tab signed in as someone else shares none of them. */
  userId: number;
  /** The browser's Web Locks (navigator.locks); a test passes its own. */
  locks?: LockManager;
};

export function shareChangeStream({
  userId,
  locks = globalThis.navigator?.locks,
  ...options
}: SharedChangeStreamOptions): () => void {
  if (!locks || typeof BroadcastChannel === 'undefined') return startChangeStream(options);
  const name = `plotline-changes-${userId}`;
  const channel = new BroadcastChannel(name);
  const stopped = new AbortController();
  let lastEventId: string | null = null;

  const hear = (heard: Heard) => {
    if (heard.eventId !== null) lastEventId = heard.eventId;
    if (heard.kind === 'change') options.onChange(heard.change, heard.eventId);
    else options.onResync(heard.eventId);
  };
  channel.onmessage = (message: MessageEvent<Heard>) => hear(message.data);
  const tellEveryTab = (heard: Heard) => {
    channel.postMessage(heard);
    hear(heard);
  };

  locks
    .request(name, { signal: stopped.signal }, async () => {
      const stop = startChangeStream({
        ...options,
        lastEventId,
        onChange: (change, eventId) => tellEveryTab({ kind: 'change', change, eventId }),
        onResync: (eventId) => tellEveryTab({ kind: 'resync', eventId }),
      });
      // Held, and listened for every tab, until this tab stops.
      await new Promise<void>((resolve) =>
        stopped.signal.addEventListener('abort', () => resolve(), { once: true }),
      );
      stop();
    })
    .catch((error: unknown) => {
      // Stopped while another tab listened: the wait for the lock ends with an AbortError.
      if (!stopped.signal.aborted) console.error('The shared change stream failed', error);
    });

  return () => {
    stopped.abort();
    channel.close();
  };
}
