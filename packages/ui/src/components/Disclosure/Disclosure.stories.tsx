import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Disclosure } from './Disclosure';
import docs from './Disclosure.docs.md?raw';

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  parameters: { docs: { description: { component: docs } } },
  args: {
    label: '2 fields',
    children: (
      <ul>
        <li>Booking status: Token → Booking</li>
        <li>Remark: — → Paid in full</li>
      </ul>
    ),
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger shows. */
export const Collapsed: Story = {};

export const Expanded: Story = { args: { defaultExpanded: true } };

/** Opened by the keyboard: Enter on the focused trigger. */
export const OpenedByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '2 fields' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText('Booking status: Token → Booking')).toBeVisible();
  },
};

/** Both states side by side. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 48 }}>
      <Disclosure {...args} />
      <Disclosure {...args} defaultExpanded />
    </div>
  ),
};
