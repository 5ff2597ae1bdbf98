/**
 * openapi.yaml, read once: each operation's method, path, permission and validators built from
 * the contract itself, so the server accepts exactly what the contract describes.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { isAuditEntity, isCalendarDate, type AuditEntity } from '@plotline/domain';
import { parse } from 'yaml';
import { OPENAPI_FILE } from '../package-root';

const DOC_ID = 'https://plotline.local/openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Ref = { $ref: string };
type ParameterObject = { name: string; in: string; required?: boolean; schema: unknown };
type OperationObject = {
  operationId: string;
  'x-permission'?: string;
  'x-audit'?: { entity: string; state?: string; id?: string; each?: string; created?: string };
  parameters?: (Ref | ParameterObject)[];
  requestBody?: Ref | { required?: boolean; content: Record<string, { schema: unknown }> };
  responses: Record<string, Ref | { content?: Record<string, { schema: unknown }> }>;
};
type PathItem = { parameters?: (Ref | ParameterObject)[] } & Partial<
  Record<(typeof METHODS)[number], OperationObject>
>;

/** Who may call an operation: anyone, any signed-in user, or holders of one permission. */
export type Access =
  { kind: 'public' } | { kind: 'signed-in' } | { kind: 'permission'; name: string };

/**
 * Where the record an audited change touched is named: the path's one parameter, the caller
 * (their own account), a JSON pointer into the success answer (a create's new id), one into
 * the request's body naming a list of ids (a change of many records at once, each recorded), or
 * one into the answer naming the ids of the records a change of many created.
 */
export type AuditedRecordId =
  | { kind: 'path'; name: string }
  | { kind: 'caller' }
  | { kind: 'answer'; pointer: string[] }
  | { kind: 'each'; pointer: string[] }
  | { kind: 'created'; pointer: string[] };

/** What openapi.yaml's `x-audit` says to record of an operation's changes. */
export type AuditMark = {
  entity: AuditEntity;
  /** The operation that answers the record's state by its id; null to record the answer. */
  state: string | null;
  recordId: AuditedRecordId;
};

export type ContractOperation = {
  operationId: string;
  method: Uppercase<(typeof METHODS)[number]>;
  /** The path as openapi.yaml writes it, without the /api prefix. */
  path: string;
  access: Access;
  validateParams: ValidateFunction;
  validateQuery: ValidateFunction;
  /** Null when the operation takes no body. */
  validateBody: ValidateFunction | null;
  bodyRequired: boolean;
  /**
   * The schema of each JSON success answer by status, as Fastify's route `schema.response` takes
   * it, so the answer is written by a serializer built from the contract; CSV answers have none.
   */
  jsonResponses: Record<string, { content: { 'application/json': { schema: unknown } } }>;
  /** Null when the audit trail does not record the operation. */
  audit: AuditMark | null;
};

export const OPENAPI_DOCUMENT = parse(readFileSync(OPENAPI_FILE, 'utf8')) as {
  paths: Record<string, PathItem>;
};

/** The whole contract as one JSON schema, which the operations' schemas point into. */
export const CONTRACT_SCHEMA = { ...OPENAPI_DOCUMENT, $id: DOC_ID };

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ('default' in addFormatsModule
  ? addFormatsModule.default
  : addFormatsModule) as unknown as (ajv: Ajv2020) => void;

/**
 * A calendar date the database can hold: RFC 3339's full-date allows the year 0000, which
 * PostgreSQL rejects (no year zero comes between 1 BC and AD 1), so that year is no date here.
 */
const storableDate = {
  type: 'string',
  validate: (text: string) => isCalendarDate(text) && !text.startsWith('0000'),
} as const;

/** An Ajv that knows the contract's formats and schemas, for validators pointing into it. */
export function ajvWith(options: ConstructorParameters<typeof Ajv2020>[0]): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, ...options });
  addFormats(ajv);
  ajv.addFormat('date', storableDate);
  ajv.addSchema(CONTRACT_SCHEMA);
  return ajv;
}

// Path and query values arrive as text and are coerced to the contract's types; bodies are JSON
// and are not, so "12" is no number there. Defaults fill what the caller left out.
const paramsAjv = ajvWith({ coerceTypes: 'array', useDefaults: true });
const bodyAjv = ajvWith({ useDefaults: true });

/** What a local reference (`#/components/...`, `#/paths/...`) points at in the contract. */
export function atPointer<T>(pointer: string): T {
  return pointer
    .slice(2)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], OPENAPI_DOCUMENT) as T;
}

function resolve<T>(value: Ref | T): { value: T; pointer: string | null } {
  if (value && typeof value === 'object' && '$ref' in value) {
    return { value: atPointer<T>(value.$ref), pointer: value.$ref };
  }
  return { value: value as T, pointer: null };
}

