/**
 * A change stream read as a browser's EventSource would read it, on a connection of its own to a
 * listening server (closed with the stream, as a browser closes it; fetch would keep a spare
 * connection open that holds up the server's close): its events as they arrive, its comments,
 * and whether it has ended.
 */
import { Agent, request, type IncomingMessage } from 'node:http';

export type StreamedEvent = { id?: string; event?: string; data?: string; retry?: string };

/**
 * How long a test waits for an event or an end by default: long enough for CI's five suites on
 * two cores (a wait that ends early costs nothing); how fast events travel is measured, not
 * asserted.
 */
export const WAIT_MS = 10_000;

export type OpenedStream = {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string | string[] | undefined>;
  /** Resolves with the next event, or rejects when none came within the time or the stream ended. */
  nextEvent(withinMs?: number): Promise<StreamedEvent>;
  /** Resolves once the stream has ended, with the events not yet taken. */
  ended(withinMs?: number): Promise<StreamedEvent[]>;
  /** Comments received so far (the heartbeats). */
  comments: string[];
  close(): void;
};

function parseBlock(block: string, comments: string[]): StreamedEvent | null {
  const event: StreamedEvent = {};
  let fields = 0;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      comments.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (name === 'id' || name === 'event' || name === 'data' || name === 'retry') {
      event[name] = value;
      fields += 1;
    }
  }
  return fields > 0 ? event : null;
}

/** `keepAlive`: keep the connection open after the stream, as a browser would, for another request. */
export async function openEventStream(
  url: string,
  headers: Record<string, string>,
  { keepAlive = false } = {},
): Promise<OpenedStream> {
  const agent = keepAlive ? new Agent({ keepAlive: true }) : false;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const sent = request(url, { headers, agent }, resolve);
    sent.on('error', reject);
    sent.end();
  });
  const events: StreamedEvent[] = [];
  const comments: string[] = [];
  let done = false;
  let wake = () => {};
  const changed = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
    });

  let buffered = '';
  response.setEncoding('utf8');
  response.on('data', (text: string) => {
    buffered += text;
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const event = parseBlock(buffered.slice(0, end), comments);
      buffered = buffered.slice(end + 2);
      if (event) events.push(event);
    }
    wake();
  });
  // Ended by the server, closed by close(), or broken: either way, the stream is over.
  response.on('close', () => {
    done = true;
    wake();
  });

  const waitFor = async <T>(ready: () => T | undefined, withinMs: number, what: string) => {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const value = ready();
      if (value !== undefined) return value;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No ${what} within ${withinMs} ms`);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        changed(),
        new Promise((resolve) => {
          timer = setTimeout(resolve, left);
        }),
      ]);
      clearTimeout(timer);
    }
  };

  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    comments,
    nextEvent: (withinMs = WAIT_MS) =>
      waitFor(
        () => {
          if (events.length > 0) return events.shift();
          if (done) throw new Error('The stream ended');
          return undefined;
        },
        withinMs,
        'event',
      ),
    ended: (withinMs = WAIT_MS) =>
      waitFor(() => (done ? events.splice(0) : undefined), withinMs, 'end'),
    close: () => response.destroy(),
  };
}
