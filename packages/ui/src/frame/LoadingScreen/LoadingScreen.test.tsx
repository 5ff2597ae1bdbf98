import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import * as stories from './LoadingScreen.stories';

const { Default, CustomLabel } = composeStories(stories);

it('announces an indeterminate wait labelled Loading', () => {
  render(<Default />);
  const progress = screen.getByRole('progressbar', { name: 'Loading' });
  expect(progress.hasAttribute('aria-valuenow')).toBe(false);
});

it('takes a more specific label', () => {
  render(<CustomLabel />);
  expect(screen.getByRole('progressbar', { name: 'Signing in' })).toBeInTheDocument();
});
