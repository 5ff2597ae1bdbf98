/**
 * The app's one way to read the API into the cache. A read's key is its operation's path and its
 * parameters, under the resource whose changes make it stale (READ_RESOURCES): one endpoint asked
 * with the same parameters is one cache entry wherever it shows (a list's page and a picker, a
 * record's details and its row), and a change reloads every read of what it made stale. Only
 * downloads (CSV, PDF), the change stream and the sign-in's own questions read around the cache.
 */
import type { paths } from '@plotline/api-client';
import { unstable_serialize, useSWRConfig } from 'swr';
import type { AppApi } from '../api';
import { dataOf, type Answer } from '../api-call';
import { useApi } from '../services';
import { useCached, type FailureText, type Resource } from './cache';

type GetOf<Path extends keyof paths> = NonNullable<paths[Path]['get']>;

/** Every path the API answers GET on. */
type GetPath = {
  [Path in keyof paths]: [GetOf<Path>] extends [never] ? never : Path;
}[keyof paths];

/**
 * Each JSON read the app caches, and the resource it belongs to: what live/changed-resources.ts
 * says a change makes stale is named by these resources.
 */
export const READ_RESOURCES = {
  '/amenities': 'amenities',
  '/amenities/active': 'amenities',
  '/audit': 'audit',
  '/auth/registration': 'registration',
  '/bookingfollowups/booking/{id}': 'follow-ups',
  '/bookingfollowups/filtered': 'follow-ups',
  '/bookingfollowups/{id}': 'follow-ups',
  '/bookings/filtered': 'bookings',
  // Who may be named as a direct sale's sales person: the users, with their roles.
  '/bookings/sales-people': 'users',
  '/bookings/{id}': 'bookings',
  '/bookings/{id}/history': 'bookings',
  '/bookings/{id}/payments': 'payments',
  '/channel-partners/{id}/commission': 'commissions',
  '/channel-partners/{id}/commission/ledger': 'commissions',
  '/channelpartners/filtered': 'channel-partners',
  '/channelpartners/{id}': 'channel-partners',
  '/collections': 'collections',
  '/collections/summary': 'collections',
  '/dashboard/bookings-by-month': 'dashboard',
  '/dashboard/channel-partners-overview': 'dashboard',
  '/dashboard/channel-partners/{id}/bookings': 'dashboard',
  '/dashboard/direct-sales/bookings': 'dashboard',
  // Counted from the enquiries: their changes, not the bookings', move it.
  '/dashboard/enquiry-funnel': 'enquiries',
  '/dashboard/overtime': 'dashboard',
  '/dashboard/projects-overview': 'dashboard',
  '/dashboard/projects/{id}/bookings': 'dashboard',
  '/dashboard/projects/{id}/plots': 'dashboard',
  '/dashboard/registry-pipeline': 'dashboard',
  '/dashboard/summary': 'dashboard',
  '/enquiries/filtered': 'enquiries',
  // Who an enquiry may be given to, or a visit accompanied by: the users.
  '/enquiries/sales-people': 'users',
  '/enquiries/{id}': 'enquiries',
  '/enquiries/{id}/site-visits': 'enquiries',
  '/enquiries/{id}/timeline': 'enquiries',
  '/notifications/unread-count': 'notifications',
  '/permissions': 'permissions',
  '/plots/by-project/{id}': 'plots',
  '/plots/filtered': 'plots',
  '/plots/{id}': 'plots',
  '/projects/filtered': 'projects',
  '/projects/{id}': 'projects',
  '/projects/{id}/details': 'projects',
  '/roles': 'roles',
  '/roles/{id}': 'roles',
  // A sales person's visits of today: a visit scheduled or updated, or its enquiry reassigned.
  '/site-visits/today': 'enquiries',
  '/users/filtered': 'users',
  '/users/{id}': 'users',
  // Apart from 'users', so a change to the users does not ask for a password again.
  '/users/{id}/current-password': 'current-passwords',
} as const satisfies { [Path in GetPath]?: Resource };

export type ReadPath = keyof typeof READ_RESOURCES;

