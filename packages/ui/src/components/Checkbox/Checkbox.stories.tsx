import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';
import docs from './Checkbox.docs.md?raw';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  parameters: { docs: { description: { component: docs } } },
  args: { children: 'Remember me' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { children: 'Active User', defaultSelected: true } };

export const WithDescription: Story = {
  args: { children: 'Active', description: 'Inactive amenities are hidden from new projects.' },
};

export const Invalid: Story = {
  args: { children: 'I confirm the details', errorMessage: 'Please fill in all required fields' },
};

/** Some of what it stands for is selected, e.g. a module's select-all over some permissions. */
export const Indeterminate: Story = {
  args: { children: 'Select all Users permissions', isIndeterminate: true },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** Unselected and selected, in each state. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, max-content)' }}>
      {[false, true].flatMap((isSelected) => {
        const state = isSelected ? 'selected' : 'not selected';
        return [
          <Checkbox key={`${state}-plain`} defaultSelected={isSelected}>
            {`Active (${state})`}
          </Checkbox>,
          <Checkbox
            key={`${state}-invalid`}
            defaultSelected={isSelected}
            errorMessage="Please fill in all required fields"
          >
            {`Confirmed (${state}, invalid)`}
          </Checkbox>,
          <Checkbox key={`${state}-disabled`} defaultSelected={isSelected} isDisabled>
            {`Active User (${state}, disabled)`}
          </Checkbox>,
          <Checkbox key={`${state}-readonly`} defaultSelected={isSelected} isReadOnly>
            {`Active Role (${state}, read-only)`}
          </Checkbox>,
          <Checkbox key={`${state}-mixed`} defaultSelected={isSelected} isIndeterminate>
            {`All of a module (${state}, mixed)`}
          </Checkbox>,
        ];
      })}
    </div>
  ),
};
