import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  // Getting started first: the sidebar lists the entries in the order of these globs.
  stories: ['../packages/ui/src/GettingStarted.mdx', '../packages/ui/src/**/*.stories.tsx'],
  framework: '@storybook/react-vite',
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  previewAnnotations: (entries = []) => [
    ...entries,
    fileURLToPath(new URL('./docs-page.tsx', import.meta.url)),
  ],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), vanillaExtractPlugin()],
  }),
};

export default config;
