import { NOTIFICATIONS_PAGE_SIZE } from '@plotline/domain';
import { act, fireEvent, waitFor } from '@testing-library/react';
import type { SWRConfiguration } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessToday } from '../../business-today';
import type { Notification } from '../../data/notifications';
import { json } from '../../../test/fake-api';
import { renderSignedInHook } from '../../../test/render-signed-in-hook';
import { useNotificationsBell } from './use-notifications-bell';

function notification(n: number, read: boolean): Notification {
  const bookingId = 100 + n;
  return {
    key: `bookingOverdue:${bookingId}:2026-03-01`,
    kind: n % 5 === 0 ? 'followUpDue' : 'bookingOverdue',
    occurredAt: `2026-03-${String(30 - n).padStart(2, '0')}T06:00:00.000Z`,
    read,
    cursor: `cursor-${n}`,
    bookingId,
    bookingNumber: `BK-${bookingId}`,
    plotOwnerName: `Owner ${n}`,
    projectName: 'Green Valley',
    plotNumber: `A-${n}`,
    registryDate: '2026-03-01',
    followUpId: n % 5 === 0 ? n : null,
    nextFollowUpDate: n % 5 === 0 ? '2026-03-10' : null,
    changedBy: null,
    operation: null,
    accountId: null,
    accountName: null,
    enquiryId: null,
    enquiryName: null,
    enquiryMobileNumber: null,
    enquiryStage: null,
    nextAction: null,
    nextActionDate: null,
    siteVisitId: null,
    visitScheduledAt: null,
  };
}

/** An account registered while registration needs approval: no booking's facts. */
function accountNotification(accountId: number, accountName: string): Notification {
  return {
    ...notification(0, false),
    key: `accountAwaitingApproval:${accountId}`,
    kind: 'accountAwaitingApproval',
    bookingId: null,
    bookingNumber: null,
    plotOwnerName: null,
    projectName: null,
    plotNumber: null,
    registryDate: null,
    accountId,
    accountName,
  };
}

/** The user's 25 notifications, newest first, the first 3 unread, as the server keeps them. */
function notificationsServer() {
  const stored = Array.from({ length: 25 }, (_, i) => notification(i + 1, i >= 3));
  const unreadCount = () => stored.filter((each) => !each.read).length;
  const listQueries: URLSearchParams[] = [];
  const marked: unknown[] = [];
  let markAnswer: Promise<void> = Promise.resolve();
  const routes = {
    'GET /notifications/unread-count': () => json(200, { unreadCount: unreadCount() }),
    'GET /notifications': (request: Request) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const pageSize = Number(query.get('pageSize'));
      const before = query.get('before');
      const start = before === null ? 0 : stored.findIndex((n) => n.cursor === before) + 1;
      const data = stored.slice(start, start + pageSize);
      return json(200, {
        data,
        unreadCount: unreadCount(),
        hasMore: start + pageSize < stored.length,
      });
    },
    'POST /notifications/read': async (request: Request) => {
      const { keys } = (await request.json()) as { keys: string[] };
      marked.push(keys);
      await markAnswer;
      stored.forEach((each) => {
        if (keys.includes(each.key)) each.read = true;
      });
      return json(204);
    },
    'POST /notifications/read-all': async () => {
      marked.push('all');
      await markAnswer;
      stored.forEach((each) => {
        each.read = true;
      });
      return json(204);
    },
  };
  /** Holds the answers to marking read until the returned release is called. */
  const holdMarking = () => {
    let release = () => {};
    markAnswer = new Promise((resolve) => {
      release = resolve;
    });
    return () => release();
  };
  return { stored, routes, listQueries, marked, holdMarking };
}

function renderBell(swr: SWRConfiguration = {}) {
  const server = notificationsServer();
  const rendered = renderSignedInHook(() => useNotificationsBell(), { routes: server.routes, swr });
  const bell = () => rendered.result.current;
  const listLoads = () => rendered.calls.filter((call) => call === 'GET /notifications').length;
  const countLoads = () =>
    rendered.calls.filter((call) => call === 'GET /notifications/unread-count').length;
  const open = async () => {
    act(() => bell().onOpenChange(true));
    await waitFor(() => expect(bell().items).toHaveLength(NOTIFICATIONS_PAGE_SIZE));
  };
  return { ...rendered, server, bell, listLoads, countLoads, open };
}

afterEach(() => vi.restoreAllMocks());

describe('the count', () => {
  it('shows the unread count, asked again when the window regains focus', async () => {
    // Without SWR's waits: a focus asks again 5 s after the last at the soonest.
    const { bell, server } = renderBell({ dedupingInterval: 0, focusThrottleInterval: 0 });
    await waitFor(() => expect(bell().unreadCount).toBe(3));
    expect(bell().today).toBe(businessToday());
    server.stored[3]!.read = false;
    fireEvent.focus(window);
    await waitFor(() => expect(bell().unreadCount).toBe(4));
  });
});

