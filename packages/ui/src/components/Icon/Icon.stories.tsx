import type { Meta, StoryObj } from '@storybook/react-vite';
import { ICON_DRAWINGS } from './drawings';
import { Icon, type IconName } from './Icon';
import docs from './Icon.docs.md?raw';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  parameters: { docs: { description: { component: docs } } },
  args: { name: 'edit' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The sizes ui draws them at: in a field's button, a toast, the top bar. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      {[12, 14, 16, 18, 20, 24].map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

const NAMES = Object.keys(ICON_DRAWINGS) as IconName[];

/** Every icon, named, at 16 and 24 px. */
export const Catalog: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gap: 12,
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Icon name={name} />
          <Icon name={name} size={24} />
          {name}
        </li>
      ))}
    </ul>
  ),
};
