import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { expect, it } from 'vitest';
import { ANNOUNCER_ATTRIBUTE } from '../../patterns/announce';
import * as stories from './AppShell.stories';

const { Admin, FollowingALink, SalesUser, WithoutSearchOrNotifications } = composeStories(stories);

const announcer = () => document.querySelector(`[${ANNOUNCER_ATTRIBUTE}]`);

it('lays out the navigation, the top bar and the page as main content', () => {
  render(<Admin />);
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  const main = screen.getByRole('main');
  expect(within(main).getByRole('heading', { name: 'Bookings' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Bookings' }).getAttribute('aria-current')).toBe('page');
});

it('shows only the entries the user may open', () => {
  render(<SalesUser />);
  const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Bookings', 'Follow-ups']);
});

it('opens the navigation drawer from the menu button and closes it on Escape', async () => {
  render(<Admin />);
  await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
  expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull();
});

it('works from the keyboard alone: focus moves into the drawer and back', async () => {
  render(<Admin />);
  // jsdom ignores the media query that hides the desktop sidebar, so Tab would visit it first.
  const menuButton = screen.getByRole('button', { name: 'Open navigation' });
  menuButton.focus();
  await userEvent.keyboard('{Enter}');
  const drawer = screen.getByRole('dialog', { name: 'Navigation' });
  expect(drawer.contains(document.activeElement)).toBe(true);
  await userEvent.tab();
  expect(drawer.contains(document.activeElement)).toBe(true);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(menuButton));
});

it('closes the navigation drawer when a link is followed', async () => {
  render(
    <Admin
      renderLink={(entry, children, linkProps) => (
        <a
          href={entry.path}
          {...linkProps}
          onClick={(event) => {
            event.preventDefault();
            linkProps.onClick?.();
          }}
        >
          {children}
        </a>
      )}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
  const drawer = screen.getByRole('dialog', { name: 'Navigation' });
  await userEvent.click(within(drawer).getByRole('link', { name: 'Plots' }));
  expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull();
});

it('signs out from the user menu', async () => {
  const onSignOut = fn();
  render(<Admin onSignOut={onSignOut} />);
  await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
  expect(onSignOut).toHaveBeenCalledTimes(1);
});

it('puts the search and the bell in the banner, and goes to the search on /', async () => {
  render(<Admin />);
  const banner = screen.getByRole('banner');
  const search = within(banner).getByRole('combobox', { name: 'Search' });
  expect(
    within(banner).getByRole('button', { name: 'Notifications, 2 unread' }),
  ).toBeInTheDocument();
  await userEvent.keyboard('/');
  expect(document.activeElement).toBe(search);
  expect(screen.getByRole('group', { name: 'Recent searches' })).toBeInTheDocument();
});

it('leaves the search and the bell out when the host has neither', () => {
  render(<WithoutSearchOrNotifications />);
  const banner = screen.getByRole('banner');
  expect(within(banner).queryByRole('combobox')).toBeNull();
  expect(within(banner).queryByRole('button', { name: /^Notifications/ })).toBeNull();
});

it('leaves the search shortcuts to the drawer while it is open', async () => {
  render(<Admin />);
  await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
  const drawer = screen.getByRole('dialog', { name: 'Navigation' });
  await userEvent.keyboard('{Control>}k{/Control}');
  expect(drawer.contains(document.activeElement)).toBe(true);
});

it('offers a skip link first, which moves focus to the main content', async () => {
  render(<Admin />);
  await userEvent.tab();
  const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
  expect(skipLink).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
  // Focused, not followed: the address keeps no fragment.
  expect(window.location.hash).toBe('');
});

it('leaves focus alone on the first page', () => {
  render(<Admin />);
  expect(document.body).toHaveFocus();
});

it('moves focus to the new page and says its title', async () => {
  render(<FollowingALink />);
  await userEvent.click(screen.getByRole('link', { name: 'Plots' }));
  expect(screen.getByRole('main')).toHaveFocus();
  expect(screen.getByRole('heading', { name: 'Plots' })).toBeInTheDocument();
  await waitFor(() => expect(announcer()).toHaveTextContent('Plots · Real Estate CRM'));
});

it('leaves focus in the field a new page put it in, and says its title', async () => {
  const { rerender } = render(
    <Admin>
      <h1 key="bookings">Bookings</h1>
    </Admin>,
  );
  rerender(
    <Admin currentPath="/change-password" pageTitle="Change password · Real Estate CRM">
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the page this test stands for does */}
      <input key="change-password" aria-label="Current Password" autoFocus />
    </Admin>,
  );
  expect(screen.getByRole('textbox', { name: 'Current Password' })).toHaveFocus();
  await waitFor(() => expect(announcer()).toHaveTextContent('Change password · Real Estate CRM'));
});

it('keeps focus where it is while the page stays the same', async () => {
  const { rerender } = render(
    <Admin>
      <input aria-label="Booking Number" />
    </Admin>,
  );
  const filter = screen.getByRole('textbox', { name: 'Booking Number' });
  await userEvent.type(filter, 'BK');
  // A filter changes the query, not the path: the page re-renders with the same path and title.
  rerender(
    <Admin>
      <input aria-label="Booking Number" />
      <p>2 bookings</p>
    </Admin>,
  );
  expect(filter).toHaveFocus();
});
