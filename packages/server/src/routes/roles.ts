/** roles: to come. */
import type { Handlers } from '../http/handler';

export const rolesHandlers: Handlers = {};
