/** Files the server ships beside its code, found the same way from src/ and from dist/. */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

function findUp(start: string, name: string): string {
  let dir = start;
  while (!existsSync(join(dir, name))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${name} not found above ${start}`);
    dir = parent;
  }
  return join(dir, name);
}

/** The migrations drizzle-kit wrote for the schema. */
export const MIGRATIONS_DIR = findUp(import.meta.dirname, 'drizzle');
/** The contract every request is validated against. */
export const OPENAPI_FILE = findUp(import.meta.dirname, 'openapi.yaml');
