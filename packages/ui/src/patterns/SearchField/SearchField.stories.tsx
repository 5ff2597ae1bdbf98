import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Select } from '../../components/Select';
import { SearchField, type SearchFieldProps } from './SearchField';
import { SearchFilters } from './SearchFilters';
import docs from './SearchField.docs.md?raw';

const meta = {
  title: 'Patterns/SearchField',
  component: SearchField,
  parameters: { docs: { description: { component: docs } } },
  args: {
    label: 'Search Plots',
    placeholder: 'Plot, project or remark',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onChange: fn() as SearchFieldProps['onChange'],
    onClear: fn() as SearchFieldProps['onClear'],
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the search icon and the placeholder, no clear button. */
export const Default: Story = {};

/** With text: the clear button shows. */
export const WithText: Story = { args: { defaultValue: 'A-1' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'A-1' } };

const PERIODS = [
  { id: 'all', label: 'All' },
  { id: 'today', label: 'Today' },
  { id: 'overdue', label: 'Overdue' },
];

/** Beside one choice, as the Amenities and Follow-ups lists lay them out. */
export const BesideAChoice: Story = {
  args: { label: 'Search Follow-ups', placeholder: 'Booking, project, plot, owner, purpose...' },
  render: function Render(args) {
    const [period, setPeriod] = useState<string>('all');
    return (
      <SearchFilters>
        <SearchField {...args} />
        <Select
          label="Next Follow-up"
          items={PERIODS}
          value={period}
          onChange={(key) => setPeriod(String(key))}
        />
      </SearchFilters>
    );
  },
};

/** Empty, with text, and disabled. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <SearchField {...args} label="Search Plots (empty)" />
      <SearchField {...args} label="Search Plots (with text)" defaultValue="A-1" />
      <SearchField {...args} label="Search Plots (disabled)" defaultValue="A-1" isDisabled />
    </div>
  ),
};
