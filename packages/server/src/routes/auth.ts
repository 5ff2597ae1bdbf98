/** auth: to come. */
import type { Handlers } from '../http/handler';

export const authHandlers: Handlers = {};
