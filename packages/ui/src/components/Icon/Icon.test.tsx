import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import * as stories from './Icon.stories';

const { Default, Sizes, Catalog } = composeStories(stories);

it('is decoration only: hidden from screen readers and never focused', () => {
  const { container } = render(<Default />);
  const svg = container.querySelector('svg')!;
  expect(svg.getAttribute('aria-hidden')).toBe('true');
  expect(svg.getAttribute('focusable')).toBe('false');
  expect(svg.dataset.icon).toBe('edit');
});

it('is drawn at the size it is given, 16 px by default', () => {
  const { container, unmount } = render(<Default />);
  expect(container.querySelector('svg')!.getAttribute('width')).toBe('16');
  unmount();
  const sized = render(<Sizes />);
  const sizes = Array.from(sized.container.querySelectorAll('svg'), (svg) => [
    svg.getAttribute('width'),
    svg.getAttribute('height'),
  ]);
  expect(sizes).toEqual([12, 14, 16, 18, 20, 24].map((size) => [String(size), String(size)]));
});

it('draws every icon it names', () => {
  render(<Catalog />);
  for (const item of screen.getAllByRole('listitem')) {
    const svg = item.querySelector('svg')!;
    expect(svg.dataset.icon).toBe(item.textContent);
    expect(svg.childElementCount).toBeGreaterThan(0);
  }
});
