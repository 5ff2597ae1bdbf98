import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { expect, it } from 'vitest';
import * as stories from './TopBar.stories';

const { Desktop, Mobile, WithoutSearchOrNotifications } = composeStories(stories);

it('opens the navigation from the menu button, by pointer and keyboard', async () => {
  const onOpenNavigation = fn();
  render(<Mobile onOpenNavigation={onOpenNavigation} />);
  const menuButton = screen.getByRole('button', { name: 'Open navigation' });
  await userEvent.click(menuButton);
  menuButton.focus();
  await userEvent.keyboard('{Enter}');
  expect(onOpenNavigation).toHaveBeenCalledTimes(2);
});

it('has the search box with the documented placeholder, reporting what is typed', async () => {
  const onSearchTextChange = fn();
  render(<Desktop globalSearch={{ ...Desktop.args.globalSearch!, onSearchTextChange }} />);
  const search = screen.getByRole('combobox', { name: 'Search' });
  expect(search.getAttribute('placeholder')).toBe('Search projects, plots, bookings...');
  await userEvent.type(search, 'Plot 12');
  expect(search).toHaveValue('Plot 12');
  expect(onSearchTextChange).toHaveBeenLastCalledWith('Plot 12');
});

it('opens a hit of the search from the keyboard', async () => {
  const onOpenHit = fn();
  render(<Desktop globalSearch={{ ...Desktop.args.globalSearch!, onOpenHit }} />);
  await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'green');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(onOpenHit).toHaveBeenCalledExactlyOnceWith('booking', 221);
});

it('has the bell, named by its unread count, opening the notifications', async () => {
  const onOpenChange = fn();
  render(<Desktop notifications={{ ...Desktop.args.notifications!, onOpenChange }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
  expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
  expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(true);
});

it('runs menu, search, bell and user menu in Tab order', async () => {
  const onSignOut = fn();
  render(<Mobile onSignOut={onSignOut} />);
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open navigation' }));
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Search' }));
  // Focusing the search opened its recent searches; Tab closes them and moves on.
  expect(screen.getByRole('listbox')).toBeInTheDocument();
  await userEvent.tab();
  expect(document.activeElement).toBe(
    screen.getByRole('button', { name: 'Notifications, 2 unread' }),
  );
  expect(screen.queryByRole('listbox')).toBeNull();
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'User menu' }));
  await userEvent.keyboard('{Enter}');
  await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
  expect(onSignOut).toHaveBeenCalledTimes(1);
});

it('leaves out the search and the bell when not given them', () => {
  render(<WithoutSearchOrNotifications />);
  expect(screen.queryByRole('combobox')).toBeNull();
  expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument();
});
