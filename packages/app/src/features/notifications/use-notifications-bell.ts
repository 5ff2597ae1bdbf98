import type { NotificationsBellProps } from '@plotline/ui/frame';
import { useRef, useState } from 'react';
import { dataOf } from '../../api-call';
import { businessToday } from '../../business-today';
import { useRevalidate } from '../../data/cache';
import {
  notificationPage,
  useNotificationList,
  useUnreadNotificationCount,
  type Notification,
  type NotificationPage,
} from '../../data/notifications';
import { useApi } from '../../services';
import { notificationHref } from './notification-href';

type ShowingMore = 'idle' | 'loading' | 'failed';

const unreadLess = (count: number, read: number) => Math.max(0, count - read);

/**
 * The top bar's bell for the signed-in user: the unread count, and while the panel is open its
 * list, newest first, with 'Show more' adding the next page. Marking read shows at once, then
 * the server's count and list are asked for again (which also puts back what a failed mark
 * changed).
 */
export function useNotificationsBell(): NotificationsBellProps {
  const api = useApi();
  const revalidate = useRevalidate();
  const [isOpen, setIsOpen] = useState(false);
  const [showingMore, setShowingMore] = useState<ShowingMore>('idle');
  const pagesShown = useRef(1);
  const count = useUnreadNotificationCount();
  const list = useNotificationList(isOpen, () => pagesShown.current);

  /** Shows the notifications of `keys` (every one, without) as read, before the server says so. */
  const showRead = (keys: readonly string[] | null) => {
    const isMarked = (notification: Notification) =>
      !notification.read && (keys === null || keys.includes(notification.key));
    const marked = list.data?.data.filter(isMarked).length ?? 0;
    const markList = (shown: NotificationPage | undefined) =>
      shown && {
        ...shown,
        unreadCount: keys === null ? 0 : unreadLess(shown.unreadCount, marked),
        data: shown.data.map((each) => (isMarked(each) ? { ...each, read: true } : each)),
      };
    return Promise.all([
      list.mutate(markList, { revalidate: false }),
      count.mutate(
        (shown) =>
          shown && { unreadCount: keys === null ? 0 : unreadLess(shown.unreadCount, marked) },
        { revalidate: false },
      ),
    ]);
  };

  const mark = async (keys: readonly string[] | null) => {
    await showRead(keys);
    try {
      await dataOf(
        keys === null
          ? api.POST('/notifications/read-all')
          : api.POST('/notifications/read', { body: { keys: [...keys] } }),
      );
    } catch (error) {
      console.error('Notifications: marking read failed', error);
    }
    await revalidate(['notifications']);
  };

  const showMore = async () => {
    const before = list.data?.data.at(-1)?.cursor;
    if (!list.data?.hasMore || !before || showingMore === 'loading') return;
    setShowingMore('loading');
    try {
      const next = await notificationPage(api, before);
      pagesShown.current += 1;
      await list.mutate(
        (shown) => {
          if (!shown) return shown;
          // The list may have been asked for again meanwhile, with newer ones on top.
          const known = new Set(shown.data.map((each) => each.key));
          return { ...next, data: [...shown.data, ...next.data.filter((n) => !known.has(n.key))] };
        },
        { revalidate: false },
      );
      setShowingMore('idle');
    } catch (error) {
      console.error('Notifications: the next page failed to load', error);
      setShowingMore('failed');
    }
  };

  const handleOpenChange = (open: boolean) => {
    setIsOpen(open);
    // Opened again, the panel starts from the newest page.
    if (!open) {
      pagesShown.current = 1;
      setShowingMore('idle');
    }
  };

  const failed = showingMore === 'failed' || (list.error !== undefined && !list.data);
  const loading = showingMore === 'loading' || (isOpen && list.isLoading);

  return {
    unreadCount: count.data?.unreadCount ?? 0,
    items:
      list.data?.data.map((notification) => ({
        ...notification,
        href: notificationHref(notification),
      })) ?? null,
    status: failed ? 'failed' : loading ? 'loading' : 'idle',
    hasMore: list.data?.hasMore ?? false,
    today: businessToday(),
    onOpenChange: handleOpenChange,
    onMarkRead: (key) => void mark([key]),
    onMarkAllRead: () => void mark(null),
    onShowMore: () => void showMore(),
    onRetry: () => void (showingMore === 'failed' ? showMore() : list.mutate()),
  };
}
