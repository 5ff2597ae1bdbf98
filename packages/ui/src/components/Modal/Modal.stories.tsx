import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Dialog } from '../Dialog/Dialog';
import { Table, type TableColumn } from '../Table';
import { Modal, type ModalProps, type ModalSize } from './Modal';
import docs from './Modal.docs.md?raw';

type ModalDemoProps = Omit<ModalProps, 'children'> & { isInitiallyOpen?: boolean };

/** A trigger button opening a project form in a Modal, as the Projects screen does. */
function ModalDemo({ isInitiallyOpen = false, size = 'medium', ...props }: ModalDemoProps) {
  return (
    <DialogTrigger defaultOpen={isInitiallyOpen}>
      <Button>Add Project ({size})</Button>
      <Modal {...props} size={size}>
        <Dialog
          title="Add Project"
          footer={
            <>
              <Button slot="close" variant="secondary">
                Cancel
              </Button>
              <Button slot="close">Save</Button>
            </>
          }
        >
          <p>The project form goes here.</p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

const meta = {
  title: 'Components/Modal',
  component: ModalDemo,
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = { args: { isInitiallyOpen: true } };

/** Closes on a click outside too, for read-only details. */
export const Dismissable: Story = { args: { isDismissable: true } };

/** A trigger for each size, the large one open. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      {(['small', 'medium', 'large'] as const satisfies readonly ModalSize[]).map((size) => (
        <ModalDemo key={size} size={size} isInitiallyOpen={size === 'large'} />
      ))}
    </div>
  ),
};

type Amenity = { id: number; name: string };

const AMENITIES: readonly Amenity[] = [
  { id: 1, name: 'Club House' },
  { id: 2, name: 'Swimming Pool' },
  { id: 3, name: 'Gym' },
];

const AMENITY_COLUMNS: readonly TableColumn<'name' | 'actions'>[] = [
  { id: 'name', name: 'Amenity', isRowHeader: true },
  { id: 'actions', name: 'Actions', align: 'end' },
];

type OpenModal = { modal: 'details' | 'rename' | 'delete' | 'add'; amenity: Amenity | null };

/**
 * Amenities whose host reloads the list after each change, drawing its rows anew, as the app's
 * lists do: each row's buttons open a modal, the details' Rename another, and an empty list's
 * Add Amenity one more.
 */
function AmenityList({
  initialAmenities,
  closesWhileReloading = false,
}: {
  initialAmenities: readonly Amenity[];
  /** The modal closes on the change, before the list has reloaded. */
  closesWhileReloading?: boolean;
}) {
  const [amenities, setAmenities] = useState(initialAmenities);
  const [isLoading, setIsLoading] = useState(false);
  const [open, setOpen] = useState<OpenModal | null>(null);
  // The amenity the last modal was about, kept while it fades out.
  const [shown, setShown] = useState<Amenity | null>(null);

  const show = (modal: OpenModal['modal'], amenity: Amenity | null) => {
    setOpen({ modal, amenity });
    if (amenity) setShown(amenity);
  };
  const close = () => setOpen(null);
  // As the app does: the change, then the list reloads (its rows give way to 'Loading...'), then
  // the modal closes on the reloaded list, or, racing it, already as the reload starts.
  const change = (next: readonly Amenity[]) => {
    setIsLoading(true);
    if (closesWhileReloading) close();
    setTimeout(() => {
      setAmenities(next);
      setIsLoading(false);
      close();
    }, 50);
  };
  const addButton = (
    <Button size="small" onPress={() => show('add', null)}>
      Add Amenity
    </Button>
  );

  return (
    <>
      {addButton}
      <Table
        aria-label="Amenities"
        columns={AMENITY_COLUMNS}
        rows={amenities}
        isLoading={isLoading}
        emptyState={addButton}
        renderCell={(amenity, column) =>
          column === 'name' ? (
            amenity.name
          ) : (
            <>
              {(['View', 'Rename', 'Delete'] as const).map((verb) => (
                <Button
                  key={verb}
                  size="small"
                  variant="quiet"
                  aria-label={`${verb} ${amenity.name}`}
                  onPress={() =>
                    show(
                      verb === 'View' ? 'details' : verb === 'Rename' ? 'rename' : 'delete',
                      amenity,
                    )
                  }
                >
                  {verb}
                </Button>
              ))}
            </>
          )
        }
      />
      <Modal isOpen={open?.modal === 'details'} onOpenChange={close}>
        <Dialog
          title={shown?.name ?? ''}
          footer={<Button onPress={() => shown && show('rename', shown)}>Rename</Button>}
        >
          <p>What the amenity is, and where.</p>
        </Dialog>
      </Modal>
      <Modal isOpen={open?.modal === 'rename' || open?.modal === 'add'} onOpenChange={close}>
        <Dialog
          title={open?.modal === 'add' ? 'Add Amenity' : 'Rename Amenity'}
          footer={
            <>
              <Button slot="close" variant="secondary">
                Cancel
              </Button>
              <Button
                onPress={() =>
                  change(
                    open?.modal === 'add'
                      ? [...amenities, { id: 9, name: 'Garden' }]
                      : amenities.map((amenity) =>
                          amenity.id === shown?.id
                            ? { ...amenity, name: `${amenity.name} Hall` }
                            : amenity,
                        ),
                  )
                }
              >
                Save
              </Button>
            </>
          }
        >
          <p>{open?.modal === 'add' ? 'Garden' : `${shown?.name ?? ''} Hall`}</p>
        </Dialog>
      </Modal>
      <ConfirmDialog
        isOpen={open?.modal === 'delete'}
        onOpenChange={close}
        title={`Delete ${shown?.name ?? ''}`}
        message="Are you sure you want to delete this amenity?"
        confirmLabel="Delete"
        onConfirm={() => change(amenities.filter(({ id }) => id !== shown?.id))}
      />
    </>
  );
}

/**
 * Opened from a list's row, which the list draws anew after the change: on close the focus is on
 * the same button of the same row (renamed, too), or after a delete on the row now in its place;
 * opened from a modal that has closed, on that modal's opener.
 */
export const FromAListRow: StoryObj<typeof AmenityList> = {
  render: (args) => <AmenityList {...args} />,
  args: { initialAmenities: AMENITIES },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Gym' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Rename Gym Hall' })).toHaveFocus(),
    );
  },
};
