import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import * as stories from './Spinner.stories';

const { Default, Labelled } = composeStories(stories);

it("is an indeterminate progressbar named 'Loading'", () => {
  render(<Default />);
  const spinner = screen.getByRole('progressbar', { name: 'Loading' });
  expect(spinner.hasAttribute('aria-valuenow')).toBe(false);
  expect(spinner.dataset.size).toBe('medium');
});

it('says what is loading when told', () => {
  render(<Labelled />);
  expect(screen.getByRole('progressbar', { name: 'Loading bookings' }).dataset.size).toBe('large');
});
