/**
 * A request's path as Fastify's router reads it, so /%61pi/auth/me is /api/auth/me: the query cut
 * off and percent-escapes decoded once, as find-my-way does (with decodeURI, so an escaped slash
 * stays inside its segment, and an escaped '%' stays escaped). A path that does not decode never
 * gets this far: Fastify refuses it with 400 before routing it.
 */
export const routedPath = (url: string): string =>
  decodeURI((url.split(/[?#]/, 1)[0] ?? '').replace(/%25/g, '%2525'));
