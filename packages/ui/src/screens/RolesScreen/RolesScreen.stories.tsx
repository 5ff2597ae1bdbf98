import { ROLE_MESSAGES, rolesMatching } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { listOf, loaded, NOT_LOADED } from '../../patterns';
import { auditHistoryOf } from '../../patterns/AuditTrail/audit-entry.fixtures';
import { PERMISSION_CHOICES, PLAIN_QUERY, ROLE_HISTORY, ROLES } from './role-fixtures';
import type { RoleRow } from './role-types';
import { RolesScreen, type RolesScreenProps } from './RolesScreen';
import docs from './RolesScreen.docs.md?raw';

/**
 * The screen as a host keeps the role whose details are open and the one whose permissions are:
 * in its state, telling the story's `record.onOpen` and `permissions.onOpen` too.
 */
function RolesOpeningRecords(args: RolesScreenProps) {
  const [detailsId, setDetailsId] = useState(args.record.id);
  const [permissionsId, setPermissionsId] = useState(args.permissions.id);
  return (
    <RolesScreen
      {...args}
      record={{
        ...args.record,
        id: detailsId,
        onOpen: (id) => {
          setDetailsId(id);
          args.record.onOpen(id);
        },
      }}
      permissions={{
        ...args.permissions,
        id: permissionsId,
        onOpen: (id) => {
          setPermissionsId(id);
          args.permissions.onOpen(id);
        },
      }}
    />
  );
}

/** No details open; opening a row's calls the host. */
const closed: RolesScreenProps['record'] = {
  id: null,
  onOpen: fn() as RolesScreenProps['record']['onOpen'],
  details: NOT_LOADED,
};

/** The details of the role with this id, open over the list, as the host has loaded them. */
const opened = (id: number, details: RolesScreenProps['record']['details']) => ({
  record: { ...closed, id, details },
});

const meta = {
  title: 'Screens/RolesScreen',
  component: RolesScreen,
  parameters: { docs: { description: { component: docs } } },
  args: {
    list: listOf(rolesMatching(ROLES, '')),
    query: PLAIN_QUERY,
    can: { create: true, edit: true, delete: true },
    timeZone: 'Asia/Kolkata',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onQueryChange: fn() as RolesScreenProps['onQueryChange'],
    onSave: fn(async () => ({ ok: true as const })) as RolesScreenProps['onSave'],
    onDelete: fn(async () => ({ ok: true })) as RolesScreenProps['onDelete'],
    permissions: {
      id: null,
      onOpen: fn() as RolesScreenProps['permissions']['onOpen'],
      choices: loaded(PERMISSION_CHOICES),
      onSave: fn(async () => ({ ok: true as const })) as RolesScreenProps['permissions']['onSave'],
    },
    record: closed,
  },
  render: (args) => <RolesOpeningRecords {...args} />,
} satisfies Meta<typeof RolesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every button, for a user with roles.create, roles.edit and roles.delete. */
export const Filled: Story = {};

/** A user who may only look: no Add Role, no Actions column. */
export const ReadOnly: Story = { args: { can: { create: false, edit: false, delete: false } } };

/** roles.edit without roles.create or roles.delete: manage permissions and edit only. */
export const EditOnly: Story = { args: { can: { create: false, edit: true, delete: false } } };

export const Loading: Story = { args: { list: listOf([], { isLoading: true }) } };

export const Empty: Story = { args: { list: listOf([]) } };

/** A search that matches nothing: the hint says to change it, and no Add Role in the table. */
export const NoMatches: Story = {
  args: { list: listOf([]), query: { ...PLAIN_QUERY, filters: { searchTerm: 'auditor' } } },
};

export const LoadError: Story = {
  args: { list: listOf([], { error: ROLE_MESSAGES.fetchFailed }) },
};

/** 'Add Role', then saving it empty: the domain's message on the name. */
export const AddWithValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Role' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create Role' }));
    const message = await screen.findByText('Role name is required');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** Deleting a role two users hold: the question says so. */
export const DeleteHeldRole: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Admin' }));
    const question = await screen.findByText(
      '2 users hold this role; they will lose its permissions. Are you sure you want to delete it?',
    );
    await waitFor(() => expect(question).toBeVisible());
  },
};

/** Deleting a role nobody holds: the plain question. */
export const DeleteUnheldRole: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Accounts' }));
    const question = await screen.findByText('Are you sure you want to delete this role?');
    await waitFor(() => expect(question).toBeVisible());
  },
};

/** The permissions of Manager, grouped by module. */
export const ManagePermissions: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Manage permissions of Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Permissions: Manager' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Manager's permissions, opened by the host (e.g. from a link) while the catalogue loads. */
export const PermissionsOpenedLoading: Story = {
  args: (() => {
    const { permissions } = meta.args;
    return { permissions: { ...permissions, id: 2, choices: { ...loaded([]), isLoading: true } } };
  })(),
};

/** Accounts' details over the list, with its permissions by module and its History. */
export const Details: Story = {
  args: {
    record: {
      ...opened(3, loaded(ROLES[0]!)).record,
      history: auditHistoryOf(ROLE_HISTORY, '/audit-log?entity=role&entityId=3'),
    },
  },
};

/** A role the search hides (e.g. a shared link): the details wait for the host's load. */
export const DetailsOfHiddenRole: Story = {
  args: {
    list: listOf(rolesMatching(ROLES, 'manager')),
    query: { ...PLAIN_QUERY, filters: { searchTerm: 'manager' } },
    ...opened(3, { ...NOT_LOADED, isLoading: true }),
  },
};

export const DetailsNotFound: Story = {
  args: opened(99, { ...NOT_LOADED, error: ROLE_MESSAGES.notFound }),
};

/** The whole screen over an in-memory catalogue, as the app wires it: try every flow. */
function ManagedRoles(args: RolesScreenProps) {
  const [roles, setRoles] = useState<readonly RoleRow[]>(ROLES);
  const [query, setQuery] = useState(args.query);

  const handleSave: RolesScreenProps['onSave'] = async (form, role) => {
    const fields = { ...form, name: form.name.trim(), description: form.description || null };
    setRoles((current) =>
      role
        ? current.map((each) => (each.id === role.id ? { ...each, ...fields } : each))
        : [
            ...current,
            {
              ...fields,
              id: Math.max(0, ...current.map(({ id }) => id)) + 1,
              createdAt: new Date().toISOString(),
              permissions: [],
              userCount: 0,
            },
          ],
    );
    return args.onSave(form, role);
  };

  const handleDelete: RolesScreenProps['onDelete'] = async (role) => {
    setRoles((current) => current.filter(({ id }) => id !== role.id));
    return args.onDelete(role);
  };

  const handleSavePermissions: RolesScreenProps['permissions']['onSave'] = async (role, ids) => {
    const permissions = PERMISSION_CHOICES.filter(({ id }) => ids.includes(id)).map(
      ({ id, name }) => ({ id, name }),
    );
    setRoles((current) =>
      current.map((each) => (each.id === role.id ? { ...each, permissions } : each)),
    );
    return args.permissions.onSave(role, ids);
  };

  return (
    <RolesOpeningRecords
      {...args}
      list={listOf(rolesMatching(roles, query.filters.searchTerm))}
      query={query}
      onQueryChange={(next, how) => {
        setQuery(next);
        args.onQueryChange(next, how);
      }}
      onSave={handleSave}
      onDelete={handleDelete}
      permissions={{ ...args.permissions, onSave: handleSavePermissions }}
    />
  );
}

export const Interactive: Story = { render: (args) => <ManagedRoles {...args} /> };
