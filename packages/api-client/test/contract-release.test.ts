/**
 * The contract's release check (scripts/contract-release.mjs) on specs of one operation, so each
 * Optic run takes seconds. The fixtures are all version 1.0.0; each test gives them the version
 * it needs: released.yaml is the release, name-removed.yaml breaks it (a response property
 * removed) and area-added.yaml adds to it. All three hold an allOf part Optic does not compare.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '../scripts/contract-release.mjs');
const fixtures = join(import.meta.dirname, 'contract-release');
// Optic takes about 3 s on an idle machine, and many times that beside other suites.
const OPTIC_RUN = 120_000;

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'plotline-contract-release-'));
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** A fixture copied into the scratch folder with info.version set to `version`. */
async function atVersion(fixture: string, version: string) {
  const file = join(scratch, `${version}-${fixture}`);
  const text = await readFile(join(fixtures, fixture), 'utf8');
  await writeFile(file, text.replace(/^ {2}version: 1\.0\.0$/m, `  version: ${version}`));
  return file;
}

/** Runs the script; resolves with its exit code and everything it printed. */
async function contractRelease(command: 'check' | 'record', released: string, current: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [script, command, '--released', released, '--current', current],
      { cwd: scratch },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

describe('contract-release check', () => {
  it(
    'fails on a breaking change when the major version is not raised',
    async () => {
      const { code, output } = await contractRelease(
        'check',
        await atVersion('released.yaml', '1.0.0'),
        await atVersion('name-removed.yaml', '1.1.0'),
      );
      expect(code).toBe(1);
      expect(output).toContain("cannot remove response property 'name'");
      expect(output).toContain('raise info.version to 2.0.0');
      expect(output).not.toContain('--web');
      expect(output).not.toContain('invalid allOf variant');
      expect(output).toContain(
        'Optic did not compare these allOf parts (no type: object): /paths/~1projects~1{id}/put/requestBody/content/application~1json/schema/allOf/1\n',
      );
    },
    OPTIC_RUN,
  );

  it(
    'passes the same change with the major version raised, still listing it',
    async () => {
      const { code, output } = await contractRelease(
        'check',
        await atVersion('released.yaml', '1.0.0'),
        await atVersion('name-removed.yaml', '2.0.0'),
      );
      expect(code).toBe(0);
      expect(output).toContain('property /schema/properties/name: removed');
      expect(output).toContain('Version 2.0.0 raises the major');
    },
    OPTIC_RUN,
  );

  it(
    'passes a change that breaks nothing, before its version is raised',
    async () => {
      const { code, output } = await contractRelease(
        'check',
        await atVersion('released.yaml', '1.0.0'),
        await atVersion('area-added.yaml', '1.0.0'),
      );
      expect(code).toBe(0);
      expect(output).toContain('property /schema/properties/area: added');
      expect(output).toContain('Before the next release, raise');
    },
    OPTIC_RUN,
  );

  it('fails a version below the release', async () => {
    const { code, output } = await contractRelease(
      'check',
      await atVersion('released.yaml', '1.0.0'),
      await atVersion('released.yaml', '0.9.0'),
    );
    expect(code).toBe(1);
    expect(output).toContain('below the released 1.0.0');
  });

  it('passes the release itself without running Optic', async () => {
    const release = await atVersion('released.yaml', '1.0.0');
    const { code, output } = await contractRelease('check', release, release);
    expect(code).toBe(0);
    expect(output).toContain('is release 1.0.0, unchanged');
  });
});

describe('contract-release record', () => {
  it('refuses a release whose version was not raised', async () => {
    const release = await atVersion('released.yaml', '1.0.0');
    const { code, output } = await contractRelease(
      'record',
      release,
      await atVersion('area-added.yaml', '1.0.0'),
    );
    expect(code).toBe(1);
    expect(output).toContain('a release needs a version above the last release, 1.0.0');
    expect(await readFile(release, 'utf8')).toContain('version: 1.0.0');
  });

  it(
    'copies the contract over the release once its version is raised',
    async () => {
      const release = await atVersion('released.yaml', '1.0.0');
      const next = await atVersion('area-added.yaml', '1.1.0');
      const { code } = await contractRelease('record', release, next);
      expect(code).toBe(0);
      expect(await readFile(release, 'utf8')).toBe(await readFile(next, 'utf8'));
    },
    OPTIC_RUN,
  );
});
