/**
 * Calls through the openapi-fetch client, turned into values or one kind of error, so SWR and
 * the mutations handle failures the same way.
 */
import type { ToastOptions } from '@plotline/ui/components';

/** What the API said when it refused: its message and, for invalid input, one per field. */
export class ApiCallError extends Error {
  constructor(
    /** The HTTP status, or null when no answer came (network down). */
    readonly status: number | null,
    /** The server's own words, when it gave any. */
    readonly serverMessage: string | null,
    readonly fieldErrors: Record<string, string> = {},
    /** The error body as answered: its `code`, and what a conflict names (existingEnquiryId). */
    readonly body: Readonly<Record<string, unknown>> = {},
  ) {
    super(serverMessage ?? (status === null ? 'No response' : `HTTP ${status}`));
    this.name = 'ApiCallError';
  }
}

export type Answer<T> = { data?: T; error?: unknown; response: Response };

function refusal(status: number, body: unknown): ApiCallError {
  const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
  const fieldErrors =
    errors && typeof errors === 'object'
      ? Object.fromEntries(
          Object.entries(errors).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  return new ApiCallError(
    status,
    typeof message === 'string' && message ? message : null,
    fieldErrors,
    body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
  );
}

/** The answer's data; a refusal or a network failure throws an ApiCallError. */
export async function dataOf<T>(call: Promise<Answer<T>>): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await call;
  } catch (thrown) {
    if (thrown instanceof TypeError) throw new ApiCallError(null, null);
    throw thrown;
  }
  if (!answer.response.ok) throw refusal(answer.response.status, answer.error);
  return answer.data as T;
}

/**
 * A failure toast of docs/product/messages.md: the screen's exact text as its message, and the
 * server's reason, when it gave one that says more, as the detail under it. Spread into
 * `toasts.error`.
 */
export function failureToast(
  error: unknown,
  specText: string,
): readonly [message: string, options: ToastOptions] {
  const reason = error instanceof ApiCallError ? error.serverMessage : null;
  return [specText, reason && reason !== specText ? { detail: reason } : {}];
}
