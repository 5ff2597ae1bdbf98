/**
 * JSON request bodies, read as Fastify reads them (its own parser, refusing `__proto__` and
 * `constructor.prototype`, an empty body and invalid JSON with 400, a body over the limit with
 * 413), but looked over as they arrive, a chunk at a time, and refused there once they nest past
 * the domain's MAX_BODY_DEPTH or hold more than its MAX_BODY_VALUES: such a body would otherwise
 * be read whole, parsed and walked by every check of it. A few hundred kilobytes of brackets held
 * the server for over a second, a few thousand levels overflowed the stack, and a megabyte of tiny
 * values took hundreds of milliseconds to parse, with every other request waiting. A refused body
 * is not read any further: its connection closes after the answer.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { LIMIT_MESSAGES, MAX_BODY_DEPTH, MAX_BODY_VALUES } from '@plotline/domain';
import { BODY_TOO_LARGE_MESSAGE, REQUEST_BODY_LIMIT_BYTES } from './body-limit';
import { HttpError } from './http-error';

// UTF-8 never uses these bytes inside a character of several bytes, so the text's structure can
// be read from its bytes, whatever character a chunk ends in the middle of.
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const COMMA = 0x2c;

export type BodyShapeLimits = { maxDepth: number; maxValues: number };
export type BodyShapeProblem = 'too deep' | 'too many values';

/**
 * What is wrong with JSON text's shape, fed a chunk at a time: objects and arrays opened more than
 * `maxDepth` one inside another, or more than `maxValues` values (each object and array, and each
 * entry after an object's or array's first, told by its comma), brackets and commas within strings
 * aside. Each byte is read once; text that is no JSON at all is left for the parser to refuse.
 */
export function bodyShapeScanner({ maxDepth, maxValues }: BodyShapeLimits) {
  let depth = 0;
  let values = 0;
  let inString = false;
  let escaped = false;
  return (bytes: Uint8Array): BodyShapeProblem | null => {
    for (let at = 0; at < bytes.length; at++) {
      const byte = bytes[at]!;
      if (inString) {
        // The escaped character is skipped, so an escaped quote does not end the string.
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
      } else if (byte === QUOTE) {
        inString = true;
      } else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
        if (++depth > maxDepth) return 'too deep';
        if (++values > maxValues) return 'too many values';
      } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) {
        depth--;
      } else if (byte === COMMA && ++values > maxValues) {
        return 'too many values';
      }
    }
    return null;
  };
}

/** The problem of a whole text's shape, for a caller that has it all at once. */
export function bodyShapeProblem(text: string, limits: BodyShapeLimits): BodyShapeProblem | null {
  return bodyShapeScanner(limits)(Buffer.from(text));
}

const BODY_LIMITS = { maxDepth: MAX_BODY_DEPTH, maxValues: MAX_BODY_VALUES };

/** A refusal that closes the connection, so the rest of the body is never read. */
function refusedBody(problem: BodyShapeProblem): HttpError {
  const message =
    problem === 'too deep'
      ? LIMIT_MESSAGES.tooDeep(MAX_BODY_DEPTH)
      : LIMIT_MESSAGES.tooManyValues(MAX_BODY_VALUES);
  return new HttpError(400, 'validation_failed', message, undefined, { Connection: 'close' });
}

const tooLarge = () =>
  new HttpError(413, 'payload_too_large', BODY_TOO_LARGE_MESSAGE, undefined, {
    Connection: 'close',
  });

export function readJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', (request, payload: IncomingMessage, done) => {
    const declared = Number(request.headers['content-length']);
    if (declared > REQUEST_BODY_LIMIT_BYTES) {
      done(tooLarge(), undefined);
      return;
    }
    const scan = bodyShapeScanner(BODY_LIMITS);
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const settle = (error: Error | null, text?: string) => {
      if (settled) return;
      settled = true;
      // Nothing more is read of a refused body: the answer closes its connection.
      if (error) payload.pause();
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
      if (error) done(error, undefined);
      else parseJson(request, text!, done);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > REQUEST_BODY_LIMIT_BYTES) return settle(tooLarge());
      const problem = scan(chunk);
      if (problem) return settle(refusedBody(problem));
      chunks.push(chunk);
    };
    const onEnd = () => settle(null, Buffer.concat(chunks, received).toString('utf8'));
    const onError = (error: Error) => settle(error);
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}
