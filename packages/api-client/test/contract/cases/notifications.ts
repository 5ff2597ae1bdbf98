/** The bell's notifications and the change stream that keeps open screens current. */
import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { ContractCase } from '../contract-case';
import { errorBody } from '../examples/errors';
import { ASHA_VERMA_NEW, KAVYA_IYER_VISITS_TODAY_AND_TOMORROW } from './enquiries';
import { NEWCOMER_WAITING } from './users';

const { boolean, integer, like, regex, timestamp } = MatchersV3;

// Project 1 Green Valley; plot 1 A-101; booking 1 BK-0001 to Anil Mehta, created by admin, still
// Token, its registry date moved to 2026-11-20; follow-up 1 of booking 1 by admin, its only one,
// next due 2026-11-22 (the verification's today); audit entry 2: ravi (id 2) edited booking 1
// through updateBooking at 2026-11-22T05:00:00Z, which is admin's booking-change notice 1.
// Admin has marked nothing read.
export const ADMIN_NOTIFIED =
  "admin's bell holds booking 1 past its registry date of 2026-11-20, its follow-up 1 due today, and ravi's edit of it (audit entry 2)";

const instant = (example: string) => timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);
const exactly = (text: string) => regex(new RegExp(`^${text}$`), text);

/** What every notification of booking 1 shows of the booking. */
const ofBookingOne = {
  read: boolean(false),
  cursor: like('MjAyNi0xMS0yMlQwNTowMDowMC4wMDBafGJvb2tpbmdDaGFuZ2VkOjE'),
  bookingId: integer(1),
  bookingNumber: like('BK-0001'),
  plotOwnerName: like('Anil Mehta'),
  projectName: like('Green Valley'),
  plotNumber: like('A-101'),
  registryDate: regex(/^\d{4}-\d{2}-\d{2}$/, '2026-11-20'),
};

const notDue = { followUpId: null, nextFollowUpDate: null };
const notAChange = { changedBy: null, operation: null };
const notAnAccount = { accountId: null, accountName: null };
const notAnEnquiry = {
  enquiryId: null,
  enquiryName: null,
  enquiryMobileNumber: null,
  enquiryStage: null,
  nextAction: null,
  nextActionDate: null,
  siteVisitId: null,
  visitScheduledAt: null,
};

/** Newest first: ravi's edit, then the follow-up due from today's start, then the overdue booking. */
const adminsBell = {
  data: [
    {
      key: regex(/^bookingChanged:\d+$/, 'bookingChanged:1'),
      kind: exactly('bookingChanged'),
      occurredAt: instant('2026-11-22T05:00:00.000Z'),
      ...ofBookingOne,
      ...notDue,
      changedBy: like('ravi'),
      operation: exactly('updateBooking'),
      ...notAnAccount,
      ...notAnEnquiry,
    },
    {
      key: regex(/^followUpDue:\d+:\d{4}-\d{2}-\d{2}$/, 'followUpDue:1:2026-11-22'),
      kind: exactly('followUpDue'),
      occurredAt: instant('2026-11-21T18:30:00.000Z'),
      ...ofBookingOne,
      followUpId: integer(1),
      nextFollowUpDate: regex(/^\d{4}-\d{2}-\d{2}$/, '2026-11-22'),
      ...notAChange,
      ...notAnAccount,
      ...notAnEnquiry,
    },
    {
      key: regex(/^bookingOverdue:\d+:\d{4}-\d{2}-\d{2}$/, 'bookingOverdue:1:2026-11-20'),
      kind: exactly('bookingOverdue'),
      occurredAt: instant('2026-11-20T18:30:00.000Z'),
      ...ofBookingOne,
      ...notDue,
      ...notAChange,
      ...notAnAccount,
      ...notAnEnquiry,
    },
  ],
  unreadCount: integer(3),
  hasMore: boolean(false),
};

/** An account's notification is of no booking, so every booking field is null. */
const ofNoBooking = {
  bookingId: null,
  bookingNumber: null,
  plotOwnerName: null,
  projectName: null,
  plotNumber: null,
  registryDate: null,
  ...notDue,
  ...notAChange,
};

