/** Reading and driving a list screen the way a user does, for the page tests. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** The table once its rows have loaded. */
export async function loadedGrid(name: string): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid', { name });
  await waitFor(() => expect(within(grid).queryByRole('status')).toBeNull());
  return grid;
}

/** Picks an option of the select whose label ends its button's name. */
export async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
