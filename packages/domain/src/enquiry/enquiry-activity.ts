/** What is logged on an enquiry between its stages: calls made and notes written. */
import type { FieldErrors } from '../field-errors';
import { filledText } from '../input/read-input';
import { ENQUIRY_RULE_MESSAGES } from './enquiry-messages';

export const ENQUIRY_ACTIVITY_KINDS = ['Call', 'Note'] as const;
export type EnquiryActivityKind = (typeof ENQUIRY_ACTIVITY_KINDS)[number];

export function isEnquiryActivityKind(value: unknown): value is EnquiryActivityKind {
  return typeof value === 'string' && (ENQUIRY_ACTIVITY_KINDS as readonly string[]).includes(value);
}

export function validateEnquiryActivity(activity: { text: string }): FieldErrors {
  return filledText(activity.text) === null
    ? { text: ENQUIRY_RULE_MESSAGES.activityTextRequired }
    : {};
}
