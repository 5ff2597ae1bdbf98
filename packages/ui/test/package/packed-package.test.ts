/**
 * The published package, as another tool gets it: build it, pack the tarball, install it in a
 * scratch project next to React and Vite, type-check a consumer against its declarations, render
 * screens and patterns with it in Node and make request bodies from the screens' forms. The
 * rendered markup's classes must all be in the one style sheet. Then a plain Vite app built from
 * the tarball draws a list, a form modal and the dashboard in Chromium, and two more builds weigh
 * what Plotline's Button costs a tool beyond React and react-aria.
 */
import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as domain from '@plotline/domain';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../../scripts/chromium.mjs';
import { requestBodies } from './host-forms';

const execFileAsync = promisify(execFile);
/** How long each command took, printed once the setup is done: the suite's time is in them. */
const timings: string[] = [];
/** Runs a command; a failure carries what the command printed, e.g. tsc's errors. */
const run = async (
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
) => {
  const started = performance.now();
  try {
    return await execFileAsync(command, args, options);
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  } finally {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    timings.push(`${basename(command)} ${args.slice(0, 2).join(' ')} ${seconds}s`);
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
  accessDenied: string;
  themeColour: string;
  bodies: ReturnType<typeof requestBodies>;
};
let styleSheet: string;
/** The tarball's files, as npm pack listed them. */
let packedFiles: string[];
/** The Vite builds in the scratch project: the app, Button alone and its react-aria baseline. */
const viteBuilds = {
  app: 'browser-app.tsx',
  button: 'button-alone.tsx',
  baseline: 'button-baseline.tsx',
  readme: 'readme/main.tsx',
};

/** The README's example, file by file: each block under a `<!-- example: name -->` line. */
const readmeExample = async () => {
  const readme = await readFile(join(uiDir, 'README.md'), 'utf8');
  const blocks = readme.matchAll(/<!-- example: ([\w.-]+) -->\n\n```tsx?\n([\s\S]*?)\n```/g);
  return new Map([...blocks].map(([, name, code]) => [name!, `${code}\n`]));
};

beforeAll(async () => {
  consumerDir = await mkdtemp(join(tmpdir(), 'plotline-ui-consumer-'));
  await run('npm', ['run', 'build'], { cwd: uiDir });
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', consumerDir], {
    cwd: join(uiDir, 'dist/package'),
  });
  const [{ filename, files }] = JSON.parse(stdout) as [
    { filename: string; files: { path: string }[] },
  ];
  packedFiles = files.map(({ path }) => path);

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
        // A plain Vite, with no config and no plugin: what a tool that bundles us would have.
        vite: await installedVersion('vite'),
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
        jsx: 'react-jsx',
        // Our declarations are checked too, not only the consumer's code.
        skipLibCheck: false,
        types: [],
        outDir: 'out',
      },
      files: ['consumer.ts', ...Object.values(viteBuilds).filter((f) => !f.startsWith('readme/'))],
    }),
  );
  const sources = ['consumer.ts', 'host-forms.ts', 'dashboard-fixture.ts'];
  for (const file of [...sources, ...Object.values(viteBuilds)]) {
    if (!file.startsWith('readme/')) {
      await copyFile(join(import.meta.dirname, file), join(consumerDir, file));
    }
  }
  await mkdir(join(consumerDir, 'readme'));
  for (const [name, code] of await readmeExample()) {
    await writeFile(join(consumerDir, 'readme', name), code);
  }
  // The README's example is a Vite app's code, checked as a Vite app's tsconfig checks it.
  await writeFile(
    join(consumerDir, 'readme/tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        strict: true,
        jsx: 'react-jsx',
        skipLibCheck: false,
        types: [],
        noEmit: true,
      },
      include: ['*.ts', '*.tsx'],
    }),
  );
  // Each build is a folder with an index.html that loads its entry; vite builds it to dist/.
  for (const [name, entry] of Object.entries(viteBuilds)) {
    await mkdir(join(consumerDir, name), { recursive: true });
    await writeFile(
      join(consumerDir, name, 'index.html'),
      '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Plotline consumer</title></head>\n' +
        `<body><div id="root"></div><script type="module" src="../${entry}"></script></body>\n</html>\n`,
    );
  }
  // Offline first: CI has just installed the same packages, so npm's cache holds them.
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: consumerDir,
  });
  const vite = join(consumerDir, 'node_modules/.bin/vite');
  const [output] = await Promise.all([
    run(join(repoRoot, 'node_modules/.bin/tsc'), ['-p', consumerDir])
      .then(() => run(join(repoRoot, 'node_modules/.bin/tsc'), ['-p', join(consumerDir, 'readme')]))
      .then(() =>
        run(process.execPath, [join(consumerDir, 'out/consumer.js')], { cwd: consumerDir }),
      ),
    // The builds one after another, beside the type-check: CI has two cores.
    (async () => {
      for (const name of Object.keys(viteBuilds)) {
        // A tool ships production builds; vitest's NODE_ENV=test would make Vite bundle React's
        // development build.
        await run(vite, ['build', name, '--logLevel', 'error'], {
          cwd: consumerDir,
          env: { ...process.env, NODE_ENV: 'production' },
        });
      }
    })(),
  ]);
  rendered = JSON.parse(output.stdout);
  styleSheet = await readFile(join(consumerDir, 'node_modules/@plotline/ui/style.css'), 'utf8');
  console.log(`packed-package setup: ${timings.join(', ')}`);
}, 600_000);

