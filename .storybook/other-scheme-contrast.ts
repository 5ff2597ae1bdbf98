/**
 * Every story is checked with axe in the colour scheme it was rendered in (light, unless the
 * toolbar says otherwise); this checks its contrast in the other scheme too, so both themes pass
 * in every story. Only the contrast rules run: the rest of axe's checks do not depend on colour,
 * and the stories project runs hundreds of stories.
 */
import type { StoryContext } from '@storybook/react-vite';
import { applyColorScheme, isColorScheme } from '../packages/ui/src/theme';

/** Set by @storybook/addon-vitest when stories run as tests (CLI or Storybook's test widget). */
const isTestRun = import.meta.env.VITEST_STORYBOOK !== undefined;

/** Storybook's own elements, which its a11y addon leaves out of every check too. */
const STORYBOOK_ELEMENTS = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

type A11yParameter = {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  context?: { include?: string[]; exclude?: string[] };
};

export async function checkOtherSchemeContrast({ globals, parameters, viewMode }: StoryContext) {
  const a11y = parameters.a11y as A11yParameter | undefined;
  if (!isTestRun || viewMode !== 'story' || a11y?.disable || a11y?.test !== 'error') return;

  const shown = isColorScheme(globals.colorScheme) ? globals.colorScheme : 'light';
  const { default: axe } = await import('axe-core');
  // Buttons and fields fade between colours; axe must read the other scheme's final ones.
  const noTransitions = document.createElement('style');
  noTransitions.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(noTransitions);
  const other = shown === 'dark' ? 'light' : 'dark';
  applyColorScheme(other);
  try {
    const { violations } = await axe.run(
      {
        include: a11y.context?.include ?? ['body'],
        exclude: [...STORYBOOK_ELEMENTS, ...(a11y.context?.exclude ?? [])],
      },
      { runOnly: ['color-contrast', 'link-in-text-block'] },
    );
    if (violations.length > 0) {
      const found = violations.flatMap(({ id, nodes }) =>
        nodes.map((node) => `${id} at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      );
      throw new Error(`Contrast fails in the ${other} colour scheme:\n${found.join('\n')}`);
    }
  } finally {
    applyColorScheme(shown);
    // The restored colours are taken before transitions come back, so none replays.
    void document.body.offsetHeight;
    noTransitions.remove();
  }
}