/** admin may approve accounts (users.edit, users.view), so newcomer's wait is in the bell. */
const adminsBellWithNewcomer = {
  data: [
    {
      key: regex(/^accountAwaitingApproval:\d+$/, 'accountAwaitingApproval:5'),
      kind: exactly('accountAwaitingApproval'),
      occurredAt: instant('2026-11-21T15:00:00.000Z'),
      read: boolean(false),
      cursor: like('MjAyNi0xMS0yMVQxNTowMDowMC4wMDBafGFjY291bnRBd2FpdGluZ0FwcHJvdmFsOjU'),
      ...ofNoBooking,
      accountId: integer(5),
      accountName: like('newcomer'),
      ...notAnEnquiry,
    },
  ],
  unreadCount: integer(1),
  hasMore: boolean(false),
};

const isoDate = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/, example);

/**
 * admin's bell, given enquiries 1 and 3 (docs/enquiries.md "Reminders"), as on 2026-11-24: visit 2
 * of Kavya Iyer's at 11:00 that day, and Asha Verma's next action due that day. Both arose at the
 * day's start; of those arising at one instant a visit is listed first. On a later day the visit
 * is still that day's, and the next action overdue, from its own date's start.
 */
const adminsReminders = {
  data: [
    {
      key: regex(/^siteVisitToday:\d+:\d{4}-\d{2}-\d{2}$/, 'siteVisitToday:2:2026-11-24'),
      kind: exactly('siteVisitToday'),
      occurredAt: instant('2026-11-23T18:30:00.000Z'),
      read: boolean(false),
      cursor: like('MjAyNi0xMS0yM1QxODozMDowMC4wMDBafHNpdGVWaXNpdFRvZGF5OjI6MjAyNi0xMS0yNA'),
      ...ofNoBooking,
      projectName: like('Green Valley'),
      ...notAnAccount,
      enquiryId: integer(3),
      enquiryName: like('Kavya Iyer'),
      enquiryMobileNumber: like('9845067890'),
      enquiryStage: exactly('SiteVisitScheduled'),
      nextAction: null,
      nextActionDate: null,
      siteVisitId: integer(2),
      visitScheduledAt: instant('2026-11-24T05:30:00.000Z'),
    },
    {
      key: regex(/^enquiryActionDue:\d+:\d{4}-\d{2}-\d{2}$/, 'enquiryActionDue:1:2026-11-24'),
      kind: exactly('enquiryActionDue'),
      occurredAt: instant('2026-11-23T18:30:00.000Z'),
      read: boolean(false),
      cursor: like('MjAyNi0xMS0yM1QxODozMDowMC4wMDBafGVucXVpcnlBY3Rpb25EdWU6MToyMDI2LTExLTI0'),
      ...ofNoBooking,
      ...notAnAccount,
      enquiryId: integer(1),
      enquiryName: like('Asha Verma'),
      enquiryMobileNumber: like('9876512345'),
      enquiryStage: exactly('New'),
      nextAction: like('Call back with the price list'),
      nextActionDate: isoDate('2026-11-24'),
      siteVisitId: null,
      visitScheduledAt: null,
    },
  ],
  unreadCount: integer(2),
  hasMore: boolean(false),
};

/**
 * The stream as its events come: the reconnection delay, then each change past Last-Event-ID as
 * `id`, `event` and `data` lines, each event ending with a blank line.
 */
const replayedChange = regex(
  /^retry: \d+\n\n(id: \d+\nevent: (change|resync)\ndata: \{[^\n]*\}\n\n)+$/,
  'retry: 2000\n\nid: 2\nevent: change\ndata: {"entity":"booking","entityId":1,"operation":"updateBooking","userId":2}\n\n',
);

