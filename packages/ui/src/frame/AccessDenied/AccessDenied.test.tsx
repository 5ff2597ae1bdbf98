import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import * as stories from './AccessDenied.stories';

const { MissingPermission, MissingRole } = composeStories(stories);

it('tells a user without the permission why they cannot see the page', () => {
  render(<MissingPermission />);
  expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
});

it('tells a user without the role why they cannot see the page', () => {
  render(<MissingRole />);
  expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  expect(
    screen.getByText("You don't have the required role to access this page."),
  ).toBeInTheDocument();
});
