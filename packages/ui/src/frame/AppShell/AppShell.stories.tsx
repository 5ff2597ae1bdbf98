import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { GLOBAL_SEARCH, NOTIFICATIONS_BELL } from '../TopBar/top-bar.fixtures';
import { AppShell, type AppShellUser } from './AppShell';
import docs from './AppShell.docs.md?raw';

const admin: AppShellUser = {
  firstName: 'Asha',
  lastName: 'Verma',
  username: 'asha.v',
  email: 'asha.verma@example.in',
  roles: ['Admin'],
  permissions: [
    'projects.view',
    'plots.view',
    'bookings.view',
    'channelpartners.view',
    'users.view',
    'roles.view',
    'permissions.view',
  ],
};

const salesUser: AppShellUser = {
  username: 'rkumar',
  email: 'rk@example.in',
  roles: ['Sales'],
  permissions: ['bookings.view'],
};

/**
 * No Catalog story: two shells on one page would repeat the banner, navigation and main
 * landmarks, which the app never does; each user and state has its own story instead.
 */
const meta = {
  title: 'Frame/AppShell',
  component: AppShell,
  args: {
    user: admin,
    currentPath: '/bookings',
    onSignOut: fn(),
    globalSearch: GLOBAL_SEARCH,
    notifications: NOTIFICATIONS_BELL,
    children: (
      <>
        <h1>Bookings</h1>
        <p>The page goes here.</p>
      </>
    ),
  },
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the sidebar is fixed beside the page. */
export const Admin: Story = {};

/** A user who may open only bookings sees the Dashboard, Bookings and Follow-ups. */
export const SalesUser: Story = {
  args: {
    user: salesUser,
    currentPath: '/',
    children: <h1>Dashboard</h1>,
  },
};

/** Mobile: the menu button slides the navigation over the page. */
export const MobileNavigationOpen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The drawer opens in a modal outside the story's canvas.
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const opened = await screen.findByRole('dialog', { name: 'Navigation' });
    // Visible once its entry animation has run.
    await waitFor(() => expect(opened).toBeVisible());
  },
};

/** '/' on the page goes to the top bar's search, which offers the recent searches. */
export const SearchFromThePage: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.keyboard('/');
    await expect(canvas.getByRole('combobox', { name: 'Search' })).toHaveFocus();
    const recent = await screen.findByRole('group', { name: 'Recent searches' });
    await waitFor(() => expect(recent).toBeVisible());
  },
};

/** A tool embedding the frame without search or notifications: the bar has neither. */
export const WithoutSearchOrNotifications: Story = {
  args: { globalSearch: undefined, notifications: undefined },
};
