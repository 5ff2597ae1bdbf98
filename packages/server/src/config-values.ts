import {
  DEFAULT_REGISTRATION_MODE,
  isRegistrationMode,
  REGISTRATION_MODES,
  type RegistrationMode,
} from '@plotline/domain';

/**
 * How the environment's texts become settings. A malformed value stops the server at start with
 * the variable named, rather than serving with a security setting it did not mean.
 */

/** A whole number of at least 1; the fallback when unset. */
export function positiveWholeNumber(name: string, text: string | undefined, fallback: number) {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of at least 1, not '${text}'`);
  }
  return value;
}

/** Entries separated by commas or spaces. */
const entriesOf = (text: string | undefined) => (text ?? '').split(/[\s,]+/).filter(Boolean);

/**
 * TRUST_PROXY as Fastify takes it: unset or `false` believes no proxy, `true` every hop, anything
 * else the proxies' addresses or CIDR ranges. A count of hops is refused: it cannot tell a proxy
 * from a client, and Fastify would believe nobody.
 */
export function trustedProxies(text: string | undefined): boolean | string[] {
  const value = (text ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    throw new Error(
      `TRUST_PROXY must name the proxies' addresses, not a count of hops ('${value}')`,
    );
  }
  return entriesOf(value);
}

const FRAME_ANCESTOR = /^(?:'self'|https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?)$/i;

/** FRAME_ANCESTORS as CSP sources; 'none' when unset. */
export function frameAncestors(text: string | undefined): string[] {
  const sources = entriesOf(text);
  if (sources.length === 0 || (sources.length === 1 && sources[0] === "'none'")) return ["'none'"];
  const wrong = sources.find((source) => !FRAME_ANCESTOR.test(source));
  if (wrong !== undefined) {
    throw new Error(
      `FRAME_ANCESTORS: '${wrong}' is not 'none', 'self' or an origin such as https://tools.example`,
    );
  }
  return sources;
}

/** CORS_ORIGINS as browsers send them in the Origin header: scheme, host and port, lower case. */
export function corsOrigins(text: string | undefined): string[] {
  return entriesOf(text).map((entry) => {
    const origin = originOf(entry);
    if (origin === null || origin !== entry.toLowerCase().replace(/\/$/, '')) {
      throw new Error(`CORS_ORIGINS: '${entry}' is not an origin such as https://tools.example`);
    }
    return origin;
  });
}

/** The origin a URL names; null for an opaque one or a host with a wildcard, never sent as such. */
function originOf(text: string): string | null {
  try {
    const { origin, hostname } = new URL(text);
    return origin !== 'null' && /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])$/.test(hostname) ? origin : null;
  } catch {
    return null;
  }
}

/**
 * HS256 is only as strong as its secret (RFC 7518 asks at least 256 bits); a short one could be
 * guessed from any token. The generated one (access-tokens.ts) has 48 random bytes.
 */
export const SHORTEST_SIGNING_SECRET = 32;

/** JWT_SECRET, refused when too short to sign with; unset lets the server generate one. */
export function signingSecret(text: string | undefined): string | null {
  if (!text) return null;
  if (text.length < SHORTEST_SIGNING_SECRET) {
    throw new Error(
      `JWT_SECRET must be at least ${SHORTEST_SIGNING_SECRET} characters, as random as can be`,
    );
  }
  return text;
}

/** A switch: unset, empty or `false` is off, `true` is on, anything else is refused. */
export function switchedOn(name: string, text: string | undefined): boolean {
  const value = (text ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`${name} must be true or false, not '${text}'`);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * PLOTLINE_TEST_NOW: the instant a test-mode server's clock stands still at. Outside test mode
 * it is refused, so a production server can never be told what time it is.
 */
export function pinnedInstant(text: string | undefined, testMode: boolean): Date | null {
  if (text === undefined || text.trim() === '') return null;
  if (!testMode) {
    throw new Error(
      'PLOTLINE_TEST_NOW pins the clock only in test mode: set PLOTLINE_TEST_MODE=true as well, or unset PLOTLINE_TEST_NOW',
    );
  }
  const instant = new Date(text.trim());
  if (!ISO_INSTANT.test(text.trim()) || Number.isNaN(instant.getTime())) {
    throw new Error(
      `PLOTLINE_TEST_NOW must be an ISO instant such as 2026-11-22T06:30:00Z, not '${text}'`,
    );
  }
  return instant;
}

/**
 * DEMO_DATA: whether a new database gets the demo business. A first start seeds it unless
 * `false`. Test mode, whose baseline the pact's states build on, seeds it over that baseline only
 * when `true`: a business at the pinned instant, the same one each time (npm run screenshots).
 */
export function demoDataWanted(text: string | undefined, testMode: boolean): boolean {
  if (testMode) return switchedOn('DEMO_DATA', text);
  return text !== 'false';
}

/** REGISTRATION: open (the default, as docs/product/screens.md has it), approval or closed. */
export function registrationMode(text: string | undefined): RegistrationMode {
  const value = (text ?? '').trim();
  if (value === '') return DEFAULT_REGISTRATION_MODE;
  if (isRegistrationMode(value)) return value;
  throw new Error(`REGISTRATION must be ${REGISTRATION_MODES.join(', ')}, not '${text}'`);
}

/** The addresses that reach no other machine: test mode listens on nothing else. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
export const TEST_MODE_HOST = '127.0.0.1';

/**
 * HOST, or 0.0.0.0 (every interface, for the proxy in front). A server in test mode answers
 * anyone with an administrator's token and empties its database on request, and one that writes
 * down the statements of labelled requests writes their data: `localOnlyFor` names the setting
 * that makes it listen on the loopback address only; another HOST is refused.
 */
export function listeningHost(text: string | undefined, localOnlyFor: string | null): string {
  const value = (text ?? '').trim();
  if (!localOnlyFor) return value || '0.0.0.0';
  if (value === '' || LOOPBACK_HOSTS.has(value)) return value || TEST_MODE_HOST;
  throw new Error(`${localOnlyFor} listens on ${TEST_MODE_HOST} only: HOST=${value} is refused`);
}
