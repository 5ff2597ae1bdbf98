import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The limit only stops a hung test; it judges no speed. `npm run pact:publish`'s tests start
    // Pact's CLI, which took 5 s to publish when CI ran this suite beside five others on two cores.
    testTimeout: 120_000,
  },
});
