import type { AuditEntity, FieldErrors } from '@plotline/domain';
import type { ToastOptions } from '@plotline/ui/components';
import { ApiCallError, dataOf, failureToast, type Answer } from '../api-call';
import { useToasts } from '../services';
import { changingHere, useReload } from './cache';

/** A failure's toast: its message, and the options (e.g. the server's reason as the detail). */
export type FailureToast = readonly [message: string, options?: ToastOptions];

/**
 * The toasts of one change (docs/product/messages.md): its success, and its failure's text (the
 * server's reason then shows under it), or the toast a failure reads as where the screen's words
 * depend on how it failed.
 */
export type ChangeTexts = {
  /** Null where the screen says it itself (a stage move it announces): no toast then. */
  succeeded: string | null;
  failed: string | ((failure: unknown) => FailureToast);
};

/** A refused change: the server's field errors, keyed by the form's field names. */
export type Refusal = { ok: false; fieldErrors: FieldErrors };

const asRefusal = (_failure: unknown, refusal: Refusal) => refusal;

/**
 * One change through the API to a kind of record, as every page makes it: the call, then its
 * success toast and a reload of what it made stale (useReload; the dialog closes on the reloaded
 * list), or its failure
 * toast with the server's reason. `onRefused` turns a failure into what the screen needs of it
 * (a Refusal by default). Resolves, never rejects; a success holds what the server answered
 * (`saved`), e.g. a created record with its id.
 */
export function useChange() {
  const toasts = useToasts();
  const reload = useReload();
  return async <Saved, Refused = Refusal>(
    call: Promise<Answer<Saved>>,
    texts: ChangeTexts,
    changed: AuditEntity,
    onRefused: (failure: unknown, refusal: Refusal) => Refused | Promise<Refused> = asRefusal as (
      failure: unknown,
      refusal: Refusal,
    ) => Refused,
  ): Promise<{ ok: true; saved: Saved } | Refused> => {
    changingHere(changed);
    let saved: Saved;
    try {
      saved = await dataOf(call);
    } catch (failure) {
      const [message, options] =
        typeof texts.failed === 'string'
          ? failureToast(failure, texts.failed)
          : texts.failed(failure);
      toasts.error(message, options);
      const fieldErrors = failure instanceof ApiCallError ? failure.fieldErrors : {};
      return onRefused(failure, { ok: false, fieldErrors });
    }
    if (texts.succeeded !== null) toasts.success(texts.succeeded);
    await reload(changed);
    return { ok: true, saved };
  };
}
