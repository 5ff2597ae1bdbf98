/**
 * Errors a handler throws to answer with the contract's error shape:
 * `{ message, errors?: { field: message } }` and an honest status code.
 */
import { isValid, type FieldErrors } from '@plotline/domain';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldErrors) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message);
export const forbidden = (message = "You don't have permission to do this") =>
  new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) =>
  new HttpError(409, message, errors);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });

/** The first message of a validator's result, as the error's headline. */
export function invalid(errors: FieldErrors): HttpError {
  const [first] = Object.values(errors);
  return badRequest(first ?? 'Invalid input', errors);
}

/** 400 with a validator's messages, unless it found nothing wrong. */
export function assertValid(errors: FieldErrors): void {
  if (!isValid(errors)) throw invalid(errors);
}
