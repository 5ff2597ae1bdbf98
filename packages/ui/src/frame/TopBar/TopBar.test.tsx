import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { expect, it } from 'vitest';
import * as stories from './TopBar.stories';

const { Desktop, Mobile } = composeStories(stories);

it('opens the navigation from the menu button, by pointer and keyboard', async () => {
  const onOpenNavigation = fn();
  render(<Mobile onOpenNavigation={onOpenNavigation} />);
  const menuButton = screen.getByRole('button', { name: 'Open navigation' });
  await userEvent.click(menuButton);
  menuButton.focus();
  await userEvent.keyboard('{Enter}');
  expect(onOpenNavigation).toHaveBeenCalledTimes(2);
});

it('has a labelled search box with the documented placeholder that accepts text', async () => {
  render(<Desktop />);
  const search = screen.getByRole('searchbox', { name: 'Search' });
  expect(search.getAttribute('placeholder')).toBe('Search projects, plots, bookings...');
  await userEvent.type(search, 'Plot 12');
  expect((search as HTMLInputElement).value).toBe('Plot 12');
});

it('has a notifications bell and the user menu, reachable by Tab', async () => {
  const onSignOut = fn();
  render(<Mobile onSignOut={onSignOut} />);
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open navigation' }));
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search' }));
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications' }));
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'User menu' }));
  await userEvent.keyboard('{Enter}');
  await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
  expect(onSignOut).toHaveBeenCalledTimes(1);
});
