/**
 * An enquiry's stages and the moves between them (docs/enquiries.md "Stages"), as the booking
 * statuses have theirs: the server refuses any move this table does not allow.
 */

export const ENQUIRY_STAGES = [
  'New',
  'Contacted',
  'SiteVisitScheduled',
  'SiteVisitDone',
  'Negotiation',
  'Booked',
  'Lost',
] as const;
export type EnquiryStage = (typeof ENQUIRY_STAGES)[number];

/** Where every enquiry starts, whether typed in, imported or taken from a partner. */
export const NEW_ENQUIRY_STAGE: EnquiryStage = 'New';

/**
 * Booked is reached only by saving a booking from the enquiry, never moved to by hand; Lost can be
 * reopened, as a lost buyer who calls again is the same enquiry, not a new one.
 */
const NEXT_STAGES: Readonly<Record<EnquiryStage, readonly EnquiryStage[]>> = {
  New: ['Contacted', 'SiteVisitScheduled', 'Lost'],
  Contacted: ['SiteVisitScheduled', 'Negotiation', 'Lost'],
  SiteVisitScheduled: ['SiteVisitDone', 'Contacted', 'Lost'],
  SiteVisitDone: ['SiteVisitScheduled', 'Negotiation', 'Lost'],
  Negotiation: ['SiteVisitScheduled', 'Lost'],
  Booked: [],
  Lost: ['Contacted'],
};

/** Stages whose enquiry is still being worked: a mobile number may be on one of them only. */
export const OPEN_ENQUIRY_STAGES: readonly EnquiryStage[] = ENQUIRY_STAGES.filter(
  (stage) => stage !== 'Booked' && stage !== 'Lost',
);

export function nextEnquiryStages(from: EnquiryStage): readonly EnquiryStage[] {
  return NEXT_STAGES[from];
}

export function canChangeEnquiryStage(from: EnquiryStage, to: EnquiryStage): boolean {
  return NEXT_STAGES[from].includes(to);
}

export function isOpenEnquiryStage(stage: EnquiryStage): boolean {
  return OPEN_ENQUIRY_STAGES.includes(stage);
}

/** An enquiry in one of these stages can be booked: it is open, and not booked already. */
export function canBookFromEnquiry(stage: EnquiryStage): boolean {
  return isOpenEnquiryStage(stage);
}

export function isEnquiryStage(value: unknown): value is EnquiryStage {
  return typeof value === 'string' && (ENQUIRY_STAGES as readonly string[]).includes(value);
}

const STAGE_LABELS: Readonly<Record<EnquiryStage, string>> = {
  New: 'New',
  Contacted: 'Contacted',
  SiteVisitScheduled: 'Site visit scheduled',
  SiteVisitDone: 'Site visit done',
  Negotiation: 'Negotiation',
  Booked: 'Booked',
  Lost: 'Lost',
};

export function enquiryStageLabel(stage: EnquiryStage): string {
  return STAGE_LABELS[stage];
}

/**
 * The stage a scheduled site visit moves an enquiry to: one not yet visited, or visited and asked
 * for again, waits for its visit; one in negotiation keeps negotiating, and a closed one stays.
 */
export function stageAfterVisitScheduled(stage: EnquiryStage): EnquiryStage {
  return stage === 'New' || stage === 'Contacted' || stage === 'SiteVisitDone'
    ? 'SiteVisitScheduled'
    : stage;
}

/** The stage a visit marked done moves an enquiry to: only one waiting for its visit moves. */
export function stageAfterVisitDone(stage: EnquiryStage): EnquiryStage {
  return stage === 'SiteVisitScheduled' ? 'SiteVisitDone' : stage;
}
