/** amenities: to come. */
import type { Handlers } from '../http/handler';

export const amenitiesHandlers: Handlers = {};
