import type { CalendarDate } from '@plotline/domain';
import { DatePicker } from '../../components/DatePicker';
import { useDraftText } from '../useDraftText';

/** Days from `startDate` to `endDate`, both included; null leaves that end open. */
export type DateRange = { startDate: CalendarDate | null; endDate: CalendarDate | null };

export type DateRangeFilterProps = DateRange & {
  /** One end changed: it alone, null once emptied. */
  onChange: (change: Partial<DateRange>) => void;
  /** The first end's label, 'From Date' unless the dates are of something else ('Due From'). */
  startLabel?: string;
  /** The last end's label, 'To Date' unless the dates are of something else ('Due To'). */
  endLabel?: string;
};

/** 'From Date' and 'To Date', each bounding the other's calendar, for a list's filter panel. */
export function DateRangeFilter({
  startDate,
  endDate,
  onChange,
  startLabel = 'From Date',
  endLabel = 'To Date',
}: DateRangeFilterProps) {
  // A typed date passes through years 2, 20 and 202 on the way to 2026: like typed text, it is
  // applied once typing pauses, then as a choice (a calendar pick waits the same short moment).
  const [start, setStart] = useDraftText(startDate ?? '', (date) =>
    onChange({ startDate: date || null }),
  );
  const [end, setEnd] = useDraftText(endDate ?? '', (date) => onChange({ endDate: date || null }));

  return (
    <>
      <DatePicker
        label={startLabel}
        value={start}
        maxValue={end || undefined}
        onChange={(date) => setStart(date ?? '')}
      />
      <DatePicker
        label={endLabel}
        value={end}
        minValue={start || undefined}
        onChange={(date) => setEnd(date ?? '')}
      />
    </>
  );
}
