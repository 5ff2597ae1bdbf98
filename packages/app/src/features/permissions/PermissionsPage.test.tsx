import type { Permission } from '@plotline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, networkDown, user, type FakeRoutes } from '../../../test/fake-api';
import { editableList } from '../../../test/fake-lists';
import { choose, loadedGrid } from '../../../test/list-screen';
import { renderApp, STORED } from '../../../test/render-app';

const PERMISSIONS_ADMIN = [
  'permissions.view',
  'permissions.create',
  'permissions.edit',
  'permissions.delete',
];

const permission = (id: number, name: string): Permission => ({
  id,
  name,
  description: null,
  module: name.split('.')[0]!,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function permissionsApi(permissions = PERMISSIONS_ADMIN, routes: FakeRoutes = {}) {
  const stored = [permission(1, 'users.view'), permission(2, 'plots.view')];
  const list = editableList(stored);
  const fake: FakeRoutes = {
    'GET /auth/me': () => json(200, user(permissions)),
    'GET /permissions': () => json(200, stored),
    'POST /permissions': list.add<{ name: string; module: string }>((body) => ({
      ...permission(3, body.name),
      module: body.module,
    })),
    'DELETE /permissions/2': list.remove(2),
    ...routes,
  };
  return { fake, bodies: list.bodies };
}

const permissionNames = async () =>
  within(await loadedGrid('Permissions'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the permissions', () => {
  it('filters by module with the module in the URL', async () => {
    const { fake } = permissionsApi();
    const { history } = renderApp('/permissions', fake, STORED);
    expect(await permissionNames()).toEqual(['plots.view', 'users.view']);
    await choose('Module', 'Users');
    expect(await permissionNames()).toEqual(['users.view']);
    expect(history.at(-1)).toBe('/permissions?module=users');
  });

  it('reads the module from the URL', async () => {
    const { fake } = permissionsApi();
    renderApp('/permissions?module=plots', fake, STORED);
    expect(await permissionNames()).toEqual(['plots.view']);
  });

  it('hides the buttons of permissions the user does not hold', async () => {
    const { fake } = permissionsApi(['permissions.view']);
    renderApp('/permissions', fake, STORED);
    await permissionNames();
    expect(screen.queryByRole('button', { name: 'Add Permission' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete plots.view' })).toBeNull();
  });

  it('creates a permission and toasts it', async () => {
    const { fake, bodies } = permissionsApi();
    const { shownToasts } = renderApp('/permissions', fake, STORED);
    await permissionNames();
    await userEvent.click(screen.getByRole('button', { name: 'Add Permission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Permission' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Permission Name' }),
      'reports.export',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /Module/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Reports' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Permission' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      { name: 'reports.export', description: null, module: 'reports', isActive: true },
    ]);
    expect(shownToasts()).toEqual([
      { kind: 'success', message: 'Permission created successfully' },
    ]);
  });

  it("toasts 'Failed to create permission' when no answer came", async () => {
    const { fake } = permissionsApi(PERMISSIONS_ADMIN, { 'POST /permissions': networkDown });
    const { shownToasts } = renderApp('/permissions', fake, STORED);
    await permissionNames();
    await userEvent.click(screen.getByRole('button', { name: 'Add Permission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Permission' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Permission Name' }),
      'users.export',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /Module/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Users' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Permission' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to create permission' }]),
    );
  });

  it('deletes a permission after the question', async () => {
    const { fake } = permissionsApi();
    const { shownToasts } = renderApp('/permissions', fake, STORED);
    await permissionNames();
    await userEvent.click(screen.getByRole('button', { name: 'Delete plots.view' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { kind: 'success', message: 'Permission deleted successfully' },
      ]),
    );
    expect(await permissionNames()).toEqual(['users.view']);
  });
});
