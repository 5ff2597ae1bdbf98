import type { ChoiceSource } from '@plotline/ui/patterns';
import type { ChannelPartnerChoice } from '@plotline/ui/screens';
import { useAnyPartnerSearch, useChannelPartner } from '../../data/channel-partners';
import { useChoiceSource } from '../../data/choice-source';
import { usePickerSearch } from '../../data/picker-search';

/**
 * A list's channel partner filter (Bookings, Collections), searched by the server as the user
 * types, as a business has thousands of partners: inactive ones too, as their bookings remain.
 * The partner the URL holds is loaded by its id, so the filter names it before any search finds it.
 */
export function usePartnerFilterChoices(
  channelPartnerId: number | null,
): ChoiceSource<ChannelPartnerChoice> {
  const search = usePickerSearch();
  const found = useAnyPartnerSearch(search.searchTerm);
  const chosen = useChannelPartner(channelPartnerId);
  return useChoiceSource(found.data?.data, chosen.data, search.search);
}
