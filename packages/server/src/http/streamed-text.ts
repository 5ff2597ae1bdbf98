/**
 * An answer written to the client piece by piece while the database is read, so no request holds
 * a whole table: the writer waits while the client is behind, and stops once it has gone.
 */
import { PassThrough } from 'node:stream';
import type { Streamed } from './handler';

/** Text for the stream; the promise settles once the client has room for more. */
export type WriteText = (text: string) => Promise<void>;

function drainedOrClosed(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      stream.off('drain', settle);
      stream.off('close', settle);
      resolve();
    };
    stream.on('drain', settle);
    stream.on('close', settle);
  });
}

/**
 * The text `write` is given, as a stream. If `write` fails part way, the stream is destroyed with
 * the error: Fastify logs it and cuts the response short, so a client never takes the truncated
 * text for a whole answer (or, before the first byte, answers with the error instead). `gone` is
 * aborted once the client has gone, for a writer that waits on something other than the client.
 */
export function streamedText<B>(
  write: (writeText: WriteText, gone: AbortSignal) => Promise<void>,
): Streamed<B> {
  const stream = new PassThrough();
  const clientGone = new AbortController();
  stream.on('close', () => clientGone.abort());
  const writeText: WriteText = async (text) => {
    // Failing here ends the database read the text comes from.
    if (stream.destroyed) throw new Error('The client stopped reading the answer');
    if (!stream.write(text)) await drainedOrClosed(stream);
  };
  write(writeText, clientGone.signal).then(
    () => stream.end(),
    (error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return stream as unknown as Streamed<B>;
}
