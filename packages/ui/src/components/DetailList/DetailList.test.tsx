import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import * as stories from './DetailList.stories';

const { Medium, Large, InASection } = composeStories(stories);

/** Each term with the values that follow it, as a screen reader reads the list. */
function details(): [string | null, (string | null)[]][] {
  return screen
    .getAllByRole('term')
    .map((term) => [
      term.textContent,
      [...term.parentElement!.querySelectorAll('dd')].map((value) => value.textContent),
    ]);
}

it('reads each term with its value and notes, leaving out empty notes', () => {
  render(<Medium />);
  expect(details()).toEqual([
    ['Status', ['Token']],
    ['Project & Plot', ['Green Valley', 'Plot A-12']],
    ['Plot Owner', ['Asha Verma', '98765 43210', 'asha@example.com']],
    ['Booking Date', ['12/03/2025']],
  ]);
});

it('is one description list whose values are definitions', () => {
  render(<Large />);
  expect(screen.getAllByRole('term')).toHaveLength(3);
  expect(screen.getAllByRole('definition')).toHaveLength(4);
  expect(document.querySelectorAll('dl')).toHaveLength(1);
});

it('heads a section at level 3, with its facts after the heading', () => {
  render(<InASection />);
  const heading = screen.getByRole('heading', { level: 3, name: 'Booking Details' });
  expect(heading.nextElementSibling?.tagName).toBe('DL');
});
