import { describe, expect, it } from 'vitest';
import { darkColors, lightColors, type ThemeColors } from './palette';

/** WCAG 2.2's relative luminance of a colour written #rrggbb. */
function luminance(hex: string): number {
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(first: string, second: string): number {
  const [lighter = 0, darker = 0] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

type Color = keyof ThemeColors;

/**
 * WCAG 1.4.11 and 2.4.7: what shows focus, and an input's edge, reach 3:1 against the colours
 * beside them. Every focus outline is focusRing, offset onto the page's backgrounds or drawn
 * inside a row or option on them, but the sidebar's, which is sidebarText on the sidebar; a
 * focused text box's edge is accent.
 */
const NON_TEXT_PAIRS: readonly [Color, Color][] = [
  ['focusRing', 'canvas'],
  ['focusRing', 'surface'],
  ['focusRing', 'surfaceMuted'],
  ['sidebarText', 'sidebar'],
  ['sidebarText', 'sidebarActive'],
  ['accent', 'surface'],
  ['borderStrong', 'canvas'],
  ['borderStrong', 'surface'],
  ['borderStrong', 'surfaceMuted'],
];

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
])('the %s theme', (_, colors) => {
  it.each(NON_TEXT_PAIRS)('draws %s at 3:1 or more against %s', (shown, beside) => {
    expect(contrast(colors[shown], colors[beside])).toBeGreaterThanOrEqual(3);
  });
});

it('measures contrast as WCAG does', () => {
  expect(contrast('#000000', '#ffffff')).toBe(21);
  expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});
