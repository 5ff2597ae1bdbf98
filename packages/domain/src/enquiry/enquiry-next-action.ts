/**
 * An enquiry's next action against the business's today (docs/enquiries.md "An enquiry"): what the
 * list's Next action filter narrows to, and when a next action is overdue. The server's `due` and
 * `overdue` (GET /enquiries/filtered) read the same way.
 */
import { isCalendarDate, type CalendarDate } from '../calendar-date';
import { isOpenEnquiryStage, type EnquiryStage } from './enquiry-stage';

/** `due`: dated today or earlier; `overdue`: before today. Both only for open enquiries. */
export const ENQUIRY_NEXT_ACTION_FILTERS = ['due', 'overdue'] as const;
export type EnquiryNextActionFilter = (typeof ENQUIRY_NEXT_ACTION_FILTERS)[number];

const NEXT_ACTION_FILTER_LABELS: Readonly<Record<EnquiryNextActionFilter, string>> = {
  due: 'Due',
  overdue: 'Overdue',
};

export function enquiryNextActionFilterLabel(filter: EnquiryNextActionFilter): string {
  return NEXT_ACTION_FILTER_LABELS[filter];
}

export function isEnquiryNextActionFilter(value: unknown): value is EnquiryNextActionFilter {
  return (
    typeof value === 'string' && (ENQUIRY_NEXT_ACTION_FILTERS as readonly string[]).includes(value)
  );
}

/**
 * A next action is overdue while the enquiry is still being worked and its date is before today;
 * a booked or lost enquiry has nothing left to do.
 */
export function isNextActionOverdue(
  enquiry: { stage: EnquiryStage; nextActionDate: CalendarDate | null },
  today: CalendarDate,
): boolean {
  const date = enquiry.nextActionDate;
  return date !== null && isCalendarDate(date) && isOpenEnquiryStage(enquiry.stage) && date < today;
}
