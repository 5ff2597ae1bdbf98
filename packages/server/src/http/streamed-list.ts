/** Full lists of what grows with the business, sent as a JSON array written a batch at a time. */
import { readInBatches, type BatchedQuery } from '../db/batched-read';
import type { Database } from '../db/database';
import { streamedText } from './streamed-text';

/** The rows as the same JSON text the whole list would serialize to. */
export function streamedList<Row>(db: Database, query: BatchedQuery<Row>) {
  const body = streamedText<Row[]>(async (writeText) => {
    // The bracket waits for the first batch, so a database failing at once answers with its error.
    let separator = '[';
    await readInBatches(db, query, async (rows) => {
      if (rows.length === 0) return;
      await writeText(separator + rows.map((row) => JSON.stringify(row)).join(','));
      separator = ',';
    });
    await writeText(separator === '[' ? '[]' : ']');
  });
  return {
    status: 200 as const,
    body,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  };
}
