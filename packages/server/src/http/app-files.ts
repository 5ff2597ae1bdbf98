/**
 * The built browser app's files. Their names carry a hash of their content, so a browser keeps
 * them for a year without asking again; index.html names them, so it is asked for afresh on every
 * load and a new release is seen at once. Each is sent as the brotli or gzip copy the build wrote
 * beside it when the browser accepts one.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const FOR_A_YEAR = 'public, max-age=31536000, immutable';
const ASK_EVERY_TIME = 'no-cache';

/** The Cache-Control of a file of the build, by its path. */
export function appFileCacheControl(filePath: string): string {
  return /(^|[\\/])assets[\\/]/.test(filePath) ? FOR_A_YEAR : ASK_EVERY_TIME;
}

export async function serveAppFiles(app: FastifyInstance, appDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: appDir,
    wildcard: false,
    // A route for each file of the build, found when the server starts; no dotfile (.env, .git/)
    // is one, and none is answered by index.html either (isDotfilePath).
    dotfiles: 'ignore',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', appFileCacheControl(filePath));
    },
  });
}

/**
 * Whether a path names a dotfile or lies in a dot folder (/.env, /.git/config): never served, and
 * never a page of the app, so never answered with index.html, which would look like the file.
 */
export const isDotfilePath = (path: string) =>
  path.split('/').some((segment) => segment.startsWith('.'));

/** index.html for a client-side route (/bookings?page=2): the app shows the page itself. */
export const APP_PAGE_CACHE_CONTROL = ASK_EVERY_TIME;
