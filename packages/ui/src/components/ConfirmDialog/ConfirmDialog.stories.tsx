import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import docs from './ConfirmDialog.docs.md?raw';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as ConfirmDialogProps['onOpenChange'],
    title: 'Delete Project',
    message: 'Are you sure you want to delete this project?',
    confirmLabel: 'Delete',
    pendingLabel: 'Deleting...',
    onConfirm: fn() as ConfirmDialogProps['onConfirm'],
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Pending: Story = { args: { isPending: true } };

/** A question whose answer undoes nothing, e.g. unblocking a user: a primary confirm. */
export const Harmless: Story = {
  args: {
    title: 'Unblock asha?',
    message: 'asha will be able to sign in again.',
    confirmLabel: 'Unblock',
    pendingLabel: 'Unblocking...',
    confirmVariant: 'primary',
  },
};

type ConfirmTriggerProps = Omit<ConfirmDialogProps, 'isOpen' | 'onOpenChange'> & {
  triggerLabel: string;
  isInitiallyOpen?: boolean;
};

/** A button asking first; confirming closes the question, as a successful delete does. */
function ConfirmTrigger({
  triggerLabel,
  isInitiallyOpen = false,
  onConfirm,
  ...props
}: ConfirmTriggerProps) {
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const handleConfirm = () => {
    onConfirm();
    setIsOpen(false);
  };
  return (
    <>
      <Button variant="danger" onPress={() => setIsOpen(true)}>
        {triggerLabel}
      </Button>
      <ConfirmDialog
        {...props}
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        onConfirm={handleConfirm}
      />
    </>
  );
}

export const FromAButton: Story = {
  render: (args) => (
    <ConfirmTrigger
      triggerLabel="Delete booking"
      title="Delete Booking"
      message="Are you sure you want to delete this booking?"
      confirmLabel="Delete"
      onConfirm={args.onConfirm}
    />
  ),
};

/** Two questions, idle and busy; one modal shows at a time, so the busy delete is open. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {[false, true].flatMap((isPending) => [
        <ConfirmTrigger
          key={`delete-${isPending}`}
          triggerLabel={`Delete project${isPending ? ' (busy)' : ''}`}
          title="Delete Project"
          message="Are you sure you want to delete this project?"
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          isPending={isPending}
          isInitiallyOpen={isPending}
          onConfirm={args.onConfirm}
        />,
        <ConfirmTrigger
          key={`block-${isPending}`}
          triggerLabel={`Block user${isPending ? ' (busy)' : ''}`}
          title="Block User"
          message="Are you sure you want to block this user?"
          confirmLabel="Block"
          pendingLabel="Blocking..."
          isPending={isPending}
          onConfirm={args.onConfirm}
        />,
      ])}
    </div>
  ),
};
