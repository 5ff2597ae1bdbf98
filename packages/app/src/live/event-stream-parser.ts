/**
 * The text/event-stream format (the HTML standard's "server-sent events"), read as it arrives:
 * a chunk may end anywhere, even between a CR and its LF, and an event may span many chunks.
 */

/** One dispatched event: its type ('message' unless named) and its data lines joined. */
export type ServerSentEvent = { event: string; data: string; id: string | null };

export type EventStreamHandlers = {
  onEvent: (event: ServerSentEvent) => void;
  /** The server's `retry:`, in milliseconds: how long to wait before reconnecting. */
  onRetry?: (milliseconds: number) => void;
};

/** Takes the stream's text chunk by chunk and hands each complete event over. */
export function eventStreamParser({ onEvent, onRetry }: EventStreamHandlers) {
  let pending = '';
  // A CR that ended the last chunk ended its line; an LF opening the next one belongs to it.
  let skipLeadingLineFeed = false;
  let data: string[] = [];
  let eventType = '';
  let idField: string | null = null;
  // Per the standard an id holds once its event is dispatched, even an event without data; an
  // event the connection broke in the middle of never was.
  let lastEventId: string | null = null;

  const dispatch = () => {
    lastEventId = idField;
    const event = { event: eventType || 'message', data: data.join('\n'), id: lastEventId };
    const hasData = data.length > 0;
    data = [];
    eventType = '';
    if (hasData) onEvent(event);
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    // A comment, e.g. the heartbeat that keeps proxies from closing a quiet stream.
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const rawValue = colon === -1 ? '' : line.slice(colon + 1);
    const value = rawValue.startsWith(' ') ? rawValue.slice(1) : rawValue;
    switch (field) {
      case 'data':
        data.push(value);
        break;
      case 'event':
        eventType = value;
        break;
      case 'id':
        if (!value.includes('\0')) idField = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) onRetry?.(Number(value));
        break;
    }
  };

  return {
    push(chunk: string) {
      let text = pending + chunk;
      if (skipLeadingLineFeed && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLineFeed = false;
      let start = 0;
      for (let at = 0; at < text.length; at++) {
        const char = text[at];
        if (char !== '\n' && char !== '\r') continue;
        readLine(text.slice(start, at));
        if (char === '\r') {
          if (at + 1 === text.length) skipLeadingLineFeed = true;
          else if (text[at + 1] === '\n') at++;
        }
        start = at + 1;
      }
      pending = text.slice(start);
    },
    /** The id of the last event dispatched, to send as Last-Event-ID on reconnecting. */
    lastEventId: () => lastEventId,
  };
}
