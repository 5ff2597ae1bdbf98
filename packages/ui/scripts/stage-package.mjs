/**
 * Turns tsup's output in dist/package into the package other tools install: a style sheet for
 * each sub-path and style.css of them all, the README and CHANGELOG, and a manifest whose exports
 * point at the built files. In the workspace, package.json keeps pointing at the TypeScript
 * source, so the app and the stories need no build step.
 */
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'dist/package');
const workspaceManifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
// The workspace manifest's sub-paths are the entries tsup built (see tsup.config.ts).
const entryNames = Object.keys(workspaceManifest.exports).map((subpath) => subpath.slice(2));

/**
 * Each sub-path's style sheet holds the rules of its own style files (src/components/** for
 * components.css), in the order a host imports them, each sub-path's after those it builds on;
 * style.css is all of them in that order, so the cascade is the same either way. A Button alone
 * needs theme.css and components.css, not the screens' rules.
 */
const SHEET_ORDER = ['theme', 'components', 'patterns', 'frame', 'screens'];

const sheets = await styleSheets();
for (const [name, rules] of sheets) await writeFile(join(out, `${name}.css`), rules);
await writeFile(join(out, 'style.css'), [...sheets.values()].join(''));
for (const doc of ['README.md', 'CHANGELOG.md']) await copyFile(join(root, doc), join(out, doc));
// The declarations cite the repository's docs (docs/ui-contract.md, docs/product/screens.md, …)
// for the rules behind a prop: they ship under the same paths, so a citation opens in the tarball.
for (const doc of await docsCitedByDeclarations()) {
  await mkdir(dirname(join(out, doc)), { recursive: true });
  await copyFile(join(root, '../..', doc), join(out, doc));
}

const builtImports = await packagesImportedByBuild();
const declared = { ...workspaceManifest.dependencies, ...workspaceManifest.peerDependencies };
const undeclared = builtImports.filter((name) => !(name in declared));
if (undeclared.length > 0) {
  throw new Error(
    `The build imports packages package.json does not declare: ${undeclared.join(', ')}`,
  );
}
const peers = workspaceManifest.peerDependencies;
const dependencies = Object.fromEntries(
  builtImports.filter((name) => !(name in peers)).map((name) => [name, declared[name]]),
);

const exports = Object.fromEntries(
  entryNames.map((name) => [`./${name}`, { types: `./${name}.d.ts`, import: `./${name}.js` }]),
);
for (const name of sheets.keys()) exports[`./${name}.css`] = `./${name}.css`;
exports['./style.css'] = './style.css';

const manifest = {
  name: workspaceManifest.name,
  version: workspaceManifest.version,
  description: workspaceManifest.description,
  type: 'module',
  sideEffects: ['*.css'],
  exports,
  dependencies,
  peerDependencies: peers,
};
await writeFile(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

/**
 * tsup writes a sheet for each entry, with the rules of every style file the entry reaches, and
 * one for each chunk fetched later (a screen's dialog, lazyDialog), so the files that several
 * share stand in more than one. Each file's rules are taken once, in the order the entries and
 * then the chunks reach them (a file after those it composes), and put in the sheet of the
 * sub-path it belongs to; tsup's sheets go. vanilla-extract heads each file's rules with a comment
 * naming the file (and its whole source in base64, which nobody reads, so it goes too).
 */
async function styleSheets() {
  const unplaced = entryNames.filter((name) => !SHEET_ORDER.includes(name));
  if (unplaced.length > 0) {
    throw new Error(`No place in SHEET_ORDER for the sub-paths ${unplaced.join(', ')}`);
  }
  const entrySheets = entryNames.map((name) => `${name}.css`);
  const chunkSheets = (await readdir(out))
    .filter((file) => file.endsWith('.css') && !entrySheets.includes(file))
    .sort();
  const rulesOfFile = new Map();
  for (const sheet of [...entrySheets, ...chunkSheets]) {
    const css = await readFile(join(out, sheet), 'utf8');
    const blocks = css.split(/^\/\* vanilla-extract-css-ns:([^?*]+)[^*]*\*\/\n/m);
    if (blocks[0].trim() !== '') {
      throw new Error(`${sheet} has rules before any vanilla-extract file comment`);
    }
    for (let i = 1; i < blocks.length; i += 2) {
      const rules = blocks[i + 1].replace(/\/\*# sourceMappingURL=.*\*\/\n?$/, '');
      if (!rulesOfFile.has(blocks[i])) rulesOfFile.set(blocks[i], rules);
    }
    await rm(join(out, sheet));
    await rm(join(out, `${sheet}.map`));
  }
  const sheets = new Map(SHEET_ORDER.map((name) => [name, '']));
  for (const [file, rules] of rulesOfFile) {
    const name = file.match(/^src\/([^/]+)\//)?.[1];
    if (!sheets.has(name)) throw new Error(`${file} belongs to no sub-path's style sheet`);
    sheets.set(name, sheets.get(name) + rules);
  }
  return sheets;
}

async function packagesImportedByBuild() {
  const names = new Set();
  for (const file of (await readdir(out)).filter((f) => f.endsWith('.js'))) {
    const code = await readFile(join(out, file), 'utf8');
    for (const [, specifier] of code.matchAll(/from "([^."][^"]*)"/g)) {
      const parts = specifier.split('/');
      names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  return [...names].sort();
}

async function docsCitedByDeclarations() {
  const cited = new Set();
  for (const file of (await readdir(out)).filter((f) => f.endsWith('.d.ts'))) {
    const declarations = await readFile(join(out, file), 'utf8');
    for (const [doc] of declarations.matchAll(/\bdocs\/[\w/-]+\.md\b/g)) cited.add(doc);
  }
  return [...cited].sort();
}
