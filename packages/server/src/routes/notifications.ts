/**
 * The bell: the caller's own notifications (notifications/notification-sources.ts says where
 * each kind comes from) and their read state, which only they change.
 */
import { notificationKindsFor, NOTIFICATIONS_PAGE_SIZE, UNREAD_COUNT_CAP } from '@plotline/domain';
import type { components } from '@plotline/api-client/schema';
import type { Clock } from '../http/clock';
import type { ServerConfig } from '../config';
import { signedIn, type Handlers } from '../http/handler';
import { badRequest } from '../http/http-error';
import type { SignedInUser } from '../auth/signed-in-user';
import type { Executor } from '../db/database';
import {
  cursorText,
  keyText,
  listOrder,
  parseCursor,
  parseKey,
  type NotificationKey,
} from './notifications/notification-keys';
import { markAllRead, markRead, readUpToOf } from './notifications/notification-reads';
import {
  keysOfRecipient,
  notificationsAfter,
  unreadCount,
  type SourcedNotification,
} from './notifications/notification-sources';
import type { Recipient } from './notifications/notification-sql';

type Notification = components['schemas']['Notification'];

const NOT_A_CURSOR = 'Not a cursor of this list: pass the last notification’s cursor';

/** The caller, with the kinds the access policy lets them be notified of as they are now. */
const recipientOf = (user: SignedInUser | null, clock: Clock, config: ServerConfig): Recipient => ({
  userId: signedIn(user).id,
  kinds: new Set(notificationKindsFor(signedIn(user))),
  today: clock.today(),
  timeZone: config.timeZone,
});

function notificationOf(sourced: SourcedNotification, readUpTo: Date | null): Notification {
  const { key, position, keyRead, ...facts } = sourced;
  const readByAll = readUpTo !== null && position.occurredAt <= readUpTo;
  return {
    key: keyText(key),
    kind: key.kind,
    occurredAt: position.occurredAt.toISOString(),
    read: keyRead || readByAll,
    cursor: cursorText(position.occurredAt, key),
    ...facts,
  };
}

async function unreadOf(db: Executor, recipient: Recipient, readUpTo: Date | null) {
  return unreadCount(db, recipient, readUpTo, UNREAD_COUNT_CAP);
}

export const notificationsHandlers: Handlers = {
  async listNotifications({ db, clock, config, user, query }) {
    const recipient = recipientOf(user, clock, config);
    const pageSize = query.pageSize ?? NOTIFICATIONS_PAGE_SIZE;
    const before = query.before === undefined ? null : parseCursor(query.before);
    if (query.before !== undefined && !before) {
      throw badRequest(`Invalid query: ${NOT_A_CURSOR}`, { before: NOT_A_CURSOR });
    }
    const readUpTo = await readUpToOf(db, recipient.userId);
    const [sourced, unread] = await Promise.all([
      notificationsAfter(db, recipient, before, pageSize + 1),
      unreadOf(db, recipient, readUpTo),
    ]);
    const listed = sourced.sort((a, b) => listOrder(a.position, b.position));
    return {
      status: 200,
      body: {
        data: listed.slice(0, pageSize).map((each) => notificationOf(each, readUpTo)),
        unreadCount: unread,
        hasMore: listed.length > pageSize,
      },
    };
  },

  async countUnreadNotifications({ db, clock, config, user }) {
    const recipient = recipientOf(user, clock, config);
    const readUpTo = await readUpToOf(db, recipient.userId);
    return { status: 200, body: { unreadCount: await unreadOf(db, recipient, readUpTo) } };
  },

  async markNotificationsRead({ db, clock, config, user, body }) {
    const recipient = recipientOf(user, clock, config);
    const keys = body.keys.map(parseKey).filter((key): key is NotificationKey => key !== null);
    const theirs = await keysOfRecipient(db, recipient, keys);
    await markRead(db, recipient.userId, [...new Set(theirs.map(keyText))], clock.now());
    return { status: 204, body: undefined };
  },

  async markAllNotificationsRead({ db, clock, user }) {
    await markAllRead(db, signedIn(user).id, clock.now());
    return { status: 204, body: undefined };
  },
};
