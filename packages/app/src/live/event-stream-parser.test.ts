import { describe, expect, it } from 'vitest';
import { eventStreamParser, type ServerSentEvent } from './event-stream-parser';

function parsed(chunks: readonly string[]) {
  const events: ServerSentEvent[] = [];
  const retries: number[] = [];
  const parser = eventStreamParser({
    onEvent: (event) => events.push(event),
    onRetry: (milliseconds) => retries.push(milliseconds),
  });
  chunks.forEach((chunk) => parser.push(chunk));
  return { events, retries, lastEventId: parser.lastEventId() };
}

const CHANGE = '{"entity":"booking","entityId":42,"operation":"updateBooking","userId":2}';

describe('the event stream parser', () => {
  it('reads an event with its id, type and data', () => {
    expect(parsed([`id: 7\nevent: change\ndata: ${CHANGE}\n\n`])).toEqual({
      events: [{ id: '7', event: 'change', data: CHANGE }],
      retries: [],
      lastEventId: '7',
    });
  });

  it('reads an event split across chunks anywhere, a CR LF pair too', () => {
    const whole = `id: 7\r\nevent: change\r\ndata: ${CHANGE}\r\n\r\nid: 8\r\nevent: resync\r\ndata: {}\r\n\r\n`;
    const cuts = [3, 6, 7, 20, 40, whole.indexOf('\r\n\r\n') + 1, whole.length - 3];
    const chunks = [0, ...cuts].map((start, at) => whole.slice(start, cuts[at] ?? whole.length));
    expect(chunks.join('')).toBe(whole);
    expect(parsed(chunks).events).toEqual([
      { id: '7', event: 'change', data: CHANGE },
      { id: '8', event: 'resync', data: '{}' },
    ]);
  });

  it('dispatches nothing until the blank line ends the event', () => {
    const { events, lastEventId } = parsed([`id: 7\nevent: change\ndata: ${CHANGE}\n`]);
    expect(events).toEqual([]);
    // An event the connection broke in the middle of was never received.
    expect(lastEventId).toBeNull();
  });

  it('joins data lines, ignores comments, unknown fields and events without data', () => {
    const { events, lastEventId } = parsed([
      ': heartbeat\n\n',
      'data: one\ndata:two\nfoo: bar\n\n',
      'id: 9\n\n',
      'data\n\n',
    ]);
    expect(events).toEqual([
      { id: null, event: 'message', data: 'one\ntwo' },
      { id: '9', event: 'message', data: '' },
    ]);
    expect(lastEventId).toBe('9');
  });

  it("hands over the server's retry when it is a number of milliseconds", () => {
    expect(parsed(['retry: 5000\n', 'retry: soon\n\n']).retries).toEqual([5000]);
  });

  it('keeps the last id for events that name none', () => {
    const { events } = parsed(['id: 3\ndata: a\n\ndata: b\n\n']);
    expect(events.map((event) => event.id)).toEqual(['3', '3']);
  });
});
