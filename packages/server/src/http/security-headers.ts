/**
 * What every answer tells the browser about trusting it: a Content-Security-Policy for what it
 * is (the app, the API reference, an API answer or the Storybook), no content-type guessing, no full address
 * sent to other sites, API answers kept by no cache, and, once the browser has come over TLS, to
 * come over TLS from then on.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { API_PREFIX } from '../openapi/register-operations';
import { routedPath } from './request-path';
import { isStorybookPath } from './storybook-files';

export const API_DOCS_PREFIX = `${API_PREFIX}/docs`;

/** A CSP source allowing the one inline <style> element whose text this is, by its SHA-256. */
const styleOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The one <style> element react-aria writes into the page (usePress), so that touching a button
 * is not taken for the start of a scroll. Allowed by its hash rather than by 'unsafe-inline', which
 * would let any injected markup restyle the page; should react-aria change the text, the browser
 * test of the policy (e2e/security.spec.ts) reports it.
 */
const REACT_ARIA_PRESS_STYLE = `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`;

/**
 * The app loads only its own files: the build writes no inline script and its styles are files.
 * The style attributes react-aria and React set go through the DOM's style object, which a policy
 * does not govern, so they need no 'unsafe-inline' either.
 */
function appPolicy(frameAncestors: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${styleOf(REACT_ARIA_PRESS_STYLE)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}

/** The <style> inside the Swagger UI logo, an inline SVG. */
const SWAGGER_LOGO_STYLE = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';

/**
 * Swagger UI loads only its own files too, but for the style of its logo and the image of the
 * logo beside it, which it draws from a data: URL; nothing frames it.
 */
const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  `style-src 'self' ${styleOf(SWAGGER_LOGO_STYLE)}`,
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** An API answer is data, never a page: nothing in it may load or frame anything. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A year, without includeSubDomains: other hosts of the domain may still serve plain HTTP. */
const HSTS = 'max-age=31536000';

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** forStorybook: the policy of the Storybook served (storybook-files.ts), or null when none is. */
export function addSecurityHeaders(
  app: FastifyInstance,
  config: ServerConfig,
  forStorybook: string | null = null,
): void {
  const forApp = appPolicy(config.frameAncestors);
  const policyOf = (request: FastifyRequest) => {
    // By the route that answered, which the router matched on the decoded path, and not by the
    // URL as it came: /%61pi/auth/me is answered by /api/auth/me, an API answer. An answer no
    // route gave, a 404, goes by its path decoded the same way.
    const path = request.routeOptions.url ?? routedPath(request.url);
    if (isUnder(path, API_DOCS_PREFIX)) return DOCS_POLICY;
    if (forStorybook && isStorybookPath(path)) return forStorybook;
    return isUnder(path, API_PREFIX) ? API_POLICY : forApp;
  };
  app.addHook('onSend', async (request, reply) => {
    const policy = policyOf(request);
    reply.header('Content-Security-Policy', policy);
    // Answers hold buyers' names and numbers: no browser or proxy cache may keep them. An answer
    // that says so itself keeps its own words (the change stream's `no-cache, no-store`).
    const keptFromCaches = /\bno-store\b/.test(String(reply.getHeader('Cache-Control') ?? ''));
    if (policy === API_POLICY && !keptFromCaches) reply.header('Cache-Control', 'no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Over TLS directly, or a trusted proxy's X-Forwarded-Proto (Fastify's trustProxy) says so.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}
