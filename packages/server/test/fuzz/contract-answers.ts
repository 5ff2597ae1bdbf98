/**
 * Whether an answer is one openapi.yaml declares for the operation: its status among the
 * operation's responses, and a JSON body valid against that response's schema.
 */
import type { ValidateFunction } from 'ajv/dist/2020.js';
import {
  ajvWith,
  atPointer,
  CONTRACT_SCHEMA,
  escapePointer,
  OPENAPI_DOCUMENT,
  type ContractOperation,
} from '../../src/openapi/contract';

const ajv = ajvWith({});

type Response = { $ref?: string; content?: Record<string, unknown> };

const validators = new Map<string, ValidateFunction | null>();

/** The validator of the JSON body the operation declares for the status; null when none. */
function bodyValidator(operation: ContractOperation, status: string): ValidateFunction | null {
  const key = `${operation.operationId} ${status}`;
  if (!validators.has(key)) {
    const method = operation.method.toLowerCase();
    const at = `#/paths/${escapePointer(operation.path)}/${method}/responses/${status}`;
    const response = atPointer<Response>(at);
    const pointer = response.$ref ?? at;
    const content = (response.$ref ? atPointer<Response>(response.$ref) : response).content;
    validators.set(
      key,
      content?.['application/json']
        ? ajv.compile({ $ref: `${CONTRACT_SCHEMA.$id}${pointer}/content/application~1json/schema` })
        : null,
    );
  }
  return validators.get(key)!;
}

function declaredStatuses(operation: ContractOperation): string[] {
  const item = OPENAPI_DOCUMENT.paths[operation.path] as unknown as Record<
    string,
    { responses: Record<string, unknown> }
  >;
  return Object.keys(item[operation.method.toLowerCase()]!.responses);
}

/** What is wrong with the answer, or null when the contract declares it. */
export function answerProblem(
  operation: ContractOperation,
  status: number,
  contentType: string,
  body: string,
): string | null {
  if (!declaredStatuses(operation).includes(String(status))) {
    return `answered ${status}, which ${operation.operationId} does not declare: ${body.slice(0, 200)}`;
  }
  const validate = bodyValidator(operation, String(status));
  if (!validate) return null;
  if (!contentType.includes('application/json')) return `answered ${status} as ${contentType}`;
  if (validate(JSON.parse(body))) return null;
  return `answered ${status} with a body its schema refuses: ${ajv.errorsText(validate.errors)}: ${body.slice(0, 200)}`;
}
