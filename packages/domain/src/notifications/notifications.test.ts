import { describe, expect, it } from 'vitest';
import {
  bellLabel,
  markReadLabel,
  NOTIFICATION_TEXTS,
  notificationDetail,
  notificationKindsFor,
  notificationTitle,
  notificationWhen,
  unreadBadge,
  type NotificationFacts,
} from './notifications';

const booking: NotificationFacts = {
  kind: 'bookingOverdue',
  bookingNumber: 'BK-0221',
  plotOwnerName: 'Asha Rao',
  projectName: 'Green Valley',
  plotNumber: 'A-12',
  registryDate: '2025-03-01',
  nextFollowUpDate: null,
  changedBy: null,
  operation: null,
  accountName: null,
  enquiryName: null,
  enquiryMobileNumber: null,
  enquiryStage: null,
  nextAction: null,
  nextActionDate: null,
  visitScheduledAt: null,
};

/** An enquiry's notification: of no booking and no account. */
const enquiry: NotificationFacts = {
  kind: 'enquiryActionDue',
  bookingNumber: null,
  plotOwnerName: null,
  projectName: null,
  plotNumber: null,
  registryDate: null,
  nextFollowUpDate: null,
  changedBy: null,
  operation: null,
  accountName: null,
  enquiryName: 'Kavya Iyer',
  enquiryMobileNumber: '9845067890',
  enquiryStage: 'Contacted',
  nextAction: 'Send the price list',
  nextActionDate: '2025-03-10',
  visitScheduledAt: null,
};

describe('unreadBadge and bellLabel', () => {
  it.each<[number, string | null, string]>([
    [0, null, 'Notifications'],
    [1, '1', 'Notifications, 1 unread'],
    [99, '99', 'Notifications, 99 unread'],
    [100, '99+', 'Notifications, 99+ unread'],
  ])('%i unread', (count, badge, label) => {
    expect(unreadBadge(count)).toBe(badge);
    expect(bellLabel(count)).toBe(label);
  });
});

describe('notificationTitle', () => {
  it('counts the days past the registry date', () => {
    expect(notificationTitle(booking, '2025-03-04')).toBe(
      'BK-0221 is 3 days past its registry date',
    );
    expect(notificationTitle(booking, '2025-03-02')).toBe(
      'BK-0221 is 1 day past its registry date',
    );
  });

  it('says a day at least, even read on the registry date itself', () => {
    expect(notificationTitle(booking, '2025-03-01')).toBe(
      'BK-0221 is 1 day past its registry date',
    );
  });

  it('says a follow-up is due today, or how long it is overdue', () => {
    const due: NotificationFacts = {
      ...booking,
      kind: 'followUpDue',
      nextFollowUpDate: '2025-03-10',
    };
    expect(notificationTitle(due, '2025-03-10')).toBe('Follow-up on BK-0221 is due today');
    expect(notificationTitle(due, '2025-03-12')).toBe('Follow-up on BK-0221 is 2 days overdue');
    expect(notificationTitle({ ...due, nextFollowUpDate: null }, '2025-03-12')).toBe(
      'Follow-up on BK-0221 is due today',
    );
  });

  it('says who changed a booking and how, as the audit log does', () => {
    const changed: NotificationFacts = {
      ...booking,
      kind: 'bookingChanged',
      changedBy: 'priya',
      operation: 'changeBookingStatus',
    };
    expect(notificationTitle(changed, '2025-03-12')).toBe('priya: Changed status BK-0221');
    expect(notificationTitle({ ...changed, operation: 'updateBooking' }, '2025-03-12')).toBe(
      'priya: Edited BK-0221',
    );
  });

  it('falls back when the author or operation is unknown', () => {
    const changed: NotificationFacts = { ...booking, kind: 'bookingChanged', operation: 'renamed' };
    expect(notificationTitle(changed, '2025-03-12')).toBe('Someone: Changed BK-0221');
  });
});

describe('notificationWhen', () => {
  // Midnight of 2025-03-10 in India: the evening of the 9th in UTC and further west.
  const startOfTenth = '2025-03-09T18:30:00.000Z';

  it.each(['bookingOverdue', 'followUpDue', 'enquiryActionDue', 'siteVisitToday'] as const)(
    'shows a %s as the day it fell due in India, wherever the browser is',
    (kind) => {
      for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata', 'Asia/Tokyo']) {
        expect(notificationWhen(kind, startOfTenth, zone)).toEqual({
          dateTime: '2025-03-10',
          text: '10/03/2025',
        });
      }
    },
  );

  it("shows a change and an account's registration at their instant, in the browser's zone", () => {
    expect(notificationWhen('bookingChanged', '2025-03-10T10:00:00.000Z', 'Asia/Kolkata')).toEqual({
      dateTime: '2025-03-10T10:00:00.000Z',
      text: '10/03/2025, 3:30 pm',
    });
    expect(
      notificationWhen('accountAwaitingApproval', '2025-03-10T10:00:00.000Z', 'UTC').text,
    ).toBe('10/03/2025, 10:00 am');
  });

  it('shows text that is no instant as it came', () => {
    expect(notificationWhen('followUpDue', 'soon', 'UTC')).toEqual({
      dateTime: 'soon',
      text: 'soon',
    });
  });
});

describe('notificationDetail', () => {
  it('names the owner, the project and the plot', () => {
    expect(notificationDetail(booking)).toBe('Asha Rao · Green Valley, plot A-12');
  });
});

