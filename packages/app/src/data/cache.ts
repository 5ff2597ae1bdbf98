/**
 * The cache's keys. Every key is an array whose first item names its resource
 * (['plots', 'by-project', 7]), so a change reloads every list and record of what it touched.
 */
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import { useToasts } from '../services';

export type Resource =
  | 'amenities'
  /** Every change is recorded in it: see useReload. */
  | 'audit'
  | 'bookings'
  | 'channel-partners'
  /** Apart from 'users', so a change to the users does not ask for a password again. */
  | 'current-passwords'
  | 'dashboard'
  | 'follow-ups'
  | 'plots'
  | 'permissions'
  | 'projects'
  | 'roles'
  | 'users';

/** A load's failure toast: one text, or the text for how it failed (e.g. with its status). */
export type FailureText = string | ((error: unknown) => string);

export function failureTextOf(text: FailureText, error: unknown): string {
  return typeof text === 'string' ? text : text(error);
}

/** A cache key: the resource, then what narrows it (a view, an id, a query). */
export type CacheKey = readonly [Resource, ...unknown[]];

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
    return mutate((key) => Array.isArray(key) && reloaded.includes(key[0] as Resource), undefined, {
      revalidate: true,
    });
  };
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
