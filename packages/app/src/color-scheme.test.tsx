import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, user } from '../test/fake-api';
import { renderApp, STORED } from '../test/render-app';
import { COLOR_SCHEME_KEY, storedColorScheme } from './color-scheme';

const signedIn = { 'GET /auth/me': () => json(200, user()) };

async function openUserMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'User menu' }));
}

const checked = (name: string) =>
  screen.getByRole('menuitemradio', { name }).getAttribute('aria-checked');

// The test files share one document and one localStorage (isolate: false).
afterEach(() => {
  localStorage.removeItem(COLOR_SCHEME_KEY);
  delete document.documentElement.dataset.colorScheme;
});

describe('the colour scheme', () => {
  it('follows the system until the user chooses, and ignores a value it does not know', () => {
    expect(storedColorScheme()).toBe('system');
    localStorage.setItem(COLOR_SCHEME_KEY, 'sepia');
    expect(storedColorScheme()).toBe('system');
  });

  it('applies the choice from the user menu at once and remembers it', async () => {
    renderApp('/', signedIn, STORED);
    await openUserMenu();
    expect(checked('System')).toBe('true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(document.documentElement.dataset.colorScheme).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    await openUserMenu();
    expect(checked('Dark')).toBe('true');
  });

  it('shows the remembered choice in a new visit', async () => {
    localStorage.setItem(COLOR_SCHEME_KEY, 'light');
    renderApp('/', signedIn, STORED);
    await openUserMenu();
    expect(checked('Light')).toBe('true');
    expect(checked('System')).toBe('false');
  });
});
