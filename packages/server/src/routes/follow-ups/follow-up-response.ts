/** A follow-up as the API answers it: with the booking details the follow-ups table shows. */
import type { components } from '@plotline/api-client/schema';

export type FollowUpResponse = components['schemas']['FollowUp'];

export type FollowUpRow = Omit<FollowUpResponse, 'createdAt'> & { createdAt: Date };

export function followUpResponse(row: FollowUpRow): FollowUpResponse {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
