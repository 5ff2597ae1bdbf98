import type { CalendarDate } from '@plotline/domain';
import { DatePicker } from '../../components/DatePicker';
import { useDraftText } from '../useDraftText';

/** Days from `startDate` to `endDate`, both included; null leaves that end open. */
export type DateRange = { startDate: CalendarDate | null; endDate: CalendarDate | null };

export type DateRangeFilterProps = DateRange & {
  /** One end changed: it alone, null once emptied. */
  onChange: (change: Partial<DateRange>) => void;
};

/** 'From Date' and 'To Date', each bounding the other's calendar, for a list's filter panel. */
export function DateRangeFilter({ startDate, endDate, onChange }: DateRangeFilterProps) {
  // A typed date passes through years 2, 20 and 202 on the way to 2026: like typed text, it is
  // applied once typing pauses, then as a choice (a calendar pick waits the same short moment).
  const [start, setStart] = useDraftText(startDate ?? '', (date) =>
    onChange({ startDate: date || null }),
  );
  const [end, setEnd] = useDraftText(endDate ?? '', (date) => onChange({ endDate: date || null }));

  return (
    <>
      <DatePicker
        label="From Date"
        value={start}
        maxValue={end || undefined}
        onChange={(date) => setStart(date ?? '')}
      />
      <DatePicker
        label="To Date"
        value={end}
        minValue={start || undefined}
        onChange={(date) => setEnd(date ?? '')}
      />
    </>
  );
}
