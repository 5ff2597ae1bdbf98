import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CHANNEL_PARTNER_MESSAGES } from '@plotline/domain';
import { loaded, NOT_LOADED } from '../../patterns';
import { auditHistoryOf, PARTNER_HISTORY } from '../../patterns/AuditTrail/audit-entry.fixtures';
import {
  COMPANY,
  INDIVIDUAL,
  OTHER_IDENTITY,
  PARTNERSHIP,
  PROPRIETORSHIP,
} from './channel-partners.fixtures';
import {
  ChannelPartnerViewModal,
  type ChannelPartnerViewModalProps,
} from './ChannelPartnerViewModal';
import docs from './ChannelPartnerViewModal.docs.md?raw';
import { NO_PARTNER_BOOKINGS, PARTNER_BOOKINGS } from './bookings/partner-bookings.fixtures';
import { COMMISSION_PROPS } from './commission/commission.fixtures';

const meta = {
  title: 'Screens/ChannelPartnersScreen/ChannelPartnerViewModal',
  component: ChannelPartnerViewModal,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    partner: loaded(INDIVIDUAL),
    createdByName: 'Asha Rao',
    timeZone: 'Asia/Kolkata',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as ChannelPartnerViewModalProps['onOpenChange'],
  },
} satisfies Meta<typeof ChannelPartnerViewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A person with remarks and an associate. */
export const IndividualPerson: Story = {};

/** A firm and its proprietor; the creator's name not known yet. */
export const ProprietorshipFirm: Story = {
  args: { partner: loaded(PROPRIETORSHIP), createdByName: null },
};

/** A firm of two partners, one with an associate. */
export const PartnershipFirm: Story = { args: { partner: loaded(PARTNERSHIP) } };

/** An inactive company with a commission and one authorized person. */
export const RegisteredCompany: Story = { args: { partner: loaded(COMPANY) } };

export const OtherIdentity: Story = { args: { partner: loaded(OTHER_IDENTITY) } };

/** For whoever may see the audit trail: every change to the partner, last. */
export const WithAuditHistory: Story = {
  args: {
    audit: auditHistoryOf(PARTNER_HISTORY, '/audit-log?entity=channelPartner&entityId=1'),
  },
};

/** For whoever may see commissions: the Commission section, with the buttons of one who may pay. */
export const WithCommission: Story = { args: { commission: COMMISSION_PROPS } };

/**
 * For whoever may see commissions and bookings: the figures first, then the partner's newest
 * bookings, each opening its details, and a link to all of them; the personal details folded.
 */
export const WithBookings: Story = {
  args: { commission: COMMISSION_PROPS, bookings: PARTNER_BOOKINGS },
};

/** A partner through whom nothing has been sold yet. */
export const WithoutBookings: Story = { args: { bookings: NO_PARTNER_BOOKINGS } };

/** Opened from its row: the row's name titles the details while the whole partner loads. */
export const Loading: Story = {
  args: { partner: { ...NOT_LOADED, isLoading: true }, row: COMPANY },
};

/** The partner no longer exists: the host's message in place of its facts. */
export const NotFound: Story = {
  args: { partner: { ...NOT_LOADED, error: CHANNEL_PARTNER_MESSAGES.notFound } },
};
