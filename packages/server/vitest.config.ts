import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/template-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module graph per worker rather than one per file: Fastify, Ajv's compiled contract and
    // Drizzle load once, not once a file, which took six sample files from 80 to 49 CPU-seconds.
    // Each file still opens its own database (test/support/test-database.ts): they share no rows.
    isolate: false,
  },
});
