import type { ZonedDateTime } from '@internationalized/date';
import type { CalendarDate } from '@plotline/domain';
import { DatePicker } from 'react-aria-components';
import { CalendarPopover } from '../../components/DatePicker/CalendarPopover';
import { DateFieldGroup } from '../../components/DatePicker/DateFieldGroup';
import { FieldLabel, FieldMessages, field } from '../../components/field';
import { visitInstant, visitPlaceholder, zonedVisitTime } from './visit-time';

export type VisitTimeFieldProps = {
  label: string;
  /** The visit's instant as the API writes it; '' for none yet. */
  value: string;
  /** The instant picked, with the zone's offset; '' once emptied. */
  onChange: (instant: string) => void;
  /** The business's zone: the date and time are typed as its clocks read. */
  timeZone: string;
  /** Where the empty field starts the calendar. */
  today: CalendarDate;
  isRequired?: boolean;
  errorMessage?: string;
};

/**
 * A visit's date and time in one field: react-aria's DatePicker to the minute, typed segment by
 * segment (day, month, year, hour, minute, am/pm) or its day picked from a calendar, read and
 * written in the business's time zone whatever the browser's.
 */
export function VisitTimeField({
  label,
  value,
  onChange,
  timeZone,
  today,
  isRequired,
  errorMessage,
}: VisitTimeFieldProps) {
  const handleChange = (time: ZonedDateTime | null) => onChange(time ? visitInstant(time) : '');
  return (
    <DatePicker<ZonedDateTime>
      shouldForceLeadingZeros
      granularity="minute"
      hideTimeZone
      value={zonedVisitTime(value, timeZone)}
      placeholderValue={visitPlaceholder(today, timeZone)}
      onChange={handleChange}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      className={field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <DateFieldGroup />
      <FieldMessages errorMessage={errorMessage} />
      <CalendarPopover />
    </DatePicker>
  );
}
