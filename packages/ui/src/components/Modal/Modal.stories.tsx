import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
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
