/**
 * The follow-ups the 'Add Follow-up' / 'Edit Follow-up' modal shows for the chosen booking
 * (docs/product/screens.md): the latest apart, then the earlier ones.
 */
import { newestFollowUpFirst } from './settled-follow-up';

export type DatedFollowUp = { id: number; followUpDate: string };

export type PreviousFollowUps<T> = { latest: T | null; earlier: T[] };

/**
 * Newest follow-up date first, as the API lists them; on one day the later logged (higher id)
 * first. The follow-up being edited is not its own history, so it is left out.
 */
export function previousFollowUps<T extends DatedFollowUp>(
  bookingFollowUps: readonly T[],
  editingId: number | null = null,
): PreviousFollowUps<T> {
  const [latest = null, ...earlier] = bookingFollowUps
    .filter((followUp) => followUp.id !== editingId)
    .sort(newestFollowUpFirst);
  return { latest, earlier };
}
