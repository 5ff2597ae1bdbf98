import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/theme';

const preview: Preview = {
  parameters: {
    // Every story is an accessibility test: an axe violation fails it.
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
