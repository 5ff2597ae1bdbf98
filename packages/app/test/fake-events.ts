/** A fake GET /events for tests: keeps each connection open until the test ends or aborts it. */
import { json } from './fake-api';

type Connection = {
  request: Request;
  stream: ReadableStreamDefaultController<Uint8Array>;
  isOpen: boolean;
};

/**
 * `answer` is the route's handler. Each connection is kept with its request, and the test says
 * what the server sends on the latest one (`send`), ends it as the server does when the access
 * token expires (`end`), or refuses the next ones (`refuse`).
 */
export function fakeEventStream() {
  const connections: Connection[] = [];
  const encoder = new TextEncoder();
  let refusal: number | null = null;

  const answer = (request: Request): Response => {
    if (refusal !== null) return json(refusal, { message: 'Refused' });
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        stream = controller;
      },
      cancel: () => {
        connection.isOpen = false;
      },
    });
    const connection: Connection = { request, stream, isOpen: true };
    connections.push(connection);
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  };

  const latest = () => {
    const connection = connections.at(-1);
    if (!connection?.isOpen) throw new Error('No connection to the change stream is open.');
    return connection;
  };

  return {
    answer,
    connections,
    /** Sends text as one chunk on the open connection. */
    send: (text: string) => latest().stream.enqueue(encoder.encode(text)),
    /** A change event, as the server writes it. */
    sendChange: (id: number, change: Record<string, unknown>) =>
      latest().stream.enqueue(
        encoder.encode(`id: ${id}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`),
      ),
    end: () => {
      const connection = latest();
      connection.isOpen = false;
      connection.stream.close();
    },
    /** Answers every later connection with this status. */
    refuse: (status: number) => {
      refusal = status;
    },
    /** Each connection's Last-Event-ID, in order (null for none). */
    lastEventIds: () => connections.map(({ request }) => request.headers.get('Last-Event-ID')),
    isOpen: () => connections.at(-1)?.isOpen ?? false,
  };
}
