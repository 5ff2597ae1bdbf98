import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Sidebar } from './Sidebar';
import docs from './Sidebar.docs.md?raw';

const everyPermission = [
  'projects.view',
  'plots.view',
  'bookings.view',
  'channelpartners.view',
  'users.view',
  'roles.view',
  'permissions.view',
];

/**
 * No Catalog story: two sidebars on one page would repeat the "Main" navigation landmark, which
 * the app never does; each user and state has its own story instead.
 */
const meta = {
  title: 'Frame/Sidebar',
  component: Sidebar,
  args: {
    user: { permissions: everyPermission, roles: ['Admin'] },
    currentPath: '/bookings',
    isMobileOpen: false,
    onMobileOpenChange: fn(),
  },
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator sees every entry; the current page is marked. */
export const Admin: Story = {};

/** A salesperson sees the Dashboard and only the screens their permissions open. */
export const SalesUser: Story = {
  args: {
    user: { permissions: ['projects.view', 'plots.view', 'bookings.view'], roles: ['Sales'] },
    currentPath: '/',
  },
};

/** Signed in with no permissions: the Dashboard alone. */
export const NoPermissions: Story = {
  args: { user: { permissions: [], roles: [] }, currentPath: '/' },
};

/** On a phone the sidebar is a drawer over the content. */
export const MobileOpen: Story = {
  args: { isMobileOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The app passes its router's link; here a stand-in that marks itself. */
export const CustomLink: Story = {
  args: {
    renderLink: (entry, children, linkProps) => (
      <a href={`#${entry.path}`} data-router-link="" {...linkProps}>
        {children}
      </a>
    ),
  },
};
