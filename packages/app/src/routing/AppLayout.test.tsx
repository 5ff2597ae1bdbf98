import { notificationTitle } from '@plotline/domain';
import { ANNOUNCER_ATTRIBUTE } from '@plotline/ui/patterns';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessToday } from '../business-today';
import type { Notification } from '../data/notifications';
import { json, user, type FakeRoutes } from '../../test/fake-api';
import { fakeEventStream } from '../../test/fake-events';
import { projectFixture, projectRoutes } from '../../test/fake-projects';
import { renderApp, STORED } from '../../test/render-app';

const GREEN_VALLEY = projectFixture(1, 'Green Valley');

const OVERDUE: Notification = {
  key: 'bookingOverdue:42:2026-03-01',
  kind: 'bookingOverdue',
  occurredAt: '2026-03-02T00:00:00.000Z',
  read: false,
  cursor: 'c1',
  bookingId: 42,
  bookingNumber: 'BK-0042',
  plotOwnerName: 'Owner 42',
  projectName: 'Green Valley',
  plotNumber: 'A-42',
  registryDate: '2026-03-01',
  followUpId: null,
  nextFollowUpDate: null,
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

/** The Projects page, the top bar's search and bell, and the change stream. */
function frameApi(routes: FakeRoutes = {}) {
  const server = fakeEventStream();
  const marked: unknown[] = [];
  const searches: string[] = [];
  const stored = [OVERDUE];
  const fake: FakeRoutes = {
    'GET /auth/me': () => json(200, user(['projects.view', 'bookings.view'])),
    ...projectRoutes([GREEN_VALLEY]),
    'GET /projects/1/details': () => json(200, { ...GREEN_VALLEY, plots: [] }),
    'GET /amenities/active': () => json(200, []),
    'GET /search': (request) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      searches.push(q);
      return json(200, {
        query: q,
        groups: [
          { kind: 'project', hits: [{ id: 1, title: 'Green Valley', detail: 'No plots yet' }] },
        ],
      });
    },
    'GET /notifications/unread-count': () =>
      json(200, { unreadCount: stored.filter((n) => !n.read).length }),
    'GET /notifications': () =>
      json(200, {
        data: stored,
        unreadCount: stored.filter((n) => !n.read).length,
        hasMore: false,
      }),
    'POST /notifications/read': async (request) => {
      const { keys } = (await request.json()) as { keys: string[] };
      marked.push(keys);
      stored.forEach((n) => {
        if (keys.includes(n.key)) n.read = true;
      });
      return json(204);
    },
    'GET /events': server.answer,
    ...routes,
  };
  return { fake, server, marked, searches };
}

describe('the signed-in frame', () => {
  it("searches from the top bar and opens a hit's record", async () => {
    const { fake, searches } = frameApi();
    const { history } = renderApp('/projects', fake, STORED);
    const box = await screen.findByRole('combobox', { name: 'Search' });
    await userEvent.type(box, 'green');
    await userEvent.click(await screen.findByRole('option', { name: /^Green Valley/ }));
    // Typed without a pause, 'green' is one search; a slow machine may pause long enough after
    // 'gr' to search that first, and nothing after what was typed last.
    expect(searches.at(-1)).toBe('green');
    expect(searches.every((search) => 'green'.startsWith(search))).toBe(true);
    await screen.findByRole('dialog', { name: 'Project Details' });
    expect(history.at(-1)).toBe('/projects/1');
  });

  it('counts the unread notifications, lists them and marks one read', async () => {
    const { fake, marked } = frameApi();
    renderApp('/projects', fake, STORED);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const title = notificationTitle(OVERDUE, businessToday());
    expect(await within(panel).findByRole('link', { name: new RegExp(title) })).toHaveAttribute(
      'href',
      '/bookings/42',
    );
    await userEvent.click(within(panel).getByRole('button', { name: `Mark as read: ${title}` }));
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: /^Mark as read/ })).toBeNull(),
    );
    // Behind the open panel, the bell no longer counts it.
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    expect(marked).toEqual([[OVERDUE.key]]);
  });

  it('keeps the page current as someone else changes what it shows', async () => {
    const projectQueries: string[] = [];
    const { fake, server } = frameApi(projectRoutes([GREEN_VALLEY], projectQueries));
    renderApp('/projects', fake, STORED);
    await screen.findByRole('button', { name: 'View Green Valley' });
    await waitFor(() => expect(server.isOpen()).toBe(true));
    const loadsBefore = projectQueries.length;
    server.sendChange(70, {
      entity: 'project',
      entityId: 1,
      operation: 'updateProject',
      userId: 2,
    });
    await waitFor(() => expect(projectQueries.length).toBeGreaterThan(loadsBefore));
    expect(screen.getByRole('button', { name: 'View Green Valley' })).toBeInTheDocument();
  });

  it('stops listening once the user signs out', async () => {
    const { fake, server } = frameApi({ 'POST /auth/logout': () => json(204) });
    const { history } = renderApp('/projects', fake, STORED);
    await waitFor(() => expect(server.isOpen()).toBe(true));
    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(history.at(-1)).toBe('/login'));
    await waitFor(() => expect(server.isOpen()).toBe(false));
  });
});

describe('moving between pages', () => {
  it('names each page in the title, and takes focus to a new page but not the first', async () => {
    const { fake } = frameApi({ 'GET /amenities': () => json(200, []) });
    renderApp('/projects', fake, STORED);
    await screen.findByRole('button', { name: 'View Green Valley' });
    expect(document.title).toBe('Projects · Real Estate CRM');
    expect(document.body).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Amenities' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Amenities' })).toBeInTheDocument();
    expect(document.title).toBe('Amenities · Real Estate CRM');
    expect(screen.getByRole('main')).toHaveFocus();
    const announcer = document.querySelector(`[${ANNOUNCER_ATTRIBUTE}]`);
    await waitFor(() => expect(announcer).toHaveTextContent('Amenities · Real Estate CRM'));
  });

  it('leaves focus in a filter while typing changes only the query', async () => {
    const { fake } = frameApi();
    const { history } = renderApp('/projects', fake, STORED);
    const search = await screen.findByRole('searchbox', { name: 'Search projects' });
    await userEvent.type(search, 'green');
    await waitFor(() => expect(history.at(-1)).toBe('/projects?searchTerm=green'));
    expect(search).toHaveFocus();
    expect(document.title).toBe('Projects · Real Estate CRM');
  });
});
