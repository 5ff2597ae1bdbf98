import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/template-database.ts'],
    // The limit only stops a hung test; it judges no speed. CI runs this suite beside five others
    // on two cores, where a test that starts the built server, or backs up and restores a dozen
    // half-megabyte rows, passed 30 s when the machine was slow, and bringing an older backup up
    // to date once took 125 s.
    testTimeout: 300_000,
    hookTimeout: 60_000,
    // One module graph per worker rather than one per file: Fastify, Ajv's compiled contract and
    // Drizzle load once, not once a file, which took six sample files from 80 to 49 CPU-seconds.
    // Each file still opens its own database (test/support/test-database.ts): they share no rows.
    isolate: false,
  },
});
