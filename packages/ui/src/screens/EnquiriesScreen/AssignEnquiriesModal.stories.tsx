import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { choicesOf } from '../../patterns';
import { SALES_PEOPLE } from './enquiry-fixtures';
import { AssignEnquiriesModal, type AssignEnquiriesModalProps } from './AssignEnquiriesModal';
import docs from './AssignEnquiriesModal.docs.md?raw';

const meta = {
  title: 'Screens/EnquiriesScreen/AssignEnquiriesModal',
  component: AssignEnquiriesModal,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    count: 3,
    salesPeople: choicesOf(SALES_PEOPLE),
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as AssignEnquiriesModalProps['onOpenChange'],
    onAssign: fn(async () => ({ ok: true as const })) as AssignEnquiriesModalProps['onAssign'],
  },
} satisfies Meta<typeof AssignEnquiriesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three enquiries selected on the list, to give to one sales person. */
export const ThreeSelected: Story = {};

export const OneSelected: Story = { args: { count: 1 } };