describe('NOTIFICATION_TEXTS and markReadLabel', () => {
  it("say the bell's words, offering 'Try Again' as every failed list does", () => {
    expect(NOTIFICATION_TEXTS).toEqual({
      panelTitle: 'Notifications',
      none: "You're all caught up",
      markRead: 'Mark as read',
      markAllRead: 'Mark all as read',
      showMore: 'Show more',
      loadFailed: "Notifications couldn't be loaded",
      loading: 'Loading notifications',
      unread: 'Unread',
      retry: 'Try Again',
    });
  });

  it('names the notification a Mark as read marks', () => {
    expect(markReadLabel('BK-0221 is 3 days past its registry date')).toBe(
      'Mark as read: BK-0221 is 3 days past its registry date',
    );
  });
});

describe('an account waiting for approval', () => {
  const waiting: NotificationFacts = {
    kind: 'accountAwaitingApproval',
    bookingNumber: null,
    plotOwnerName: null,
    projectName: null,
    plotNumber: null,
    registryDate: null,
    nextFollowUpDate: null,
    changedBy: null,
    operation: null,
    accountName: 'newcomer',
    enquiryName: null,
    enquiryMobileNumber: null,
    enquiryStage: null,
    nextAction: null,
    nextActionDate: null,
    visitScheduledAt: null,
  };

  it('names the account and says where to let it in', () => {
    expect(notificationTitle(waiting, '2025-03-01')).toBe(
      'newcomer registered and is waiting for approval',
    );
    expect(notificationDetail(waiting)).toBe('Approve or delete the account on the Users screen');
  });

  it('counts an overdue booking whose date is unknown as a day late', () => {
    expect(notificationTitle({ ...booking, registryDate: null }, '2025-03-09')).toBe(
      'BK-0221 is 1 day past its registry date',
    );
  });
});

describe("an enquiry's next action due", () => {
  it('says the action and whose, due today or how long overdue', () => {
    expect(notificationTitle(enquiry, '2025-03-10')).toBe(
      'Send the price list for Kavya Iyer is due today',
    );
    expect(notificationTitle(enquiry, '2025-03-11')).toBe(
      'Send the price list for Kavya Iyer is 1 day overdue',
    );
    expect(notificationTitle(enquiry, '2025-03-13')).toBe(
      'Send the price list for Kavya Iyer is 3 days overdue',
    );
  });

  it('falls back when the action or its date is unknown', () => {
    expect(
      notificationTitle({ ...enquiry, nextAction: null, nextActionDate: null }, '2025-03-13'),
    ).toBe('Next action for Kavya Iyer is due today');
  });

  it('gives the number to call and the stage the enquiry is at', () => {
    expect(notificationDetail(enquiry)).toBe('9845067890 · Contacted');
    expect(notificationDetail({ ...enquiry, enquiryStage: 'SiteVisitDone' })).toBe(
      '9845067890 · Site visit done',
    );
    expect(notificationDetail({ ...enquiry, enquiryStage: null })).toBe('9845067890');
  });
});

describe('a site visit today', () => {
  // 11:00 on 2025-03-10 in India.
  const visit: NotificationFacts = {
    ...enquiry,
    kind: 'siteVisitToday',
    projectName: 'Green Valley',
    visitScheduledAt: '2025-03-10T05:30:00.000Z',
  };

  it("says whose visit and its time of day in India's time", () => {
    expect(notificationTitle(visit, '2025-03-10')).toBe(
      'Site visit with Kavya Iyer today at 11:00 am',
    );
    // 00:30 on the 11th in India is still the 10th in UTC.
    expect(
      notificationTitle({ ...visit, visitScheduledAt: '2025-03-10T19:00:00.000Z' }, '2025-03-11'),
    ).toBe('Site visit with Kavya Iyer today at 12:30 am');
  });

  it('names its day when read on another, as a panel left open past midnight is', () => {
    expect(notificationTitle(visit, '2025-03-11')).toBe(
      'Site visit with Kavya Iyer on 10/03/2025 at 11:00 am',
    );
  });

  it('says today alone when its time is unknown', () => {
    expect(notificationTitle({ ...visit, visitScheduledAt: null }, '2025-03-10')).toBe(
      'Site visit with Kavya Iyer today',
    );
    expect(notificationTitle({ ...visit, visitScheduledAt: 'soon' }, '2025-03-10')).toBe(
      'Site visit with Kavya Iyer today',
    );
  });

  it('gives the project visited and the number to call', () => {
    expect(notificationDetail(visit)).toBe('Green Valley · 9845067890');
  });
});

describe('notificationKindsFor', () => {
  it('notifies of bookings only a reader of bookings, as they are now', () => {
    expect(notificationKindsFor({ permissions: ['projects.view'] })).toEqual([]);
    expect(notificationKindsFor({ permissions: ['bookings.view'] })).toEqual([
      'bookingOverdue',
      'followUpDue',
      'bookingChanged',
    ]);
  });

  it('notifies of accounts waiting for approval whoever may let them in', () => {
    expect(notificationKindsFor({ permissions: ['users.edit'] })).toEqual([]);
    expect(notificationKindsFor({ permissions: ['users.edit', 'users.view'] })).toEqual([
      'accountAwaitingApproval',
    ]);
  });

  it("notifies of enquiries' next actions and visits a reader of enquiries", () => {
    expect(notificationKindsFor({ permissions: ['enquiries.edit'] })).toEqual([]);
    expect(notificationKindsFor({ permissions: ['enquiries.view'] })).toEqual([
      'enquiryActionDue',
      'siteVisitToday',
    ]);
    expect(notificationKindsFor({ permissions: ['bookings.view', 'enquiries.view'] })).toEqual([
      'bookingOverdue',
      'followUpDue',
      'bookingChanged',
      'enquiryActionDue',
      'siteVisitToday',
    ]);
  });
});
