import { ENQUIRY_MESSAGES } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loaded, NOT_LOADED } from '../../patterns';
import { byId, TIME_ZONE, TIMELINE, TODAY, VISITS } from './enquiry-fixtures';
import { EnquiryDetailsModal, type EnquiryDetailsModalProps } from './EnquiryDetailsModal';
import docs from './EnquiryDetailsModal.docs.md?raw';

type Props = EnquiryDetailsModalProps;

const meta = {
  title: 'Screens/EnquiriesScreen/EnquiryDetailsModal',
  component: EnquiryDetailsModal,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    enquiry: loaded(byId(10)),
    today: TODAY,
    timeZone: TIME_ZONE,
    visits: {
      list: loaded(VISITS),
      // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
      onSchedule: fn() as NonNullable<Props['visits']['onSchedule']>,
      onEdit: fn() as NonNullable<Props['visits']['onEdit']>,
    },
    timeline: {
      entries: loaded(TIMELINE),
      onLog: fn() as NonNullable<Props['timeline']['onLog']>,
    },
    bookingHref: (bookingId) => `/bookings/${bookingId}`,
    onOpenChange: fn() as Props['onOpenChange'],
    onBookPlot: fn() as NonNullable<Props['onBookPlot']>,
    onChangeStage: fn() as NonNullable<Props['onChangeStage']>,
    onEdit: fn() as NonNullable<Props['onEdit']>,
  },
} satisfies Meta<typeof EnquiryDetailsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sunita Iyer, waiting for her visit: two visits, and a timeline newest first. */
export const Open: Story = {};

/** The timeline's first page, with older entries the host has not loaded yet. */
export const TimelineWithMore: Story = {
  args: {
    timeline: {
      entries: loaded(TIMELINE.slice(0, 4)),
      onShowMore: fn() as NonNullable<Props['timeline']['onShowMore']>,
      onLog: fn() as NonNullable<Props['timeline']['onLog']>,
    },
  },
};

/** Booked: it links to its booking, and is neither booked again nor moved, nor visited. */
export const Booked: Story = {
  args: {
    enquiry: loaded(byId(7)),
    visits: { list: loaded([]) },
    timeline: { entries: loaded([]) },
  },
};

/** Lost, with its reason; it may be reopened, but takes no visit. */
export const Lost: Story = {
  args: {
    enquiry: loaded(byId(6)),
    visits: { list: loaded([]), onSchedule: fn() },
    timeline: { entries: loaded([]) },
  },
};

/** For a user who may only look: no way to visit, log, move or edit. */
export const ReadOnly: Story = {
  args: {
    visits: { list: loaded(VISITS) },
    timeline: { entries: loaded(TIMELINE) },
    onBookPlot: undefined,
    onChangeStage: undefined,
    onEdit: undefined,
  },
};

/** Its row shows while the enquiry loads; its sections wait for their own loads. */
export const Loading: Story = {
  args: {
    enquiry: { ...NOT_LOADED, isLoading: true },
    row: byId(11),
    visits: { list: { ...NOT_LOADED, isLoading: true } },
    timeline: { entries: { ...NOT_LOADED, isLoading: true } },
  },
};

export const SectionsFailed: Story = {
  args: {
    visits: { list: { ...NOT_LOADED, error: ENQUIRY_MESSAGES.fetchFailed, onRetry: fn() } },
    timeline: { entries: { ...NOT_LOADED, error: ENQUIRY_MESSAGES.fetchFailed, onRetry: fn() } },
  },
};

export const NotFound: Story = {
  args: { enquiry: { ...NOT_LOADED, error: 'Enquiry not found' } },
};
