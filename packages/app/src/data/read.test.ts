/**
 * The app's reads and their cache keys (read.ts): every key the app can make is its read's
 * resource, path and parameters, so two keys never name one endpoint and parameters; and no read
 * goes around the cache but the few that must.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { RESOURCES_CHANGED_WITH } from '../live/changed-resources';
import { NAME_RESOURCES, namesKey, READ_RESOURCES, readKey, type NamesPath, type ReadPath } from './read';

const SOURCE = join(import.meta.dirname, '..');

/** Every source file of the app but the tests, relative to src/. */
function sourceFiles(dir = SOURCE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource ? [relative(SOURCE, path)] : [];
  });
}

/** The reads that must not be cached, each with why. */
const UNCACHED_READS: Record<string, string> = {
  '/auth/me': 'who signs in, asked before any page and its cache exist',
  '/events': 'the change stream, held open',
  '/search': 'asked as the user types, each answer dropped once the text changes',
  '/notifications': "the bell's pages, kept together as one cache entry (NOTIFICATION_LIST_KEY)",
  '/bookings/export': 'a CSV download',
  '/channelpartners/export': 'a CSV download',
  '/collections/export': 'a CSV download',
  '/enquiries/export': 'a CSV download',
  '/receipts/{id}/pdf': 'a PDF download',
};

/** Each GET the file makes itself, by its path. */
const getsIn = (file: string) =>
  [...readFileSync(join(SOURCE, file), 'utf8').matchAll(/\.GET\(\s*'([^']+)'/g)].map(
    ([, path]) => path,
  );

describe('the app’s reads', () => {
  it('go through the cache, but for those that must not', () => {
    const aroundTheCache = sourceFiles()
      .filter((file) => file !== 'data/read.ts')
      .flatMap((file) => getsIn(file).map((path) => `${file}: GET ${path}`))
      .filter((read) => !(read.split(' GET ')[1]! in UNCACHED_READS));
    expect(aroundTheCache).toEqual([]);
  });

  it('make their cache keys in one place only', () => {
    const ownKeys = sourceFiles()
      .filter((file) => !['data/read.ts', 'data/cache.ts', 'data/notifications.ts'].includes(file))
      .filter((file) => /\buse(SWR|Cached)\s*[<(]/.test(readFileSync(join(SOURCE, file), 'utf8')));
    expect(ownKeys).toEqual([]);
  });

  it('name each endpoint and its parameters with one key, whichever screen asks', () => {
    const listPage = readKey('/bookings/filtered', { query: { page: 1, pageSize: 10 } });
    const picker = readKey('/bookings/filtered', {
      query: { pageSize: 10, page: 1, searchTerm: undefined },
    });
    expect(unstable_serialize(picker)).toBe(unstable_serialize(listPage));
  });

  it('keep apart what differs in its endpoint or its parameters', () => {
    const keys = (Object.keys(READ_RESOURCES) as ReadPath[]).flatMap((path) => [
      readKey(path, {} as never),
      readKey(path, { path: { id: 1 } } as never),
      readKey(path, { path: { id: 2 } } as never),
      readKey(path, { query: { page: 2 } } as never),
    ]);
    const serialized = new Set(keys.map((key) => unstable_serialize(key)));
    expect(serialized.size).toBe(keys.length);
  });

  it('each belong to the resource whose changes make them stale', () => {
    for (const path of Object.keys(READ_RESOURCES) as ReadPath[]) {
      expect(readKey(path, {} as never)[0]).toBe(READ_RESOURCES[path]);
    }
  });

  it('for the names alone belong to a resource that only a rename, an addition or a removal makes stale', () => {
    for (const path of Object.keys(NAME_RESOURCES) as NamesPath[]) {
      const resource = namesKey(path, {} as never)[0];
      expect(resource).toBe(NAME_RESOURCES[path]);
      expect(RESOURCES_CHANGED_WITH.booking).not.toContain(resource);
    }
    expect(RESOURCES_CHANGED_WITH.project).toContain('project-names');
    expect(RESOURCES_CHANGED_WITH.plot).toContain('plot-numbers');
  });
});
