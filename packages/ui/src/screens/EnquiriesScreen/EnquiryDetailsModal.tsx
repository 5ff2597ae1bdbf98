import {
  canBookFromEnquiry,
  isOpenEnquiryStage,
  nextEnquiryStages,
  type CalendarDate,
  type EnquiryActivityKind,
} from '@plotline/domain';
import { Button } from '../../components/Button';
import { RecordDetailsModal, type AuditHistory, type Loadable } from '../../patterns';
import type { EnquiryRecord, OpenedEnquiryTimeline, SiteVisitRecord } from './enquiry-types';
import { EnquiryFacts } from './EnquiryFacts';
import { EnquiryTimelineSection } from './EnquiryTimelineSection';
import { SiteVisitsSection } from './SiteVisitsSection';

export type EnquiryDetailsModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The whole enquiry, as the host loads it. */
  enquiry: Loadable<EnquiryRecord>;
  /** Its row in the list or card on the board, when shown: the details show it while they load. */
  row?: EnquiryRecord;
  /** The business's today, against which its next action is overdue. */
  today: CalendarDate;
  /** The zone the dates and times are read in. */
  timeZone: string;
  /** Its site visits, and opening a visit's form; left out, no way to schedule or edit one. */
  visits: {
    list: Loadable<readonly SiteVisitRecord[]>;
    onSchedule?: () => void;
    onEdit?: (visit: SiteVisitRecord) => void;
  };
  /** Its timeline, and opening the form of a call or a note. */
  timeline: Omit<OpenedEnquiryTimeline, 'onLog'> & { onLog?: (kind: EnquiryActivityKind) => void };
  /** Its audit entries, as the host loads them; left out, no History section is shown. */
  audit?: AuditHistory;
  /** Where its booking is shown, once it is Booked; left out, no link. */
  bookingHref?: (bookingId: number) => string;
  /** Starts a booking from it while it is open; left out, no 'Book a plot'. */
  onBookPlot?: (enquiry: EnquiryRecord) => void;
  /** Opens 'Change stage' on it; left out (no enquiries.edit), no such button. */
  onChangeStage?: (enquiry: EnquiryRecord) => void;
  /** Opens its edit form; left out (no enquiries.edit), no Edit. */
  onEdit?: (enquiry: EnquiryRecord) => void;
};

/**
 * An enquiry, the hub of the work on it: its facts and stage, its site visits with 'Schedule site
 * visit', its timeline with 'Log call' and 'Add note', for whoever may see the audit trail the
 * History of every change to it, and 'Book a plot', 'Change stage' and 'Edit' in the footer.
 */
export function EnquiryDetailsModal({
  isOpen,
  onOpenChange,
  enquiry,
  row,
  today,
  timeZone,
  visits,
  timeline,
  audit,
  bookingHref,
  onBookPlot,
  onChangeStage,
  onEdit,
}: EnquiryDetailsModalProps) {
  const named = enquiry.data ?? row;
  return (
    <RecordDetailsModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="large"
      title={named ? named.name : 'Enquiry'}
      record={enquiry.data ?? row ?? null}
      isLoading={enquiry.isLoading}
      errorMessage={enquiry.error}
      loadingLabel="Loading enquiry details"
      audit={audit}
      timeZone={timeZone}
      footer={(shown) => (
        <>
          {onBookPlot && shown && canBookFromEnquiry(shown.stage) && (
            <Button variant="secondary" onPress={() => onBookPlot(shown)}>
              Book a plot
            </Button>
          )}
          {/* Booked moves nowhere: it is reached by saving a booking. */}
          {onChangeStage && !(shown && nextEnquiryStages(shown.stage).length === 0) && (
            <Button
              variant="secondary"
              isDisabled={!shown}
              onPress={() => shown && onChangeStage(shown)}
            >
              Change stage
            </Button>
          )}
          {onEdit && (
            <Button isDisabled={!shown} onPress={() => shown && onEdit(shown)}>
              Edit
            </Button>
          )}
        </>
      )}
    >
      {(shown) => (
        <>
          <EnquiryFacts
            enquiry={shown}
            today={today}
            timeZone={timeZone}
            bookingHref={bookingHref}
          />
          <SiteVisitsSection
            visits={visits.list}
            timeZone={timeZone}
            // A Booked or Lost enquiry takes no new visit.
            onSchedule={isOpenEnquiryStage(shown.stage) ? visits.onSchedule : undefined}
            onEdit={visits.onEdit}
          />
          <EnquiryTimelineSection {...timeline} timeZone={timeZone} />
        </>
      )}
    </RecordDetailsModal>
  );
}
