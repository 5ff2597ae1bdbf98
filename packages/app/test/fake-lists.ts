/** Fake API answers over in-memory lists, for the page tests (never part of the app's build). */
import { json } from './fake-api';

/**
 * The answer of a GET …/filtered: the page its query asks for of the rows that match, in the
 * list response shape of docs/product/records.md.
 */
export function pageOf(query: URLSearchParams, matching: readonly unknown[]): Response {
  const page = Number(query.get('page'));
  const pageSize = Number(query.get('pageSize'));
  const totalPages = Math.ceil(matching.length / pageSize);
  return json(200, {
    data: matching.slice((page - 1) * pageSize, page * pageSize),
    totalCount: matching.length,
    totalCountEstimated: false,
    totalPages,
    hasNextPage: page < totalPages,
    hasPreviousPage: page > 1,
  });
}

/**
 * Handlers that change an in-memory list as the server would: add what a POST makes, merge a
 * PUT into its row, take a DELETE's row out. Every body received is kept, in order, in `bodies`.
 */
export function editableList<Row extends { id: number }>(stored: Row[]) {
  const bodies: unknown[] = [];
  const rowOf = (id: number) => stored.find((row) => row.id === id)!;

  /** The request's body, kept in `bodies`. */
  const received = async <Body>(request: Request): Promise<Body> => {
    const body = (await request.json()) as Body;
    bodies.push(body);
    return body;
  };

  return {
    bodies,
    received,
    /** Adds the row a POST's body makes, at the end, or at the start for a newest-first list. */
    add:
      <Body>(rowFrom: (body: Body) => Row, at: 'end' | 'start' = 'end') =>
      async (request: Request) => {
        const created = rowFrom(await received<Body>(request));
        if (at === 'start') stored.unshift(created);
        else stored.push(created);
        return json(201, created);
      },
    update: (id: number) => async (request: Request) => {
      Object.assign(rowOf(id), await received(request));
      return json(200, rowOf(id));
    },
    remove: (id: number) => () => {
      stored.splice(stored.indexOf(rowOf(id)), 1);
      return json(204);
    },
  };
}
