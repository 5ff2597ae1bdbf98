import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
  args: { user: asha, onOpenNavigation: fn(), onSignOut: fn() },
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the sidebar is always shown, so there is no menu button. */
export const Desktop: Story = {};

/** Mobile: the menu button opens the navigation drawer. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** A search typed in (the box does nothing with it yet). */
export const WithSearchText: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'Green Valley');
  },
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
