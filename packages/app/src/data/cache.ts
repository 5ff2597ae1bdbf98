/**
 * The cache. Every key is an array whose first item names its resource (read.ts makes them:
 * ['plots', '/plots/{id}', { path: { id: 7 } }]), so a change reloads every read of what it made
 * stale (useReload, live/changed-resources.ts).
 */
import type { AuditEntity } from '@plotline/domain';
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import { RESOURCES_CHANGED_WITH } from '../live/changed-resources';
import { useToasts } from '../services';

export type Resource =
  | 'amenities'
  /** Every change is recorded in it (live/changed-resources.ts). */
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
  /** The enquiries, their site visits and timelines (docs/enquiries.md). */
  | 'enquiries'
  | 'follow-ups'
  /** The signed-in user's own: the bell's unread count and its panel's list. */
  | 'notifications'
  /** A booking's Payments section: its schedule, receipts and totals. */
  | 'payments'
  | 'plots'
  /** A project's plots by number, as the bookings' plot filter offers them: not their status. */
  | 'plot-numbers'
  | 'permissions'
  | 'projects'
  /** The projects by name, as the filters and pickers offer them: not their plot counts. */
  | 'project-names'
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
 * After a change of this page's own to a kind of record: asks again for what it made stale (the
 * one table, RESOURCES_CHANGED_WITH, which the change stream reads too), keeping what is shown
 * meanwhile. Resolves once what is on screen has reloaded, so a form closes on a fresh list.
 */
export function useReload() {
  const revalidate = useRevalidate();
  return useCallback(
    (entity: AuditEntity) => {
      changingHere(entity);
      return revalidate(RESOURCES_CHANGED_WITH[entity]);
    },
    [revalidate],
  );
}

/** When this page last set out to change each resource itself, or reloaded it after doing so. */
const changedHereAt = new Map<Resource, number>();

/**
 * Notes that this page is changing a kind of record, and will reload what the change makes stale
 * once the server answers (useReload): the change stream may bring the change before the answer
 * does, and asking for it then too would only queue behind, and slow, what other pages ask for.
 */
export function changingHere(entity: AuditEntity) {
  const now = Date.now();
  RESOURCES_CHANGED_WITH[entity].forEach((resource) => changedHereAt.set(resource, now));
}

/**
 * The resources this page has not changed itself within the last `ms`: a change the user made
 * here comes back from the change stream about when the page's own reload asks for it.
 */
export function notChangedHereWithin(resources: readonly Resource[], ms: number): Resource[] {
  const since = Date.now() - ms;
  return resources.filter((resource) => (changedHereAt.get(resource) ?? -Infinity) < since);
}

/**
 * Asks again for every cached list and record of the resources that is on screen, keeping what
 * they show meanwhile (no data is passed to SWR's mutate, so none is cleared, and a list does not
 * flash back to its skeleton nor details to a spinner); resolves once they have reloaded. Those
 * not on screen are asked for when next shown.
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