describe('the panel', () => {
  it('loads nothing until opened, then a page, and Show more adds the next after its cursor', async () => {
    const { bell, listLoads, open, server } = renderBell();
    await waitFor(() => expect(bell().unreadCount).toBe(3));
    expect(bell().items).toBeNull();
    expect(listLoads()).toBe(0);
    await open();
    expect(bell().hasMore).toBe(true);
    expect(bell().status).toBe('idle');
    expect(server.listQueries[0]!.toString()).toBe(`pageSize=${NOTIFICATIONS_PAGE_SIZE}`);

    act(() => bell().onShowMore());
    await waitFor(() => expect(bell().items).toHaveLength(25));
    expect(server.listQueries[1]!.get('before')).toBe('cursor-20');
    expect(bell().hasMore).toBe(false);
    expect(bell().items?.map((item) => item.key)).toEqual(server.stored.map((n) => n.key));
  });

  it("links a booking's notification to its details, and a due follow-up to its booking's follow-ups", async () => {
    const { bell, open } = renderBell();
    await open();
    const [overdue, , , , due] = bell().items ?? [];
    expect(overdue).toMatchObject({ kind: 'bookingOverdue', href: '/bookings/101' });
    expect(due).toMatchObject({ kind: 'followUpDue', href: '/follow-ups?bookingId=105' });
  });

  it("links an enquiry's visit today and next action due to the enquiry's details", async () => {
    const { bell, open, server } = renderBell();
    const ofEnquiry = {
      bookingId: null,
      bookingNumber: null,
      plotOwnerName: null,
      plotNumber: null,
      registryDate: null,
      followUpId: null,
      nextFollowUpDate: null,
      enquiryId: 3,
      enquiryName: 'Kavya Iyer',
      enquiryMobileNumber: '9845067890',
      enquiryStage: 'SiteVisitScheduled',
    } as const;
    server.stored[1] = {
      ...server.stored[1]!,
      ...ofEnquiry,
      key: 'siteVisitToday:2:2026-03-28',
      kind: 'siteVisitToday',
      siteVisitId: 2,
      visitScheduledAt: '2026-03-28T05:30:00.000Z',
    };
    server.stored[2] = {
      ...server.stored[2]!,
      ...ofEnquiry,
      projectName: null,
      key: 'enquiryActionDue:3:2026-03-27',
      kind: 'enquiryActionDue',
      nextAction: 'Call back',
      nextActionDate: '2026-03-27',
    };
    await open();
    expect(bell().items?.slice(1, 3)).toMatchObject([
      { kind: 'siteVisitToday', href: '/enquiries/3' },
      { kind: 'enquiryActionDue', href: '/enquiries/3' },
    ]);
  });

  it('links an account waiting for approval to the Users screen, searched for its username', async () => {
    const { bell, open, server } = renderBell();
    server.stored[1] = accountNotification(7, 'new comer');
    await open();
    expect(bell().items?.[1]).toMatchObject({
      kind: 'accountAwaitingApproval',
      href: '/users?searchTerm=new+comer',
    });
  });

  it('asks again for as many pages as it shows when the list is asked for again', async () => {
    const { bell, open, server } = renderBell();
    await open();
    act(() => bell().onShowMore());
    await waitFor(() => expect(bell().items).toHaveLength(25));
    const loadsBefore = server.listQueries.length;
    act(() => bell().onRetry());
    await waitFor(() => expect(server.listQueries.length).toBe(loadsBefore + 2));
    expect(bell().items).toHaveLength(25);
  });

  it('says the list failed, and asks again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { bell, server } = renderBell();
    const answer = server.routes['GET /notifications'];
    let failing = true;
    server.routes['GET /notifications'] = (request) =>
      failing ? json(500, { message: 'Boom' }) : answer(request);
    act(() => bell().onOpenChange(true));
    await waitFor(() => expect(bell().status).toBe('failed'));
    expect(bell().items).toBeNull();
    failing = false;
    act(() => bell().onRetry());
    await waitFor(() => expect(bell().items).toHaveLength(NOTIFICATIONS_PAGE_SIZE));
    expect(bell().status).toBe('idle');
  });
});

describe('marking read', () => {
  it('shows one read at once, then asks the server for the count and list again', async () => {
    const { bell, open, server, countLoads } = renderBell();
    await open();
    await waitFor(() => expect(bell().unreadCount).toBe(3));
    const release = server.holdMarking();
    const key = server.stored[0]!.key;
    act(() => bell().onMarkRead(key));
    await waitFor(() => expect(bell().items?.[0]?.read).toBe(true));
    expect(bell().unreadCount).toBe(2);
    await waitFor(() => expect(server.marked).toEqual([[key]]));
    const countsBefore = countLoads();
    release();
    await waitFor(() => expect(countLoads()).toBeGreaterThan(countsBefore));
    expect(bell().unreadCount).toBe(2);
    expect(bell().items?.filter((item) => !item.read)).toHaveLength(2);
  });

  it('puts a notification back as unread when the server did not mark it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { bell, open, server } = renderBell();
    server.routes['POST /notifications/read'] = async () => json(500, { message: 'Boom' });
    await open();
    await waitFor(() => expect(bell().unreadCount).toBe(3));
    act(() => bell().onMarkRead(server.stored[0]!.key));
    await waitFor(() => expect(bell().unreadCount).toBe(2));
    await waitFor(() => expect(bell().unreadCount).toBe(3));
    expect(bell().items?.[0]?.read).toBe(false);
  });

  it('marks every one read', async () => {
    const { bell, open, server } = renderBell();
    await open();
    await waitFor(() => expect(bell().unreadCount).toBe(3));
    const release = server.holdMarking();
    act(() => bell().onMarkAllRead());
    await waitFor(() => expect(bell().unreadCount).toBe(0));
    expect(bell().items?.every((item) => item.read)).toBe(true);
    release();
    await waitFor(() => expect(server.marked).toEqual(['all']));
    expect(server.stored.every((each) => each.read)).toBe(true);
  });
});
