import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import * as stories from './ProgressBar.stories';

const { BatchCreation, Percent, Indeterminate } = composeStories(stories);

it('is a progressbar named by its label, with its value and value text', () => {
  render(<BatchCreation />);
  const bar = screen.getByRole('progressbar', { name: 'Creating plots' });
  expect(bar.getAttribute('aria-valuenow')).toBe('3');
  expect(bar.getAttribute('aria-valuemax')).toBe('10');
  expect(bar.getAttribute('aria-valuetext')).toBe('3 of 10');
  expect(bar.textContent).toContain('3 of 10');
});

it('shows a percentage when given no value label', () => {
  render(<Percent />);
  expect(screen.getByRole('progressbar', { name: 'Uploading' }).textContent).toContain('40%');
});

it('has no value while indeterminate', () => {
  render(<Indeterminate />);
  expect(screen.getByRole('progressbar').hasAttribute('aria-valuenow')).toBe(false);
});
