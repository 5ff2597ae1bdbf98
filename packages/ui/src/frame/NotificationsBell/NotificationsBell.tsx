import {
  bellLabel,
  markReadLabel,
  NOTIFICATION_TEXTS,
  notificationDetail,
  notificationTitle,
  notificationWhen,
  unreadBadge,
  type CalendarDate,
  type NotificationFacts,
} from '@plotline/domain';
import { useRef } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  Link,
  Popover,
  VisuallyHidden,
} from 'react-aria-components';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { BROWSER_TIME_ZONE } from '../../patterns/browser-time-zone';
import * as styles from './NotificationsBell.css';

export type NotificationItem = NotificationFacts & {
  key: string;
  occurredAt: string;
  read: boolean;
  href: string;
};

export type NotificationsBellProps = {
  unreadCount: number;
  /** The loaded notifications, newest first; null until the first page has loaded. */
  items: readonly NotificationItem[] | null;
  status: 'idle' | 'loading' | 'failed';
  hasMore: boolean;
  /** The business's today, for 'N days past its registry date'. */
  today: CalendarDate;
  /** The panel opened or closed: the app loads the list when it opens. */
  onOpenChange: (isOpen: boolean) => void;
  onMarkRead: (key: string) => void;
  onMarkAllRead: () => void;
  onShowMore: () => void;
  onRetry: () => void;
};

/**
 * The top bar's bell: the unread count on a badge, and a panel of the user's notifications,
 * newest first, each a link to its record, with a way to mark one or all read.
 */
export function NotificationsBell({
  unreadCount,
  onOpenChange,
  onMarkAllRead,
  ...list
}: NotificationsBellProps) {
  const badge = unreadBadge(unreadCount);
  const dialogRef = useRef<HTMLElement>(null);

  // 'Mark all as read' turns disabled under the focus; the panel takes the focus instead.
  const handleMarkAllRead = () => {
    dialogRef.current?.focus();
    onMarkAllRead();
  };

  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button variant="quiet" aria-label={bellLabel(unreadCount)}>
        <span className={styles.bell}>
          <Icon name="bell" size={20} />
          {/* The button's name says the count; the badge shows it. */}
          {badge && (
            <span className={styles.badge} aria-hidden="true">
              {badge}
            </span>
          )}
        </span>
      </Button>
      <Popover placement="bottom end" offset={6} className={styles.popover}>
        <Dialog ref={dialogRef} className={styles.panel}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {NOTIFICATION_TEXTS.panelTitle}
                </Heading>
                <Button
                  variant="quiet"
                  size="small"
                  isDisabled={unreadCount <= 0}
                  onPress={handleMarkAllRead}
                >
                  {NOTIFICATION_TEXTS.markAllRead}
                </Button>
              </div>
              <NotificationList {...list} onFollowLink={close} />
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

type NotificationListProps = Pick<
  NotificationsBellProps,
  'items' | 'status' | 'hasMore' | 'today' | 'onMarkRead' | 'onShowMore' | 'onRetry'
> & { onFollowLink: () => void };

function NotificationList({
  items,
  status,
  hasMore,
  today,
  onMarkRead,
  onShowMore,
  onRetry,
  onFollowLink,
}: NotificationListProps) {
  if (!items?.length) {
    if (status === 'failed') return <LoadFailed onRetry={onRetry} />;
    if (items === null || status === 'loading') {
      return (
        <div className={styles.state}>
          <Spinner aria-label={NOTIFICATION_TEXTS.loading} />
        </div>
      );
    }
    return <p className={styles.state}>{NOTIFICATION_TEXTS.none}</p>;
  }
  return (
    <div className={styles.body}>
      <ul className={styles.list}>
        {items.map((item) => (
          <NotificationRow
            key={item.key}
            item={item}
            today={today}
            onMarkRead={onMarkRead}
            onFollowLink={onFollowLink}
          />
        ))}
      </ul>
      {status === 'failed' ? (
        <LoadFailed onRetry={onRetry} />
      ) : (
        hasMore && (
          <div className={styles.footer}>
            <Button
              variant="secondary"
              size="small"
              isPending={status === 'loading'}
              onPress={onShowMore}
            >
              {NOTIFICATION_TEXTS.showMore}
            </Button>
          </div>
        )
      )}
    </div>
  );
}

type NotificationRowProps = Pick<NotificationListProps, 'today' | 'onMarkRead' | 'onFollowLink'> & {
  item: NotificationItem;
};

function NotificationRow({ item, today, onMarkRead, onFollowLink }: NotificationRowProps) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  const title = notificationTitle(item, today);
  const detail = notificationDetail(item);
  const when = notificationWhen(item.kind, item.occurredAt, BROWSER_TIME_ZONE);
  const unread = item.read ? '' : `${NOTIFICATION_TEXTS.unread}: `;

  // The button goes once the notification is read; the focus stays on the notification.
  const handleMarkRead = () => {
    linkRef.current?.focus();
    onMarkRead(item.key);
  };

  return (
    <li className={styles.item} data-unread={!item.read || undefined}>
      <span className={styles.dot} aria-hidden="true" />
      {/* The name reads the lines with a pause between them; the spaces keep the visible text
          within it (WCAG 2.5.3). 'Unread' is in the text too, for what reads text, not names. */}
      <Link
        ref={linkRef}
        href={item.href}
        aria-label={`${unread}${title}, ${detail}, ${when.text}`}
        onPress={onFollowLink}
        className={styles.link}
      >
        {unread && <VisuallyHidden elementType="span">{unread}</VisuallyHidden>}
        <span className={styles.itemTitle}>{title}</span>{' '}
        <span className={styles.itemDetail}>{detail}</span>{' '}
        <time dateTime={when.dateTime} className={styles.time}>
          {when.text}
        </time>
      </Link>
      {!item.read && (
        <div className={styles.markRead}>
          <Button
            variant="quiet"
            size="small"
            aria-label={markReadLabel(title)}
            onPress={handleMarkRead}
          >
            {NOTIFICATION_TEXTS.markRead}
          </Button>
        </div>
      )}
    </li>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.state}>
      <p className={styles.failed}>{NOTIFICATION_TEXTS.loadFailed}</p>
      <Button variant="secondary" size="small" onPress={onRetry}>
        {NOTIFICATION_TEXTS.retry}
      </Button>
    </div>
  );
}
