import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import * as stories from './Badge.stories';

const { Neutral, Danger } = composeStories(stories);

it('shows its text with a neutral tone by default', () => {
  render(<Neutral />);
  expect(screen.getByText('Manager').dataset.tone).toBe('neutral');
});

it('writes its tone as data-tone', () => {
  render(<Danger />);
  expect(screen.getByText('Admin').dataset.tone).toBe('danger');
});
