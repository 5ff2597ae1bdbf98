import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { byId } from './enquiry-fixtures';
import { LostReasonModal, type LostReasonModalProps } from './LostReasonModal';
import docs from './LostReasonModal.docs.md?raw';

const meta = {
  title: 'Screens/EnquiriesScreen/LostReasonModal',
  component: LostReasonModal,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    enquiry: byId(8),
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as LostReasonModalProps['onOpenChange'],
    onConfirm: fn(async () => ({ ok: true as const })) as LostReasonModalProps['onConfirm'],
  },
} satisfies Meta<typeof LostReasonModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {};

/** Moved without a reason: the domain's message, and no move. */
export const WithoutReason: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(screen.getByRole('button', { name: 'Move to Lost' }));
    await expect(
      await screen.findByText('Reason for losing the enquiry is required'),
    ).toBeVisible();
  },
};
