import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import manifest from './package.json' with { type: 'json' };

/**
 * The published build of @plotline/ui. In the workspace the package is consumed from its
 * TypeScript source; other tools get ES modules, declarations and one style sheet.
 * The entries are the sub-paths of package.json's exports: './components' becomes components.js.
 * @plotline/domain is not published, so its code and its types are bundled in.
 */
const entries = Object.fromEntries(
  Object.entries(manifest.exports).map(([subpath, source]) => [subpath.slice(2), source]),
);

export default defineConfig({
  entry: entries,
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  outDir: 'dist/package',
  clean: true,
  splitting: true,
  sourcemap: true,
  noExternal: [/^@plotline\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  dts: {
    resolve: [/^@plotline\//],
    compilerOptions: {
      // The domain's emitted declarations (the build script runs tsc -p
      // ../domain/tsconfig.types.json first), which the declaration bundler can inline; it
      // cannot parse the domain's .ts source.
      paths: { '@plotline/domain': ['../domain/dist/types/index.d.ts'] },
      // The typecheck's project settings (tsc -b), which the declaration bundler's program of the
      // entries alone does not keep to.
      composite: false,
    },
  },
});
