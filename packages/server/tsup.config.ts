import { defineConfig } from 'tsup';

export default defineConfig({
  // The server, and the scripts that work on its database through its own code: the bench's
  // seed, the backup and the restore.
  entry: ['src/main.ts', 'src/seed-scale.ts', 'src/backup-database.ts', 'src/restore-database.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The workspace packages ship TypeScript source, so they are bundled in; npm packages are not.
  noExternal: [/^@plotline\//],
});
