/** Every failure answers in the contract's one error shape with an honest status. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

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

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers);
    return reply.code(error.status).send({
      message: error.message,
      ...(error.errors && Object.keys(error.errors).length > 0 ? { errors: error.errors } : {}),
    });
  }
  const database = databaseErrorOf(error);
  // Constraints are the last word on races the handlers' own checks cannot see.
  if (database?.code === '23505') {
    return reply.code(409).send({ message: 'This conflicts with a record that already exists' });
  }
  if (isReferenceViolation(error)) {
    return reply.code(409).send({ message: 'Other records still refer to this one' });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.code(error.statusCode).send({ message: error.message });
  }
  request.log.error(error);
  return reply.code(500).send({ message: 'Something went wrong on the server' });
}
