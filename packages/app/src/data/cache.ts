/**
 * The cache's keys. Every key is an array whose first item names its resource
 * (['plots', 'by-project', 7]), so a change reloads every list and record of what it touched.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import { useToasts } from '../services';

export type Resource =
  | 'amenities'
  /** Every change is recorded in it: see useReload. */
  | 'audit'
  | 'bookings'
  | 'channel-partners'
  /** The Collections list and the Dashboard's Collections card (docs/payments.md). */
  | 'collections'
  /** The channel partners' commission figures and ledgers. */
  | 'commissions'
  /** Apart from 'users', so a change to the users does not ask for a password again. */
  | 'current-passwords'
  | 'dashboard'
  | 'follow-ups'
  /** The signed-in user's own: the bell's unread count and its panel's list. */
  | 'notifications'
  /** A booking's Payments section: its schedule, receipts and totals. */
  | 'payments'
  | 'plots'
  | 'permissions'
  | 'projects'
  /** The server's REGISTRATION setting, which the signed-out pages follow. */
  | 'registration'
  | 'roles'
  | 'users';

/** A load's failure toast: one text, or the text for how it failed (e.g. with its status). */
export type FailureText = string | ((error: unknown) => string);

export function failureTextOf(text: FailureText, error: unknown): string {
  return typeof text === 'string' ? text : text(error);
}

/** A cache key: the resource, then what narrows it (a view, an id, a query). */
export type CacheKey = readonly [Resource, ...unknown[]];

/** Whether a cache key belongs to one of the resources. */
const isKeyOf = (resources: readonly Resource[]) => (key: unknown) =>
  Array.isArray(key) && resources.includes(key[0] as Resource);

/**
 * Reloads every cached list and record of the resources: those on screen at once, the others
 * when next shown. Resolves once those on screen have reloaded. The audit trail's entries reload
 * with them, as the server records every change the app makes (openapi.yaml's x-audit), so a
 * record's History shows the change just made.
 */
export function useReload() {
  const { mutate } = useSWRConfig();
  return (...resources: Resource[]) => {
    const reloaded: readonly Resource[] = [...resources, 'audit'];
    const now = Date.now();
    reloaded.forEach((resource) => reloadedAt.set(resource, now));
    return mutate(isKeyOf(reloaded), undefined, { revalidate: true });
  };
}

/** When this page last reloaded each resource after a change of its own (useReload). */
const reloadedAt = new Map<Resource, number>();

/**
 * The resources this page has not reloaded within the last `ms`: a change the page made itself
 * comes back from the change stream a moment after its own reload, and asking again then would
 * only queue behind, and slow, what other pages ask for.
 */
export function notReloadedWithin(resources: readonly Resource[], ms: number): Resource[] {
  const since = Date.now() - ms;
  return resources.filter((resource) => (reloadedAt.get(resource) ?? -Infinity) < since);
}

/**
 * Asks again for every cached list and record of the resources that is on screen, keeping what
 * they show meanwhile (no data is passed to SWR's mutate, so none is cleared): for changes made
 * elsewhere, where a list must not flash back to its skeleton. Those not on screen are asked
 * for when next shown.
 */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return useCallback((resources: readonly Resource[]) => mutate(isKeyOf(resources)), [mutate]);
}

/**
 * One cached load. With `failureText` a failure toasts it (a screen's own data,
 * docs/product/messages.md); without, it is only logged by the screen's empty state (pickers
 * and filters).
 */
export function useCached<Data>(
  key: CacheKey | null,
  load: () => Promise<Data>,
  { failureText, ...options }: SWRConfiguration<Data> & { failureText?: FailureText } = {},
) {
  const toasts = useToasts();
  return useSWR<Data>(key, load, {
    ...options,
    onError: (error, ...rest) => {
      if (failureText) toasts.error(failureTextOf(failureText, error));
      options.onError?.(error, ...rest);
    },
  });
}
