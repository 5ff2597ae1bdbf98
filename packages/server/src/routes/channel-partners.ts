/** channel-partners: to come. */
import type { Handlers } from '../http/handler';

export const channelPartnersHandlers: Handlers = {};