export const notificationsCases: ContractCase[] = [
  {
    operationId: 'listNotifications',
    description: "admin's notifications, newest first",
    states: [ADMIN_NOTIFIED],
    request: { path: '/api/notifications', query: { pageSize: '20' } },
    response: { status: 200, body: adminsBell },
    send: (client) => client.GET('/notifications', { params: { query: { pageSize: 20 } } }),
    check: ({ data }) => {
      expect(data).toMatchObject({
        unreadCount: 3,
        hasMore: false,
        data: [
          { kind: 'bookingChanged', changedBy: 'ravi', read: false },
          { kind: 'followUpDue', followUpId: 1 },
          { kind: 'bookingOverdue', bookingNumber: 'BK-0001' },
        ],
      });
    },
  },
  {
    operationId: 'listNotifications',
    description: "an account waiting for approval, in admin's bell",
    states: [NEWCOMER_WAITING],
    request: { path: '/api/notifications', query: { pageSize: '20' } },
    response: { status: 200, body: adminsBellWithNewcomer },
    send: (client) => client.GET('/notifications', { params: { query: { pageSize: 20 } } }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        unreadCount: 1,
        data: [
          {
            kind: 'accountAwaitingApproval',
            accountId: 5,
            accountName: 'newcomer',
            bookingId: null,
          },
        ],
      }),
  },
  {
    operationId: 'listNotifications',
    description: "admin's reminders of a site visit today and of an enquiry's next action due",
    states: [ASHA_VERMA_NEW, KAVYA_IYER_VISITS_TODAY_AND_TOMORROW],
    request: { path: '/api/notifications', query: { pageSize: '20' } },
    response: { status: 200, body: adminsReminders },
    send: (client) => client.GET('/notifications', { params: { query: { pageSize: 20 } } }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        unreadCount: 2,
        data: [
          { kind: 'siteVisitToday', siteVisitId: 2, enquiryId: 3, enquiryName: 'Kavya Iyer' },
          { kind: 'enquiryActionDue', enquiryId: 1, nextAction: 'Call back with the price list' },
        ],
      }),
  },
  {
    operationId: 'listNotifications',
    description: 'nobody signed in is refused the notifications',
    states: [ADMIN_NOTIFIED],
    caller: 'none',
    request: { path: '/api/notifications' },
    response: { status: 401, body: errorBody('not_authenticated', 'Not signed in') },
    send: (client) => client.GET('/notifications'),
    check: ({ response }) => expect(response.status).toBe(401),
  },
  {
    operationId: 'countUnreadNotifications',
    description: "the bell's count of admin's unread notifications",
    states: [ADMIN_NOTIFIED],
    request: { path: '/api/notifications/unread-count' },
    response: { status: 200, body: { unreadCount: integer(3) } },
    send: (client) => client.GET('/notifications/unread-count'),
    check: ({ data }) => expect(data).toEqual({ unreadCount: 3 }),
  },
  {
    operationId: 'markNotificationsRead',
    description: "admin reads ravi's edit of booking 1",
    states: [ADMIN_NOTIFIED],
    request: { path: '/api/notifications/read', body: { keys: ['bookingChanged:1'] } },
    response: { status: 204 },
    send: (client) => client.POST('/notifications/read', { body: { keys: ['bookingChanged:1'] } }),
  },
  {
    operationId: 'markAllNotificationsRead',
    description: 'admin marks every notification read',
    states: [ADMIN_NOTIFIED],
    request: { path: '/api/notifications/read-all' },
    response: { status: 204 },
    send: (client) => client.POST('/notifications/read-all'),
  },
  {
    operationId: 'streamChanges',
    description: 'a tool polling for the changes past the last one it saw',
    states: [ADMIN_NOTIFIED],
    request: { path: '/api/events', query: { follow: 'false' }, headers: { 'Last-Event-ID': '1' } },
    response: { status: 200, mediaType: 'text/event-stream', body: replayedChange },
    send: (client) =>
      client.GET('/events', {
        params: { query: { follow: false }, header: { 'Last-Event-ID': '1' } },
        parseAs: 'text',
      }),
    check: ({ data }) => {
      expect(String(data)).toContain('event: change\ndata: {"entity":"booking","entityId":1');
    },
  },
];
