/** permissions: to come. */
import type { Handlers } from '../http/handler';

export const permissionsHandlers: Handlers = {};
