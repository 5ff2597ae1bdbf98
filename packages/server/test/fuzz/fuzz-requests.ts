/**
 * Requests for every operation of openapi.yaml, made from its schemas: mostly what the contract
 * allows, and the rest broken on purpose (wrong types, numbers out of any range, NUL characters,
 * a body over the limit, missing and extra fields, text that is not JSON, another content type),
 * each sent by one of three callers.
 */
import fc from 'fast-check';
import { atPointer, OPENAPI_DOCUMENT, type ContractOperation } from '../../src/openapi/contract';
import { resolveSchema, valueOf, type Schema } from './schema-values';

export const CALLERS = ['anonymous', 'withoutPermissions', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

export type FuzzRequest = {
  operation: ContractOperation;
  caller: Caller;
  /** What was done to the request, for the report. */
  kind: string;
  url: string;
  contentType?: string;
  payload?: string;
};

type Parameter = { name: string; in: string; schema: Schema };
type Operation = {
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { $ref?: string; content?: Record<string, { schema: Schema }> };
};

const resolved = <T>(value: T | { $ref: string }): T =>
  value && typeof value === 'object' && '$ref' in value ? atPointer<T>(value.$ref) : value;

function contractOf(operation: ContractOperation): {
  parameters: Parameter[];
  body: Schema | null;
} {
  const item = OPENAPI_DOCUMENT.paths[operation.path] as unknown as Record<string, unknown> & {
    parameters?: Operation['parameters'];
  };
  const raw = item[operation.method.toLowerCase()] as Operation;
  const parameters = [...(item.parameters ?? []), ...(raw.parameters ?? [])].map((p) =>
    resolved<Parameter>(p),
  );
  const requestBody = raw.requestBody ? resolved(raw.requestBody) : null;
  return { parameters, body: requestBody?.content?.['application/json']?.schema ?? null };
}

/** Values no schema of the contract allows somewhere, or that test the edges of what it does. */
const BROKEN_VALUES = fc.constantFrom<unknown>(
  2147483648,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  '99999999999999999999',
  'x',
  '',
  'NUL\u0000inside',
  '\u0000',
  true,
  null,
  [],
  {},
  [1, 'two', null],
  { nested: { deeper: [] } },
  '2024-02-30',
  '0000-01-01',
  '9'.repeat(400),
  "' OR '1'='1",
  '%_%',
  '🏡'.repeat(300),
  'ابحث عن قطعة',
);

/** Path segments that are no id, or an id past the database's integer. */
const BROKEN_PATH_SEGMENTS = fc.constantFrom(
  'abc',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1.5',
  '1e3',
  '%00',
  '%F0%9F%8F%A1',
  "1'%20OR%20'1'='1",
);

const BROKEN_QUERY_VALUES = fc.constantFrom(
  '',
  'abc',
  '-1',
  '2147483648',
  '99999999999999999999',
  '\u0000',
  '%',
  '_',
  "' OR 1=1 --",
  '🏡',
  'x'.repeat(300),
);

/** A body one field of which is a string past the 1 MB limit. */
const OVER_THE_LIMIT = `{"name":"${'x'.repeat(1024 * 1024 + 16)}"}`;

const asText = (value: unknown): string[] =>
  value === null || value === undefined
    ? []
    : Array.isArray(value)
      ? value.flatMap(asText)
      : [typeof value === 'object' ? JSON.stringify(value) : String(value)];

/** The places in a value a broken one can go: its keys and items, nested. */
function placesIn(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => [[...at, i], ...placesIn(item, [...at, i])]);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      [...at, key],
      ...placesIn(item, [...at, key]),
    ]);
  }
  return [];
}

function replaced(value: unknown, place: (string | number)[], by: unknown): unknown {
  if (place.length === 0) return by;
  const [head, ...rest] = place;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaced(copy[head!], rest, by);
  return copy;
}

function withoutKey(value: unknown, index: number): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const entries = Object.entries(value);
  if (entries.length === 0) return value;
  const dropped = index % entries.length;
  return Object.fromEntries(entries.filter((_, i) => i !== dropped));
}

type Body = { kind: string; contentType?: string; payload?: string };

