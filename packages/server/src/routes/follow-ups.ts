/** follow-ups: to come. */
import type { Handlers } from '../http/handler';

export const followUpsHandlers: Handlers = {};
