import { pageTitle, type SidebarEntry } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ANNOUNCER_ATTRIBUTE } from '../../patterns/announce';
import { GLOBAL_SEARCH, NOTIFICATIONS_BELL } from '../TopBar/top-bar.fixtures';
import { AppShell, type AppShellProps, type AppShellUser } from './AppShell';
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

/** A host that follows the sidebar's links itself, as the app's router does. */
function FollowingLinks(args: AppShellProps) {
  const [page, setPage] = useState({ path: args.currentPath, label: 'Bookings' });
  const handleFollow = (entry: SidebarEntry) => setPage({ path: entry.path, label: entry.label });
  return (
    <AppShell
      {...args}
      currentPath={page.path}
      pageTitle={pageTitle(page.label)}
      renderLink={(entry, children, linkProps) => (
        <a
          href={entry.path}
          {...linkProps}
          onClick={(event) => {
            event.preventDefault();
            linkProps.onClick?.();
            handleFollow(entry);
          }}
        >
          {children}
        </a>
      )}
    >
      <h1>{page.label}</h1>
    </AppShell>
  );
}

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
    pageTitle: pageTitle('Bookings'),
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

/** The first Tab of the page shows the skip link, over the top bar and the sidebar. */
export const SkipLinkFocused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toHaveFocus();
    // On top: what shows at its centre is the link, not the bar or the sidebar under it.
    const { x, y, width, height } = skipLink.getBoundingClientRect();
    await expect(width).toBeGreaterThan(1);
    await expect(document.elementFromPoint(x + width / 2, y + height / 2)).toBe(skipLink);
  },
};

/** Following a link moves focus to the new page's main content and says its title. */
export const FollowingALink: Story = {
  render: (args) => <FollowingLinks {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Plots' }));
    await expect(canvas.getByRole('main')).toHaveFocus();
    const announcer = document.querySelector(`[${ANNOUNCER_ATTRIBUTE}]`);
    await waitFor(() => expect(announcer).toHaveTextContent('Plots · Real Estate CRM'));
  },
};

/** On mobile, focus goes to the new page too, not back to the drawer's button. */
export const FollowingALinkInTheDrawer: Story = {
  render: (args) => <FollowingLinks {...args} />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(drawer).toBeVisible());
    await userEvent.click(within(drawer).getByRole('link', { name: 'Plots' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Plots' })).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

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
