import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { GLOBAL_SEARCH, NOTIFICATIONS_BELL } from './top-bar.fixtures';
import { TopBar } from './TopBar';
import docs from './TopBar.docs.md?raw';

const asha = {
  firstName: 'Asha',
  lastName: 'Verma',
  username: 'asha.v',
  email: 'asha.verma@example.in',
  roles: ['Admin'],
};

const meta = {
  title: 'Frame/TopBar',
  component: TopBar,
  args: {
    user: asha,
    onOpenNavigation: fn(),
    onSignOut: fn(),
    globalSearch: GLOBAL_SEARCH,
    notifications: NOTIFICATIONS_BELL,
  },
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  // The search's list and the bell's panel open below the bar: leave them room.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the sidebar is always shown, so there is no menu button. */
export const Desktop: Story = {};

/** Mobile: the menu button opens the navigation drawer. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** A search typed in: its hits open below the box. */
export const SearchResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'green');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(list).toBeVisible());
  },
};

/** Ctrl+K from anywhere on the page goes to the search. */
export const SearchShortcut: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(canvas.getByRole('combobox', { name: 'Search' })).toHaveFocus();
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(list).toBeVisible());
  },
};

/** The bell's panel open. */
export const NotificationsOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(panel).toBeVisible());
  },
};

/** A tool embedding the frame without search or notifications: neither shows. */
export const WithoutSearchOrNotifications: Story = {
  args: { globalSearch: undefined, notifications: undefined },
};

/** The bar for each kind of user name. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[asha, { username: 'rkumar', email: 'rk@example.in', roles: ['Sales'] }, {}].map(
        (user, index) => (
          <TopBar key={index} {...args} user={user} />
        ),
      )}
    </div>
  ),
};
