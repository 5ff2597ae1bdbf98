/**
 * Channel partners as the bookings' filter and form offer them. Their load failures are logged
 * only (docs/product/messages.md), so a failed list just offers no choices.
 */
import type { ChannelPartner } from '@plotline/api-client';
import { dataOf } from '../api-call';
import { useApi } from '../services';
import { useCached } from './cache';

export function useChannelPartners() {
  const api = useApi();
  return useCached<ChannelPartner[]>(['channel-partners', 'list'], () =>
    dataOf(api.GET('/channelpartners')),
  );
}

/** The partners a new sale may go through (GET /channelpartners/active). */
export function useActiveChannelPartners() {
  const api = useApi();
  return useCached<ChannelPartner[]>(['channel-partners', 'active'], () =>
    dataOf(api.GET('/channelpartners/active')),
  );
}
