/**
 * JSON request bodies, read as Fastify reads them (its own parser, refusing `__proto__` and
 * `constructor.prototype`, an empty body and invalid JSON with 400, a body over the limit with
 * 413), after one pass over the text that refuses a body nested past the domain's MAX_BODY_DEPTH
 * or holding more than its MAX_BODY_VALUES. Such a body would otherwise be parsed whole and then
 * walked by every check of it: a few hundred kilobytes of brackets held the server for over a
 * second, a few thousand levels overflowed the stack, and a megabyte of tiny values took hundreds
 * of milliseconds to parse, with every other request waiting.
 */
import type { FastifyInstance } from 'fastify';
import { LIMIT_MESSAGES, MAX_BODY_DEPTH, MAX_BODY_VALUES } from '@plotline/domain';
import { REQUEST_BODY_LIMIT_BYTES } from './body-limit';
import { badRequest } from './http-error';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const COMMA = 0x2c;

export type BodyShapeLimits = { maxDepth: number; maxValues: number };

/**
 * What is wrong with JSON text's shape, if anything: objects and arrays opened more than
 * `maxDepth` one inside another, or more than `maxValues` values (each object and array, and each
 * entry after an object's or array's first, told by its comma), brackets and commas within strings
 * aside. It reads each character once and stops at the first excess; text that is no JSON at all
 * is left for the parser to refuse.
 */
export function bodyShapeProblem(
  text: string,
  { maxDepth, maxValues }: BodyShapeLimits,
): 'too deep' | 'too many values' | null {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (inString) {
      // The escaped character is skipped, so an escaped quote does not end the string.
      if (char === BACKSLASH) at++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      depth++;
      if (depth > maxDepth) return 'too deep';
      if (++values > maxValues) return 'too many values';
    } else if (char === CLOSE_BRACKET || char === CLOSE_BRACE) {
      depth--;
    } else if (char === COMMA) {
      if (++values > maxValues) return 'too many values';
    }
  }
  return null;
}

const BODY_LIMITS = { maxDepth: MAX_BODY_DEPTH, maxValues: MAX_BODY_VALUES };

export function readJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser<string>(
    'application/json',
    { parseAs: 'string', bodyLimit: REQUEST_BODY_LIMIT_BYTES },
    (request, body, done) => {
      const problem = bodyShapeProblem(body, BODY_LIMITS);
      if (problem) {
        const message =
          problem === 'too deep'
            ? LIMIT_MESSAGES.tooDeep(MAX_BODY_DEPTH)
            : LIMIT_MESSAGES.tooManyValues(MAX_BODY_VALUES);
        done(badRequest(message), undefined);
        return;
      }
      parseJson(request, body, done);
    },
  );
}