// Removing the consumer's node_modules took over 10 s on a loaded CI machine.
afterAll(async () => {
  await rm(consumerDir, { recursive: true, force: true });
}, 120_000);

/** The sub-paths' style sheets, in the order a host imports them (scripts/stage-package.mjs). */
const SHEETS = ['theme', 'components', 'patterns', 'frame', 'screens'];

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

  it('renders the frame from its sub-path', () => {
    expect(rendered.accessDenied).toContain('Access Denied');
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
      ...classesIn(rendered.accessDenied),
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

/** The gzip sizes of a build's JavaScript and CSS, each file compressed alone as a server would. */
const gzipSizesOf = async (build: keyof typeof viteBuilds) => {
  const assets = join(consumerDir, build, 'dist/assets');
  const sizes = { js: 0, css: 0 };
  for (const file of await readdir(assets)) {
    const kind = extname(file).slice(1);
    if (kind === 'js' || kind === 'css') {
      sizes[kind] += gzipSync(await readFile(join(assets, file))).length;
    }
  }
  return { ...sizes, total: sizes.js + sizes.css };
};
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Texts found only in React's, react-dom's and react-aria-components' own code. */
const bundledCodeMarkers = {
  // The element type every React 19 element carries (react and react/jsx-runtime).
  react: 'react.transitional.element',
  // What react-dom looks for to talk to the React DevTools.
  'react-dom': '__REACT_DEVTOOLS_GLOBAL_HOOK__',
  // The class react-aria-components' Button gives itself.
  'react-aria-components': 'react-aria-Button',
};

describe('the tarball', () => {
  let manifest: {
    exports: Record<string, string | { types: string; import: string }>;
    dependencies: Record<string, string>;
    peerDependencies: Record<string, string>;
    sideEffects: unknown;
  };
  let packageCode: Map<string, string>;
  const installed = () => join(consumerDir, 'node_modules/@plotline/ui');

  beforeAll(async () => {
    manifest = JSON.parse(await readFile(join(installed(), 'package.json'), 'utf8'));
    packageCode = new Map();
    for (const file of packedFiles.filter((path) => path.endsWith('.js'))) {
      packageCode.set(file, await readFile(join(installed(), file), 'utf8'));
    }
  });

  it('exports every sub-path of the workspace, each with its declarations and its module', async () => {
    const workspace = JSON.parse(await readFile(join(uiDir, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.exports).sort()).toEqual(
      [
        ...Object.keys(workspace.exports),
        ...SHEETS.map((name) => `./${name}.css`),
        './style.css',
      ].sort(),
    );
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      const files = typeof target === 'string' ? [target] : [target.types, target.import];
      if (!subpath.endsWith('.css')) {
        expect(target, subpath).toEqual({
          types: expect.stringMatching(/\.d\.ts$/),
          import: expect.stringMatching(/\.js$/),
        });
      }
      for (const file of files) expect(packedFiles, subpath).toContain(file.replace(/^\.\//, ''));
    }
  });

  it("carries each sub-path's style sheet and style.css, all of them in their order", async () => {
    expect(packedFiles.filter((path) => /\.css(\.map)?$/.test(path)).sort()).toEqual(
      [...SHEETS, 'style'].map((name) => `${name}.css`).sort(),
    );
    const sheets = await Promise.all(
      SHEETS.map((name) => readFile(join(installed(), `${name}.css`), 'utf8')),
    );
    expect(sheets.every((sheet) => sheet.length > 0)).toBe(true);
    expect(sheets.join('')).toBe(styleSheet);
    // A tool of components alone imports the first two, and its Button is styled.
    const themeAndComponents = sheets.slice(0, 2).join('');
    expect(classesIn(rendered.button).length).toBeGreaterThan(0);
    expect(
      classesIn(rendered.button).filter((name) => !themeAndComponents.includes(`.${name}`)),
    ).toEqual([]);
  });

  it('carries its README and CHANGELOG', () => {
    expect(packedFiles).toContain('README.md');
    expect(packedFiles).toContain('CHANGELOG.md');
  });

  it('carries every doc its declarations cite, under the path they cite', async () => {
    const cited = new Set<string>();
    for (const file of packedFiles.filter((path) => path.endsWith('.d.ts'))) {
      const declarations = await readFile(join(installed(), file), 'utf8');
      for (const [doc] of declarations.matchAll(/\bdocs\/[\w/-]+\.md\b/g)) cited.add(doc);
    }
    expect(cited).toContain('docs/ui-contract.md');
    expect([...cited].filter((doc) => !packedFiles.includes(doc))).toEqual([]);
  });

  it('leaves React to the tool as a peer, and installs react-aria-components with itself', () => {
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual(['react', 'react-dom']);
    expect(Object.keys(manifest.dependencies)).not.toContain('react');
    expect(Object.keys(manifest.dependencies)).not.toContain('react-dom');
    expect(Object.keys(manifest.dependencies)).toContain('react-aria-components');
  });

  /**
   * The packages a module imports: a statement's (`import x from "p"`, `import "p"`, `export … from
   * "p"`, each starting its line as the build writes them) and a dynamic `import("p")`. A string
   * that merely ends in 'from' or 'import' ('Choose the CSV file to import') is no import.
   */
  const IMPORT_SPECIFIERS =
    /^\s*import\s*"([^".][^"]*)"|^\s*(?:import|export)\b[^;"'`]*?\bfrom\s*"([^".][^"]*)"|\bimport\(\s*"([^".][^"]*)"\s*\)/gm;

  it('imports every package its code uses, and each is declared', () => {
    const imported = new Set<string>();
    for (const code of packageCode.values()) {
      for (const [, ...specifiers] of code.matchAll(IMPORT_SPECIFIERS)) {
        const specifier = specifiers.find((found) => found !== undefined)!;
        const parts = specifier.split('/');
        imported.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
      }
    }
    expect([...imported]).toEqual(expect.arrayContaining(['react', 'react-aria-components']));
    const declared = { ...manifest.dependencies, ...manifest.peerDependencies };
    expect([...imported].filter((name) => !(name in declared))).toEqual([]);
  });

  it('bundles no code of React, react-dom or react-aria: their markers are in their code, not ours', async () => {
    // The markers are real: the baseline build holds React, react-dom and react-aria's Button.
    const assets = join(consumerDir, 'baseline/dist/assets');
    const baseline = (
      await Promise.all((await readdir(assets)).map((file) => readFile(join(assets, file), 'utf8')))
    ).join('\n');
    for (const [name, marker] of Object.entries(bundledCodeMarkers)) {
      expect(baseline, `${name}'s marker in its own code`).toContain(marker);
      for (const [file, code] of packageCode)
        expect(code, `${name} in ${file}`).not.toContain(marker);
    }
    // And the source maps name only our own sources (and the domain's), nothing installed.
    for (const file of packedFiles.filter((path) => path.endsWith('.js.map'))) {
      const { sources } = JSON.parse(await readFile(join(installed(), file), 'utf8')) as {
        sources: string[];
      };
      expect(
        sources.filter((source) => source.includes('node_modules')),
        file,
      ).toEqual([]);
    }
  });
});

describe("the README's example", () => {
  it('wires BookingsScreen over in-memory data in at most 40 lines, and builds from the tarball', async () => {
    const example = await readmeExample();
    expect([...example.keys()].sort()).toEqual([
      'amenities.tsx',
      'bookings.tsx',
      'main.tsx',
      'sample-data.ts',
    ]);
    expect(example.get('bookings.tsx')!.trimEnd().split('\n').length).toBeLessThanOrEqual(40);
    // Type-checked above as a Vite app's tsconfig checks it; here, built by a plain Vite.
    const built = await readdir(join(consumerDir, 'readme/dist/assets'));
    expect(built.some((file) => file.endsWith('.js'))).toBe(true);
    expect(built.some((file) => file.endsWith('.css'))).toBe(true);
  });
});

describe('a plain Vite app built from the tarball', () => {
  let server: Server;
  let origin: string;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    const root = join(consumerDir, 'app/dist');
    const types: Record<string, string> = {
      '.html': 'text/html',
      '.js': 'text/javascript',
      '.css': 'text/css',
      '.svg': 'image/svg+xml',
    };
    server = createServer(async (request, response) => {
      const path = normalize(new URL(request.url ?? '/', 'http://host').pathname);
      const file = join(root, path === '/' ? 'index.html' : path);
      const found = file.startsWith(root) && (await stat(file).catch(() => null))?.isFile();
      if (!found) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
      });
      createReadStream(file).pipe(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  }, 60_000);

  /** Opens a screen of the app; what the page logs as an error, or throws, goes to problems. */
  const open = async (screen: string): Promise<Page> => {
    const context = await browser.newContext({ reducedMotion: 'reduce', colorScheme: 'light' });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${screen}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${screen}: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`${screen}: ${request.url()} failed`));
    page.on('response', (response) => {
      if (!response.ok()) problems.push(`${screen}: ${response.url()} ${response.status()}`);
    });
    await page.goto(`${origin}/?screen=${screen}`);
    return page;
  };

  it('draws a list with its rows, styled, and opens its form modal', async () => {
    const page = await open('projects');
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    const table = page.getByRole('grid', { name: 'Projects' });
    for (const name of ['Green Valley Phase 2', 'Lake View Residency', 'Sunrise Enclave']) {
      await table.getByRole('row', { name: new RegExp(`^${name}`) }).waitFor();
    }
    // The style sheet applies: the primary button is painted in the theme's accent colour.
    const addProject = page.getByRole('button', { name: 'Add Project' });
    const { background, accent } = await addProject.evaluate((button, colour) => {
      const probe = document.createElement('span');
      probe.style.color = colour;
      document.body.append(probe);
      const accent = getComputedStyle(probe).color;
      probe.remove();
      return { background: getComputedStyle(button).backgroundColor, accent };
    }, rendered.themeColour);
    expect(accent).toMatch(/^rgb\(/);
    expect(background).toBe(accent);

    await addProject.click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: 'Add Project' }).waitFor();
    for (const field of ['Project Name', 'Total Project Area (sq ft)', 'Roads Area (sq ft)']) {
      await dialog.getByRole('textbox', { name: field }).waitFor();
    }
    await dialog.getByRole('button', { name: 'Create Project' }).waitFor();
    // A modal over the page: its dialog is laid out, not an unstyled block in the flow.
    expect(
      await dialog.evaluate((element) => element.getBoundingClientRect().width),
    ).toBeGreaterThan(200);
    // The form is a chunk of its own, fetched as it opens (lazyDialog); its rules are in the one
    // style.css all the same.
    const dialogClasses = await dialog.evaluate((element) =>
      [element, ...element.querySelectorAll('[class]')].flatMap((node) => [...node.classList]),
    );
    expect(dialogClasses.length).toBeGreaterThan(10);
    expect(dialogClasses.filter((name) => !styleSheet.includes(`.${name}`))).toEqual([]);
    await page.context().close();
  }, 30_000);

  it('draws the dashboard: its cards, charts and overviews', async () => {
    const page = await open('dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByRole('link', { name: /Total Plots\s*40/ }).waitFor();
    await summary.getByRole('button', { name: /Extra Time\s*1/ }).waitFor();
    await page.getByText('BK-0001').first().waitFor();
    const bar = page.locator('[aria-label="Nov 2026, Token: 2"]');
    await bar.waitFor();
    expect((await bar.boundingBox())?.height).toBeGreaterThan(0);
    await page.locator('[aria-label="Green Valley, Extra Time: 1"]').waitFor();
    await page
      .getByRole('grid', { name: 'Projects Overview' })
      .getByRole('row', { name: /^Green Valley/ })
      .waitFor();
    await page.context().close();
  }, 30_000);

  it('logs no errors and loads everything it asks for', () => {
    expect(problems).toEqual([]);
  });

  it('pays for Button alone under 15 KiB gzip beyond React and react-aria', async () => {
    const button = await gzipSizesOf('button');
    const baseline = await gzipSizesOf('baseline');
    const app = await gzipSizesOf('app');
    const figures = (sizes: typeof app) =>
      `${kib(sizes.total)} (JS ${kib(sizes.js)}, CSS ${kib(sizes.css)})`;
    console.log(
      `gzip: Button alone ${figures(button)}; react-aria's Button with React ${figures(baseline)}; ` +
        `Button's cost beyond them ${kib(button.total - baseline.total)} ` +
        `(JS ${kib(button.js - baseline.js)}, CSS ${kib(button.css - baseline.css)}); ` +
        `the app of three screens ${figures(app)}`,
    );
    expect(button.total - baseline.total).toBeLessThan(15 * 1024);
  });
});
