import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, user } from '../../test/fake-api';
import { pageOf } from '../../test/fake-lists';
import { projectRoutes } from '../../test/fake-projects';
import { renderApp, STORED } from '../../test/render-app';

const signedInAs = (permissions: string[]) => ({
  'GET /auth/me': () => json(200, user(permissions)),
});

describe('the route guard', () => {
  it('shows a spinner while the stored session is checked', async () => {
    renderApp('/', { 'GET /auth/me': () => new Promise<Response>(() => {}) }, STORED);
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, remembering the location, with history replaced', async () => {
    const { history } = renderApp('/bookings?page=2', {});
    expect(await screen.findByRole('button', { name: 'Sign In to Dashboard' })).toBeInTheDocument();
    expect(history).toEqual(['/login?next=%2Fbookings%3Fpage%3D2']);
    expect(document.title).toBe('Sign In · Real Estate CRM');
  });

  it('returns there after signing in, replacing /login in the history', async () => {
    const { history, storage } = renderApp('/bookings', {
      'POST /auth/login': () =>
        json(200, { accessToken: 'a', refreshToken: 'r', user: user(['bookings.view']) }),
    });
    await userEvent.type(await screen.findByLabelText('Username or Email:'), 'asha');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Bookings' })).toBeInTheDocument();
    expect(history).toEqual(['/bookings']);
    expect(storage.get('accessToken')).toBe('a');
  });

  it('shows a page to a user holding its permission, inside the app shell', async () => {
    renderApp('/bookings', signedInAs(['bookings.view']), STORED);
    expect(await screen.findByRole('heading', { name: 'Bookings' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows Access Denied to a user without plots.view at /plots', async () => {
    renderApp('/plots', signedInAs(['bookings.view']), STORED);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(document.title).toBe('Access Denied · Real Estate CRM');
  });

  it('shows Collections after Follow-ups to a user holding payments.view, and opens it', async () => {
    renderApp(
      '/collections',
      {
        ...signedInAs(['bookings.view', 'payments.view']),
        'GET /collections': (request) => pageOf(new URL(request.url).searchParams, []),
      },
      STORED,
    );
    expect(await screen.findByRole('heading', { name: 'Collections', level: 1 })).toBeVisible();
    expect(document.title).toBe('Collections · Real Estate CRM');
    const links = within(screen.getByRole('navigation', { name: 'Main' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Dashboard', 'Bookings', 'Follow-ups', 'Collections']);
  });

  it('shows Access Denied at /collections without payments.view', async () => {
    renderApp('/collections', signedInAs(['bookings.view', 'payments.create']), STORED);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(document.title).toBe('Access Denied · Real Estate CRM');
  });

  it('redirects a signed-in user from /register to /', async () => {
    const { history } = renderApp('/register', signedInAs([]), STORED);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(history).toEqual(['/']);
  });

  it('lets a signed-out visitor register', async () => {
    renderApp('/register', {});
    expect(
      await screen.findByRole('heading', { name: 'Join Real Estate CRM' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Register · Real Estate CRM');
  });

  it('shows a not-found page for an unknown path', async () => {
    renderApp('/nowhere', {});
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found · Real Estate CRM');
  });

  it('sends the user to /login when the session expires', async () => {
    const { api, history, storage } = renderApp(
      '/bookings',
      {
        ...signedInAs(['bookings.view']),
        'GET /bookings': () => json(401, { message: 'Expired' }),
        'POST /auth/refresh': () => json(401, { message: 'Invalid refresh token' }),
      },
      STORED,
    );
    await screen.findByRole('heading', { name: 'Bookings' });
    await api.GET('/bookings');
    await waitFor(() => expect(history.at(-1)).toBe('/login?next=%2Fbookings'));
    expect(storage.size).toBe(0);
  });
});

describe('signing out', () => {
  it.each([
    ['confirmed', () => json(204), { kind: 'success', message: 'Logged out successfully' }],
    ['failing', () => json(500, { message: 'Boom' }), { kind: 'error', message: 'Logout failed' }],
  ])('clears both tokens when the call is %s, and says so', async (_, answer, toast) => {
    const { history, storage, shownToasts } = renderApp(
      '/',
      { ...signedInAs([]), 'POST /auth/logout': answer },
      STORED,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(shownToasts()).toEqual([toast]));
    expect(storage.size).toBe(0);
    expect(history.at(-1)).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In to Dashboard' })).toBeInTheDocument();
  });
});

describe('access an administrator changes', () => {
  /** /auth/me answers with whatever permissions the "server" holds for the user now. */
  function changingAccess(initial: string[], routes = {}) {
    let permissions = initial;
    const meCalls: string[][] = [];
    const fake = {
      'GET /auth/me': () => {
        meCalls.push(permissions);
        return json(200, user(permissions));
      },
      ...routes,
    };
    return { fake, meCalls, grant: (next: string[]) => (permissions = next) };
  }
  const sidebarLinks = () =>
    within(screen.getByRole('navigation', { name: 'Main' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('shows on the next page the user opens, without signing in again', async () => {
    const { fake, meCalls, grant } = changingAccess(['projects.view']);
    renderApp('/', fake, STORED);
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(sidebarLinks()).not.toContain('Plots');
    expect(meCalls).toHaveLength(1);
    grant(['projects.view', 'plots.view']);
    await userEvent.click(screen.getByRole('link', { name: 'Projects' }));
    await waitFor(() => expect(sidebarLinks()).toContain('Plots'));
    expect(meCalls).toHaveLength(2);
  });

  it('takes a page away on the next step once the permission is gone', async () => {
    const { fake, grant } = changingAccess(['projects.view', 'plots.view'], projectRoutes([]));
    renderApp('/plots', fake, STORED);
    await screen.findByRole('heading', { name: 'Plots' });
    grant(['projects.view']);
    await userEvent.click(screen.getByRole('link', { name: 'Projects' }));
    await waitFor(() => expect(sidebarLinks()).not.toContain('Plots'));
  });

  it('asks again after a refusal', async () => {
    const { fake, meCalls } = changingAccess(['bookings.view'], {
      'GET /bookings/filtered': () => json(403, { message: 'Forbidden' }),
    });
    renderApp('/bookings', fake, STORED);
    await screen.findByRole('heading', { name: 'Bookings' });
    await waitFor(() => expect(meCalls.length).toBeGreaterThan(1));
  });
});
