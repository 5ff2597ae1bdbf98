import type { Role, User, UserCreateRequest } from '@plotline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, networkDown, user, type FakeRoutes } from '../../../test/fake-api';
import { auditEntryFixture, auditRoutes } from '../../../test/fake-audit';
import { editableList, pageOf } from '../../../test/fake-lists';
import { loadedGrid } from '../../../test/list-screen';
import { renderApp, STORED } from '../../../test/render-app';

const ADMIN = [
  'users.view',
  'users.create',
  'users.edit',
  'users.delete',
  'roles.view',
  'permissions.view',
];

function account(id: number, username: string, roles: string[] = []): User {
  return {
    ...user(),
    id,
    username,
    email: `${username}@example.com`,
    firstName: null,
    lastName: null,
    roles,
    permissions: [],
    lastLoginAt: null,
  };
}

const ROLES: Role[] = [
  {
    id: 1,
    name: 'Admin',
    description: 'Everything',
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    permissions: [],
    userCount: 1,
  },
  {
    id: 2,
    name: 'Sales',
    description: null,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    permissions: [],
    userCount: 0,
  },
];

/**
 * The users API over an in-memory list: GET /users/filtered searches usernames and pages, by
 * username, and GET /users/{id} answers each user as stored now; the signed-in user is asha
 * (id 1), whose permissions the test chooses.
 */
function usersApi(permissions = ADMIN, routes: FakeRoutes = {}) {
  const stored = [
    account(1, 'asha', ['Admin']),
    ...Array.from({ length: 11 }, (_, i) =>
      account(i + 2, `user${String(i + 2).padStart(2, '0')}`),
    ),
  ];
  stored[0] = { ...stored[0]!, firstName: 'Asha', lastName: 'Rao' };
  const queries: URLSearchParams[] = [];
  const list = editableList(stored);
  const fake: FakeRoutes = {
    ...Object.fromEntries(
      stored.map((_, index) => [`GET /users/${index + 1}`, () => json(200, stored[index])]),
    ),
    'GET /auth/me': () => json(200, { ...stored[0]!, permissions }),
    'GET /users/filtered': (request) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const term = query.get('searchTerm') ?? '';
      const matching = stored
        .filter((u) => u.username.includes(term))
        .sort((a, b) => a.username.localeCompare(b.username));
      return pageOf(query, matching);
    },
    'POST /users': list.add<UserCreateRequest>((body) => account(20, body.username)),
    'POST /users/3/block': () => {
      stored[2] = { ...stored[2]!, isActive: false };
      return json(200, stored[2]);
    },
    'GET /users/3/current-password': () =>
      json(403, { message: 'Passwords are stored hashed and cannot be read back' }),
    'POST /users/3/change-password': list.update(3),
    'GET /roles': () => json(200, ROLES),
    'PUT /rolepermissions/users/3/roles': async (request) => {
      const { roleIds } = (await list.received<{ roleIds: number[] }>(request)) ?? {};
      stored[2] = {
        ...stored[2]!,
        roles: ROLES.filter((r) => roleIds.includes(r.id)).map((r) => r.name),
      };
      return json(200, stored[2]);
    },
    'POST /users/3/revoke-sessions': () => json(204),
    ...routes,
  };
  return { fake, queries, bodies: list.bodies, stored };
}

const usernames = async () =>
  within(await loadedGrid('Users'))
    .getAllByRole('rowheader')
    .map((cell) => /@(\S+)/.exec(cell.textContent)?.[1]);

