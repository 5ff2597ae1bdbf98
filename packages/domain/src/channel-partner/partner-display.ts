/**
 * How the Channel Partners list and view modal write a partner's facts
 * (docs/product/screens.md "Channel partners", docs/product/constants.md).
 */
import { CHANNEL_PARTNER_STATUS_FILTERS } from '../constants';

/** What the view modal shows for every value the partner does not have. */
export const NOT_AVAILABLE_TEXT = 'N/A';

/** The value, or 'N/A' when it is missing or blank. */
export function orNotAvailable(value: string | null | undefined): string {
  return value?.trim() || NOT_AVAILABLE_TEXT;
}

const PERCENT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** '2.5%': the commission rate is kept in percent. */
export function commissionRateLabel(rate: number): string {
  return `${PERCENT.format(rate)}%`;
}

export type PartnerStatusLabel = 'Active' | 'Inactive';

export function partnerStatusLabel(isActive: boolean): PartnerStatusLabel {
  return isActive ? 'Active' : 'Inactive';
}

export type PartnerStatusFilter = (typeof CHANNEL_PARTNER_STATUS_FILTERS)[number];

/** The status filter's value ('all', 'true' or 'false', as the API's isActive) as a flag; null is all. */
export function partnerIsActiveFilterOf(raw: unknown): boolean | null {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return null;
}

/** The other way: the flag as the status filter's value. */
export function partnerStatusFilterOf(isActive: boolean | null): PartnerStatusFilter {
  return isActive === null ? 'all' : isActive ? 'true' : 'false';
}
