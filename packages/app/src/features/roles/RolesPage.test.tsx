import type { Permission, Role } from '@plotline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, user, type FakeRoutes } from '../../../test/fake-api';
import { auditEntryFixture, auditRoutes } from '../../../test/fake-audit';
import { editableList } from '../../../test/fake-lists';
import { loadedGrid } from '../../../test/list-screen';
import { renderApp, STORED } from '../../../test/render-app';

const ROLES_ADMIN = [
  'roles.view',
  'roles.create',
  'roles.edit',
  'roles.delete',
  'permissions.view',
];

const role = (id: number, name: string, userCount: number): Role => ({
  id,
  name,
  description: id === 1 ? 'Runs the back office' : null,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  permissions: id === 1 ? [{ id: 1, name: 'projects.view' }] : [],
  userCount,
});

const permission = (id: number, name: string): Permission => ({
  id,
  name,
  description: null,
  module: name.split('.')[0]!,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function rolesApi(permissions = ROLES_ADMIN, routes: FakeRoutes = {}) {
  const stored = [role(1, 'Manager', 3), role(2, 'Auditor', 0)];
  const list = editableList(stored);
  const fake: FakeRoutes = {
    'GET /auth/me': () => json(200, user(permissions)),
    'GET /roles': () => json(200, stored),
    'GET /roles/1': () => json(200, stored[0]),
    'GET /roles/2': () => json(200, stored[1]),
    'GET /permissions': () =>
      json(200, [permission(1, 'projects.view'), permission(2, 'plots.view')]),
    'POST /roles': list.add<{ name: string }>((body) => role(3, body.name, 0)),
    'DELETE /roles/1': list.remove(1),
    'PUT /rolepermissions/1/permissions': list.update(1),
    ...routes,
  };
  return { fake, bodies: list.bodies };
}

const roleNames = async () =>
  within(await loadedGrid('Roles'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the roles', () => {
  it('lists the roles, searched in the browser with the search in the URL', async () => {
    const { fake } = rolesApi();
    const { history } = renderApp('/roles', fake, STORED);
    expect(await roleNames()).toEqual(['Auditor', 'Manager']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Roles' }), 'back office');
    expect(await roleNames()).toEqual(['Manager']);
    await waitFor(() => expect(history.at(-1)).toBe('/roles?searchTerm=back+office'));
  });

  it("toasts 'Failed to fetch roles'", async () => {
    const { fake } = rolesApi(ROLES_ADMIN, { 'GET /roles': () => json(500) });
    const { shownToasts } = renderApp('/roles', fake, STORED);
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(shownToasts()).toContainEqual({ kind: 'error', message: 'Failed to fetch roles' });
  });

  it('shows only the buttons the signed-in user holds the permissions of', async () => {
    const { fake } = rolesApi(['roles.view']);
    const { calls } = renderApp('/roles', fake, STORED);
    await roleNames();
    expect(screen.queryByRole('button', { name: 'Add Role' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Manager' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage permissions of Manager' })).toBeNull();
    // Without permissions.view the catalogue is not asked for: it would be refused.
    expect(calls).not.toContain('GET /permissions');
  });

  it('creates a role, toasts it and asks who the signed-in user is now', async () => {
    const { fake, bodies } = rolesApi();
    const { shownToasts, calls } = renderApp('/roles', fake, STORED);
    await roleNames();
    const meCalls = () => calls.filter((call) => call === 'GET /auth/me').length;
    const before = meCalls();
    await userEvent.click(screen.getByRole('button', { name: 'Add Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Role' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Role Name' }), 'Field Sales');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ name: 'Field Sales', description: null, isActive: true }]);
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'Role created successfully' }]);
    expect(meCalls()).toBe(before + 1);
    expect(await roleNames()).toContain('Field Sales');
  });

  it("toasts the server's message when a save is refused", async () => {
    const { fake } = rolesApi(ROLES_ADMIN, {
      'POST /roles': () => json(409, { message: 'Role name is already taken' }),
    });
    const { shownToasts } = renderApp('/roles', fake, STORED);
    await roleNames();
    await userEvent.click(screen.getByRole('button', { name: 'Add Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Role' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Role Name' }), 'Manager');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Role' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'error', message: 'Role name is already taken' }]),
    );
    expect(dialog).toBeInTheDocument();
  });

  it('asks before deleting a role held by users, saying how many, then deletes it', async () => {
    const { fake } = rolesApi();
    const { shownToasts } = renderApp('/roles', fake, STORED);
    await roleNames();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Manager' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('3 users hold this role; they will lose its permissions.');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'Role deleted successfully' }]);
    expect(await roleNames()).toEqual(['Auditor']);
  });

  it("replaces a role's permissions from its modal", async () => {
    const { fake, bodies } = rolesApi();
    const { shownToasts } = renderApp('/roles', fake, STORED);
    await roleNames();
    await userEvent.click(screen.getByRole('button', { name: 'Manage permissions of Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Permissions: Manager' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'plots.view' }));
    expect(within(dialog).getByText('2 of 2 permissions selected')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Permissions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ permissionIds: [1, 2] }]);
    expect(shownToasts()).toEqual([
      { kind: 'success', message: 'Role permissions updated successfully' },
    ]);
  });
});

