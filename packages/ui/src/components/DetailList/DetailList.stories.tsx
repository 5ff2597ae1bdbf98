import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { Detail, DetailList } from './DetailList';
import { DetailSection } from './DetailSection';
import docs from './DetailList.docs.md?raw';

const meta = {
  title: 'Components/DetailList',
  component: DetailList,
  parameters: { docs: { description: { component: docs } } },
  args: {
    children: (
      <>
        <Detail term="Status">
          <Badge tone="info">Token</Badge>
        </Detail>
        <Detail term="Project & Plot" notes={['Plot A-12']}>
          Green Valley
        </Detail>
        <Detail term="Plot Owner" notes={['98765 43210', null, 'asha@example.com']}>
          Asha Verma
        </Detail>
        <Detail term="Booking Date">12/03/2025</Detail>
      </>
    ),
  },
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A booking's facts in a details modal: a value, and quieter notes under some. */
export const Medium: Story = {};

/** A project's headline figures: larger values in wider columns. */
export const Large: Story = {
  args: {
    size: 'large',
    children: (
      <>
        <Detail term="Total Project Area" notes={['48,400 sq yards']}>
          4,35,600 sq ft
        </Detail>
        <Detail term="Total Plots">48</Detail>
        <Detail term="Available Plots">31 (65%)</Detail>
      </>
    ),
  },
};

/** A side panel or a card: small values in narrow columns; a long word wraps. */
export const Small: Story = {
  args: {
    size: 'small',
    children: (
      <>
        <Detail term="Plot Number">A-12</Detail>
        <Detail term="Size">1,200 sq ft</Detail>
        <Detail term="Remark">Corner-plot-facing-the-park-on-two-sides</Detail>
      </>
    ),
  },
};

/** Under a section's heading, as a details modal groups its facts. */
export const InASection: Story = {
  render: (args) => (
    <DetailSection heading="Booking Details">
      <DetailList {...args} />
    </DetailSection>
  ),
};

/** The three sizes one above the other. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <DetailList key={size} size={size}>
          <Detail term="Size">{size}</Detail>
          <Detail term="Project & Plot" notes={['Plot A-12']}>
            Green Valley
          </Detail>
          <Detail term="Total Plots">48</Detail>
        </DetailList>
      ))}
    </div>
  ),
};
