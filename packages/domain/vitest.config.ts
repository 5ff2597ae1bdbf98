import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      reporter: ['text-summary'],
      // The gate of issue 2: the run fails when domain coverage drops below these.
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
