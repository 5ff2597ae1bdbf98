import { DASHBOARD_SECTION_FAILED } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EnquiryFunnelCard, type EnquiryFunnelCardProps } from './EnquiryFunnelCard';
import { loaded } from '../../patterns';
import {
  EMPTY_ENQUIRY_FUNNEL,
  ENQUIRY_FUNNEL,
  enquiriesListHref,
  failed,
  loading,
} from './dashboard.fixtures';
import docs from './EnquiryFunnelCard.docs.md?raw';

const meta = {
  title: 'Screens/DashboardScreen/EnquiryFunnelCard',
  component: EnquiryFunnelCard,
  parameters: { docs: { description: { component: docs } } },
  args: {
    funnel: loaded(ENQUIRY_FUNNEL),
    enquiriesHref: enquiriesListHref as EnquiryFunnelCardProps['enquiriesHref'],
  },
} satisfies Meta<typeof EnquiryFunnelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** November's 48 enquiries: each figure, stage, reason, source and sales person a link. */
export const Loaded: Story = {};

/** A month without enquiries: zeros, and no lists. */
export const NoEnquiries: Story = { args: { funnel: loaded(EMPTY_ENQUIRY_FUNNEL) } };

/** For a host without the Enquiries screen: plain figures, no links. */
export const WithoutLinks: Story = { args: { enquiriesHref: () => undefined } };

export const Loading: Story = { args: { funnel: loading() } };

export const Failed: Story = { args: { funnel: failed(DASHBOARD_SECTION_FAILED) } };
