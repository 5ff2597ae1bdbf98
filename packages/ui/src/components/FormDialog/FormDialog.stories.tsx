import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { fn } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { TextField } from '../TextField/TextField';
import { FormDialog } from './FormDialog';

const meta = {
  title: 'Components/FormDialog',
  component: FormDialog,
  args: {
    title: 'Add Amenity',
    submitLabel: 'Create Amenity',
    isSaving: false,
    onSubmit: fn((event) => event.preventDefault()),
    children: <TextField name="name" label="Amenity Name" isRequired />,
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The save is running: the submit button is busy and Cancel waits for it. */
export const Saving: Story = { args: { isSaving: true } };

/** Opened from a button, as the screens use it. */
export const InModal: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Add Amenity</Button>
      <Modal>
        <FormDialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
};

/** Ready and saving, side by side. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, 360px)' }}>
      {[false, true].map((isSaving) => (
        <div
          key={String(isSaving)}
          style={{ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg }}
        >
          <FormDialog
            {...args}
            title={isSaving ? 'Edit Amenity' : 'Add Amenity'}
            submitLabel={isSaving ? 'Update Amenity' : 'Create Amenity'}
            isSaving={isSaving}
          />
        </div>
      ))}
    </div>
  ),
};
