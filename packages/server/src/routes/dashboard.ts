/** dashboard: to come. */
import type { Handlers } from '../http/handler';

export const dashboardHandlers: Handlers = {};
