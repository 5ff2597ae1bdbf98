/**
 * The months of the 'Bookings by Month' chart, which the server names 'YYYY-MM'. English
 * abbreviations from a fixed list rather than Intl, whose en-IN data writes September 'Sept' in
 * some ICU versions and not in others.
 */
const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

export type ChartMonth = {
  /** 'Nov', under its bar. */
  month: string;
  year: string;
  /** 'Nov 2026', in names and the table. */
  label: string;
};

export function chartMonth(yearMonth: string): ChartMonth {
  const match = YEAR_MONTH.exec(yearMonth);
  const month = match && MONTH_ABBREVIATIONS[Number(match[2]) - 1];
  if (!match || !month) throw new RangeError(`Not a month: ${yearMonth}`);
  const year = match[1]!;
  return { month, year, label: `${month} ${year}` };
}

/** 'YYYY-MM' of a month that is one (2026-11, not 2026-13), as a month is named in a link. */
export function isCalendarMonth(text: string | null | undefined): text is string {
  const match = text ? YEAR_MONTH.exec(text) : null;
  return (
    match !== null &&
    Number(match[1]) > 0 &&
    MONTH_ABBREVIATIONS[Number(match[2]) - 1] !== undefined
  );
}
