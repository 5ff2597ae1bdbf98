import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import * as stories from './ErrorPage.stories';

const { WithMessage, WithoutMessage } = composeStories(stories);

it('names the error, shows its message and links to the dashboard', () => {
  render(<WithMessage />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText("Cannot read properties of undefined (reading 'plotNumber')"),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/');
});

it('shows no message box when there is no message', () => {
  const { container } = render(<WithoutMessage />);
  expect(container.querySelector('pre')).toBeNull();
  expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
});
