/**
 * The changes the server streams (openapi.yaml `streamChanges`, GET /events), read with fetch
 * rather than EventSource, which cannot send the Authorization header. The request goes through
 * the app's api client, so it carries the bearer token and a 401 renews the session once, as every
 * call does; the server ends the stream when the token expires, and the next connection takes the
 * renewed one.
 */
import { CHANGE_STREAM, parseChangeEvent, type ChangeEvent } from '@plotline/domain';
import type { AppApi } from '../api';
import { eventStreamParser, type ServerSentEvent } from './event-stream-parser';

/** However often connecting fails, the next try is at most this far off. */
export const LONGEST_RECONNECT_WAIT_MS = 60_000;

export type ChangeStreamOptions = {
  api: Pick<AppApi, 'GET'>;
  /** A change to a record the user may view, and its event's id. */
  onChange: (change: ChangeEvent, eventId: string | null) => void;
  /** Too much was missed while away to replay: everything shown should be asked for again. */
  onResync: (eventId: string | null) => void;
  /**
   * The last event heard before this stream began (another tab's, shared-change-stream.ts): the
   * first connection sends it as Last-Event-ID, so what was missed meanwhile is replayed.
   */
  lastEventId?: string | null;
  /** Waits between connections; a test passes its own clock. Resolves early once aborted. */
  wait?: (milliseconds: number, signal: AbortSignal) => Promise<void>;
};

function waitFor(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, milliseconds);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * Listens until stopped: reconnects after the stream ends or breaks, with the last event's id as
 * Last-Event-ID so the server replays what was missed, after the server's `retry:` (or
 * CHANGE_STREAM.retrySeconds), doubling the wait while connecting keeps failing. Returns the stop.
 */
export function startChangeStream({
  api,
  onChange,
  onResync,
  wait = waitFor,
  lastEventId: heardBefore = null,
}: ChangeStreamOptions): () => void {
  const stopped = new AbortController();
  const { signal } = stopped;
  let lastEventId: string | null = heardBefore;
  let retryMs = CHANGE_STREAM.retrySeconds * 1000;
  let failures = 0;

  const handleEvent = ({ event, data, id }: ServerSentEvent) => {
    // A listener's failure must not break the stream: reconnecting would replay the same event.
    try {
      if (event === 'resync') onResync(id);
      const change = event === 'change' ? parseChangeEvent(data) : null;
      if (change) onChange(change, id);
    } catch (error) {
      console.error(`A listener failed on the change stream's ${event} event`, error);
    }
  };

  /** One connection, read until the server ends it. */
  const listenOnce = async () => {
    const { data: body, response } = await api.GET('/events', {
      params: { header: lastEventId === null ? {} : { 'Last-Event-ID': lastEventId } },
      parseAs: 'stream',
      signal,
    });
    if (!response.ok || !body) throw new Error(`The change stream answered ${response.status}`);
    failures = 0;
    const parser = eventStreamParser({
      onEvent: handleEvent,
      onRetry: (milliseconds) => {
        retryMs = milliseconds;
      },
    });
    const decoder = new TextDecoder();
    const reader = body.getReader();
    // A fetch that ignores the signal (a test's) still stops being read when asked to.
    const cancel = () => void reader.cancel().catch(() => {});
    signal.addEventListener('abort', cancel, { once: true });
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done || signal.aborted) return;
        parser.push(decoder.decode(value, { stream: true }));
        lastEventId = parser.lastEventId() ?? lastEventId;
      }
    } finally {
      signal.removeEventListener('abort', cancel);
    }
  };

  const listen = async () => {
    while (!signal.aborted) {
      try {
        await listenOnce();
      } catch (error) {
        if (signal.aborted) return;
        // Refused, unreachable or broken off: tried again, later each time it fails in a row.
        failures += 1;
        console.warn('The change stream is reconnecting', error);
      }
      if (signal.aborted) return;
      const backoff = 2 ** Math.max(0, failures - 1);
      await wait(Math.min(retryMs * backoff, LONGEST_RECONNECT_WAIT_MS), signal);
    }
  };

  void listen();
  return () => stopped.abort();
}
