/**
 * An enquiry's timeline (docs/enquiries.md "Calls, notes and the timeline"): its calls, notes,
 * site visits and stage changes, newest first.
 */

export const ENQUIRY_TIMELINE_KINDS = ['Call', 'Note', 'SiteVisit', 'StageChange'] as const;
export type EnquiryTimelineKind = (typeof ENQUIRY_TIMELINE_KINDS)[number];

const TIMELINE_KIND_LABELS: Readonly<Record<EnquiryTimelineKind, string>> = {
  Call: 'Call',
  Note: 'Note',
  SiteVisit: 'Site visit',
  StageChange: 'Stage change',
};

export function enquiryTimelineKindLabel(kind: EnquiryTimelineKind): string {
  return TIMELINE_KIND_LABELS[kind];
}

/**
 * The entries newest first, by the instant each happened (a visit at the time it was scheduled
 * for); entries of the same instant keep the order they came in. Pages and a just-logged entry
 * arrive apart, so whoever joins them puts them in this order.
 */
export function newestTimelineEntriesFirst<Entry extends { at: string }>(
  entries: readonly Entry[],
): Entry[] {
  return entries
    .map((entry, index) => ({ entry, index, at: Date.parse(entry.at) }))
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .map(({ entry }) => entry);
}
