import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Input, Label, SearchField, TextField } from 'react-aria-components';
import { fn } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import docs from './FilterPanel.docs.md?raw';

const fieldStyle = { display: 'grid', gap: vars.space.xs };

const inputStyle = {
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
};

type PlotFilters = { search: string; plotNumber: string };

const noFilters: PlotFilters = { search: '', plotNumber: '' };

/** Stand-ins for the app's fields: plain react-aria fields, each with its label. */
function PlotFilterFields({
  filters,
  onChange,
}: {
  filters: PlotFilters;
  onChange?: (filters: PlotFilters) => void;
}) {
  return (
    <>
      <SearchField
        style={fieldStyle}
        value={filters.search}
        onChange={(search) => onChange?.({ ...filters, search })}
      >
        <Label>Search</Label>
        <Input style={inputStyle} />
      </SearchField>
      <TextField
        style={fieldStyle}
        value={filters.plotNumber}
        onChange={(plotNumber) => onChange?.({ ...filters, plotNumber })}
      >
        <Label>Plot Number</Label>
        <Input style={inputStyle} />
      </TextField>
    </>
  );
}

const meta = {
  title: 'Components/FilterPanel',
  component: FilterPanel,
  parameters: { docs: { description: { component: docs } } },
  args: {
    isFiltered: false,
    onClear: fn(),
    children: <PlotFilterFields filters={noFilters} />,
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unfiltered: Story = {};

export const Filtered: Story = {
  args: {
    isFiltered: true,
    children: <PlotFilterFields filters={{ search: 'Green Valley', plotNumber: 'A-12' }} />,
  },
};

/** The caller owns the filters, as the app does with its URL. */
function PlotFilterPanel({ onClear }: Pick<FilterPanelProps, 'onClear'>) {
  const [filters, setFilters] = useState(noFilters);
  const handleClear = () => {
    setFilters(noFilters);
    onClear();
  };
  return (
    <FilterPanel
      isFiltered={filters.search !== '' || filters.plotNumber !== ''}
      onClear={handleClear}
    >
      <PlotFilterFields filters={filters} onChange={setFilters} />
    </FilterPanel>
  );
}

export const Interactive: Story = {
  render: (args) => <PlotFilterPanel onClear={args.onClear} />,
};

/** Unfiltered and filtered, at a desktop width and at a phone width where the fields stack. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {[
        { width: 'desktop', maxWidth: undefined },
        { width: 'phone', maxWidth: 320 },
      ].map(({ width, maxWidth }) => (
        // Each panel is its own landmark, so each needs its own name.
        <div key={width} style={{ display: 'grid', gap: 24, maxWidth }}>
          <FilterPanel {...args} aria-label={`Filters, unfiltered, ${width}`} />
          <FilterPanel {...args} {...Filtered.args} aria-label={`Filters, filtered, ${width}`} />
        </div>
      ))}
    </div>
  ),
};
