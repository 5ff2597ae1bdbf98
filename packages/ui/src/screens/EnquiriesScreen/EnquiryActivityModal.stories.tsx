import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { byId } from './enquiry-fixtures';
import { EnquiryActivityModal, type EnquiryActivityModalProps } from './EnquiryActivityModal';
import docs from './EnquiryActivityModal.docs.md?raw';

const meta = {
  title: 'Screens/EnquiriesScreen/EnquiryActivityModal',
  component: EnquiryActivityModal,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    enquiry: byId(10),
    kind: 'Call',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as EnquiryActivityModalProps['onOpenChange'],
    onSave: fn(async () => ({ ok: true as const })) as EnquiryActivityModalProps['onSave'],
  },
} satisfies Meta<typeof EnquiryActivityModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LogCall: Story = {};

export const AddNote: Story = { args: { kind: 'Note' } };

/** Logged with nothing written: the domain's message. */
export const Empty: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(screen.getByRole('button', { name: 'Log call' }));
    await expect(await screen.findByText('What was said is required')).toBeVisible();
  },
};
