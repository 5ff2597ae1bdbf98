import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberField } from './NumberField';
import docs from './NumberField.docs.md?raw';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  parameters: { docs: { description: { component: docs } } },
  args: { label: 'Roads Area (sq ft)', minValue: 0 },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultValue: 1200 } };

/** Money in rupees to the paisa. */
export const Amount: Story = {
  args: {
    label: 'Token Amount',
    step: 0.01,
    defaultValue: 25000,
    formatOptions: { style: 'currency', currency: 'INR' },
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Roads area must be 0 or greater' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 1200 } };

/** Plain, described, required, invalid, disabled and read-only. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, minmax(0, 240px))' }}>
      <NumberField label="Total Project Area (sq ft)" defaultValue={43560} />
      <NumberField
        label="Registry Duration (days)"
        description="Days from booking to registry."
        defaultValue={90}
      />
      <NumberField
        label="Plot Sale Rate"
        isRequired
        step={0.01}
        formatOptions={{ style: 'currency', currency: 'INR' }}
      />
      <NumberField
        label="Booking Amount"
        isRequired
        errorMessage="Please fill in all required fields"
      />
      <NumberField label="Roads Area (disabled)" isDisabled defaultValue={1200} />
      <NumberField label="Saleable Area (read-only)" isReadOnly defaultValue={30000} />
    </div>
  ),
};
