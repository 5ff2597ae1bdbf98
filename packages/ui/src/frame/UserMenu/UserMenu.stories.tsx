import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { UserMenu, type UserMenuUser } from './UserMenu';
import docs from './UserMenu.docs.md?raw';

const asha: UserMenuUser = {
  firstName: 'Asha',
  lastName: 'Verma',
  username: 'asha.v',
  email: 'asha.verma@example.in',
  roles: ['Admin', 'Manager'],
};

const usernameOnly: UserMenuUser = { username: 'rkumar', email: 'rk@example.in', roles: ['Sales'] };

const unnamed: UserMenuUser = { email: null, roles: [] };

const meta = {
  title: 'Frame/UserMenu',
  component: UserMenu,
  parameters: { docs: { description: { component: docs } } },
  args: {
    user: asha,
    onSignOut: fn(),
    onChangePassword: fn(),
    colorScheme: 'system',
    onColorSchemeChange: fn(),
    isSlashShortcutOn: true,
    onSlashShortcutChange: fn(),
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the avatar shows the initials. */
export const Closed: Story = {};

/**
 * Open: who is signed in, then Settings, the theme's colour scheme, the search's '/' shortcut,
 * Change password and Sign out.
 */
export const Open: Story = {
  // The menu opens in a popover outside the story's canvas.
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'User menu' }));
    const opened = await screen.findByRole('menu');
    // Visible once its entry animation has run.
    await waitFor(() => expect(opened).toBeVisible());
  },
};

/** Dark chosen: its item is checked and ticked. */
export const DarkChosen: Story = { ...Open, args: { colorScheme: 'dark' } };

/** The '/' shortcut turned off: its item is unchecked and shows no tick. */
export const SlashShortcutOff: Story = { ...Open, args: { isSlashShortcutOn: false } };

/**
 * A host that keeps neither a colour scheme nor the shortcut's setting, and has no page for the
 * user's own password: the menu offers none of them.
 */
export const WithoutThemeChoice: Story = {
  ...Open,
  args: {
    onColorSchemeChange: undefined,
    onSlashShortcutChange: undefined,
    onChangePassword: undefined,
  },
};

/** No first or last name: the username names the user and gives the avatar its letter. */
export const UsernameOnly: Story = { args: { user: usernameOnly } };

/** Nothing known: 'User' and 'U'. */
export const Unnamed: Story = { args: { user: unnamed } };

/** The avatar for each kind of name. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      {[asha, usernameOnly, unnamed].map((user, index) => (
        <UserMenu key={index} {...args} user={user} />
      ))}
    </div>
  ),
};
