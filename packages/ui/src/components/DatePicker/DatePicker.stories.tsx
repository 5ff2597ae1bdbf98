import type { Meta, StoryObj } from '@storybook/react-vite';
import { DatePicker } from './DatePicker';
import docs from './DatePicker.docs.md?raw';

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  parameters: { docs: { description: { component: docs } } },
  args: { label: 'Booking Date' },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: '2025-03-15' } };

/** The calendar open on the current date, so its grid is checked too. */
export const Open: Story = { args: { defaultOpen: true, defaultValue: '2025-03-15' } };

/** A registry date must fall after the booking date. */
export const Bounded: Story = {
  args: {
    label: 'Registry Date',
    defaultValue: '2025-03-15',
    minValue: '2025-03-11',
    description: 'After the booking date, 10 March 2025.',
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Booking date is required' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2025-03-15' } };

/** Empty, set, described, invalid, disabled and read-only. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, minmax(0, 240px))' }}>
      <DatePicker label="Follow-up Date" />
      <DatePicker label="Token Date" defaultValue="2025-01-05" />
      <DatePicker label="Next Follow-up Date" description="Optional." defaultValue="2025-02-01" />
      <DatePicker
        label="Booking Date (invalid)"
        isRequired
        errorMessage="Booking date is required"
      />
      <DatePicker label="Registry Date (disabled)" isDisabled defaultValue="2025-06-13" />
      <DatePicker label="Created Date (read-only)" isReadOnly defaultValue="2024-11-20" />
    </div>
  ),
};
