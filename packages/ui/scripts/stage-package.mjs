/**
 * Turns tsup's output in dist/package into the package other tools install: one style.css,
 * and a manifest whose exports point at the built files. In the workspace, package.json keeps
 * pointing at the TypeScript source, so the app and the stories need no build step.
 */
import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'dist/package');
const workspaceManifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
// The workspace manifest's sub-paths are the entries tsup built (see tsup.config.ts).
const entryNames = Object.keys(workspaceManifest.exports).map((subpath) =>
  subpath === '.' ? 'index' : subpath.slice(2),
);

// The index entry reaches every component, so its style sheet holds every rule once.
await rename(join(out, 'index.css'), join(out, 'style.css'));
await rm(join(out, 'index.css.map'));
for (const name of entryNames.filter((entry) => entry !== 'index')) {
  await rm(join(out, `${name}.css`));
  await rm(join(out, `${name}.css.map`));
}
const css = await readFile(join(out, 'style.css'), 'utf8');
// vanilla-extract marks each file's rules with its whole source in base64; nobody reads that.
await writeFile(
  join(out, 'style.css'),
  css
    .replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n/g, '')
    .replace(/\n\/\*# sourceMappingURL=.*\*\/\n?$/, '\n'),
);

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
  entryNames.map((name) => [
    name === 'index' ? '.' : `./${name}`,
    { types: `./${name}.d.ts`, import: `./${name}.js` },
  ]),
);
exports['./style.css'] = './style.css';

const manifest = {
  name: workspaceManifest.name,
  version: workspaceManifest.version,
  description: workspaceManifest.description,
  type: 'module',
  sideEffects: ['*.css'],
  exports,
  types: './index.d.ts',
  dependencies,
  peerDependencies: peers,
};
await writeFile(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

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
