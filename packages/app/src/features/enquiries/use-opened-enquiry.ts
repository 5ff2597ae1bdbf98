/**
 * The enquiry whose details are open over the list, its id in the URL ('/enquiries/42': a link
 * from a notification or the Audit Log opens them), loaded whole by its id with its site visits
 * and its timeline ('Show more' reads more of its newest entries at once); what the details
 * change is scheduled, updated and logged through the page's changes.
 */
import {
  bookEnquiryPath,
  ENQUIRY_MESSAGES,
  MAX_PAGE_SIZE,
  mayWrite,
  recordPath,
} from '@plotline/domain';
import type { OpenedEnquiry } from '@plotline/ui/screens';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../auth/auth-context';
import { useEnquiryDetails, useEnquirySiteVisits, useEnquiryTimeline } from '../../data/enquiries';
import { useViewedRecordId } from '../../routing/viewed-record';
import { useRecordHistory } from '../audit-log/use-record-history';
import type { useEnquiryChanges } from './use-enquiry-changes';

/** Timeline entries shown at first, and how many more each 'Show more' adds. */
const TIMELINE_STEP = 10;

const bookingHref = (bookingId: number) => recordPath('/bookings', bookingId);

export function useOpenedEnquiry(changes: ReturnType<typeof useEnquiryChanges>): OpenedEnquiry {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const [openedId, setOpenedId] = useViewedRecordId('/enquiries');
  const details = useEnquiryDetails(openedId);
  const visits = useEnquirySiteVisits(openedId);
  const [shown, setShown] = useState({ enquiryId: openedId, entries: TIMELINE_STEP });
  const entries = shown.enquiryId === openedId ? shown.entries : TIMELINE_STEP;
  const timeline = useEnquiryTimeline(openedId, entries);
  const history = useRecordHistory('enquiry', openedId);
  const mayEdit = mayWrite(user, 'enquiry', 'change');
  // Booking from an enquiry books a plot and moves the enquiry to Booked: both permissions.
  const mayBook = mayEdit && mayWrite(user, 'booking', 'create');
  const loaded = timeline.data?.data ?? null;
  const hasMore =
    loaded !== null && loaded.length < (timeline.data?.totalCount ?? 0) && entries < MAX_PAGE_SIZE;

  return {
    id: openedId,
    onOpen: setOpenedId,
    details,
    history,
    siteVisits: {
      list: {
        data: visits.data ?? null,
        isLoading: visits.isLoading,
        error: visits.error ? ENQUIRY_MESSAGES.visitsFetchFailed : null,
      },
      ...(mayEdit &&
        openedId !== null && {
          onSave: (visit, existing) => changes.saveVisit(openedId, visit, existing),
        }),
    },
    timeline: {
      entries: {
        data: loaded,
        isLoading: timeline.isLoading,
        error: timeline.error ? ENQUIRY_MESSAGES.timelineFetchFailed : null,
      },
      isLoadingMore: timeline.current === undefined && loaded !== null,
      ...(hasMore && {
        onShowMore: () =>
          setShown({
            enquiryId: openedId,
            entries: Math.min(entries + TIMELINE_STEP, MAX_PAGE_SIZE),
          }),
      }),
      ...(mayEdit &&
        openedId !== null && {
          onLog: (activity) => changes.logActivity(openedId, activity),
        }),
    },
    bookingHref,
    ...(mayBook && { onBookPlot: (enquiry) => navigate(bookEnquiryPath(enquiry.id)) }),
  };
}
