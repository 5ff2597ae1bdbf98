/** Every failure answers in the contract's one error shape with an honest status and its code. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { BODY_TOO_LARGE_MESSAGE } from './body-limit';
import {
  conflict,
  HttpError,
  internalError,
  malformedRequest,
  notFound,
  payloadTooLarge,
} from './http-error';

export type DatabaseError = { code?: string; constraint?: string };

/** Drizzle wraps the driver's error; the SQLSTATE sits on it or on its cause. */
export function databaseErrorOf(error: unknown): DatabaseError | null {
  for (let e = error as { cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (
      typeof (e as DatabaseError).code === 'string' &&
      /^[0-9A-Z]{5}$/.test((e as DatabaseError).code!)
    ) {
      return e as DatabaseError;
    }
  }
  return null;
}

/**
 * A row other rows still refer to: a foreign key's violation, which PostgreSQL reports as
 * restrict_violation for ON DELETE RESTRICT and as foreign_key_violation otherwise.
 */
export function isReferenceViolation(error: unknown): boolean {
  const code = databaseErrorOf(error)?.code;
  return code === '23503' || code === '23001';
}

/** Fastify's own refusals, before any handler runs: a body too large, unreadable or not JSON. */
function requestRefusal(error: FastifyError): HttpError | null {
  const status = error.statusCode;
  if (!status || status < 400 || status >= 500) return null;
  if (status === 413) return payloadTooLarge(BODY_TOO_LARGE_MESSAGE);
  if (status === 404) return notFound(error.message);
  return malformedRequest(error.message, status);
}

/** What the error means for the caller; null for the server's own failures. */
function answerOf(error: FastifyError): HttpError | null {
  if (error instanceof HttpError) return error;
  const database = databaseErrorOf(error);
  // Constraints are the last word on races the handlers' own checks cannot see.
  if (database?.code === '23505') {
    return conflict('duplicate', 'This conflicts with a record that already exists');
  }
  if (isReferenceViolation(error))
    return conflict('in_use', 'Other records still refer to this one');
  return requestRefusal(error);
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let answer = answerOf(error);
  if (!answer) {
    request.log.error(error);
    answer = internalError();
  }
  if (answer.headers) reply.headers(answer.headers);
  return reply.code(answer.status).send({
    code: answer.code,
    message: answer.message,
    ...(answer.errors && Object.keys(answer.errors).length > 0 ? { errors: answer.errors } : {}),
    ...answer.details,
  });
}
