/**
 * An HTTP/1.1 request written by hand on a connection of its own and held part-way, so a test
 * can have requests under way, or just arriving, at the moment it signals the server.
 */
import { connect } from 'node:net';

export type RawResponse = {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
};

export type HeldRequest = {
  /** Sends the rest and resolves with the answer once the server has closed the connection. */
  finish(): Promise<RawResponse>;
  /** Resolves once the server has closed the connection, having answered or not. */
  closed: Promise<{ answered: boolean }>;
};

function parse(raw: string): RawResponse {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

/**
 * `holdBack` is where the request stops: at 'headers', after its first line, so it has begun
 * but not arrived; at 'body', one byte before the end of its body, so it has arrived and waits.
 */
export async function holdRequest(
  baseUrl: string,
  request: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    holdBack: 'headers' | 'body';
  },
): Promise<HeldRequest> {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const body = request.body ?? '';
  const headerLines = Object.entries({
    host: `${hostname}:${port}`,
    connection: 'keep-alive',
    ...(body ? { 'content-type': 'application/json' } : {}),
    'content-length': String(Buffer.byteLength(body)),
    ...request.headers,
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  const requestLine = `${request.method} ${request.path} HTTP/1.1\r\n`;
  const whole = `${requestLine}${headerLines.join('')}\r\n${body}`;
  const sentFirst = request.holdBack === 'headers' ? requestLine.length : whole.length - 1;

  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<{ answered: boolean }>((resolve) =>
    socket.once('close', () => resolve({ answered: received.length > 0 })),
  );
  socket.on('error', () => {});
  socket.write(whole.slice(0, sentFirst));
  return {
    closed,
    async finish() {
      // Written, not ended: the connection closes only if the server closes it.
      socket.write(whole.slice(sentFirst));
      await closed;
      return parse(received);
    },
  };
}