/**
 * The reads a filter or a picker makes for the names alone (a project's name, a plot's number),
 * and the resource they are kept under instead: a change that moves only a count or a status (a
 * booking taking a plot) leaves them be, as it leaves what they show (changed-resources.ts).
 */
export const NAME_RESOURCES = {
  '/projects/filtered': 'project-names',
  '/projects/{id}': 'project-names',
  '/plots/by-project/{id}': 'plot-numbers',
} as const satisfies { [Path in ReadPath]?: Resource };

export type NamesPath = keyof typeof NAME_RESOURCES;

/** What the read is asked with: its path's ids and its query, as openapi.yaml names them. */
export type ReadParams<Path extends ReadPath> = Pick<
  GetOf<Path>['parameters'],
  'path' | 'query'
>;

/** What the read answers with. */
export type ReadData<Path extends ReadPath> = GetOf<Path>['responses'] extends {
  200: { content: { 'application/json': infer Data } };
}
  ? Data
  : never;

/** The read's cache key: its resource, its path and what it is asked with. */
export const readKey = <Path extends ReadPath>(
  path: Path,
  params: ReadParams<Path>,
  resource: Resource = READ_RESOURCES[path],
) => [resource, path, params] as const;

/** The cache key of a read for the names alone (NAME_RESOURCES). */
export const namesKey = <Path extends NamesPath>(path: Path, params: ReadParams<Path>) =>
  readKey(path, params, NAME_RESOURCES[path]);

/** One read through the client, its path and parameters as the key has them. */
function read<Path extends ReadPath>(
  api: Pick<AppApi, 'GET'>,
  path: Path,
  params: ReadParams<Path>,
): Promise<ReadData<Path>> {
  // openapi-fetch types each call by its literal path; here the path is any of READ_RESOURCES'.
  const get = api.GET as unknown as (
    path: string,
    init: { params: unknown },
  ) => Promise<Answer<ReadData<Path>>>;
  return dataOf(get(path, { params }));
}

export type ReadOptions = Parameters<typeof useCached>[2] & { failureText?: FailureText };

/**
 * One read, cached under its key; nothing is read while `params` is null. A failure toasts
 * `failureText` when given (a screen's own data), else it is for the caller to show or log.
 * With `keepPreviousData` the data may be an earlier read's, kept on screen while this one loads
 * (the page before, another record's): `current` is the data only when it is this read's own.
 */
export const useRead = <Path extends ReadPath>(
  path: Path,
  params: ReadParams<Path> | null,
  options?: ReadOptions,
) => useKeyedRead(path, params, params && readKey(path, params), options);

/** One read of a filter or a picker for the names alone, kept under NAME_RESOURCES' resource. */
export const useNamesRead = <Path extends NamesPath>(
  path: Path,
  params: ReadParams<Path> | null,
  options?: ReadOptions,
) => useKeyedRead(path, params, params && namesKey(path, params), options);

function useKeyedRead<Path extends ReadPath>(
  path: Path,
  params: ReadParams<Path> | null,
  key: ReturnType<typeof readKey<Path>> | null,
  options?: ReadOptions,
) {
  const api = useApi();
  const { cache } = useSWRConfig();
  const answer = useCached<ReadData<Path>>(
    key,
    () => read(api, path, params as ReadParams<Path>),
    options as Parameters<typeof useCached<ReadData<Path>>>[2],
  );
  // Looked up only when asked for: most reads never ask, and this runs at every render.
  return Object.defineProperty(answer, 'current', {
    get: () =>
      key !== null && cache.get(unstable_serialize(key))?.data === answer.data
        ? answer.data
        : undefined,
  }) as typeof answer & { readonly current: ReadData<Path> | undefined };
}

/**
 * A read made now, outside a screen's render (a record as stored now after a conflict, the plot a
 * search hit names), kept under its key: a screen showing the same read shows what it found.
 */
export function useReadNow() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return <Path extends ReadPath>(path: Path, params: ReadParams<Path>) =>
    mutate(readKey(path, params), read(api, path, params), {
      revalidate: false,
    }) as Promise<ReadData<Path>>;
}
