/** The committed types must be what openapi-typescript makes of today's openapi.yaml. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const packageDir = join(import.meta.dirname, '..');

it('src/schema.ts is generated from the current openapi.yaml (run `npm run generate`)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'plotline-schema-'));
  try {
    const fresh = join(scratch, 'schema.ts');
    execFileSync(
      join(packageDir, '../../node_modules/.bin/openapi-typescript'),
      ['../../openapi.yaml', '--default-non-nullable', 'false', '-o', fresh],
      { cwd: packageDir, stdio: 'pipe' },
    );
    expect(readFileSync(join(packageDir, 'src/schema.ts'), 'utf8')).toBe(
      readFileSync(fresh, 'utf8'),
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}, 30_000);
