/**
 * Sign-ins, refreshes and sign-outs change no record, so the audit trail does not hold them; the
 * server's log does, each with its outcome, the address, and for a sign-in the account tried, so
 * a run of refusals against one account or from one address can be seen (ASVS V16.3.1). The
 * password never is.
 */
import { TEXT_LIMITS } from '@plotline/domain';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../openapi/register-operations';

const SESSION_EVENTS = new Map([
  [`${API_PREFIX}/auth/login`, 'sign-in'],
  [`${API_PREFIX}/auth/refresh`, 'refresh'],
  [`${API_PREFIX}/auth/logout`, 'sign-out'],
]);

/**
 * Sign-in takes a username or an email, so the contract's limit on it is an email's; the log
 * keeps no more of whatever was sent.
 */
const ACCOUNT_LENGTH = TEXT_LIMITS.email;

function accountTried(body: unknown): string | undefined {
  const username = (body as { username?: unknown } | null)?.username;
  return typeof username === 'string' ? username.slice(0, ACCOUNT_LENGTH) : undefined;
}

export function logSessionEvents(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const event = SESSION_EVENTS.get(request.routeOptions.url ?? '');
    if (!event) return;
    const outcome = reply.statusCode < 400 ? 'succeeded' : 'refused';
    const account = event === 'sign-in' ? accountTried(request.body) : undefined;
    request.log.info(
      { event, outcome, statusCode: reply.statusCode, account, address: request.ip },
      `${event} ${outcome}`,
    );
  });
}
