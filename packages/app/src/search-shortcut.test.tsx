import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, user } from '../test/fake-api';
import { renderApp, STORED } from '../test/render-app';
import { SLASH_SHORTCUT_KEY, storedSlashShortcut } from './search-shortcut';

const signedIn = {
  'GET /auth/me': () => json(200, user(['projects.view'])),
  'GET /search': () => json(200, { groups: [] }),
};

const shortcutItem = () => screen.getByRole('menuitemcheckbox', { name: "Press '/' to search" });

// The test files share one document and one localStorage (isolate: false).
afterEach(() => localStorage.removeItem(SLASH_SHORTCUT_KEY));

describe("the search's '/' shortcut", () => {
  it('is on until the user turns it off', () => {
    expect(storedSlashShortcut()).toBe(true);
    localStorage.setItem(SLASH_SHORTCUT_KEY, 'off');
    expect(storedSlashShortcut()).toBe(false);
  });

  it('turns off from the user menu, is remembered, and then leaves / to the page', async () => {
    renderApp('/', signedIn, STORED);
    const searchBox = await screen.findByRole('combobox', { name: 'Search' });
    await userEvent.keyboard('/');
    expect(searchBox).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    expect(shortcutItem()).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(shortcutItem());
    expect(localStorage.getItem(SLASH_SHORTCUT_KEY)).toBe('off');

    // A checked item leaves the menu open, as menus of checkboxes do.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.keyboard('/');
    expect(screen.getByRole('combobox', { name: 'Search' })).not.toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    expect(shortcutItem()).toHaveAttribute('aria-checked', 'false');
  });
});
