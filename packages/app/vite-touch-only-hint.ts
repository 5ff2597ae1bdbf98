/**
 * react-aria's tables and grid lists follow the input modality for one hint only, 'long press to
 * select', which they give only where there is touch. Every table re-renders at each change of
 * modality all the same (the first click on a page, a click after a key), and with its rows that
 * cost 90 to 150 ms of a press at 4× CPU throttling (issue 36, item 5). Where there is no touch the
 * hint can never be given, so the modality is not followed there: the same hints, no re-render.
 * Whether the page has touch does not change while it lives, so the hook's order stays the same.
 */
import type { Plugin } from 'vite';

const MODULE = /react-aria\/dist\/private\/grid\/useHighlightSelectionDescription\.mjs$/;
const FOLLOWS_MODALITY = /let modality = (\(0, [\w$]+\))\(\);/;

export function touchOnlyHint(): Plugin {
  return {
    name: 'plotline-touch-only-hint',
    enforce: 'pre',
    transform(code, id) {
      if (!MODULE.test(id)) return null;
      // A react-aria that reads the modality otherwise fails the build, to be looked at again.
      if (!FOLLOWS_MODALITY.test(code)) {
        throw new Error(`${id} no longer reads the modality as this plugin expects`);
      }
      return code.replace(
        FOLLOWS_MODALITY,
        "let modality = typeof window !== 'undefined' && 'ontouchstart' in window ? $1() : null;",
      );
    },
  };
}
