/**
 * openapi.yaml, read for the contract tests: which method and path each operationId has, and
 * whether an example body is what the contract says it is, so no Pact interaction can drift
 * from the contract.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

export const ROOT = join(import.meta.dirname, '../../../..');
const DOC_ID = 'https://plotline.local/openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Method = (typeof METHODS)[number];
type Ref = { $ref: string };
type MediaTypes = Record<string, { schema?: unknown }>;
type ResponseObject = { content?: MediaTypes };
type OperationObject = {
  operationId: string;
  tags: string[];
  'x-permission'?: string;
  requestBody?: (Ref | { content: MediaTypes }) & { required?: boolean };
  responses: Record<string, Ref | ResponseObject>;
};

export type Operation = {
  operationId: string;
  method: Method;
  path: string;
  tag: string;
  permission: string | null;
  raw: OperationObject;
  pointer: string;
};

const doc = parse(readFileSync(join(ROOT, 'openapi.yaml'), 'utf8'));

export const OPERATIONS: ReadonlyMap<string, Operation> = new Map(
  Object.entries(doc.paths as Record<string, Record<string, OperationObject>>).flatMap(
    ([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => {
        const raw = item[method] as OperationObject;
        const pointer = `#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}`;
        const operation: Operation = {
          operationId: raw.operationId,
          method,
          path,
          tag: raw.tags[0] ?? '',
          permission: raw['x-permission'] ?? null,
          raw,
          pointer,
        };
        return [raw.operationId, operation] as const;
      }),
  ),
);

export function operation(operationId: string): Operation {
  const found = OPERATIONS.get(operationId);
  if (!found) throw new Error(`openapi.yaml has no operation ${operationId}`);
  return found;
}

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ('default' in addFormatsModule
  ? addFormatsModule.default
  : addFormatsModule) as unknown as (ajv: Ajv2020) => void;
// Most schemas are compiled to check one or two examples, so the compiling is what costs: each
// component is compiled once rather than inlined into every schema referring to it, and the
// generated code is left unoptimised.
const ajv = new Ajv2020({
  strict: false,
  allErrors: true,
  inlineRefs: false,
  code: { optimize: false },
});
addFormats(ajv);
ajv.addSchema({ ...doc, $id: DOC_ID });

function resolve<T>(value: Ref | T): { value: T; pointer: string | null } {
  if (value && typeof value === 'object' && '$ref' in value) {
    const pointer = value.$ref;
    const target = pointer
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc);
    return { value: target as T, pointer };
  }
  return { value: value as T, pointer: null };
}

function check(pointer: string, body: unknown): string[] {
  const validate =
    ajv.getSchema(`${DOC_ID}${pointer}`) ?? ajv.compile({ $ref: `${DOC_ID}${pointer}` });
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`);
}

function contentPointer(base: string, content: MediaTypes | undefined, mediaType: string) {
  if (!content?.[mediaType]?.schema) return null;
  return `${base}/content/${mediaType.replaceAll('/', '~1')}/schema`;
}

/** Why an example request body breaks the contract; empty when it keeps it. */
export function requestBodyProblems(op: Operation, body: unknown): string[] {
  if (!op.raw.requestBody) return body === undefined ? [] : ['the operation takes no body'];
  const { value, pointer } = resolve<{ content: MediaTypes }>(op.raw.requestBody);
  const at = contentPointer(
    pointer ?? `${op.pointer}/requestBody`,
    value.content,
    'application/json',
  );
  if (body === undefined) return op.raw.requestBody.required ? ['a body is required'] : [];
  return at ? check(at, body) : ['the operation takes no JSON body'];
}

/** Why an example response breaks the contract; empty when it keeps it. */
export function responseProblems(
  op: Operation,
  status: number,
  mediaType: string,
  body: unknown,
): string[] {
  const declared = op.raw.responses[String(status)];
  if (!declared) return [`openapi.yaml declares no ${status} response`];
  const { value, pointer } = resolve<ResponseObject>(declared);
  const at = contentPointer(
    pointer ?? `${op.pointer}/responses/${status}`,
    value.content,
    mediaType,
  );
  if (!at) return body === undefined ? [] : [`the ${status} response has no ${mediaType} body`];
  return check(at, body);
}
