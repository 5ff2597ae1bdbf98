import {
  BOOK_ENQUIRY_PARAM,
  canBookFromEnquiry,
  ENQUIRY_MESSAGES,
  enquiryToBookIn,
} from '@plotline/domain';
import type { EnquiryToBookRequest } from '@plotline/ui/screens';
import { useEffect, useEffectEvent } from 'react';
import { useEnquiryDetails } from '../../data/enquiries';
import { useUrlSearch, withParam } from '../../routing/url-search';
import { useToasts } from '../../services';

/**
 * The enquiry '/bookings?bookEnquiry=12' asks to book ('Book a plot' on it, docs/enquiries.md
 * "Conversion"), read by its id for what the booking takes from it. The ask leaves the address
 * once the form has opened on it; an enquiry that no longer exists is said in a toast and the ask
 * dropped.
 */
export function useEnquiryToBook(): EnquiryToBookRequest | null {
  const { params, write } = useUrlSearch();
  const toasts = useToasts();
  const enquiryId = enquiryToBookIn(params);
  const enquiry = useEnquiryDetails(enquiryId);
  const forget = () => write((current) => withParam(current, BOOK_ENQUIRY_PARAM, ''), true);

  const found = enquiry.data?.id === enquiryId ? enquiry.data : null;
  // One not there, or booked or lost since the link was made, cannot be booked: the ask is
  // dropped with the reason, rather than a form that could never save.
  const refusal =
    enquiryId === null
      ? null
      : enquiry.error !== null
        ? ENQUIRY_MESSAGES.notFound
        : found && !canBookFromEnquiry(found.stage)
          ? ENQUIRY_MESSAGES.closedNotBooked
          : null;
  const drop = useEffectEvent((reason: string) => {
    toasts.error(reason);
    forget();
  });
  useEffect(() => {
    if (refusal !== null) drop(refusal);
  }, [refusal]);

  if (found === null || refusal !== null) return null;
  const [firstProject] = found.projects;
  return {
    enquiry: {
      id: found.id,
      name: found.name,
      mobileNumber: found.mobileNumber,
      email: found.email,
      channelPartner:
        found.channelPartnerId === null
          ? null
          : { id: found.channelPartnerId, name: found.channelPartnerName ?? '' },
      project: firstProject ?? null,
    },
    onOpened: forget,
  };
}
