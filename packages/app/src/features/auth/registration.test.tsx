import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, user, type FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const CLOSED = 'Registration is closed. Ask an administrator for an account.';
const AWAITING =
  "Your account has been created and is waiting for an administrator's approval. You can sign in once it is approved.";

const setting = (registration: string): FakeRoutes => ({
  'GET /auth/registration': () => json(200, { registration }),
});

const registerLink = () => screen.queryByRole('link', { name: 'Create an account' });

async function register() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'newcomer');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'new@example.com');
  await userEvent.type(screen.getByLabelText(/^Password\*?$/), 'secret1');
  await userEvent.type(screen.getByLabelText(/^Confirm Password\*?$/), 'secret1{Enter}');
}

describe('the sign-in page', () => {
  it('asks how newcomers get an account, without a session, and offers none when closed', async () => {
    let sentWith: string | null = 'not asked';
    const { calls } = renderApp('/login', {
      'GET /auth/registration': (request) => {
        sentWith = request.headers.get('Authorization');
        return json(200, { registration: 'closed' });
      },
    });
    expect(await screen.findByRole('button', { name: 'Sign In to Dashboard' })).toBeVisible();
    await waitFor(() => expect(registerLink()).toBeNull());
    expect(calls).toEqual(['GET /auth/registration']);
    expect(sentWith).toBeNull();
  });

  it.each<[string, FakeRoutes]>([
    ['open', setting('open')],
    ['approval', setting('approval')],
    ['unknown, as the answer failed', { 'GET /auth/registration': () => json(500, {}) }],
    ['not known yet', { 'GET /auth/registration': () => new Promise<Response>(() => {}) }],
  ])('offers registration when it is %s', async (_, routes) => {
    const { calls } = renderApp('/login', routes);
    expect(await screen.findByRole('link', { name: 'Create an account' })).toBeVisible();
    await waitFor(() => expect(calls).toContain('GET /auth/registration'));
    expect(registerLink()).toBeVisible();
  });

  it("shows an account's wait for approval in the server's words", async () => {
    const { shownToasts, storage } = renderApp('/login', {
      'POST /auth/login': () =>
        json(403, {
          code: 'awaiting_approval',
          message: "Your account is waiting for an administrator's approval",
        }),
    });
    await userEvent.type(await screen.findByLabelText('Username or Email:'), 'newcomer');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { kind: 'error', message: "Your account is waiting for an administrator's approval" },
      ]),
    );
    expect(storage.size).toBe(0);
  });
});

describe('the registration page', () => {
  it('says registration is closed instead of the form, with a way to sign in', async () => {
    renderApp('/register', setting('closed'));
    expect(await screen.findByRole('status')).toHaveTextContent(CLOSED);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says the account waits for approval, signing nobody in and staying put', async () => {
    const { storage, history } = renderApp('/register', {
      ...setting('approval'),
      'POST /auth/register': () =>
        json(202, {
          message: AWAITING,
          user: { ...user([]), username: 'newcomer', awaitingApproval: true },
        }),
    });
    await register();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(AWAITING);
    expect(status).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(storage.size).toBe(0);
    expect(history).toEqual(['/register']);
    expect(screen.queryByRole('button', { name: 'User menu' })).toBeNull();
  });

  it('says registration is closed when the server refuses the form for it', async () => {
    const { storage, shownToasts } = renderApp('/register', {
      'POST /auth/register': () => json(403, { code: 'registration_closed', message: CLOSED }),
    });
    await register();
    expect(await screen.findByRole('status')).toHaveTextContent(CLOSED);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(shownToasts()).toEqual([]);
    expect(storage.size).toBe(0);
  });

  it('signs an open registration in and goes to the dashboard, as before', async () => {
    const { storage, history } = renderApp('/register', {
      ...setting('open'),
      'GET /auth/me': () => json(200, user([])),
      'POST /auth/register': () =>
        json(201, { accessToken: 'a', refreshToken: 'r', user: user([]) }),
    });
    await register();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(history).toEqual(['/']);
    expect(storage.get('accessToken')).toBe('a');
  });
});