/**
 * A schema of the contract with its local references made absolute, so it can stand alone and
 * still point into CONTRACT_SCHEMA. Fastify's serializer resolves pointers without unescaping
 * `~1`, so a schema under paths cannot be named by its pointer, only copied out like this.
 */
function intoContract(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(intoContract);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#')
        ? `${DOC_ID}${value}`
        : intoContract(value),
    ]),
  );
}

export const escapePointer = (segment: string) =>
  segment.replaceAll('~', '~0').replaceAll('/', '~1');

function parametersValidator(
  parameters: { parameter: ParameterObject; pointer: string }[],
  location: 'path' | 'query',
): ValidateFunction {
  const chosen = parameters.filter(({ parameter }) => parameter.in === location);
  return paramsAjv.compile({
    type: 'object',
    properties: Object.fromEntries(
      chosen.map(({ parameter, pointer }) => [
        parameter.name,
        { $ref: `${DOC_ID}${pointer}/schema` },
      ]),
    ),
    required: chosen
      .filter(({ parameter }) => parameter.required)
      .map(({ parameter }) => parameter.name),
  });
}

function operationFrom(
  path: string,
  method: (typeof METHODS)[number],
  item: PathItem,
): ContractOperation {
  const raw = item[method] as OperationObject;
  const base = `#/paths/${escapePointer(path)}`;
  const parameters = [
    ...(item.parameters ?? []).map((p, i) => ({ p, at: `${base}/parameters/${i}` })),
    ...(raw.parameters ?? []).map((p, i) => ({ p, at: `${base}/${method}/parameters/${i}` })),
  ].map(({ p, at }) => {
    const { value, pointer } = resolve<ParameterObject>(p);
    return { parameter: value, pointer: pointer ?? at };
  });
  let validateBody: ValidateFunction | null = null;
  let bodyRequired = false;
  if (raw.requestBody) {
    const { value, pointer } = resolve<{ required?: boolean; content: Record<string, unknown> }>(
      raw.requestBody,
    );
    bodyRequired = value.required === true;
    const at = `${pointer ?? `${base}/${method}/requestBody`}/content/application~1json/schema`;
    validateBody = bodyAjv.compile({ $ref: `${DOC_ID}${at}` });
  }
  const jsonResponses = Object.fromEntries(
    Object.entries(raw.responses)
      .filter(([status]) => status.startsWith('2'))
      .flatMap(([status, response]) => {
        const { value } = resolve<{ content?: Record<string, { schema: unknown }> }>(response);
        const json = value.content?.['application/json'];
        if (!json) return [];
        return [
          [status, { content: { 'application/json': { schema: intoContract(json.schema) } } }],
        ];
      }),
  );
  const permission = raw['x-permission'];
  const pathParameters = parameters.filter(({ parameter }) => parameter.in === 'path');
  return {
    operationId: raw.operationId,
    method: method.toUpperCase() as ContractOperation['method'],
    path,
    access:
      permission === 'public'
        ? { kind: 'public' }
        : permission
          ? { kind: 'permission', name: permission }
          : { kind: 'signed-in' },
    validateParams: parametersValidator(parameters, 'path'),
    validateQuery: parametersValidator(parameters, 'query'),
    validateBody,
    bodyRequired,
    jsonResponses,
    audit: auditMark(raw, pathParameters[0]?.parameter.name ?? null),
  };
}

function auditMark(raw: OperationObject, pathParameter: string | null): AuditMark | null {
  const mark = raw['x-audit'];
  if (!mark) return null;
  const { entity } = mark;
  if (!isAuditEntity(entity)) {
    throw new Error(`x-audit of ${raw.operationId} names ${entity}, no audited record`);
  }
  const recordId: AuditedRecordId = mark.each?.startsWith('/')
    ? { kind: 'each', pointer: mark.each.slice(1).split('/') }
    : mark.created?.startsWith('/')
      ? { kind: 'created', pointer: mark.created.slice(1).split('/') }
      : recordIdOf(mark.id);
  return { entity, state: mark.state ?? null, recordId };

  function recordIdOf(at: string | undefined): AuditedRecordId {
    if (at === 'caller') return { kind: 'caller' };
    if (at?.startsWith('/')) return { kind: 'answer', pointer: at.slice(1).split('/') };
    if (pathParameter) return { kind: 'path', name: pathParameter };
    throw new Error(`x-audit of ${raw.operationId} names no record id`);
  }
}

export const CONTRACT_OPERATIONS: readonly ContractOperation[] = Object.entries(
  OPENAPI_DOCUMENT.paths,
).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => operationFrom(path, method, item)),
);
