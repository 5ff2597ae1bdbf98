import type { Meta, StoryObj } from '@storybook/react-vite';
import { Radio, RadioGroup } from './RadioGroup';
import docs from './RadioGroup.docs.md?raw';

const genders = (
  <>
    <Radio value="Male">Male</Radio>
    <Radio value="Female">Female</Radio>
    <Radio value="Other">Other</Radio>
  </>
);

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  parameters: { docs: { description: { component: docs } } },
  args: { label: 'Gender', children: genders },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Horizontal: Story = {
  args: {
    label: 'Sales Route',
    orientation: 'horizontal',
    defaultValue: 'direct_sale',
    children: (
      <>
        <Radio value="channel_partner">Channel Partner</Radio>
        <Radio value="direct_sale">Direct Sale</Radio>
      </>
    ),
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Gender selection is required' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Female' } };

/** Both orientations, in each state. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, max-content)' }}>
      {(['vertical', 'horizontal'] as const).flatMap((orientation) => [
        <RadioGroup
          key={`${orientation}-plain`}
          label={`Marital Status (${orientation})`}
          orientation={orientation}
        >
          <Radio value="Married">Married</Radio>
          <Radio value="Unmarried">Unmarried</Radio>
        </RadioGroup>,
        <RadioGroup
          key={`${orientation}-selected`}
          label={`Have any Associate (${orientation})`}
          orientation={orientation}
          description="Relatives or partners who act for this person."
          defaultValue="yes"
        >
          <Radio value="yes">Yes</Radio>
          <Radio value="no">No</Radio>
        </RadioGroup>,
        <RadioGroup
          key={`${orientation}-invalid`}
          label={`Gender (${orientation}, invalid)`}
          orientation={orientation}
          isRequired
          errorMessage="Gender is required"
        >
          {genders}
        </RadioGroup>,
        <RadioGroup
          key={`${orientation}-disabled`}
          label={`Gender (${orientation}, disabled)`}
          orientation={orientation}
          isDisabled
          defaultValue="Male"
        >
          {genders}
        </RadioGroup>,
      ])}
    </div>
  ),
};