describe("a role's details", () => {
  const details = () => screen.getByRole('dialog', { name: 'Role Details' });

  it('open from a row at /roles/:id, by module, and close back to /roles', async () => {
    const { fake } = rolesApi();
    const { history, calls } = renderApp('/roles', fake, STORED);
    await roleNames();
    await userEvent.click(screen.getByRole('button', { name: 'View Manager' }));
    expect(history).toEqual(['/roles/1']);
    const list = await within(details()).findByRole('list', { name: 'Projects' });
    expect(within(list).getByRole('listitem').textContent).toBe('projects.view');
    await waitFor(() => expect(calls).toContain('GET /roles/1'));
    // No audit.view: no History, and the trail is not asked for.
    expect(within(details()).queryByRole('heading', { name: 'History' })).toBeNull();
    expect(calls).not.toContain('GET /audit');
    await userEvent.click(within(details()).getByRole('button', { name: 'Close' }));
    expect(history).toEqual(['/roles']);
  });

  it('open from the URL a role the search hides, with its History, and close keeping the search', async () => {
    const entries = [
      auditEntryFixture(1, 'role', 2, '2026-03-13', {
        operation: 'updateRole',
        before: { name: 'Auditors' },
        after: { name: 'Auditor' },
      }),
    ];
    const { fake } = rolesApi(ROLES_ADMIN, {
      'GET /auth/me': () => json(200, user([...ROLES_ADMIN, 'audit.view'])),
      ...auditRoutes(entries),
    });
    const { history } = renderApp('/roles/2?searchTerm=back+office', fake, STORED);
    expect(
      await within(await screen.findByRole('dialog')).findByText('Auditor'),
    ).toBeInTheDocument();
    expect(within(details()).getByText('No permissions')).toBeInTheDocument();
    const changes = await within(details()).findByRole('list', { name: 'Changes, newest first' });
    expect(within(changes).getByText(/ · asha · Edited$/)).toBeInTheDocument();
    expect(
      within(details()).getByRole('link', { name: 'See all in the Audit Log' }),
    ).toHaveAttribute('href', '/audit-log?entity=role&entityId=2');
    await userEvent.click(within(details()).getByRole('button', { name: 'Close' }));
    expect(history).toEqual(['/roles?searchTerm=back+office']);
    expect(await roleNames()).toEqual(['Manager']);
    expect(
      (screen.getByRole('searchbox', { name: 'Search Roles' }) as HTMLInputElement).value,
    ).toBe('back office');
  });

  it("say 'Role not found' for a role that is gone, and toast nothing", async () => {
    const { fake } = rolesApi();
    const { shownToasts } = renderApp('/roles/9', fake, STORED);
    await screen.findByRole('dialog', { name: 'Role Details' });
    expect(await within(details()).findByText('Role not found')).toBeInTheDocument();
    expect(shownToasts()).toEqual([]);
  });

  it('log a failed load only, as inside every administration modal', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fake } = rolesApi(ROLES_ADMIN, { 'GET /roles/1': () => json(500, {}) });
    const { shownToasts } = renderApp('/roles/1', fake, STORED);
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The role failed to load', expect.anything()),
    );
    logged.mockRestore();
    expect(shownToasts()).toEqual([]);
    // The list's row stands in for the details it could not load.
    expect(await within(details()).findByText('Manager')).toBeInTheDocument();
  });

  it("move to the role form from 'Edit Role', closing the details and their address", async () => {
    const { fake } = rolesApi();
    const { history } = renderApp('/roles/1', fake, STORED);
    await within(await screen.findByRole('dialog', { name: 'Role Details' })).findByText(
      'Runs the back office',
    );
    await userEvent.click(within(details()).getByRole('button', { name: 'Edit Role' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Role' });
    expect(
      (within(form).getByRole('textbox', { name: 'Role Name' }) as HTMLInputElement).value,
    ).toBe('Manager');
    expect(history).toEqual(['/roles']);
  });

  it("move to the role's permissions from 'Manage Permissions'", async () => {
    const { fake } = rolesApi();
    const { history } = renderApp('/roles/1', fake, STORED);
    await within(await screen.findByRole('dialog', { name: 'Role Details' })).findByText(
      'Runs the back office',
    );
    await userEvent.click(within(details()).getByRole('button', { name: 'Manage Permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Permissions: Manager' });
    expect(await within(dialog).findByText('1 of 2 permissions selected')).toBeInTheDocument();
    expect(history).toEqual(['/roles']);
  });
});
