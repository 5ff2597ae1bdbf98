import type { Meta, StoryObj } from '@storybook/react-vite';
import { DatePicker } from '../../components/DatePicker';
import { TextField } from '../../components/TextField';
import { FieldGroup } from './FieldGroup';
import docs from './FieldGroup.docs.md?raw';

const meta = {
  title: 'Patterns/FieldGroup',
  component: FieldGroup,
  parameters: { docs: { description: { component: docs } } },
  args: {
    legend: 'Plot Owner',
    children: (
      <>
        <TextField label="Owner Name" />
        <TextField label="Email" type="email" />
      </>
    ),
  },
} satisfies Meta<typeof FieldGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A group inside another, drawn a step quieter, as Registry Details sits in Date Information. */
export const Nested: Story = {
  args: {
    legend: 'Date Information',
    children: (
      <>
        <DatePicker label="Booking Date" />
        <FieldGroup legend="Registry Details" isNested>
          <TextField label="Registration Number" />
        </FieldGroup>
      </>
    ),
  },
};
