/**
 * Three projects. `components`: the component tests (*.test.tsx) in jsdom, part of `npm test`.
 * `package`: the published build, packed and installed in a scratch project, part of `npm test`.
 * `stories`: every Storybook story rendered in real Chromium (Debian's, scripts/chromium.mjs; no
 * browser downloads) and checked with axe, part of `npm run test:e2e`.
 */
import { join } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const storybookDir = join(import.meta.dirname, '../../.storybook');

// A fresh object per project: vitest records its instances on it.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // A modal fades in over 150 ms, and toBeVisible() reads opacity 0 in its first frame, so a
    // check right after a click raced the animation; reduced motion turns the fade off.
    contextOptions: { reducedMotion: 'reduce' },
  }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup.ts'],
          environment: 'jsdom',
          // Screens are driven key by key in jsdom; CI runs this suite beside five others on two
          // cores, where the booking screens' files took six times as long as alone, and one run
          // failed this suite with no end of it kept to say why. The limits only stop a hung test
          // or hook, as the app's do; they judge no speed.
          testTimeout: 180_000,
          hookTimeout: 60_000,
          // One module graph for all the files rather than one each: react-aria and the theme are
          // loaded once, which more than halves the suite's time. Testing Library's cleanup after
          // each test (test/setup.ts) keeps the document apart between them.
          isolate: false,
        },
      },
      {
        test: {
          name: 'package',
          include: ['test/package/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: storybookDir })],
        test: {
          name: 'stories',
          browser: browser(),
          setupFiles: [join(storybookDir, 'vitest.setup.ts')],
          // In CI this project shares two cores with four other suites; a story whose modal's chunk
          // is compiled on first show passed the 15 s default there.
          testTimeout: 60_000,
          // One page for every story file rather than a fresh one each: Storybook's preview,
          // react-aria and the theme load once, which cuts the project's time by more than half.
          // Each story renders into a root of its own, emptied after it (the announcer too,
          // .storybook/vitest.setup.ts).
          isolate: false,
        },
      },
    ],
  },
});
