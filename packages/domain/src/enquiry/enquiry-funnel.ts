/**
 * The Dashboard's enquiry funnel (docs/enquiries.md "Dashboard"): the enquiries added in a month,
 * the stage each stands at now, why the lost ones were lost, and how many became bookings, by
 * source and by sales person. An enquiry counts in the month it was added, in the business's time
 * zone, whenever it moves.
 */
import type { CalendarDate } from '../calendar-date';
import { monthOf, type CalendarMonth } from '../dashboard/bookings-by-month';
import { ENQUIRY_SOURCES, type EnquirySource } from './enquiry-source';
import { ENQUIRY_STAGES, type EnquiryStage } from './enquiry-stage';
import { LOST_REASONS, type LostReason } from './lost-reason';

/** The card's words. */
export const ENQUIRY_FUNNEL_TEXTS = {
  title: 'Enquiry funnel',
  created: 'Enquiries this month',
  booked: 'Converted',
  conversionRate: 'Conversion rate',
  stages: 'By stage',
  lostReasons: 'Lost reasons',
  bySource: 'By source',
  bySalesPerson: 'By sales person',
  source: 'Source',
  salesPerson: 'Sales person',
  enquiries: 'Enquiries',
  unassigned: 'Unassigned',
  noneThisMonth: 'No enquiries were added this month',
} as const;

/** How many sales persons the funnel lists, those given the most enquiries first. */
export const FUNNEL_SALES_PEOPLE_SHOWN = 20;

/** A month as the funnel is asked for it: 'YYYY-MM'. */
export const CALENDAR_MONTH_LENGTH = 'YYYY-MM'.length;

/**
 * The month an enquiry added on `createdOn` (a day of the business's calendar) counts in, as the
 * database keeps it (enquiries.created_month): the month's first day.
 */
export function enquiryCreatedMonth(createdOn: CalendarDate): CalendarDate {
  return `${monthOf(createdOn)}-01`;
}

/** The share of the enquiries that became bookings, from 0 to 1; 0 when there were none. */
export function conversionRate(created: number, booked: number): number {
  return created > 0 ? booked / created : 0;
}

const PERCENT = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

/** '25%', '33.3%'. */
export function formatConversionRate(rate: number): string {
  return PERCENT.format(rate);
}

export type FunnelStage = { stage: EnquiryStage; count: number };
export type FunnelLostReason = { reason: LostReason; count: number };
export type FunnelSource = { source: EnquirySource; created: number; booked: number };
/** userId and name null: the enquiries given to nobody (their sales person was deleted). */
export type FunnelSalesPerson = {
  userId: number | null;
  name: string | null;
  created: number;
  booked: number;
};

export type EnquiryFunnel = {
  month: CalendarMonth;
  created: number;
  booked: number;
  conversionRate: number;
  /** Every stage, in the stages' order. */
  stages: FunnelStage[];
  /** Every reason, in the reasons' order. */
  lostReasons: FunnelLostReason[];
  /** Every source, in the sources' order. */
  bySource: FunnelSource[];
  bySalesPerson: FunnelSalesPerson[];
};

/** What the database counted: only the keys it found, in any order. */
export type FunnelCounts = {
  stages: readonly FunnelStage[];
  lostReasons: readonly FunnelLostReason[];
  bySource: readonly FunnelSource[];
  /** Already in the funnel's order, most enquiries first, at most FUNNEL_SALES_PEOPLE_SHOWN. */
  bySalesPerson: readonly FunnelSalesPerson[];
};

/** The rows by their key, to look each of a list's values up. */
function byKey<Row, Key>(rows: readonly Row[], key: (row: Row) => Key): Map<Key, Row> {
  return new Map(rows.map((row) => [key(row), row]));
}

/**
 * The month's funnel from its counts: every stage, reason and source there, at zero when none
 * counted, so the card never loses a row; the month's enquiries are those of every stage, and
 * those converted are the Booked ones.
 */
export function enquiryFunnelOf(month: CalendarMonth, counts: FunnelCounts): EnquiryFunnel {
  const stageCounts = byKey(counts.stages, (row) => row.stage);
  const reasonCounts = byKey(counts.lostReasons, (row) => row.reason);
  const sourceCounts = byKey(counts.bySource, (row) => row.source);
  const stages = ENQUIRY_STAGES.map((stage) => ({
    stage,
    count: stageCounts.get(stage)?.count ?? 0,
  }));
  const created = stages.reduce((sum, { count }) => sum + count, 0);
  const booked = stageCounts.get('Booked')?.count ?? 0;
  return {
    month,
    created,
    booked,
    conversionRate: conversionRate(created, booked),
    stages,
    lostReasons: LOST_REASONS.map((reason) => ({
      reason,
      count: reasonCounts.get(reason)?.count ?? 0,
    })),
    bySource: ENQUIRY_SOURCES.map((source) => ({
      source,
      created: sourceCounts.get(source)?.created ?? 0,
      booked: sourceCounts.get(source)?.booked ?? 0,
    })),
    bySalesPerson: counts.bySalesPerson.slice(0, FUNNEL_SALES_PEOPLE_SHOWN),
  };
}
