/**
 * Failure toasts of the administration screens (docs/product/messages.md "Users", "Roles"),
 * whose words depend on how a call failed: refused by the server (its reason in or under the
 * text), or with no answer at all ('Error saving user').
 */
import { ApiCallError, failureToast } from '../api-call';
import type { FailureToast } from './use-change';

/**
 * `refused` is the screen's text, shown with the server's reason under it, or how the text reads
 * from that reason (e.g. the server's message, else 'Operation failed'); `unanswered` is the text
 * when no answer came or the call broke.
 */
export function refusedOrUnanswered(
  refused: string | ((serverMessage: string | null) => string),
  unanswered: string,
) {
  return (failure: unknown): FailureToast => {
    if (!(failure instanceof ApiCallError) || failure.status === null) return [unanswered];
    return typeof refused === 'string'
      ? failureToast(failure, refused)
      : [refused(failure.serverMessage)];
  };
}
