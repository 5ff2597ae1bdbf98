/** Where an enquiry came from (docs/enquiries.md "Sources"). */

export const ENQUIRY_SOURCES = [
  'WalkIn',
  'Phone',
  'Website',
  'PropertyPortal',
  'ChannelPartner',
  'Referral',
  'Other',
] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];

const SOURCE_LABELS: Readonly<Record<EnquirySource, string>> = {
  WalkIn: 'Walk-in',
  Phone: 'Phone',
  Website: 'Website',
  PropertyPortal: 'Property portal',
  ChannelPartner: 'Channel partner',
  Referral: 'Referral',
  Other: 'Other',
};

export function enquirySourceLabel(source: EnquirySource): string {
  return SOURCE_LABELS[source];
}

export function isEnquirySource(value: unknown): value is EnquirySource {
  return typeof value === 'string' && (ENQUIRY_SOURCES as readonly string[]).includes(value);
}

/**
 * A source as a spreadsheet writes it ('walk in', 'Property Portal', 'WalkIn'): its label or id,
 * ignoring case, spaces, dashes and underscores; null when it is none of them.
 */
export function enquirySourceFrom(text: string): EnquirySource | null {
  const key = text.toLowerCase().replace(/[\s_-]/g, '');
  return (
    ENQUIRY_SOURCES.find(
      (source) =>
        source.toLowerCase() === key ||
        SOURCE_LABELS[source].toLowerCase().replace(/[\s_-]/g, '') === key,
    ) ?? null
  );
}

/** An enquiry from a channel partner names the partner; no other source has one. */
export function sourceNamesPartner(source: EnquirySource): boolean {
  return source === 'ChannelPartner';
}
