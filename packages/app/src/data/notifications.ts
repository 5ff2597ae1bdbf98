/**
 * The signed-in user's notifications: the bell's unread count, and the panel's list, a page at a
 * time (GET /notifications, each page after the last one's cursor). Their failures are logged
 * only: the bell keeps its last count, and the panel shows its own failure with a retry.
 */
import type { components } from '@plotline/api-client';
import { NOTIFICATIONS_PAGE_SIZE } from '@plotline/domain';
import { useSWRConfig } from 'swr';
import type { AppApi } from '../api';
import { dataOf } from '../api-call';
import { useApi } from '../services';
import { useCached, type CacheKey } from './cache';
import { readKey, useRead } from './read';

export type Notification = components['schemas']['Notification'];
export type NotificationPage = components['schemas']['NotificationPage'];

const UNREAD_COUNT_KEY = readKey('/notifications/unread-count', {});
/**
 * The panel's pages of GET /notifications as one list (the first, then each after the last one's
 * cursor): the one cache entry that is no single read, so its key names none.
 */
export const NOTIFICATION_LIST_KEY: CacheKey = ['notifications', 'pages shown'];

const logFailure = (what: string) => (error: unknown) =>
  console.error(`Notifications: ${what} failed to load`, error);

/** The page after `before` (the first without it). */
export function notificationPage(api: Pick<AppApi, 'GET'>, before?: string) {
  return dataOf(
    api.GET('/notifications', {
      params: { query: { pageSize: NOTIFICATIONS_PAGE_SIZE, ...(before && { before }) } },
    }),
  );
}

/**
 * The first `pages` pages as one list: the panel asks again for as many as it shows, so a
 * change does not take away what 'Show more' added.
 */
export async function notificationPages(
  api: Pick<AppApi, 'GET'>,
  pages: number,
): Promise<NotificationPage> {
  let shown = await notificationPage(api);
  for (let page = 2; page <= pages; page++) {
    const before = shown.data.at(-1)?.cursor;
    if (!shown.hasMore || !before) break;
    const next = await notificationPage(api, before);
    shown = { ...next, data: [...shown.data, ...next.data] };
  }
  return shown;
}

/** The bell's count (capped at UNREAD_COUNT_CAP), asked again whenever the window regains focus. */
export const useUnreadNotificationCount = () =>
  useRead('/notifications/unread-count', {}, {
    revalidateOnFocus: true,
    onError: logFailure('the unread count'),
  });

/**
 * The panel's list while it is open (nothing is loaded while it is closed), as many pages as
 * `pagesShown()` says when asked.
 */
export function useNotificationList(isOpen: boolean, pagesShown: () => number) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useCached<NotificationPage>(
    isOpen ? NOTIFICATION_LIST_KEY : null,
    () => notificationPages(api, pagesShown()),
    {
      // The list answers the count too, so the badge agrees with the panel under it.
      onSuccess: ({ unreadCount }) =>
        void mutate(UNREAD_COUNT_KEY, { unreadCount }, { revalidate: false }),
      onError: logFailure('the list'),
    },
  );
}
