import { AMENITY_MESSAGES, filterAmenities } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { listOf } from '../../patterns';
import { AMENITIES, PLAIN_QUERY } from './amenity-fixtures';
import type { AmenityItem } from './amenity-item';
import { AmenitiesScreen, type AmenitiesScreenProps } from './AmenitiesScreen';
import docs from './AmenitiesScreen.docs.md?raw';

const meta = {
  title: 'Screens/AmenitiesScreen',
  component: AmenitiesScreen,
  parameters: { docs: { description: { component: docs } } },
  args: {
    list: listOf(AMENITIES),
    query: PLAIN_QUERY,
    timeZone: 'Asia/Kolkata',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onQueryChange: fn() as AmenitiesScreenProps['onQueryChange'],
    onSave: fn(async () => ({ ok: true as const })) as AmenitiesScreenProps['onSave'],
    onDelete: fn(async () => ({ ok: true })) as AmenitiesScreenProps['onDelete'],
  },
} satisfies Meta<typeof AmenitiesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Loading: Story = { args: { list: listOf([], { isLoading: true }) } };

export const Empty: Story = { args: { list: listOf([]) } };

/** A search that matches nothing: the same empty state, with the filters still shown. */
export const NoMatches: Story = {
  args: {
    list: listOf([]),
    query: { ...PLAIN_QUERY, filters: { searchTerm: 'sauna', status: 'active' } },
  },
};

export const LoadError: Story = {
  args: { list: listOf([], { error: AMENITY_MESSAGES.fetchFailed }) },
};

/** 'Add Amenity', then saving it empty: the domain's message on the name. */
export const AddWithValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Amenity' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create Amenity' }));
    const message = await screen.findByText('Amenity name is required');
    await waitFor(() => expect(message).toBeVisible());
  },
};

export const EditOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Club House' }));
    // The modal fades in: wait until it is drawn, so axe checks it too.
    const dialog = await screen.findByRole('dialog', { name: 'Edit Amenity' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const DeleteQuestion: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Gymnasium' }));
    const question = await screen.findByText('Are you sure you want to delete this amenity?');
    await waitFor(() => expect(question).toBeVisible());
  },
};

/** The whole screen over an in-memory catalogue, as the app wires it: try every flow. */
function ManagedAmenities(args: AmenitiesScreenProps) {
  const [amenities, setAmenities] = useState<readonly AmenityItem[]>(AMENITIES);
  const [query, setQuery] = useState(args.query);

  const handleSave: AmenitiesScreenProps['onSave'] = async (form, amenity) => {
    const now = new Date().toISOString();
    const description = form.description || null;
    const metadata = form.metadata || null;
    setAmenities((current) =>
      amenity
        ? current.map((each) =>
            each.id === amenity.id
              ? { ...each, ...form, description, metadata, updatedAt: now }
              : each,
          )
        : [
            ...current,
            {
              ...form,
              description,
              metadata,
              id: Math.max(0, ...current.map(({ id }) => id)) + 1,
              createdAt: now,
              updatedAt: now,
            },
          ],
    );
    return args.onSave(form, amenity);
  };

  const handleDelete: AmenitiesScreenProps['onDelete'] = async (amenity) => {
    setAmenities((current) => current.filter(({ id }) => id !== amenity.id));
    return args.onDelete(amenity);
  };

  return (
    <AmenitiesScreen
      {...args}
      list={listOf(filterAmenities(amenities, query.filters))}
      query={query}
      onQueryChange={(next, how) => {
        setQuery(next);
        args.onQueryChange(next, how);
      }}
      onSave={handleSave}
      onDelete={handleDelete}
    />
  );
}

export const Interactive: Story = { render: (args) => <ManagedAmenities {...args} /> };
