import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { expect, it } from 'vitest';
import * as stories from './Sidebar.stories';

const { Admin, SalesUser, NoPermissions, MobileOpen, CustomLink } = composeStories(stories);

function linkNames(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

it('shows the title and every entry to an administrator, marking the current page', () => {
  render(<Admin />);
  expect(screen.getByText('Real Estate CRM')).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(linkNames(nav)).toEqual([
    'Dashboard',
    'Projects',
    'Plots',
    'Bookings',
    'Follow-ups',
    'Channel Partners',
    'Amenities',
    'Users',
    'Roles',
    'Permissions',
  ]);
  const current = within(nav).getByRole('link', { name: 'Bookings' });
  expect(current.getAttribute('aria-current')).toBe('page');
  expect(current.getAttribute('href')).toBe('/bookings');
  expect(within(nav).getByRole('link', { name: 'Plots' }).hasAttribute('aria-current')).toBe(false);
});

it('shows only the entries the user may open', () => {
  render(<SalesUser />);
  expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual([
    'Dashboard',
    'Projects',
    'Plots',
    'Bookings',
    'Follow-ups',
    'Amenities',
  ]);
});

it('always offers the Dashboard to a signed-in user', () => {
  render(<NoPermissions />);
  expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual(['Dashboard']);
});

it('renders entries through the injected link', () => {
  render(<CustomLink />);
  const link = screen.getByRole('link', { name: 'Bookings' });
  expect(link.getAttribute('href')).toBe('#/bookings');
  expect(link.hasAttribute('data-router-link')).toBe(true);
  expect(link.getAttribute('aria-current')).toBe('page');
});

it('opens as a modal drawer that a link click closes', async () => {
  const onMobileOpenChange = fn();
  render(<MobileOpen onMobileOpenChange={onMobileOpenChange} />);
  const drawer = screen.getByRole('dialog', { name: 'Navigation' });
  const link = within(drawer).getByRole('link', { name: 'Projects' });
  // jsdom does not navigate; the drawer only has to hear the click.
  link.addEventListener('click', (event) => event.preventDefault());
  await userEvent.click(link);
  expect(onMobileOpenChange).toHaveBeenCalledWith(false);
});

it('closes the drawer on Escape and from its close button', async () => {
  const onMobileOpenChange = fn();
  render(<MobileOpen onMobileOpenChange={onMobileOpenChange} />);
  await userEvent.keyboard('{Escape}');
  expect(onMobileOpenChange).toHaveBeenLastCalledWith(false);
  onMobileOpenChange.mockClear();
  await userEvent.click(screen.getByRole('button', { name: 'Close navigation' }));
  expect(onMobileOpenChange).toHaveBeenCalledWith(false);
});
