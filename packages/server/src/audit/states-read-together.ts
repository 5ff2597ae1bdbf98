/**
 * The `x-audit` state operations that can answer many records in one read, for a change of many
 * (an import's thousands of enquiries, a bulk assign): each answers every id as its operation
 * answers that id alone, through the operation's own query (getEnquiry answers the one enquiry
 * of enquiriesByIds). Read an operation call at a time, an import of 1,000 enquiries spent 3 of its
 * 3.5 s recording them.
 */
import type { Executor } from '../db/database';
import { enquiriesByIds } from '../routes/enquiries/enquiry-queries';

export type StatesReadTogether = (
  db: Executor,
  ids: readonly number[],
) => Promise<readonly { id: number }[]>;

export const STATES_READ_TOGETHER: Readonly<Partial<Record<string, StatesReadTogether>>> = {
  getEnquiry: enquiriesByIds,
};
