import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { byId } from './enquiry-fixtures';
import { StagePickerModal, type StagePickerModalProps } from './StagePickerModal';
import docs from './StagePickerModal.docs.md?raw';

const meta = {
  title: 'Screens/EnquiriesScreen/StagePickerModal',
  component: StagePickerModal,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    enquiry: byId(11),
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as StagePickerModalProps['onOpenChange'],
    onPick: fn(async () => {}) as StagePickerModalProps['onPick'],
  },
} satisfies Meta<typeof StagePickerModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Contacted: on to a visit, to negotiating, or lost. */
export const Contacted: Story = {};

/** Lost: only reopened, as the same buyer calling again. */
export const Lost: Story = { args: { enquiry: byId(6) } };
