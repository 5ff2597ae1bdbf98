/** projects: to come. */
import type { Handlers } from '../http/handler';

export const projectsHandlers: Handlers = {};
