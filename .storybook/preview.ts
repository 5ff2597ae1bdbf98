import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { PlotlineProvider } from '../packages/ui/src/frame/PlotlineProvider';
import { preloadDialogs } from '../packages/ui/src/patterns/lazyDialog';
import { isColorScheme } from '../packages/ui/src/theme';
import { AXE_RUN_OPTIONS } from './axe-run-options';
import { checkOtherSchemeContrast } from './other-scheme-contrast';

const preview: Preview = {
  // Every component and screen gets a docs page: its description, props and stories.
  tags: ['autodocs'],
  parameters: {
    // Every story is an accessibility test: an axe violation fails it. react-aria's page-wide
    // live announcer is left out: its messages outlive the story that made them and point at
    // elements the next story no longer has. axe runs every WCAG 2.2 A and AA rule it has,
    // target-size (2.5.8) too, which it leaves off unless asked.
    a11y: {
      test: 'error',
      context: { include: ['body'], exclude: ['[data-live-announcer]'] },
      options: AXE_RUN_OPTIONS,
    },
    layout: 'padded',
  },
  // The theme's colour scheme, as the app's user menu offers it.
  globalTypes: {
    colorScheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Colour scheme',
        icon: 'mirror',
        dynamicTitle: true,
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'system', title: 'System', icon: 'browser' },
        ],
      },
    },
  },
  initialGlobals: { colorScheme: 'light' },
  // Every story sits in what a host gives every screen once (PlotlineProvider): India's dates and
  // numbers, and the colour scheme on the document root, as in the app, so popovers and modals
  // (portalled to body) follow it.
  decorators: [
    (Story, { globals }) =>
      createElement(
        PlotlineProvider,
        { colorScheme: isColorScheme(globals.colorScheme) ? globals.colorScheme : 'light' },
        Story(),
      ),
  ],
  // A screen's dialogs are fetched apart from it (lazyDialog); a story shows one open, or
  // opens one and checks it at once, as the page does once its dialogs' code is in.
  loaders: [preloadDialogs],
  afterEach: checkOtherSchemeContrast,
};

export default preview;
