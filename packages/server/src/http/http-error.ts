/**
 * Errors a handler throws to answer with the contract's error shape:
 * `{ code, message, errors?: { field: message } }` and an honest status code. Each kind of
 * failure has its constructor here, so a code always comes with its status.
 */
import type { components } from '@plotline/api-client/schema';
import { isValid, type FieldErrors } from '@plotline/domain';

/**
 * openapi.yaml's ErrorCode, and the PaymentConflictCode and EnquiryConflictCode the payment,
 * commission and enquiry operations answer their 409s with: what a program reads to tell
 * failures apart.
 */
export type ErrorCode =
  | components['schemas']['ErrorCode']
  | components['schemas']['PaymentConflictCode']
  | components['schemas']['EnquiryConflictCode'];

/** The conflicts with the current state that answer 409. */
export type ConflictCode = Extract<
  ErrorCode,
  | 'stale_edit'
  | 'plot_not_available'
  | 'invalid_status_change'
  | 'plot_held_by_booking'
  | 'duplicate'
  | 'in_use'
  | 'administration_lockout'
  | 'schedule_required'
  | 'booking_cancelled'
  | 'more_than_outstanding'
  | 'too_many_receipts'
  | 'already_reversed'
  | 'more_than_balance'
  | 'duplicate_mobile'
  | 'invalid_stage_change'
  | 'enquiry_booked'
  | 'too_many_visits'
  | 'import_changed'
>;

/** What an error body carries beside its code, message and errors: the enquiry a duplicate is of. */
export type ErrorDetails = { existingEnquiryId?: number };

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldErrors) =>
  new HttpError(400, 'validation_failed', message, errors);
export const unauthorized = (message = 'Not signed in') =>
  new HttpError(401, 'not_authenticated', message);
export const invalidCredentials = (message: string) =>
  new HttpError(401, 'invalid_credentials', message);
/** 403 when signing in, where the password proved who it is; 401 for a token's holder. */
export const accountBlocked = (message: string, status: 401 | 403) =>
  new HttpError(status, 'account_blocked', message);
export const forbidden = (message = "You don't have permission to do this") =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const conflict = (
  code: ConflictCode,
  message: string,
  errors?: FieldErrors,
  details?: ErrorDetails,
) => new HttpError(409, code, message, errors, undefined, details);
export const payloadTooLarge = (message: string) =>
  new HttpError(413, 'payload_too_large', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'too_many_requests', message, undefined, {
    'Retry-After': String(retryAfterSeconds),
  });

/** A request Fastify could not read as JSON: unparsable, or of another media type (415). */
export const malformedRequest = (message: string, status = 400) =>
  new HttpError(status, status === 415 ? 'unsupported_media_type' : 'malformed_request', message);
export const internalError = () =>
  new HttpError(500, 'internal_error', 'Something went wrong on the server');
export const shuttingDown = (message: string) => new HttpError(503, 'shutting_down', message);

/** The first message of a validator's result, as the error's headline. */
export function invalid(errors: FieldErrors): HttpError {
  const [first] = Object.values(errors);
  return badRequest(first ?? 'Invalid input', errors);
}

/** 400 with a validator's messages, unless it found nothing wrong. */
export function assertValid(errors: FieldErrors): void {
  if (!isValid(errors)) throw invalid(errors);
}
