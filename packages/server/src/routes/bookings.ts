/** bookings: to come. */
import type { Handlers } from '../http/handler';

export const bookingsHandlers: Handlers = {};
