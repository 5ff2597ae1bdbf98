/** What the channel partner modal is given and hands back; the host maps these to its API. */
import type { StoredChannelPartner as DomainStoredPartner } from '@plotline/domain';

/**
 * The partner being edited, as GET /channelpartners/{id} answers it (the API's ChannelPartner);
 * typed by its shape, so ui needs no api-client.
 */
export type StoredChannelPartner = DomainStoredPartner & { id: number };
