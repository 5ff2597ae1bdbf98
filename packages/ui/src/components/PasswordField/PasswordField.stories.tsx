import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './PasswordField';
import docs from './PasswordField.docs.md?raw';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  parameters: { docs: { description: { component: docs } } },
  args: { label: 'Password', autoComplete: 'current-password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Invalid: Story = {
  args: {
    isRequired: true,
    defaultValue: 'abc',
    errorMessage: 'Password must be at least 6 characters',
  },
};

/** The Change Password modal's current password: masked until toggled, never editable. */
export const ReadOnlyCurrent: Story = {
  args: { label: 'Current Password', isReadOnly: true, defaultValue: 'Plotline@2024' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'secret1' } };

/** Every state, masked as the field first appears. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, minmax(0, 260px))' }}>
      <PasswordField label="Password" />
      <PasswordField label="New Password" isRequired description="At least 6 characters." />
      <PasswordField
        label="Confirm New Password"
        isRequired
        defaultValue="secret2"
        errorMessage="Passwords do not match"
      />
      <PasswordField label="Current Password" isReadOnly defaultValue="Plotline@2024" />
      <PasswordField label="Password (disabled)" isDisabled defaultValue="secret1" />
      <PasswordField label="Password (empty, disabled)" isDisabled />
    </div>
  ),
};
