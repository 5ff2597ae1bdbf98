import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './vite-precompress.ts';
import { touchOnlyHint } from './vite-touch-only-hint.ts';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // react-aria ships its widgets' own words (a date field's 'Calendar', a combobox's 'Show
    // suggestions') in 34 languages, a third of its weight in every page; the app speaks English
    // only (PLOTLINE_LOCALE, en-IN, whose words react-aria takes from en-US), so the rest are
    // left out of the build (issue 36).
    optimizeLocales.vite({ locales: ['en'] }),
    touchOnlyHint(),
    precompress(),
  ],
  server: {
    // `npm run dev` beside a running `npm start`: the app calls the API at /api, as when served.
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    environment: 'jsdom',
    // Pages are driven key by key in jsdom: the booking form's longest test takes 10 s alone, and CI
    // runs this suite beside four others on two cores, where one took 75 s. The limit only stops
    // a hung test; it judges no speed.
    testTimeout: 180_000,
    // The first file's setup imports every screen and preloads their dialogs (test/setup.ts): on
    // CI's two busy cores that compile passed the 10 s default once. As the tests', this limit
    // only stops a hung hook.
    hookTimeout: 180_000,
    // One module graph for all the files rather than one each, as the ui components do: the
    // suite takes less than half the time. Each page test makes its own fake API and SWR cache.
    isolate: false,
  },
});
