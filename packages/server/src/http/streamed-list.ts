/**
 * Full lists of what grows with the business, sent as a JSON array written a batch at a time. The
 * handler says what to read; the router streams it (RowsToStream.stream), passing each row through
 * what the access policy lets the caller see, as it does every other answer.
 */
import type { Readable } from 'node:stream';
import { readInBatches, type BatchedQuery } from '../db/batched-read';
import type { Database } from '../db/database';
import type { Streamed } from './handler';
import { streamedText } from './streamed-text';

export class RowsToStream<Row> {
  constructor(
    private readonly db: Database,
    private readonly query: BatchedQuery<Row>,
  ) {}

  /** The rows as the same JSON text the whole list would serialize to, each as `shown` makes it. */
  stream(shown: (row: Row) => unknown): Readable {
    return streamedText<Row[]>(async (writeText) => {
      // The bracket waits for the first batch, so a database failing at once answers with its error.
      let separator = '[';
      await readInBatches(this.db, this.query, async (rows) => {
        if (rows.length === 0) return;
        await writeText(separator + rows.map((row) => JSON.stringify(shown(row))).join(','));
        separator = ',';
      });
      await writeText(separator === '[' ? '[]' : ']');
    });
  }
}

export function streamedList<Row>(db: Database, query: BatchedQuery<Row>) {
  return {
    status: 200 as const,
    // The router turns it into the stream the contract's Streamed answer stands for.
    body: new RowsToStream(db, query) as unknown as Streamed<Row[]>,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  };
}
