import { ENQUIRY_MESSAGES } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { choicesOf } from '../../patterns';
import { byId, CHANNEL_PARTNERS, PROJECTS, SALES_PEOPLE } from './enquiry-fixtures';
import { EnquiryFormModal, type EnquiryFormModalProps } from './EnquiryFormModal';
import docs from './EnquiryFormModal.docs.md?raw';

const meta = {
  title: 'Screens/EnquiriesScreen/EnquiryFormModal',
  component: EnquiryFormModal,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    enquiry: null,
    choices: {
      projects: choicesOf(PROJECTS),
      partners: choicesOf(CHANNEL_PARTNERS),
      salesPeople: choicesOf(SALES_PEOPLE),
    },
    mayAssign: true,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as EnquiryFormModalProps['onOpenChange'],
    onSave: fn(async () => ({ ok: true as const })) as EnquiryFormModalProps['onSave'],
    onOpenExisting: fn() as EnquiryFormModalProps['onOpenExisting'],
  },
} satisfies Meta<typeof EnquiryFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A walk-in to begin with, and the Sales person picker for a user who may assign. */
export const New: Story = {};

/** A user who may not assign: a new enquiry is theirs, with no Sales person picker. */
export const NewWithoutAssigning: Story = { args: { mayAssign: false } };

/** Rahul Verma, through Ravi Estates, interested in two projects with a size and budget range. */
export const Editing: Story = { args: { enquiry: byId(11) } };

/** Submitted empty: each required field shows the domain's message. */
export const WithErrors: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(screen.getByRole('button', { name: 'Add Enquiry' }));
    await expect(await screen.findByText('Name is required')).toBeVisible();
  },
};

/** The host found an open enquiry with the number: open it, or save anyway. */
export const DuplicateMobile: Story = {
  args: {
    enquiry: byId(5),
    onSave: fn(async () => ({
      ok: false as const,
      duplicate: { existingEnquiryId: 12 },
    })) as EnquiryFormModalProps['onSave'],
  },
  play: async ({ canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(screen.getByRole('button', { name: 'Update Enquiry' }));
    await expect(await screen.findByText(ENQUIRY_MESSAGES.duplicateMobile)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Save anyway' })).toBeVisible();
  },
};
