/**
 * Where opening a search hit goes: the record's details where its page opens them by id (a
 * booking, a project, a channel partner), or the list narrowed to it where it has no details of
 * its own (a plot: its project's plots of that number; a follow-up: its booking's follow-ups).
 */
import { recordPath, type SearchKind } from '@plotline/domain';
import type { useReadNow } from '../../data/read';
import { listPageHref } from '../../routing/paged-list-url-format';
import { bookingFollowUpsHref, FOLLOW_UP_LIST_URL } from '../follow-ups/follow-up-list-query';
import { PLOT_LIST_URL } from '../plots/plot-list-query';

type ReadNow = ReturnType<typeof useReadNow>;

/** What the palette showed of the hit: its title names a plot's number, a follow-up's purpose. */
export type OpenedHit = { id: number; title: string };

/** The plots of the plot's project with its number; only its number if it cannot be read. */
async function plotHref(readNow: ReadNow, hit: OpenedHit): Promise<string> {
  try {
    const plot = await readNow('/plots/{id}', { path: { id: hit.id } });
    return listPageHref('/plots', PLOT_LIST_URL, {
      projectId: plot.projectId,
      plotNumber: plot.plotNumber,
    });
  } catch (error) {
    console.warn('The plot of a search hit could not be read', error);
    return listPageHref('/plots', PLOT_LIST_URL, { plotNumber: hit.title });
  }
}

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
      return plotHref(readNow, hit);
    case 'followUp':
      return followUpHref(readNow, hit);
  }
}
