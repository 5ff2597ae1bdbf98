/**
 * Where a user's notifications come from, each read a page at a time by an index in list order:
 *  - bookingOverdue: their live bookings whose registry date has passed (bookings' partial index
 *    on author and registry date), from the start of the day after the registry date;
 *  - followUpDue: their follow-ups still their booking's latest whose next date is today or past
 *    (latest_booking_follow_ups, kept by migration 0011's trigger), from the start of that date;
 *  - bookingChanged: changes others made to bookings they created (booking_change_notices,
 *    written with the change), from when it was made;
 *  - accountAwaitingApproval: to whoever may let them in, accounts waiting for approval
 *    (account-notices.ts), from when they registered;
 *  - enquiryActionDue and siteVisitToday: the next actions due and the visits of today of the
 *    enquiries assigned to them (enquiry-notices.ts), from the start of the action's date or the
 *    visit's day.
 * A recipient is sent only the kinds the access policy lets them have as they are now (the
 * domain's notificationKindsFor): the bookings' need bookings.view, whoever created the booking;
 * the enquiries' enquiries.view, whoever they are assigned to.
 * Days start in the business's time zone. Nothing is swept or stored ahead: a booking moved to
 * another registry date, registered or cancelled changes its notification as it is read.
 */
import {
  calendarDateAt,
  type CalendarDate,
  type EnquiryStage,
  type NotificationKind,
} from '@plotline/domain';
import { and, desc, eq, gt, gte, inArray, lte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { startOfDay } from '../../db/day-start';
import {
  bookingChangeNotices,
  bookings,
  isLiveBooking,
  latestBookingFollowUps,
  plots,
  projects,
} from '../../db/schema';
import { accountsStillWaiting, accountsWaiting, unreadAccountsLeg } from './account-notices';
import { enquiryKeysOfRecipient, enquiryNoticesAfter, unreadEnquiryLegs } from './enquiry-notices';
import type { ListPosition, NotificationKey } from './notification-keys';
import {
  afterCursorByDate,
  datedIds,
  dateText,
  idsBelow,
  keyRead,
  type Recipient,
} from './notification-sql';

/** A notification as a source reads it, before the caller's read state is applied. */
export type SourcedNotification = {
  key: NotificationKey;
  position: ListPosition;
  /** Whether the caller marked this very key read. */
  keyRead: boolean;
  bookingId: number | null;
  bookingNumber: string | null;
  plotOwnerName: string | null;
  projectName: string | null;
  plotNumber: string | null;
  registryDate: CalendarDate | null;
  followUpId: number | null;
  nextFollowUpDate: CalendarDate | null;
  changedBy: string | null;
  operation: string | null;
  accountId: number | null;
  accountName: string | null;
  enquiryId: number | null;
  enquiryName: string | null;
  enquiryMobileNumber: string | null;
  enquiryStage: EnquiryStage | null;
  nextAction: string | null;
  nextActionDate: CalendarDate | null;
  siteVisitId: number | null;
  visitScheduledAt: string | null;
};
const overdueKey = sql`'bookingOverdue:' || ${bookings.id} || ':' || ${dateText(bookings.registryDate)}`;
const followUpKey = sql`'followUpDue:' || ${latestBookingFollowUps.followUpId} || ':' || ${dateText(latestBookingFollowUps.nextFollowUpDate)}`;
const changedKey = sql`'bookingChanged:' || ${bookingChangeNotices.id}`;

/** What every notification tells of its booking. */
const bookingFacts = {
  bookingId: bookings.id,
  bookingNumber: bookings.bookingNumber,
  plotOwnerName: bookings.plotOwnerName,
  projectName: projects.name,
  plotNumber: plots.plotNumber,
  registryDate: bookings.registryDate,
};

function overdueQuery(db: Executor, recipient: Recipient) {
  return db
    .select({
      ...bookingFacts,
      occurredAt: startOfDay(bookings.registryDate, recipient.timeZone, 1),
      keyRead: keyRead(recipient.userId, overdueKey),
    })
    .from(bookings)
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(plots, eq(plots.id, bookings.plotId));
}

/** The caller's bookings that are overdue, as their index holds them. */
const overdueWhere = (recipient: Recipient, ...more: (SQL | undefined)[]) =>
  and(
    eq(bookings.createdBy, recipient.userId),
    isLiveBooking(bookings.bookingStatus),
    lt(bookings.registryDate, recipient.today),
    ...more,
  );

function followUpQuery(db: Executor, recipient: Recipient) {
  return db
    .select({
      followUpId: latestBookingFollowUps.followUpId,
      nextFollowUpDate: latestBookingFollowUps.nextFollowUpDate,
      ...bookingFacts,
      occurredAt: startOfDay(latestBookingFollowUps.nextFollowUpDate, recipient.timeZone),
      keyRead: keyRead(recipient.userId, followUpKey),
    })
    .from(latestBookingFollowUps)
    .innerJoin(bookings, eq(bookings.id, latestBookingFollowUps.bookingId))
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(plots, eq(plots.id, bookings.plotId));
}

const followUpWhere = (recipient: Recipient, ...more: (SQL | undefined)[]) =>
  and(
    eq(latestBookingFollowUps.createdBy, recipient.userId),
    lte(latestBookingFollowUps.nextFollowUpDate, recipient.today),
    ...more,
  );

function changedQuery(db: Executor, recipient: Recipient) {
  return db
    .select({
      noticeId: bookingChangeNotices.id,
      changedBy: bookingChangeNotices.changedBy,
      operation: bookingChangeNotices.operation,
      ...bookingFacts,
      occurredAt: bookingChangeNotices.occurredAt,
      keyRead: keyRead(recipient.userId, changedKey),
    })
    .from(bookingChangeNotices)
    .innerJoin(bookings, eq(bookings.id, bookingChangeNotices.bookingId))
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(plots, eq(plots.id, bookings.plotId));
}

const noNotice = { followUpId: null, nextFollowUpDate: null, changedBy: null, operation: null };
const noAccount = { accountId: null, accountName: null };
const noEnquiry = {
  enquiryId: null,
  enquiryName: null,
  enquiryMobileNumber: null,
  enquiryStage: null,
  nextAction: null,
  nextActionDate: null,
  siteVisitId: null,
  visitScheduledAt: null,
};
const noBooking = {
  bookingId: null,
  bookingNumber: null,
  plotOwnerName: null,
  projectName: null,
  plotNumber: null,
  registryDate: null,
};

/** A source the recipient may have, or none. */
const ifMay = <T>(recipient: Recipient, kind: NotificationKind, read: () => Promise<T[]>) =>
  recipient.kinds.has(kind) ? read() : Promise.resolve([] as T[]);

/**
 * Each source's first `limit` notifications after the cursor (all of them from the top without
 * one), in list order; the newest `limit` of all of them are among these.
 */
export async function notificationsAfter(
  db: Executor,
  recipient: Recipient,
  before: ListPosition | null,
  limit: number,
): Promise<SourcedNotification[]> {
  const { timeZone } = recipient;
  const after = (build: (position: ListPosition) => SQL) => (before ? build(before) : undefined);
  const [overdue, due, changed, accounts, enquiryNotices] = await Promise.all([
    ifMay(recipient, 'bookingOverdue', () =>
      overdueQuery(db, recipient)
        .where(
          overdueWhere(
            recipient,
            after((p) =>
              afterCursorByDate(
                bookings.registryDate,
                bookings.id,
                1,
                'bookingOverdue',
                p,
                timeZone,
              ),
            ),
          ),
        )
        .orderBy(desc(bookings.registryDate), desc(bookings.id))
        .limit(limit),
    ),
    ifMay(recipient, 'followUpDue', () =>
      followUpQuery(db, recipient)
        .where(
          followUpWhere(
            recipient,
            after((p) =>
              afterCursorByDate(
                latestBookingFollowUps.nextFollowUpDate,
                latestBookingFollowUps.followUpId,
                0,
                'followUpDue',
                p,
                timeZone,
              ),
            ),
          ),
        )
        .orderBy(
          desc(latestBookingFollowUps.nextFollowUpDate),
          desc(latestBookingFollowUps.followUpId),
        )
        .limit(limit),
    ),
    ifMay(recipient, 'bookingChanged', () =>
      changedQuery(db, recipient)
        .where(
          and(
            eq(bookingChangeNotices.userId, recipient.userId),
            after(
              (p) =>
                sql`(${bookingChangeNotices.occurredAt}, ${bookingChangeNotices.id}) < (${p.occurredAt.toISOString()}::timestamptz, ${idsBelow('bookingChanged', p)}::bigint)`,
            ),
          ),
        )
        .orderBy(desc(bookingChangeNotices.occurredAt), desc(bookingChangeNotices.id))
        .limit(limit),
    ),
    ifMay(recipient, 'accountAwaitingApproval', () =>
      accountsWaiting(db, recipient.userId, before, limit),
    ),
    enquiryNoticesAfter(db, recipient, before, limit),
  ]);
  return [
    ...overdue.map(({ occurredAt, keyRead: read, ...row }): SourcedNotification => ({
      ...row,
      ...noNotice,
      ...noAccount,
      ...noEnquiry,
      key: { kind: 'bookingOverdue', bookingId: row.bookingId, registryDate: row.registryDate },
      position: { occurredAt, kind: 'bookingOverdue', id: row.bookingId },
      keyRead: read,
    })),
    ...due.map(({ occurredAt, keyRead: read, ...row }): SourcedNotification => ({
      ...row,
      ...noNotice,
      ...noAccount,
      ...noEnquiry,
      followUpId: row.followUpId,
      nextFollowUpDate: row.nextFollowUpDate,
      key: {
        kind: 'followUpDue',
        followUpId: row.followUpId,
        // A follow-up without a next date is never due, so the source has none such.
        nextFollowUpDate: row.nextFollowUpDate!,
      },
      position: { occurredAt, kind: 'followUpDue', id: row.followUpId },
      keyRead: read,
    })),
    ...changed.map(({ occurredAt, keyRead: read, noticeId, ...row }): SourcedNotification => ({
      ...row,
      ...noAccount,
      ...noEnquiry,
      followUpId: null,
      nextFollowUpDate: null,
      key: { kind: 'bookingChanged', noticeId },
      position: { occurredAt, kind: 'bookingChanged', id: noticeId },
      keyRead: read,
    })),
    ...accounts.map(({ occurredAt, keyRead: read, ...account }): SourcedNotification => ({
      ...noBooking,
      ...noNotice,
      ...noEnquiry,
      ...account,
      key: { kind: 'accountAwaitingApproval', userId: account.accountId },
      position: { occurredAt, kind: 'accountAwaitingApproval', id: account.accountId },
      keyRead: read,
    })),
    ...enquiryNotices.actionsDue.map(
      ({ occurredAt, keyRead: read, ...row }): SourcedNotification => ({
        ...noBooking,
        ...noNotice,
        ...noAccount,
        ...noEnquiry,
        ...row,
        key: {
          kind: 'enquiryActionDue',
          enquiryId: row.enquiryId,
          // An enquiry without a next action date is never due, so the source has none such.
          nextActionDate: row.nextActionDate!,
        },
        position: { occurredAt, kind: 'enquiryActionDue', id: row.enquiryId },
        keyRead: read,
      }),
    ),
    ...enquiryNotices.visitsToday.map(
      ({ occurredAt, keyRead: read, visitScheduledAt, ...row }): SourcedNotification => ({
        ...noBooking,
        ...noNotice,
        ...noAccount,
        ...row,
        visitScheduledAt: visitScheduledAt.toISOString(),
        key: { kind: 'siteVisitToday', siteVisitId: row.siteVisitId, day: recipient.today },
        position: { occurredAt, kind: 'siteVisitToday', id: row.siteVisitId },
        keyRead: read,
      }),
    ),
  ];
}

/**
 * The caller's unread notifications, counted up to `cap`: each source stops at the cap, so no
 * count reads more than that many rows of it past those the caller read one by one. Those that
 * arose by `readUpTo` are read, which each source's index bounds as a date or an instant.
 */
export async function unreadCount(
  db: Executor,
  recipient: Recipient,
  readUpTo: Date | null,
  cap: number,
): Promise<number> {
  const { userId, timeZone } = recipient;
  const readDay = readUpTo ? calendarDateAt(readUpTo, timeZone) : null;
  const one = { one: sql`1` };
  const legs = [
    recipient.kinds.has('bookingOverdue') &&
      db
        .select(one)
        .from(bookings)
        .where(
          overdueWhere(
            recipient,
            readDay ? gte(bookings.registryDate, readDay) : undefined,
            sql`not ${keyRead(userId, overdueKey)}`,
          ),
        )
        .limit(cap),
    recipient.kinds.has('followUpDue') &&
      db
        .select(one)
        .from(latestBookingFollowUps)
        .where(
          followUpWhere(
            recipient,
            readDay ? gt(latestBookingFollowUps.nextFollowUpDate, readDay) : undefined,
            sql`not ${keyRead(userId, followUpKey)}`,
          ),
        )
        .limit(cap),
    recipient.kinds.has('bookingChanged') &&
      db
        .select(one)
        .from(bookingChangeNotices)
        .where(
          and(
            eq(bookingChangeNotices.userId, userId),
            readUpTo ? gt(bookingChangeNotices.occurredAt, readUpTo) : undefined,
            sql`not ${keyRead(userId, changedKey)}`,
          ),
        )
        .limit(cap),
    recipient.kinds.has('accountAwaitingApproval') && unreadAccountsLeg(db, userId, readUpTo, cap),
    ...unreadEnquiryLegs(db, recipient, readDay, cap),
  ];
  const taken = legs.filter((leg) => leg !== false);
  if (taken.length === 0) return 0;
  const { rows } = (await db.execute(
    sql`select least(count(*), ${cap})::int as unread from (${sql.join(
      taken.map((leg) => sql`(${leg})`),
      sql` union all `,
    )}) as unread`,
  )) as unknown as { rows: { unread: number }[] };
  return rows[0]?.unread ?? 0;
}

/** The keys that name a notification the caller has now; the rest name nothing of theirs. */
export async function keysOfRecipient(
  db: Executor,
  recipient: Recipient,
  keys: NotificationKey[],
): Promise<NotificationKey[]> {
  const of = <K extends NotificationKey['kind']>(kind: K) =>
    keys.filter(
      (key): key is Extract<NotificationKey, { kind: K }> =>
        key.kind === kind && recipient.kinds.has(kind),
    );
  const overdue = of('bookingOverdue');
  const due = of('followUpDue');
  const changed = of('bookingChanged');
  const accounts = of('accountAwaitingApproval');
  const [overdueRows, dueRows, changedRows, waiting, enquiryKeys] = await Promise.all([
    overdue.length === 0
      ? []
      : db
          .select({ id: bookings.id, date: bookings.registryDate })
          .from(bookings)
          .where(
            overdueWhere(
              recipient,
              inArray(
                bookings.id,
                overdue.map((key) => key.bookingId),
              ),
            ),
          ),
    due.length === 0
      ? []
      : db
          .select({
            id: latestBookingFollowUps.followUpId,
            date: latestBookingFollowUps.nextFollowUpDate,
          })
          .from(latestBookingFollowUps)
          .where(
            followUpWhere(
              recipient,
              inArray(
                latestBookingFollowUps.followUpId,
                due.map((key) => key.followUpId),
              ),
            ),
          ),
    changed.length === 0
      ? []
      : db
          .select({ id: bookingChangeNotices.id })
          .from(bookingChangeNotices)
          .where(
            and(
              eq(bookingChangeNotices.userId, recipient.userId),
              inArray(
                bookingChangeNotices.id,
                changed.map((key) => key.noticeId),
              ),
            ),
          ),
    accountsStillWaiting(
      db,
      accounts.map((key) => key.userId),
    ),
    enquiryKeysOfRecipient(db, recipient, {
      due: of('enquiryActionDue'),
      visits: of('siteVisitToday'),
    }),
  ]);
  const overdueNow = datedIds(overdueRows);
  const dueNow = datedIds(dueRows);
  const changedNow = new Set(changedRows.map((row) => row.id));
  return [
    ...overdue.filter((key) => overdueNow.has(`${key.bookingId}:${key.registryDate}`)),
    ...due.filter((key) => dueNow.has(`${key.followUpId}:${key.nextFollowUpDate}`)),
    ...changed.filter((key) => changedNow.has(key.noticeId)),
    ...accounts.filter((key) => waiting.has(key.userId)),
    ...enquiryKeys,
  ];
}
