import { BOOKING_CONFLICT_MESSAGE, loginFailureToast } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Toaster } from './Toaster';
import { createToastQueue, type ToastKind, type ToastOptions } from './toast-queue';
import docs from './Toaster.docs.md?raw';

type ToastDemoProps = {
  /** Toasts already showing when the story opens. */
  initialToasts?: readonly (readonly [ToastKind, string, ToastOptions?])[];
};

/** A Toaster on its own queue, with a button per kind to raise one. */
function ToastDemo({ initialToasts = [] }: ToastDemoProps) {
  const [queue] = useState(() => {
    const fresh = createToastQueue();
    for (const [kind, message, options] of initialToasts) fresh[kind](message, options);
    return fresh;
  });
  const handleLoginFailure = () => {
    const { message, durationMs } = loginFailureToast('Invalid username or password', 2);
    queue.error(message, { durationMs });
  };
  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button onPress={() => queue.success('Booking created successfully')}>Show success</Button>
        <Button variant="danger" onPress={() => queue.error('Failed to create booking')}>
          Show error
        </Button>
        <Button variant="secondary" onPress={() => queue.info('Logged out successfully')}>
          Show info
        </Button>
        <Button variant="secondary" onPress={() => queue.loading('Creating plots...')}>
          Show loading
        </Button>
        <Button variant="secondary" onPress={handleLoginFailure}>
          Show sign-in failure (8 s)
        </Button>
      </div>
      <Toaster queue={queue} />
    </>
  );
}

const meta = {
  title: 'Components/Toaster',
  component: ToastDemo,
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

// Long enough to look at them: the kinds' own durations would clear them in seconds.
const forReview: ToastOptions = { durationMs: 10 * 60 * 1000 };

export const SuccessToast: Story = {
  args: { initialToasts: [['success', 'Project created successfully', forReview]] },
};

export const ErrorToast: Story = {
  args: { initialToasts: [['error', 'Failed to delete plot', forReview]] },
};

/**
 * A refusal: the text of docs/product/messages.md, and the server's reason under it, wrapped within
 * 350 px.
 */
export const ErrorToastWithDetail: Story = {
  args: {
    initialToasts: [
      ['error', 'Failed to update booking', { ...forReview, detail: BOOKING_CONFLICT_MESSAGE }],
    ],
  },
};

/** One toast of each kind, newest on top; the loading one stays until dismissed. */
export const Catalog: Story = {
  args: {
    initialToasts: [
      ['loading', 'Creating plots...'],
      ['info', 'Logged out successfully', forReview],
      ['error', 'Failed to change booking status', forReview],
      ['success', 'Booking status changed to Registry Done successfully', forReview],
    ],
  },
};
