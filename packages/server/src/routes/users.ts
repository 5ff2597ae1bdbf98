/** users: to come. */
import type { Handlers } from '../http/handler';

export const usersHandlers: Handlers = {};
