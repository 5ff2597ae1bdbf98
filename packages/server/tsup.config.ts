import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The workspace packages ship TypeScript source, so they are bundled in; npm packages are not.
  noExternal: [/^@plotline\//],
});