const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('the list', () => {
  it('asks GET /users/filtered for page 1 of 10 by username, and keeps the search in the URL', async () => {
    const { fake, queries } = usersApi();
    const { history } = renderApp('/users', fake, STORED);
    expect(await usernames()).toHaveLength(10);
    expect(queries[0]!.toString()).toBe('page=1&pageSize=10&sortBy=Username&sortOrder=asc');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Users' }), 'user1');
    await waitFor(() => expect(history.at(-1)).toBe('/users?searchTerm=user1'));
    await waitFor(async () => expect(await usernames()).toEqual(['user10', 'user11', 'user12']));
  });

  it.each([
    ['an answer', () => json(500, { message: 'Boom' }), 'Failed to fetch users: 500'],
    ['no answer', networkDown, 'Error fetching users'],
  ])('toasts the failure with %s', async (_, answer, text) => {
    const { fake } = usersApi(ADMIN, { 'GET /users/filtered': answer });
    const { shownToasts } = renderApp('/users', fake, STORED);
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(shownToasts()).toContainEqual({ kind: 'error', message: text });
  });

  it('shows only the buttons the signed-in user holds the permissions of', async () => {
    const { fake } = usersApi(['users.view']);
    renderApp('/users', fake, STORED);
    await usernames();
    expect(screen.queryByRole('button', { name: 'Add User' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit user03' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete user03' })).toBeNull();
  });

  it('offers no button on a user who holds more than the signed-in user', async () => {
    const { fake, stored } = usersApi();
    stored[2] = { ...stored[2]!, permissions: ['users.view', 'bookings.delete'] };
    renderApp('/users', fake, STORED);
    await usernames();
    expect(screen.queryByRole('button', { name: 'Edit user03' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block user03' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit user04' })).toBeInTheDocument();
  });

  it('offers no Block or Delete on the signed-in user’s own row', async () => {
    const { fake } = usersApi();
    renderApp('/users', fake, STORED);
    await usernames();
    expect(screen.getByRole('button', { name: 'Block user03' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block asha' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete asha' })).toBeNull();
  });
});

describe('the account', () => {
  async function addUser() {
    await press('Add User');
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    const box = (name: string) => within(dialog).getByRole('textbox', { name });
    await userEvent.type(box('Username'), 'meera');
    await userEvent.type(box('Email'), 'meera@example.com');
    await userEvent.type(
      within(dialog).getByLabelText(/^Password/, { selector: 'input' }),
      'secret1',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    return dialog;
  }

  it('creates a user, toasts it and reloads', async () => {
    const { fake, bodies } = usersApi();
    const { shownToasts } = renderApp('/users', fake, STORED);
    await usernames();
    await addUser();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      {
        username: 'meera',
        email: 'meera@example.com',
        firstName: null,
        lastName: null,
        phoneNumber: null,
        password: 'secret1',
        isActive: true,
      },
    ]);
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'User created successfully' }]);
  });

  it.each([
    [
      'the server’s message',
      () => json(409, { message: 'Username is already taken' }),
      'Username is already taken',
    ],
    ['Operation failed without one', () => json(500), 'Operation failed'],
    ['Error saving user with no answer', networkDown, 'Error saving user'],
  ])('keeps the form and toasts %s', async (_, answer, text) => {
    const { fake } = usersApi(ADMIN, { 'POST /users': answer });
    const { shownToasts } = renderApp('/users', fake, STORED);
    await usernames();
    const dialog = await addUser();
    await waitFor(() => expect(shownToasts()).toEqual([{ kind: 'error', message: text }]));
    expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('meera');
  });

  it('blocks a user after the question, and says so', async () => {
    const { fake } = usersApi();
    const { shownToasts } = renderApp('/users', fake, STORED);
    await usernames();
    await press('Block user03');
    const question = await screen.findByRole('alertdialog', { name: 'Block user03?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'User blocked successfully' }]);
    expect(await screen.findByRole('button', { name: 'Unblock user03' })).toBeInTheDocument();
  });

  it('toasts the server’s reason when a block is refused, keeping the question', async () => {
    const reason =
      'This change would leave no active user able to manage users, roles and permissions';
    const { fake } = usersApi(ADMIN, {
      'POST /users/3/block': () => json(409, { message: reason }),
    });
    const { shownToasts } = renderApp('/users', fake, STORED);
    await usernames();
    await press('Block user03');
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }),
    );
    await waitFor(() => expect(shownToasts()).toEqual([{ kind: 'error', message: reason }]));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('signs a user out everywhere after the question', async () => {
    const { fake } = usersApi();
    const { shownToasts, calls } = renderApp('/users', fake, STORED);
    await usernames();
    await press('Sign out user03 everywhere');
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Sign Out Everywhere',
      }),
    );
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'success', message: 'User signed out everywhere' }]),
    );
    expect(calls).toContain('POST /users/3/revoke-sessions');
  });
});

