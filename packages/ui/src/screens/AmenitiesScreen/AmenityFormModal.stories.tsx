import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { AMENITIES } from './amenity-fixtures';
import { AmenityFormModal, type AmenityFormModalProps } from './AmenityFormModal';
import docs from './AmenityFormModal.docs.md?raw';

const meta = {
  title: 'Screens/AmenitiesScreen/AmenityFormModal',
  component: AmenityFormModal,
  parameters: { docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    amenity: null,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as AmenityFormModalProps['onOpenChange'],
    onSave: fn(async () => ({ ok: true as const })) as AmenityFormModalProps['onSave'],
  },
} satisfies Meta<typeof AmenityFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new amenity starts empty and active. */
export const Add: Story = {};

/** An existing one starts from what it holds, its notes included. */
export const Edit: Story = { args: { amenity: AMENITIES[2] } };

/** Saved empty: the domain's message on the name, which takes focus. */
export const WithValidationErrors: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Create Amenity' }));
    const message = await screen.findByText('Amenity name is required');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** The server refused the save and named a field: the modal stays, with what was typed. */
export const RefusedByTheServer: Story = {
  args: {
    onSave: fn(async () => ({
      ok: false as const,
      fieldErrors: { name: 'Amenity name is required' },
    })) as AmenityFormModalProps['onSave'],
  },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amenity Name' }), '   ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Open lawn');
    await userEvent.click(screen.getByRole('button', { name: 'Create Amenity' }));
    const message = await screen.findByText('Amenity name is required');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** A save in flight: the button is busy and Cancel waits for it. */
export const Saving: Story = {
  args: {
    amenity: AMENITIES[0],
    onSave: fn(() => new Promise<never>(() => {})) as AmenityFormModalProps['onSave'],
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Update Amenity' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    await waitFor(() => expect(busy).toBeVisible());
  },
};
