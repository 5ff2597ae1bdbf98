/**
 * A sales person's reminders of the enquiries assigned to them (docs/enquiries.md "Reminders"),
 * each read a page at a time in list order:
 *  - enquiryActionDue: their open enquiries whose next action date is today or past, from the
 *    start of that date, off enquiries_assigned_open_next_action_idx (drizzle/0021);
 *  - siteVisitToday: the visits of today still Scheduled, of their open enquiries, from the start
 *    of today, read whole and put in id order: a business's visits of one day are few, reached by
 *    today's range of the scheduled times' index or by the sales person's open enquiries, whichever
 *    is fewer (drizzle/0021 says why no index goes by sales person on the visits).
 * They follow the enquiry as it is read: reassigned, its notifications go to its new sales person;
 * booked or lost, it has none; a next action moved to another date, or a visit recorded or moved to
 * another day, changes or ends its notification.
 */
import type { CalendarDate } from '@plotline/domain';
import { and, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { startOfDay } from '../../db/day-start';
import { enquiries, isOpenEnquiry, projects, siteVisits } from '../../db/schema';
import type { ListPosition, NotificationKey } from './notification-keys';
import { afterCursorByDate, datedIds, dateText, keyRead, type Recipient } from './notification-sql';

/** What both kinds tell of their enquiry. */
const enquiryFacts = {
  enquiryId: enquiries.id,
  enquiryName: enquiries.name,
  enquiryMobileNumber: enquiries.mobileNumber,
  enquiryStage: enquiries.stage,
  nextAction: enquiries.nextAction,
  nextActionDate: enquiries.nextActionDate,
};

const actionDueKey = sql`'enquiryActionDue:' || ${enquiries.id} || ':' || ${dateText(enquiries.nextActionDate)}`;

/** The recipient's open enquiries whose next action is due, as their index holds them. */
const actionDueWhere = (recipient: Recipient, ...more: (SQL | undefined)[]) =>
  and(
    eq(enquiries.assignedTo, recipient.userId),
    isOpenEnquiry(enquiries.stage),
    lte(enquiries.nextActionDate, recipient.today),
    ...more,
  );

/** The recipient's today, as a date the query names. */
const todayOf = (recipient: Recipient) => sql`${recipient.today}::date`;

const visitKey = (recipient: Recipient) =>
  sql`'siteVisitToday:' || ${siteVisits.id} || ':' || ${recipient.today}::text`;

/**
 * The recipient's visits of today still Scheduled, of their open enquiries: one day's range of
 * either the scheduled times' index or each of their open enquiries' visits.
 */
const visitsTodayWhere = (recipient: Recipient, ...more: (SQL | undefined)[]) =>
  and(
    gte(siteVisits.scheduledAt, startOfDay(todayOf(recipient), recipient.timeZone)),
    lt(siteVisits.scheduledAt, startOfDay(todayOf(recipient), recipient.timeZone, 1)),
    eq(siteVisits.outcome, 'Scheduled'),
    eq(enquiries.assignedTo, recipient.userId),
    isOpenEnquiry(enquiries.stage),
    ...more,
  );

type ActionDue = Awaited<ReturnType<typeof actionsDue>>[number];
type VisitToday = Awaited<ReturnType<typeof visitsToday>>[number];

function actionsDue(
  db: Executor,
  recipient: Recipient,
  before: ListPosition | null,
  limit: number,
) {
  const { userId, timeZone } = recipient;
  return db
    .select({
      ...enquiryFacts,
      occurredAt: startOfDay(enquiries.nextActionDate, timeZone),
      keyRead: keyRead(userId, actionDueKey),
    })
    .from(enquiries)
    .where(
      actionDueWhere(
        recipient,
        before
          ? afterCursorByDate(
              enquiries.nextActionDate,
              enquiries.id,
              0,
              'enquiryActionDue',
              before,
              timeZone,
            )
          : undefined,
      ),
    )
    .orderBy(desc(enquiries.nextActionDate), desc(enquiries.id))
    .limit(limit);
}

/** Every one arises at today's start, so the list orders them by id alone. */
function visitsToday(
  db: Executor,
  recipient: Recipient,
  before: ListPosition | null,
  limit: number,
) {
  const { userId, timeZone } = recipient;
  return db
    .select({
      ...enquiryFacts,
      siteVisitId: siteVisits.id,
      visitScheduledAt: siteVisits.scheduledAt,
      projectName: projects.name,
      occurredAt: startOfDay(todayOf(recipient), timeZone),
      keyRead: keyRead(userId, visitKey(recipient)),
    })
    .from(siteVisits)
    .innerJoin(enquiries, eq(enquiries.id, siteVisits.enquiryId))
    .innerJoin(projects, eq(projects.id, siteVisits.projectId))
    .where(
      visitsTodayWhere(
        recipient,
        before
          ? afterCursorByDate(
              todayOf(recipient),
              siteVisits.id,
              0,
              'siteVisitToday',
              before,
              timeZone,
            )
          : undefined,
      ),
    )
    .orderBy(desc(siteVisits.id))
    .limit(limit);
}

export type EnquiryNotices = { actionsDue: ActionDue[]; visitsToday: VisitToday[] };

/** Each kind's first `limit` after the cursor, of those the recipient may have. */
export async function enquiryNoticesAfter(
  db: Executor,
  recipient: Recipient,
  before: ListPosition | null,
  limit: number,
): Promise<EnquiryNotices> {
  const [due, visits] = await Promise.all([
    recipient.kinds.has('enquiryActionDue') ? actionsDue(db, recipient, before, limit) : [],
    recipient.kinds.has('siteVisitToday') ? visitsToday(db, recipient, before, limit) : [],
  ]);
  return { actionsDue: due, visitsToday: visits };
}

/**
 * The unread ones as legs of the unread count: those arisen after the day read up to, not read one
 * by one. A visit today arose at today's start, so a day read up to today or later read them all.
 */
export function unreadEnquiryLegs(
  db: Executor,
  recipient: Recipient,
  readDay: CalendarDate | null,
  cap: number,
) {
  const one = { one: sql`1` };
  const { userId } = recipient;
  return [
    recipient.kinds.has('enquiryActionDue') &&
      db
        .select(one)
        .from(enquiries)
        .where(
          actionDueWhere(
            recipient,
            readDay ? gt(enquiries.nextActionDate, readDay) : undefined,
            sql`not ${keyRead(userId, actionDueKey)}`,
          ),
        )
        .limit(cap),
    recipient.kinds.has('siteVisitToday') &&
      (readDay === null || readDay < recipient.today) &&
      db
        .select(one)
        .from(siteVisits)
        .innerJoin(enquiries, eq(enquiries.id, siteVisits.enquiryId))
        .where(visitsTodayWhere(recipient, sql`not ${keyRead(userId, visitKey(recipient))}`))
        .limit(cap),
  ];
}

type KeyOf<Kind extends NotificationKey['kind']> = Extract<NotificationKey, { kind: Kind }>;

/** Of these keys, those that name a notification the recipient has now. */
export async function enquiryKeysOfRecipient(
  db: Executor,
  recipient: Recipient,
  keys: { due: KeyOf<'enquiryActionDue'>[]; visits: KeyOf<'siteVisitToday'>[] },
): Promise<KeyOf<'enquiryActionDue' | 'siteVisitToday'>[]> {
  const { due } = keys;
  // A visit's notification is of its day, which is only ever today.
  const visits = keys.visits.filter((key) => key.day === recipient.today);
  const [dueRows, visitRows] = await Promise.all([
    due.length === 0
      ? []
      : db
          .select({ id: enquiries.id, date: enquiries.nextActionDate })
          .from(enquiries)
          .where(
            actionDueWhere(
              recipient,
              inArray(
                enquiries.id,
                due.map((key) => key.enquiryId),
              ),
            ),
          ),
    visits.length === 0
      ? []
      : db
          .select({ id: siteVisits.id })
          .from(siteVisits)
          .innerJoin(enquiries, eq(enquiries.id, siteVisits.enquiryId))
          .where(
            visitsTodayWhere(
              recipient,
              inArray(
                siteVisits.id,
                visits.map((key) => key.siteVisitId),
              ),
            ),
          ),
  ]);
  const dueNow = datedIds(dueRows);
  const visitsNow = new Set(visitRows.map((row) => row.id));
  return [
    ...due.filter((key) => dueNow.has(`${key.enquiryId}:${key.nextActionDate}`)),
    ...visits.filter((key) => visitsNow.has(key.siteVisitId)),
  ];
}
