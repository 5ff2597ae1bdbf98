import { defineConfig } from 'tsup';

export default defineConfig({
  // The server, and the bench's seed, which writes through the server's own database code.
  entry: ['src/main.ts', 'src/seed-scale.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The workspace packages ship TypeScript source, so they are bundled in; npm packages are not.
  noExternal: [/^@plotline\//],
});