describe('an account waiting for approval', () => {
  /** user03 registered while registration needs approval; approving lets it in. */
  function pendingApi(routes: FakeRoutes = {}) {
    const api = usersApi(ADMIN, {
      'POST /users/3/approve': () => {
        api.stored[2] = { ...api.stored[2]!, awaitingApproval: false };
        return json(200, api.stored[2]);
      },
      ...routes,
    });
    api.stored[2] = { ...api.stored[2]!, awaitingApproval: true };
    return api;
  }

  const statusOf = (username: string) =>
    within(screen.getByRole('row', { name: new RegExp(`^${username}`) })).getAllByRole(
      'gridcell',
    )[2]!.textContent;

  it("shows 'Pending approval', approves after the question, toasts it and reloads", async () => {
    const { fake } = pendingApi();
    const { shownToasts, calls } = renderApp('/users', fake, STORED);
    await usernames();
    expect(statusOf('user03')).toBe('Pending approval');
    expect(screen.queryByRole('button', { name: 'Block user03' })).toBeNull();
    const loads = calls.filter((call) => call === 'GET /users/filtered').length;
    await press('Approve user03');
    const question = await screen.findByRole('alertdialog', { name: 'Approve user03?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toContain('POST /users/3/approve');
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'User approved successfully' }]);
    await waitFor(() => expect(statusOf('user03')).toBe('Active'));
    expect(calls.filter((call) => call === 'GET /users/filtered').length).toBeGreaterThan(loads);
    expect(screen.getByRole('button', { name: 'Block user03' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve user03' })).toBeNull();
  });

  it.each([
    [
      'the server’s reason',
      () => json(403, { message: 'You may not manage a user with more access than your own' }),
      'You may not manage a user with more access than your own',
    ],
    ['Failed to approve user without one', () => json(500), 'Failed to approve user'],
    ['Failed to approve user with no answer', networkDown, 'Failed to approve user'],
  ])('keeps the question and toasts %s when approving fails', async (_, answer, text) => {
    const { fake } = pendingApi({ 'POST /users/3/approve': answer });
    const { shownToasts } = renderApp('/users', fake, STORED);
    await usernames();
    await press('Approve user03');
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }),
    );
    await waitFor(() => expect(shownToasts()).toEqual([{ kind: 'error', message: text }]));
    expect(screen.getByRole('alertdialog', { name: 'Approve user03?' })).toBeInTheDocument();
  });

  it('rejects it by deleting it', async () => {
    const { fake, stored } = pendingApi({
      'DELETE /users/3': () => {
        stored.splice(2, 1);
        return json(204);
      },
    });
    const { shownToasts } = renderApp('/users', fake, STORED);
    await usernames();
    await press('Delete user03');
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete user03' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'success', message: 'User deleted successfully' }]),
    );
    await waitFor(async () => expect(await usernames()).not.toContain('user03'));
  });
});

describe('password and roles', () => {
  it('says the password cannot be read back, then sets a new one', async () => {
    const { fake, bodies } = usersApi();
    const { shownToasts } = renderApp('/users', fake, STORED);
    await usernames();
    await press('Change password of user03');
    const dialog = await screen.findByRole('dialog', { name: /^Change Password for/ });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Current Password')).toHaveValue('Unable to retrieve'),
    );
    expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to fetch current password' }]);
    await userEvent.type(
      within(dialog).getByLabelText(/^New Password/, { selector: 'input' }),
      'secret9',
    );
    await userEvent.type(
      within(dialog).getByLabelText(/^Confirm New Password/, { selector: 'input' }),
      'secret9',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ newPassword: 'secret9' }]);
    expect(shownToasts().at(-1)).toEqual({
      kind: 'success',
      message: 'Password updated successfully',
    });
  });

  it('loads the roles when Manage Roles opens, ticks the user’s, and replaces them', async () => {
    const { fake, bodies } = usersApi();
    const { shownToasts, calls } = renderApp('/users', fake, STORED);
    await usernames();
    expect(calls).not.toContain('GET /roles');
    await press('Manage roles of user03');
    const dialog = await screen.findByRole('dialog', { name: /^Manage Roles for/ });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Sales/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Roles' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ roleIds: [2] }]);
    expect(shownToasts()).toEqual([
      { kind: 'success', message: 'User roles updated successfully' },
    ]);
  });

  it("toasts 'Error updating user roles' when no answer came", async () => {
    const { fake } = usersApi(ADMIN, { 'PUT /rolepermissions/users/3/roles': networkDown });
    const { shownToasts } = renderApp('/users', fake, STORED);
    await usernames();
    await press('Manage roles of user03');
    const dialog = await screen.findByRole('dialog', { name: /^Manage Roles for/ });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Sales/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Roles' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'error', message: 'Error updating user roles' }]),
    );
  });
});

