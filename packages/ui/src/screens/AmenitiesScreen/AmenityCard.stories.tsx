import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AMENITIES } from './amenity-fixtures';
import { AmenityCard, type AmenityCardProps } from './AmenityCard';
import docs from './AmenityCard.docs.md?raw';

const [playArea, clubHouse, gymnasium, , rainwater] = AMENITIES;

/** One card at the width of a grid column. */
const column: Decorator = (Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>;

const meta = {
  title: 'Screens/AmenitiesScreen/AmenityCard',
  component: AmenityCard,
  parameters: { docs: { description: { component: docs } } },
  args: {
    amenity: playArea!,
    timeZone: 'Asia/Kolkata',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onEdit: fn() as AmenityCardProps['onEdit'],
    onDelete: fn() as AmenityCardProps['onDelete'],
  },
} satisfies Meta<typeof AmenityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = { decorators: [column] };

export const Inactive: Story = { args: { amenity: gymnasium! }, decorators: [column] };

/** A long description is cut to three lines. */
export const LongDescription: Story = { args: { amenity: clubHouse! }, decorators: [column] };

export const WithoutDescription: Story = { args: { amenity: rainwater! }, decorators: [column] };

/** Active and inactive, short, long and missing descriptions, side by side as in the grid. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, 300px)' }}>
      {[playArea!, clubHouse!, gymnasium!, rainwater!].map((amenity) => (
        <AmenityCard key={amenity.id} {...args} amenity={amenity} />
      ))}
    </div>
  ),
};
