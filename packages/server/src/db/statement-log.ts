/**
 * The statements a request ran, written down for the bench (`npm run bench -- --statements-log`),
 * whose SQL side then replays exactly what the server ran for each operation instead of a copy
 * of it. Off unless STATEMENTS_LOG names a file; then only a request carrying the
 * `x-bench-statements` header, its label, is written, one JSON line a statement:
 * `{ "label", "text", "values" }`, and `"name"` for a statement the server prepared under one
 * (db/prepared.ts), which the bench then prepares too. For a bench database only: the values are
 * the request's data.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import type { Logger } from 'drizzle-orm/logger';
import type { FastifyInstance } from 'fastify';

export const STATEMENTS_LABEL_HEADER = 'x-bench-statements';

type Labelled = { file: string; label: string };

const labelled = new AsyncLocalStorage<Labelled>();

/** The name each prepared statement's text runs under. */
const preparedNames = new Map<string, string>();

/** Tells the log that `text` runs as the statement prepared under `name`. */
export function preparedAs(text: string, name: string): void {
  preparedNames.set(text, name);
}

/** Drizzle's logger: writes a statement down when the request running it is labelled. */
export const statementLog: Logger = {
  logQuery(text, values) {
    const request = labelled.getStore();
    if (!request) return;
    const line = JSON.stringify({
      label: request.label,
      name: preparedNames.get(text),
      text,
      values,
    });
    appendFileSync(request.file, `${line}\n`);
  },
};

/**
 * Labels the requests that ask for it, so the statements they run are written to `file`: each
 * route's handler runs inside its request's label. Before any route is added.
 */
export function logLabelledStatements(app: FastifyInstance, file: string): void {
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function labelledHandler(request, reply) {
      const label = request.headers[STATEMENTS_LABEL_HEADER];
      if (typeof label !== 'string' || label === '') return handler.call(this, request, reply);
      return labelled.run({ file, label }, () => handler.call(this, request, reply));
    };
  });
}
