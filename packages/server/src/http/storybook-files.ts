/**
 * The built Storybook of @plotline/ui (npm run build:storybook) under /storybook: the catalogue
 * of components and screens, and their docs, for the people who embed them in other tools.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { appFileCacheControl } from './app-files';

export const STORYBOOK_PREFIX = '/storybook';

/** Whether a path is the Storybook's, which never falls back to the app's index.html. */
export const isStorybookPath = (path: string) =>
  path === STORYBOOK_PREFIX || path.startsWith(`${STORYBOOK_PREFIX}/`);

/** The two pages Storybook writes: the catalogue (index.html) and the frame it shows stories in. */
const PAGES = ['index.html', 'iframe.html'];

/** The text of each <script> element without a src, as the browser hashes it. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes))
    .map(([, , text = '']) => text);
}

const scriptOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Storybook's pages set their settings in inline scripts, allowed by their hashes, read from the
 * build itself so a new Storybook needs no change here. Its catalogue and docs are styled by
 * Emotion, which writes <style> elements as it renders, so styles need 'unsafe-inline'; that lets
 * injected markup restyle these pages, not run script, and they hold no data. The catalogue frames
 * its own iframe.html, so the pages may be framed by this origin only.
 */
export function storybookPolicy(storybookDir: string): string {
  const scripts = PAGES.flatMap((page) =>
    inlineScripts(readFileSync(join(storybookDir, page), 'utf8')),
  );
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scripts.map(scriptOf))].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export async function serveStorybook(app: FastifyInstance, storybookDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: storybookDir,
    prefix: STORYBOOK_PREFIX,
    // /storybook is sent on to /storybook/, where the pages' relative addresses resolve.
    redirect: true,
    // The app's files (app-files.ts) already give replies sendFile.
    decorateReply: false,
    // @fastify/static serves dotfiles unless told otherwise. 'ignore' answers one as a file that
    // is not there, 404 in the API's error shape; 'deny' would answer 403, which the error handler
    // could only call a malformed request.
    dotfiles: 'ignore',
    cacheControl: false,
    // As the app's: Vite names the files under assets/ by their content.
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', appFileCacheControl(filePath));
    },
  });
}
