/** plots: to come. */
import type { Handlers } from '../http/handler';

export const plotsHandlers: Handlers = {};
