import {
  enquirySourceLabel,
  formatDate,
  lostReasonLabel,
  type CalendarDate,
} from '@plotline/domain';
import { Link } from 'react-aria-components';
import { EmailLink, PhoneLink } from '../../components/ContactLink';
import { Detail, DetailList } from '../../components/DetailList';
import { budgetRangeText, personName, plotSizeRangeText } from './enquiry-text';
import type { EnquiryRecord } from './enquiry-types';
import { EnquiryStageBadge } from './EnquiryStageBadge';
import { NextActionText } from './NextActionText';
import { link } from './EnquiriesScreen.css';

const NOT_PROVIDED = 'Not provided';

export type EnquiryFactsProps = {
  enquiry: EnquiryRecord;
  today: CalendarDate;
  timeZone: string;
  /** Where its booking is shown, once it is Booked; left out, no link. */
  bookingHref?: (bookingId: number) => string;
};

/** An enquiry's facts, as a description list: its stage first, then the buyer and the search. */
export function EnquiryFacts({ enquiry, today, timeZone, bookingHref }: EnquiryFactsProps) {
  const source = enquirySourceLabel(enquiry.source);
  return (
    <DetailList>
      <Detail
        term="Stage"
        notes={[enquiry.lostReason && `Reason: ${lostReasonLabel(enquiry.lostReason)}`]}
      >
        <EnquiryStageBadge stage={enquiry.stage} />
      </Detail>
      {enquiry.bookingId !== null && bookingHref && (
        <Detail term="Booking">
          <Link href={bookingHref(enquiry.bookingId)} className={link}>
            View booking
          </Link>
        </Detail>
      )}
      <Detail term="Mobile number" notes={[enquiry.email && <EmailLink address={enquiry.email} />]}>
        <PhoneLink number={enquiry.mobileNumber} />
      </Detail>
      <Detail term="Source" notes={[enquiry.channelPartnerName, enquiry.sourceDetail]}>
        {source}
      </Detail>
      <Detail term="Sales person">{personName(enquiry.assignedTo)}</Detail>
      <Detail term="Projects of interest">
        {enquiry.projects.length > 0
          ? enquiry.projects.map(({ name }) => name).join(', ')
          : NOT_PROVIDED}
      </Detail>
      <Detail term="Plot size">
        {plotSizeRangeText(enquiry.plotSizeMin, enquiry.plotSizeMax) ?? NOT_PROVIDED}
      </Detail>
      <Detail term="Budget">
        {budgetRangeText(enquiry.budgetMin, enquiry.budgetMax) ?? NOT_PROVIDED}
      </Detail>
      <Detail term="Next action">
        <NextActionText enquiry={enquiry} today={today} />
        {enquiry.nextAction === null && enquiry.nextActionDate === null && NOT_PROVIDED}
      </Detail>
      <Detail term="Added">{formatDate(enquiry.createdAt, timeZone)}</Detail>
      {enquiry.notes && <Detail term="Notes">{enquiry.notes}</Detail>}
    </DetailList>
  );
}
