import { changedWhileEditingNotice, type FieldErrors } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { FormModal, type FormModalProps } from './FormModal';
import { useFormSave, type SaveOutcome } from './useFormSave';
import docs from './FormModal.docs.md?raw';

type SaveName = (name: string) => Promise<SaveOutcome>;

/** The amenity form cut to its name: it holds the name and saves it through useFormSave. */
function AmenityNameFields({
  onSave,
  isDisabledUntilNamed = false,
}: {
  onSave: SaveName;
  isDisabledUntilNamed?: boolean;
}) {
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  useFormSave({
    validate: (): FieldErrors => (name.trim() ? {} : { name: 'Amenity name is required' }),
    save: () => onSave(name),
    onErrors: setErrors,
    isSubmitDisabled: isDisabledUntilNamed && !name.trim(),
  });
  return (
    <TextField
      name="name"
      label="Amenity Name"
      isRequired
      value={name}
      onChange={setName}
      errorMessage={errors.name}
    />
  );
}

type FormModalDemoProps = Omit<FormModalProps, 'children' | 'isOpen' | 'onOpenChange'> & {
  /** The host's save of the amenity's name; a success closes the modal, as the screens do. */
  onSave: SaveName;
  onOpenChange: (isOpen: boolean) => void;
  isInitiallyOpen?: boolean;
  /** The submit stays disabled until a name is typed, as Change Password's does until valid. */
  isDisabledUntilNamed?: boolean;
};

/** 'Add Amenity' opening the form, as the Amenities screen does. */
function FormModalDemo({
  onSave,
  onOpenChange,
  isInitiallyOpen = true,
  isDisabledUntilNamed,
  ...props
}: FormModalDemoProps) {
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const handleOpenChange = (open: boolean) => {
    setIsOpen(open);
    onOpenChange(open);
  };
  const handleSave: SaveName = async (name) => {
    const outcome = await onSave(name);
    if (outcome.ok) handleOpenChange(false);
    return outcome;
  };
  return (
    <>
      <Button onPress={() => handleOpenChange(true)}>Open the form</Button>
      <FormModal {...props} isOpen={isOpen} onOpenChange={handleOpenChange}>
        <AmenityNameFields onSave={handleSave} isDisabledUntilNamed={isDisabledUntilNamed} />
      </FormModal>
    </>
  );
}

const meta = {
  title: 'Patterns/FormModal',
  component: FormModalDemo,
  parameters: { docs: { description: { component: docs } } },
  args: {
    title: 'Add Amenity',
    submitLabel: 'Create Amenity',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onSave: fn(async () => ({ ok: true as const })) as SaveName,
    onOpenChange: fn() as FormModalDemoProps['onOpenChange'],
  },
} satisfies Meta<typeof FormModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: the title names the dialog and its form; Cancel and the submit below. */
export const Default: Story = {};

/**
 * Closed until its button is pressed; each opening starts from an empty form, with the focus in
 * its first field, and closing gives the focus back to the button.
 */
export const Closed: Story = {
  args: { isInitiallyOpen: false },
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open the form' });
    await userEvent.click(opener);
    const name = await screen.findByRole('textbox', { name: /Amenity Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A save in flight: the submit is busy, Cancel and Escape wait for it. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<never>(() => {})) as SaveName },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /Amenity Name/ }), 'Gym');
    await userEvent.click(screen.getByRole('button', { name: 'Create Amenity' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    await waitFor(() => expect(busy).toBeVisible());
  },
};

/** A form that keeps its submit disabled until it is valid, rather than saying why on submit. */
export const DisabledUntilValid: Story = { args: { isDisabledUntilNamed: true } };

/** Busy besides saving, e.g. a batch of plots being created: the modal waits all the same. */
export const Busy: Story = { args: { isBusy: true } };

/** A confirmation: Back in Cancel's place and a danger submit, as cancelling a booking asks. */
export const ConfirmWithBack: Story = {
  args: {
    title: 'Cancel Booking',
    submitLabel: 'Cancel Booking',
    submitVariant: 'danger',
    onBack: fn(),
  },
};

/** Someone else changed the record meanwhile: the notice above the fields, what was typed kept. */
export const ChangedElsewhere: Story = {
  args: {
    title: 'Edit Amenity',
    submitLabel: 'Update Amenity',
    notice: changedWhileEditingNotice('amenity', false),
  },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /Amenity Name/ }), 'Gym');
    const notice = await screen.findByRole('status');
    await waitFor(() => expect(notice).toBeVisible());
    await expect(notice).toHaveTextContent('Someone else changed this amenity');
  },
};
