import { PERMISSION_MESSAGES, permissionsMatching } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { listOf } from '../../patterns';
import { PERMISSIONS, PLAIN_QUERY } from './permission-fixtures';
import type { PermissionRow } from './permission-types';
import { PermissionsScreen, type PermissionsScreenProps } from './PermissionsScreen';
import docs from './PermissionsScreen.docs.md?raw';

const meta = {
  title: 'Screens/PermissionsScreen',
  component: PermissionsScreen,
  parameters: { docs: { description: { component: docs } } },
  args: {
    list: listOf(permissionsMatching(PERMISSIONS, PLAIN_QUERY.filters)),
    query: PLAIN_QUERY,
    can: { create: true, edit: true, delete: true },
    timeZone: 'Asia/Kolkata',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onQueryChange: fn() as PermissionsScreenProps['onQueryChange'],
    onSave: fn(async () => ({ ok: true as const })) as PermissionsScreenProps['onSave'],
    onDelete: fn(async () => ({ ok: true })) as PermissionsScreenProps['onDelete'],
  },
} satisfies Meta<typeof PermissionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every button, for a user with permissions.create, .edit and .delete. */
export const Filled: Story = {};

/** One module chosen. */
export const OneModule: Story = {
  args: {
    list: listOf(permissionsMatching(PERMISSIONS, { searchTerm: '', module: 'bookings' })),
    query: { ...PLAIN_QUERY, filters: { searchTerm: '', module: 'bookings' } },
  },
};

/** A user who may only look: no Add Permission, no Actions column. */
export const ReadOnly: Story = { args: { can: { create: false, edit: false, delete: false } } };

/** permissions.edit alone. */
export const EditOnly: Story = { args: { can: { create: false, edit: true, delete: false } } };

export const Loading: Story = { args: { list: listOf([], { isLoading: true }) } };

export const Empty: Story = { args: { list: listOf([]) } };

export const NoMatches: Story = {
  args: {
    list: listOf([]),
    query: { ...PLAIN_QUERY, filters: { searchTerm: 'export', module: 'users' } },
  },
};

export const LoadError: Story = {
  args: { list: listOf([], { error: PERMISSION_MESSAGES.fetchFailed }) },
};

/** A name not of the form module.action: the domain's message. */
export const AddWithValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Permission' }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Permission Name' }),
      'Users View',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Permission' }));
    const message = await screen.findByText(
      'Permission name must be module.action in lowercase, e.g. users.view',
    );
    await waitFor(() => expect(message).toBeVisible());
  },
};

export const DeleteQuestion: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete bookings.export' }));
    const question = await screen.findByText('Are you sure you want to delete this permission?');
    await waitFor(() => expect(question).toBeVisible());
  },
};

/** The whole screen over an in-memory catalogue, as the app wires it: try every flow. */
function ManagedPermissions(args: PermissionsScreenProps) {
  const [permissions, setPermissions] = useState<readonly PermissionRow[]>(PERMISSIONS);
  const [query, setQuery] = useState(args.query);

  const handleSave: PermissionsScreenProps['onSave'] = async (form, permission) => {
    const fields = {
      ...form,
      name: form.name.trim(),
      description: form.description || null,
      module: form.module || null,
    };
    setPermissions((current) =>
      permission
        ? current.map((each) => (each.id === permission.id ? { ...each, ...fields } : each))
        : [
            ...current,
            {
              ...fields,
              id: Math.max(0, ...current.map(({ id }) => id)) + 1,
              createdAt: new Date().toISOString(),
            },
          ],
    );
    return args.onSave(form, permission);
  };

  const handleDelete: PermissionsScreenProps['onDelete'] = async (permission) => {
    setPermissions((current) => current.filter(({ id }) => id !== permission.id));
    return args.onDelete(permission);
  };

  return (
    <PermissionsScreen
      {...args}
      list={listOf(permissionsMatching(permissions, query.filters))}
      query={query}
      onQueryChange={(next, how) => {
        setQuery(next);
        args.onQueryChange(next, how);
      }}
      onSave={handleSave}
      onDelete={handleDelete}
    />
  );
}

export const Interactive: Story = { render: (args) => <ManagedPermissions {...args} /> };
