import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { touchOnlyHint } from '../vite-touch-only-hint';

const require = createRequire(import.meta.url);
const hintModule = require
  .resolve('react-aria-components')
  .replace(
    /react-aria-components\/.*$/,
    'react-aria/dist/private/grid/useHighlightSelectionDescription.mjs',
  );

const transform = (code: string, id: string) => {
  const hook = touchOnlyHint().transform;
  if (typeof hook !== 'function') throw new Error('The plugin has no transform');
  return hook.call({} as never, code, id) as string | null;
};

describe("the build's touch-only selection hint", () => {
  it("follows the modality in react-aria's tables only where there is touch", () => {
    const original = readFileSync(hintModule, 'utf8');
    const built = transform(original, hintModule);
    expect(built).toMatch(
      /let modality = typeof window !== 'undefined' && 'ontouchstart' in window \? \(0, [\w$]+\)\(\) : null;/,
    );
    // The hint itself still asks for touch, so without it there is none, as before.
    expect(built).toContain("'ontouchstart' in window;");
  });

  it('fails the build when react-aria reads the modality otherwise', () => {
    expect(() => transform('let modality = useModality();', hintModule)).toThrow(
      'no longer reads the modality as this plugin expects',
    );
  });

  it('leaves every other module as it is', () => {
    expect(transform('let modality = (0, $x)();', '/src/other.mjs')).toBeNull();
  });
});
