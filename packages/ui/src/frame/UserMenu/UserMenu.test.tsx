import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { expect, it } from 'vitest';
import * as stories from './UserMenu.stories';

function avatar() {
  const trigger = screen.getByRole('button', { name: 'User menu' });
  return trigger.querySelector('[data-initials]')?.getAttribute('data-initials');
}

const { Closed, DarkChosen, SlashShortcutOff, WithoutThemeChoice, UsernameOnly, Unnamed } =
  composeStories(stories);

it('shows the initials and opens a menu naming the user, their email and roles', async () => {
  render(<Closed />);
  const trigger = screen.getByRole('button', { name: 'User menu' });
  expect(avatar()).toBe('AV');
  await userEvent.click(trigger);
  const menu = screen.getByRole('menu');
  expect(within(menu).getByText('Asha Verma')).toBeInTheDocument();
  expect(within(menu).getByText('asha.verma@example.in')).toBeInTheDocument();
  expect(within(menu).getByText('Admin, Manager')).toBeInTheDocument();
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Settings', 'Change password', 'Sign out']);
});

it('signs out from the keyboard', async () => {
  const onSignOut = fn();
  render(<Closed onSignOut={onSignOut} />);
  screen.getByRole('button', { name: 'User menu' }).focus();
  await userEvent.keyboard('{Enter}');
  // Sign out is the last item, after the theme's choices.
  await userEvent.keyboard('{End}{Enter}');
  expect(onSignOut).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).toBeNull();
});

it('opens the change of password, from the keyboard too', async () => {
  const onChangePassword = fn();
  const onSignOut = fn();
  render(<Closed onChangePassword={onChangePassword} onSignOut={onSignOut} />);
  screen.getByRole('button', { name: 'User menu' }).focus();
  await userEvent.keyboard('{Enter}');
  // Change password comes just before Sign out, the last item.
  await userEvent.keyboard('{End}{ArrowUp}{Enter}');
  expect(onChangePassword).toHaveBeenCalledTimes(1);
  expect(onSignOut).not.toHaveBeenCalled();
  expect(screen.queryByRole('menu')).toBeNull();
});

it('closes on Settings without signing out', async () => {
  const onSignOut = fn();
  render(<Closed onSignOut={onSignOut} />);
  await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
  expect(screen.queryByRole('menu')).toBeNull();
  expect(onSignOut).not.toHaveBeenCalled();
});

it('offers the colour schemes as a checked choice, the one in use checked', async () => {
  render(<DarkChosen />);
  await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
  const theme = screen.getByRole('group', { name: 'Theme' });
  const choices = within(theme).getAllByRole('menuitemradio');
  expect(choices.map((choice) => choice.textContent)).toEqual(['System', 'Light', 'Dark']);
  expect(choices.map((choice) => choice.getAttribute('aria-checked'))).toEqual([
    'false',
    'false',
    'true',
  ]);
});

it('chooses a colour scheme from the keyboard', async () => {
  const onColorSchemeChange = fn();
  render(<Closed onColorSchemeChange={onColorSchemeChange} />);
  screen.getByRole('button', { name: 'User menu' }).focus();
  await userEvent.keyboard('{Enter}');
  // Settings, then System, Light, Dark.
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
  expect(onColorSchemeChange).toHaveBeenCalledExactlyOnceWith('dark');
  expect(screen.queryByRole('menu')).toBeNull();
});

it('offers no colour scheme and no change of password when the host keeps none', async () => {
  render(<WithoutThemeChoice />);
  await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
  expect(screen.queryByRole('menuitemradio')).toBeNull();
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Settings',
    'Sign out',
  ]);
});

it('falls back to the username, then to User and U', async () => {
  const { unmount } = render(<UsernameOnly />);
  expect(avatar()).toBe('R');
  await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
  expect(within(screen.getByRole('menu')).getByText('rkumar')).toBeInTheDocument();
  unmount();

  render(<Unnamed />);
  expect(avatar()).toBe('U');
  await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
  expect(within(screen.getByRole('menu')).getByText('User')).toBeInTheDocument();
});

it("turns the search's '/' shortcut off and on as a checked item", async () => {
  const onSlashShortcutChange = fn();
  const { unmount } = render(<Closed onSlashShortcutChange={onSlashShortcutChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
  const shortcuts = screen.getByRole('group', { name: 'Keyboard shortcuts' });
  const slash = within(shortcuts).getByRole('menuitemcheckbox', { name: "Press '/' to search" });
  expect(slash).toHaveAttribute('aria-checked', 'true');
  await userEvent.click(slash);
  expect(onSlashShortcutChange).toHaveBeenLastCalledWith(false);
  unmount();

  render(<SlashShortcutOff onSlashShortcutChange={onSlashShortcutChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
  const off = screen.getByRole('menuitemcheckbox', { name: "Press '/' to search" });
  expect(off).toHaveAttribute('aria-checked', 'false');
  await userEvent.click(off);
  expect(onSlashShortcutChange).toHaveBeenLastCalledWith(true);
});
