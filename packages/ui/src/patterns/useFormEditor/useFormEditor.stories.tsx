import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Modal } from '../../components/Modal';
import { useFormEditor } from './useFormEditor';
import docs from './useFormEditor.docs.md?raw';

type AmenityListProps = { amenities: readonly string[] };

/** 'Add Amenity' and each row's Edit open one form, on a new amenity or on that row's. */
function AmenityList({ amenities }: AmenityListProps) {
  const editor = useFormEditor<string>();
  return (
    <>
      <Button onPress={() => editor.open(null)}>Add Amenity</Button>
      <ul>
        {amenities.map((amenity) => (
          <li key={amenity}>
            {amenity}{' '}
            <Button variant="secondary" size="small" onPress={() => editor.open(amenity)}>
              Edit {amenity}
            </Button>
          </li>
        ))}
      </ul>
      <Modal {...editor.modalProps}>
        <Dialog title={editor.item ? 'Edit Amenity' : 'Add Amenity'}>
          <p>{editor.item ? `The form starts from ${editor.item}.` : 'The form starts empty.'}</p>
        </Dialog>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Patterns/useFormEditor',
  component: AmenityList,
  parameters: { docs: { description: { component: docs } } },
  args: { amenities: ['Club House', 'Swimming Pool'] },
} satisfies Meta<typeof AmenityList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
