/**
 * Where opening a search hit goes: the record's details at its path (a booking, a project, a
 * channel partner, a plot), or for a follow-up, which has no details of its own, its booking's
 * follow-ups.
 */
import { recordPath, type SearchKind } from '@plotline/domain';
import type { useReadNow } from '../../data/read';
import { listPageHref } from '../../routing/paged-list-url-format';
import { bookingFollowUpsHref, FOLLOW_UP_LIST_URL } from '../follow-ups/follow-up-list-query';

type ReadNow = ReturnType<typeof useReadNow>;

/** What the palette showed of the hit: its title names a follow-up's purpose. */
export type OpenedHit = { id: number; title: string };

/** The follow-ups of the follow-up's booking; those matching its purpose if it cannot be read. */
async function followUpHref(readNow: ReadNow, hit: OpenedHit): Promise<string> {
  try {
    const followUp = await readNow('/bookingfollowups/{id}', { path: { id: hit.id } });
    return bookingFollowUpsHref(followUp.bookingId);
  } catch (error) {
    console.warn('The follow-up of a search hit could not be read', error);
    return listPageHref('/follow-ups', FOLLOW_UP_LIST_URL, { searchTerm: hit.title });
  }
}

export async function searchHitHref(readNow: ReadNow, kind: SearchKind, hit: OpenedHit) {
  switch (kind) {
    case 'booking':
      return recordPath('/bookings', hit.id);
    case 'project':
      return recordPath('/projects', hit.id);
    case 'channelPartner':
      return recordPath('/channel-partners', hit.id);
    case 'plot':
      return recordPath('/plots', hit.id);
    case 'followUp':
      return followUpHref(readNow, hit);
  }
}
