/**
 * The published package, as another tool gets it: build it, pack the tarball, install it in a
 * scratch project next to React, type-check a consumer against its declarations, render screens
 * and patterns with it in Node and make request bodies from the screens' forms. The rendered
 * markup's classes must all be in the one style sheet.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as domain from '@plotline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestBodies } from './host-forms';

const execFileAsync = promisify(execFile);
/** Runs a command; a failure carries what the command printed, e.g. tsc's errors. */
const run = async (command: string, args: string[], options: { cwd?: string } = {}) => {
  try {
    return await execFileAsync(command, args, options);
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
};
const uiDir = join(import.meta.dirname, '../..');
const repoRoot = join(uiDir, '../..');
const installedVersion = async (name: string) =>
  JSON.parse(await readFile(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'))
    .version as string;

let consumerDir: string;
let rendered: {
  login: string;
  register: string;
  button: string;
  listHeader: string;
  dashboard: string;
  themeColour: string;
  bodies: ReturnType<typeof requestBodies>;
};
let styleSheet: string;

beforeAll(async () => {
  consumerDir = await mkdtemp(join(tmpdir(), 'plotline-ui-consumer-'));
  await run('npm', ['run', 'build'], { cwd: uiDir });
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', consumerDir], {
    cwd: join(uiDir, 'dist/package'),
  });
  const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];

  const reactVersion = await installedVersion('react');
  await writeFile(
    join(consumerDir, 'package.json'),
    JSON.stringify({
      name: 'scratch-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@plotline/ui': `file:./${filename}`,
        react: reactVersion,
        'react-dom': reactVersion,
        '@types/react': await installedVersion('@types/react'),
        '@types/react-dom': await installedVersion('@types/react-dom'),
      },
    }),
  );
  await writeFile(
    join(consumerDir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        // Our declarations are checked too, not only the consumer's code.
        skipLibCheck: false,
        types: [],
        outDir: 'out',
      },
      files: ['consumer.ts'],
    }),
  );
  for (const file of ['consumer.ts', 'host-forms.ts']) {
    await copyFile(join(import.meta.dirname, file), join(consumerDir, file));
  }
  // Offline first: CI has just installed the same packages, so npm's cache holds them.
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: consumerDir,
  });
  await run(join(repoRoot, 'node_modules/.bin/tsc'), ['-p', consumerDir]);
  const output = await run(process.execPath, [join(consumerDir, 'out/consumer.js')], {
    cwd: consumerDir,
  });
  rendered = JSON.parse(output.stdout);
  styleSheet = await readFile(join(consumerDir, 'node_modules/@plotline/ui/style.css'), 'utf8');
}, 300_000);

afterAll(async () => {
  await rm(consumerDir, { recursive: true, force: true });
});

const classesIn = (html: string) =>
  [...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/));

describe('the packed @plotline/ui', () => {
  it('renders the sign-in screen in a project that installed only the tarball and React', () => {
    expect(rendered.login).toContain('Real Estate CRM');
    expect(rendered.login).toContain('Username or Email:');
    expect(rendered.login).toContain('Sign In to Dashboard');
    expect(rendered.login).toContain('Create an account');
  });

  it('renders the registration screen from the screens sub-path', () => {
    expect(rendered.register).toContain('Join Real Estate CRM');
  });

  it('renders the patterns from their sub-path', () => {
    expect(rendered.listHeader).toContain('Plots');
    expect(rendered.listHeader).toMatch(/<input[^>]*type="search"/);
  });

  it('renders the Dashboard, its cards, carousel, overviews and SVG charts', () => {
    expect(rendered.dashboard).toContain('Overtime Bookings');
    expect(rendered.dashboard).toContain('BK-0001');
    expect(rendered.dashboard).toContain('Direct Sales');
    expect(rendered.dashboard).toContain('No channel partners found');
    expect(rendered.dashboard).toContain('aria-label="Nov 2026, Token: 2"');
    expect(rendered.dashboard).toContain('aria-label="Green Valley, Extra Time: 1"');
  });

  it("turns each screen's form into the request body the domain makes", () => {
    expect(rendered.bodies).toEqual(requestBodies(domain));
  });

  it('carries the domain inside it: its rules and its types need no @plotline/domain', async () => {
    const manifest = JSON.parse(
      await readFile(join(consumerDir, 'node_modules/@plotline/ui/package.json'), 'utf8'),
    );
    expect(Object.keys(manifest.dependencies ?? {})).not.toContain('@plotline/domain');
  });

  it('styles every class the screens and patterns render from one style.css', () => {
    const classes = new Set([
      ...classesIn(rendered.login),
      ...classesIn(rendered.register),
      ...classesIn(rendered.button),
      ...classesIn(rendered.listHeader),
      ...classesIn(rendered.dashboard),
    ]);
    expect(classes.size).toBeGreaterThan(10);
    const unstyled = [...classes].filter((name) => !styleSheet.includes(`.${name}`));
    expect(unstyled).toEqual([]);
  });

  it('defines the theme variables an embedding tool can re-assign', () => {
    expect(rendered.themeColour).toMatch(/^var\(--[\w-]+\)$/);
    const variable = rendered.themeColour.slice(4, -1);
    expect(styleSheet).toContain(`${variable}:`);
  });
});
