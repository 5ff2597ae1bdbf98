import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';
import docs from './TextField.docs.md?raw';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  parameters: { docs: { description: { component: docs } } },
  args: { label: 'Username or Email:' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { label: 'Project Name', isRequired: true } };

export const WithDescription: Story = {
  args: { label: 'Plot Number', description: 'As printed on the layout plan, e.g. A-12.' },
};

export const Invalid: Story = {
  args: { isRequired: true, defaultValue: '', errorMessage: 'Username is required' },
};

export const Multiline: Story = {
  args: { label: 'Remarks', multiline: true, placeholder: 'Anything the team should know' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'admin' } };

/** Single and multi-line, in every state a form shows. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, minmax(0, 280px))' }}>
      {[false, true].flatMap((multiline) => {
        const kind = multiline ? 'Notes' : 'Name';
        return [
          <TextField key={`${kind}-plain`} multiline={multiline} label={kind} />,
          <TextField
            key={`${kind}-described`}
            multiline={multiline}
            label={`${kind} with help`}
            description="Shown to the whole team."
          />,
          <TextField key={`${kind}-required`} multiline={multiline} label={kind} isRequired />,
          <TextField
            key={`${kind}-invalid`}
            multiline={multiline}
            label={`${kind} (invalid)`}
            isRequired
            errorMessage="Please fill in all required fields"
          />,
          <TextField
            key={`${kind}-disabled`}
            multiline={multiline}
            label={`${kind} (disabled)`}
            isDisabled
            defaultValue="Green Meadows"
          />,
          <TextField
            key={`${kind}-readonly`}
            multiline={multiline}
            label={`${kind} (read-only)`}
            isReadOnly
            defaultValue="Green Meadows"
          />,
        ];
      })}
    </div>
  ),
};
