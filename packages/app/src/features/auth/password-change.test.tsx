import type { User } from '@plotline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, user, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, STORED } from '../../../test/render-app';

/** The first administrator, signed in with the password the server printed for them. */
const mustChoose: User = { ...user([]), passwordChangeRequired: true };
const chosen: User = { ...user([]), passwordChangeRequired: false };
const NEW_SESSION = { accessToken: 'new-access', refreshToken: 'new-refresh' };

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

async function choosePassword(current = 'printed-password', chosenPassword = 'my-own-password') {
  await userEvent.type(await screen.findByLabelText(/^Current Password/), current);
  await userEvent.type(field('New Password'), chosenPassword);
  await userEvent.type(field('Confirm New Password'), `${chosenPassword}{Enter}`);
}

/** The server: who the user is, and a password change that answers with a new session. */
function passwordRoutes(signedIn: User, routes: FakeRoutes = {}) {
  const changes: unknown[] = [];
  const fake: FakeRoutes = {
    'GET /auth/me': () => json(200, signedIn),
    'POST /auth/change-password': async (request) => {
      const body = (await request.json()) as { currentPassword: string };
      changes.push(body);
      if (body.currentPassword !== 'printed-password') {
        const message = 'Current password is incorrect';
        return json(400, {
          code: 'validation_failed',
          message,
          errors: { currentPassword: message },
        });
      }
      return json(200, { ...NEW_SESSION, user: chosen });
    },
    ...routes,
  };
  return { fake, changes };
}

describe('a password set for the user', () => {
  it('shows Choose your password at every signed-in page, without the page or its shell', async () => {
    const { fake } = passwordRoutes(mustChoose);
    const { calls } = renderApp('/bookings', fake, STORED);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your password' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your password was set for you when your account was made. Choose your own to continue.',
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe('Choose your password · Real Estate CRM');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Bookings' })).toBeNull();
    await waitFor(() => expect(field('Current Password')).toHaveFocus());
    // The server refuses every other call until the password changes: none is made.
    expect(calls).toEqual(['GET /auth/me']);
  });

  it('keeps the new session it is given, then shows the page the user was going to', async () => {
    const sentWith: (string | null)[] = [];
    const { fake, changes } = passwordRoutes(mustChoose, {
      'GET /dashboard/summary': (request) => {
        sentWith.push(request.headers.get('Authorization'));
        return json(500, { message: 'Not in this test' });
      },
    });
    const { storage, history, shownToasts } = renderApp('/', fake, STORED);
    await choosePassword();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(changes).toEqual([
      {
        currentPassword: 'printed-password',
        newPassword: 'my-own-password',
        confirmPassword: 'my-own-password',
      },
    ]);
    expect(storage.get('accessToken')).toBe('new-access');
    expect(storage.get('refreshToken')).toBe('new-refresh');
    expect(history).toEqual(['/']);
    expect(shownToasts()).toContainEqual({
      kind: 'success',
      message: 'Password changed successfully',
    });
    await waitFor(() => expect(sentWith).toContain('Bearer new-access'));
    expect(sentWith).not.toContain('Bearer access');
  });

  it("shows the server's refusal beside the current password, keeping the session", async () => {
    const { fake } = passwordRoutes(mustChoose);
    const { storage, shownToasts } = renderApp('/', fake, STORED);
    await choosePassword('wrong-password');
    // Beside the field: the toast shows in the app's Toaster, which this test does not render.
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(field('Current Password')).toHaveAttribute('aria-invalid', 'true');
    expect(shownToasts()).toContainEqual({
      kind: 'error',
      message: 'Current password is incorrect',
    });
    expect(storage.get('accessToken')).toBe(STORED.accessToken);
    expect(screen.getByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
  });

  it('lets the user sign out instead', async () => {
    const { fake } = passwordRoutes(mustChoose, { 'POST /auth/logout': () => json(204) });
    const { history, storage } = renderApp('/bookings', fake, STORED);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign In to Dashboard' })).toBeInTheDocument();
    expect(history.at(-1)).toBe('/login');
    expect(storage.size).toBe(0);
  });
});

describe("the user menu's Change password", () => {
  it('opens the page from the keyboard, focused on the first field, with no sidebar entry', async () => {
    const { fake } = passwordRoutes(chosen);
    const { history } = renderApp('/', fake, STORED);
    const menu = await screen.findByRole('button', { name: 'User menu' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{End}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Change password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change password' }),
    ).toBeInTheDocument();
    expect(history.at(-1)).toBe('/change-password?next=%2F');
    expect(document.title).toBe('Change password · Real Estate CRM');
    await waitFor(() => expect(field('Current Password')).toHaveFocus());
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: /password/i })).toBeNull();
  });

  it('keeps the new session and goes back where it was opened, saying so', async () => {
    const { fake } = passwordRoutes(chosen);
    const { storage, history, shownToasts } = renderApp(
      '/change-password?next=%2Fplots%3Fpage%3D2',
      fake,
      STORED,
    );
    await choosePassword();
    await waitFor(() => expect(history.at(-1)).toBe('/plots?page=2'));
    // Replaced: Back from there does not open the form again.
    expect(history).toEqual(['/plots?page=2']);
    expect(storage.get('accessToken')).toBe('new-access');
    expect(storage.get('refreshToken')).toBe('new-refresh');
    expect(shownToasts()).toContainEqual({
      kind: 'success',
      message: 'Password changed successfully',
    });
  });

  it('goes back on Cancel without changing anything', async () => {
    const { fake, changes } = passwordRoutes(chosen);
    const { history } = renderApp('/change-password?next=%2F', fake, STORED);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(history).toEqual(['/']);
    expect(changes).toEqual([]);
  });
});
