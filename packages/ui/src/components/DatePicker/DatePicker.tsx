import { parseDate, type CalendarDate as CalendarDay } from '@internationalized/date';
import { toCalendarDate, type CalendarDate } from '@plotline/domain';
import {
  DatePicker as RACDatePicker,
  type DatePickerProps as RACDatePickerProps,
} from 'react-aria-components';
import { FieldLabel, FieldMessages, field } from '../field';
import { CalendarPopover } from './CalendarPopover';
import { DateFieldGroup } from './DateFieldGroup';

// Props carrying RAC date objects or time of day; this picker speaks ISO calendar dates only.
type DateObjectProps =
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'minValue'
  | 'maxValue'
  | 'placeholderValue'
  | 'isDateUnavailable'
  | 'granularity'
  | 'hourCycle'
  | 'hideTimeZone';

export type DatePickerProps = Omit<
  RACDatePickerProps<CalendarDay>,
  'className' | 'children' | DateObjectProps
> & {
  label: string;
  /** 'YYYY-MM-DD' (a full ISO timestamp is cut to its date); null or '' for no date. */
  value?: CalendarDate | null;
  defaultValue?: CalendarDate | null;
  onChange?: (value: CalendarDate | null) => void;
  minValue?: CalendarDate;
  maxValue?: CalendarDate;
  description?: string;
  /** Shown under the field, and marks it invalid, e.g. 'Booking date is required'. */
  errorMessage?: string;
};

// Forms hold an unset date as '' or null; undefined must stay undefined to leave RAC uncontrolled.
function toDay(value: CalendarDate | null | undefined): CalendarDay | null | undefined {
  if (value === undefined) return undefined;
  return value ? parseDate(toCalendarDate(value)) : null;
}

/** react-aria's DatePicker: type the date segment by segment, or pick it from a calendar. */
export function DatePicker({
  label,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  description,
  errorMessage,
  isInvalid,
  ...props
}: DatePickerProps) {
  const handleChange = (day: CalendarDay | null) => onChange?.(day ? day.toString() : null);

  return (
    <RACDatePicker
      // 16/06/2025, as formatDate writes dates in tables and details; en-IN alone shows 16/6/2025.
      shouldForceLeadingZeros
      {...props}
      value={toDay(value)}
      defaultValue={toDay(defaultValue)}
      onChange={handleChange}
      minValue={toDay(minValue)}
      maxValue={toDay(maxValue)}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <DateFieldGroup />
      <FieldMessages description={description} errorMessage={errorMessage} />
      <CalendarPopover />
    </RACDatePicker>
  );
}
