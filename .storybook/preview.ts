import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/theme';

const preview: Preview = {
  // Every component and screen gets a docs page: its description, props and stories.
  tags: ['autodocs'],
  parameters: {
    // Every story is an accessibility test: an axe violation fails it. react-aria's page-wide
    // live announcer is left out: its messages outlive the story that made them and point at
    // elements the next story no longer has.
    a11y: { test: 'error', context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
    layout: 'padded',
  },
};

export default preview;
