import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import {
  INDIVIDUAL_PERSON,
  OTHER_IDENTITY,
  PARTNERSHIP_FIRM,
  PROPRIETORSHIP_FIRM,
  REGISTERED_COMPANY,
} from './channel-partner-form.fixtures';
import {
  ChannelPartnerFormModal,
  type ChannelPartnerFormModalProps,
} from './ChannelPartnerFormModal';
import docs from './ChannelPartnerFormModal.docs.md?raw';

const meta = {
  title: 'Screens/ChannelPartnersScreen/ChannelPartnerFormModal',
  component: ChannelPartnerFormModal,
  parameters: { docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    partner: null,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as ChannelPartnerFormModalProps['onOpenChange'],
    onNotify: fn() as ChannelPartnerFormModalProps['onNotify'],
    onSave: fn(async () => ({ ok: true as const })) as ChannelPartnerFormModalProps['onSave'],
  },
} satisfies Meta<typeof ChannelPartnerFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 2 of a new partner of this nature, as the user reaches it from step 1. */
function choosing(nature: string): Story['play'] {
  return async () => {
    await userEvent.click(await screen.findByRole('radio', { name: nature }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(await screen.findByText(`Nature: ${nature}`)).toBeVisible();
  };
}

/** Step 1 of a new partner: the five natures, Individual Person chosen to start with. */
export const ChoosingNature: Story = {};

export const NewIndividualPerson: Story = { play: choosing('Individual Person') };
export const NewProprietorshipFirm: Story = { play: choosing('Proprietorship Firm') };
export const NewPartnershipFirm: Story = { play: choosing('Partnership Firm') };
export const NewRegisteredCompany: Story = { play: choosing('Registered Company') };
export const NewOtherIdentity: Story = { play: choosing('Other Identity') };

/** Editing opens the form straight away; a married person with one associate. */
export const EditIndividualPerson: Story = { args: { partner: INDIVIDUAL_PERSON } };
export const EditProprietorshipFirm: Story = { args: { partner: PROPRIETORSHIP_FIRM } };
/** Two partners, the first married, so Remove shows on both and one marriage date. */
export const EditPartnershipFirm: Story = { args: { partner: PARTNERSHIP_FIRM } };
export const EditRegisteredCompany: Story = { args: { partner: REGISTERED_COMPANY } };
export const EditOtherIdentity: Story = { args: { partner: OTHER_IDENTITY } };

/** The server refused a partner's mobile: its words show there, and what was typed stays. */
export const RefusedByServer: Story = {
  args: {
    partner: PARTNERSHIP_FIRM,
    onSave: fn(async () => ({
      ok: false as const,
      fieldErrors: {
        'partnershipFirmDetails.partners.1.mobileNumber': 'Mobile number is already registered',
      },
    })) as ChannelPartnerFormModalProps['onSave'],
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Update Partner' }));
    await expect(await screen.findByText('Mobile number is already registered')).toBeVisible();
  },
};

/** The host is saving: the button is busy, and Cancel, Change and Escape wait for it. */
export const Saving: Story = {
  args: {
    partner: INDIVIDUAL_PERSON,
    onSave: fn(() => new Promise(() => {})) as ChannelPartnerFormModalProps['onSave'],
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Update Partner' }));
    await expect(await screen.findByRole('button', { name: /Saving/ })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Change Nature' })).toBeDisabled();
  },
};
