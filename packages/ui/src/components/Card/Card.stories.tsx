import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton/IconButton';
import { Card, SummaryCard } from './Card';
import docs from './Card.docs.md?raw';

const meta = {
  title: 'Components/Card',
  component: Card,
  parameters: { docs: { description: { component: docs } } },
  args: {
    heading: 'Projects Overview',
    children: <p style={{ margin: 0 }}>Three projects, 142 plots.</p>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeading: Story = {};

export const WithActions: Story = {
  args: {
    actions: <IconButton aria-label="Edit project" icon={<Icon name="edit" />} size="small" />,
  },
};

export const Plain: Story = { args: { heading: undefined } };

/** The dashboard's six summary figures. */
export const SummaryCards: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, 220px)' }}>
      {(
        [
          ['Total Projects', 3],
          ['Total Plots', 142],
          ['Total Bookings', 58],
          ['Registry Done', 21],
          ['Extra Time', 4],
          ['Channel Partners', 12],
        ] as const
      ).map(([label, value]) => (
        <SummaryCard key={label} label={label} value={value} icon={<Icon name="edit" />} />
      ))}
    </div>
  ),
};

/** Plain, with a heading, with a heading and actions, and a summary card with and without icon. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, 260px)' }}>
      <Card>
        <p style={{ margin: 0 }}>Plain card.</p>
      </Card>
      <Card heading="With heading">
        <p style={{ margin: 0 }}>Body.</p>
      </Card>
      <Card
        heading="With actions"
        actions={<IconButton aria-label="Edit" icon={<Icon name="edit" />} size="small" />}
      >
        <p style={{ margin: 0 }}>Body.</p>
      </Card>
      <SummaryCard label="Total Plots" value={142} />
      <SummaryCard label="Registry Done" value={21} icon={<Icon name="edit" />} />
    </div>
  ),
};

/** Cards that lead somewhere: a link to the list they count, a button opening it in place. */
export const InteractiveSummaryCards: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, 220px)' }}>
      <SummaryCard label="Total Plots" value={142} href="/plots" />
      <SummaryCard label="Extra Time" value={4} onPress={fn()} />
      <SummaryCard label="Channel Partners" value={12} />
      <SummaryCard label="Overdue" value="₹13,18,450.00" note="3 instalments" href="/collections" />
    </div>
  ),
};
