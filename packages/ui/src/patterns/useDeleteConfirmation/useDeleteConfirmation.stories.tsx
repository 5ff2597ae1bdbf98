import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { DeleteOutcome } from '../ListPage';
import { useDeleteConfirmation } from './useDeleteConfirmation';
import docs from './useDeleteConfirmation.docs.md?raw';

const AMENITIES = ['Club House', 'Swimming Pool'];

type AmenityListProps = {
  /** The host's delete: ok once deleted, not when it refused (and said why). */
  onDelete: (amenity: string) => Promise<DeleteOutcome>;
};

/** A list whose rows each ask before they are deleted, as the screens' lists do. */
function AmenityList({ onDelete }: AmenityListProps) {
  const { deleting, askToDelete, dialogProps } = useDeleteConfirmation(onDelete);
  return (
    <>
      <ul>
        {AMENITIES.map((amenity) => (
          <li key={amenity}>
            {amenity}{' '}
            <Button variant="danger" size="small" onPress={() => askToDelete(amenity)}>
              Delete {amenity}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        {...dialogProps}
        title="Delete Amenity"
        message={`Are you sure you want to delete ${deleting ?? 'this amenity'}?`}
      />
    </>
  );
}

const meta = {
  title: 'Patterns/useDeleteConfirmation',
  component: AmenityList,
  parameters: { docs: { description: { component: docs } } },
  // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
  args: { onDelete: fn(async () => ({ ok: true })) as AmenityListProps['onDelete'] },
} satisfies Meta<typeof AmenityList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The host deletes: the question closes. */
export const Deleted: Story = {};

/** The host refuses: the question stays, to be answered again. */
export const Refused: Story = {
  args: { onDelete: fn(async () => ({ ok: false })) as AmenityListProps['onDelete'] },
};

/** The delete in flight: 'Deleting...', and Cancel waits for it. */
export const Deleting: Story = {
  args: { onDelete: fn(() => new Promise<never>(() => {})) as AmenityListProps['onDelete'] },
};