function bodiesOf(schema: Schema): fc.Arbitrary<Body> {
  const valid = valueOf(schema);
  const json = (kind: string) => (value: unknown) => ({
    kind,
    contentType: 'application/json',
    payload: JSON.stringify(value),
  });
  return fc.oneof(
    { weight: 8, arbitrary: valid.map(json('valid body')) },
    {
      weight: 5,
      arbitrary: fc
        .tuple(valid, fc.nat(), BROKEN_VALUES)
        .map(([value, n, broken]) => {
          const places = placesIn(value);
          return places.length === 0 ? broken : replaced(value, places[n % places.length]!, broken);
        })
        .map(json('a field broken')),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.nat())
        .map(([value, n]) => withoutKey(value, n))
        .map(json('a field missing')),
    },
    {
      weight: 1,
      arbitrary: valid
        .map((value) =>
          value && typeof value === 'object' && !Array.isArray(value)
            ? { ...value, unexpected: 'field' }
            : value,
        )
        .map(json('an extra field')),
    },
    {
      weight: 1,
      arbitrary: valid.map((value) => ({
        kind: 'sent as text/plain',
        contentType: 'text/plain',
        payload: JSON.stringify(value),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constant<Body>({
        kind: 'sent as a form',
        contentType: 'application/x-www-form-urlencoded',
        payload: 'name=Green+Valley',
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{"name":', 'not json', '[1,2', '"just text"', 'null')
        .map((payload) => ({ kind: 'not JSON', contentType: 'application/json', payload })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'no body' }) },
    {
      weight: 1,
      arbitrary: fc.constant<Body>({
        kind: 'a body over 1 MB',
        contentType: 'application/json',
        payload: OVER_THE_LIMIT,
      }),
    },
  );
}

/**
 * Operations that answer until told to stop, and the query parameter and value that stop them:
 * the fuzz reads every answer whole. A broken value is still sent as it was, to be refused.
 */
const ENDLESS_UNLESS: Record<string, [name: string, value: string]> = {
  streamChanges: ['follow', 'false'],
};

/** One request to the operation, as one of the callers. */
export function requestOf(operation: ContractOperation): fc.Arbitrary<FuzzRequest> {
  const { parameters, body } = contractOf(operation);
  const pathParameters = parameters.filter((p) => p.in === 'path');
  const queryParameters = parameters.filter((p) => p.in === 'query');

  const path = fc.record(
    Object.fromEntries(
      pathParameters.map((p) => [
        p.name,
        fc.oneof(
          {
            weight: 6,
            arbitrary: valueOf(p.schema).map((value) => encodeURIComponent(String(value))),
          },
          { weight: 1, arbitrary: BROKEN_PATH_SEGMENTS },
        ),
      ]),
    ),
  );
  const query = fc.record(
    Object.fromEntries(
      queryParameters.map((p) => [
        p.name,
        fc.oneof(
          { weight: 4, arbitrary: fc.constant<string[]>([]) },
          { weight: 4, arbitrary: valueOf(p.schema).map(asText) },
          { weight: 1, arbitrary: BROKEN_QUERY_VALUES.map((value) => [value]) },
        ),
      ]),
    ),
    { requiredKeys: [] },
  );
  const requestBody = body ? bodiesOf(resolveSchema(body)) : fc.constant<Body>({ kind: 'no body' });

  return fc
    .record({ caller: fc.constantFrom(...CALLERS), path, query, body: requestBody })
    .map(({ caller, path: values, query: queryValues, body: sent }) => {
      const route = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
      const search = new URLSearchParams();
      for (const [name, texts] of Object.entries(queryValues)) {
        for (const text of texts ?? []) search.append(name, text);
      }
      const endless = ENDLESS_UNLESS[operation.operationId];
      if (endless && search.getAll(endless[0]).every((value) => value === 'true')) {
        search.set(...endless);
      }
      const queryText = search.toString();
      return {
        operation,
        caller,
        kind: sent.kind,
        url: `/api${route}${queryText ? `?${queryText}` : ''}`,
        contentType: sent.contentType,
        payload: sent.payload,
      };
    });
}