describe('the details', () => {
  const detailsDialog = () => screen.findByRole('dialog', { name: 'User Details' });

  it("opens from a row's View, loads GET /users/{id} and keeps the open user in the URL", async () => {
    const { fake } = usersApi();
    const { history, calls } = renderApp('/users', fake, STORED);
    await usernames();
    await press('View user03');
    const dialog = await detailsDialog();
    expect(history).toEqual(['/users/3']);
    await waitFor(() => expect(calls).toContain('GET /users/3'));
    expect(within(dialog).getByText('user03@example.com')).toBeInTheDocument();
    // Without audit.view, no History.
    expect(within(dialog).queryByRole('heading', { name: 'History' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(history).toEqual(['/users']);
  });

  it('opens a user on no page shown from the URL, and closing keeps the list’s search', async () => {
    const { fake } = usersApi();
    const { history } = renderApp('/users/12?searchTerm=user0', fake, STORED);
    const dialog = await detailsDialog();
    expect(await within(dialog).findByText('user12@example.com')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(history).toEqual(['/users?searchTerm=user0']);
    expect(screen.getByRole('searchbox', { name: 'Search Users' })).toHaveValue('user0');
    await waitFor(async () => expect(await usernames()).not.toContain('user12'));
  });

  it('shows every change to the user to whoever may see the audit trail', async () => {
    const entries = [
      auditEntryFixture(1, 'user', 3, '2026-03-13', {
        operation: 'updateUser',
        before: { phoneNumber: null },
        after: { phoneNumber: '9876500003' },
      }),
    ];
    const { fake } = usersApi([...ADMIN, 'audit.view'], auditRoutes(entries));
    renderApp('/users/3', fake, STORED);
    const dialog = await detailsDialog();
    const changes = await within(dialog).findByRole('list', { name: 'Changes, newest first' });
    expect(within(changes).getByText(/ · asha · Edited$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See all in the Audit Log' })).toHaveAttribute(
      'href',
      '/audit-log?entity=user&entityId=3',
    );
  });

  it("says 'User not found' for a user who is gone, with no toast", async () => {
    const { fake } = usersApi();
    const { shownToasts } = renderApp('/users/99', fake, STORED);
    const dialog = await detailsDialog();
    expect(await within(dialog).findByText('User not found')).toBeInTheDocument();
    expect(shownToasts()).toEqual([]);
  });

  it("toasts 'Failed to fetch user details' when the details cannot load", async () => {
    const { fake } = usersApi(ADMIN, { 'GET /users/3': () => json(500, {}) });
    const { shownToasts } = renderApp('/users/3', fake, STORED);
    await detailsDialog();
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to fetch user details' }]),
    );
  });

  it("edits the user from the details' 'Edit User', back on the list's URL", async () => {
    const { fake } = usersApi();
    const { history } = renderApp('/users/12?searchTerm=user0', fake, STORED);
    const dialog = await detailsDialog();
    await within(dialog).findByText('user12@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit User' }));
    const form = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(form).getByRole('textbox', { name: 'Username' })).toHaveValue('user12');
    expect(history).toEqual(['/users?searchTerm=user0']);
  });
});
