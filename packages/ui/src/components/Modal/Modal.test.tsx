import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './Modal.stories';

const { Default, Dismissable, FromAListRow } = composeStories(stories);

it('opens from its trigger with focus inside, and keeps Tab inside the dialog', async () => {
  render(<Default />);
  await userEvent.click(screen.getByRole('button', { name: 'Add Project (medium)' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Project' });
  expect(dialog.contains(document.activeElement)).toBe(true);
  for (let i = 0; i < 4; i++) {
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  }
});

it('closes on Escape and gives focus back to its trigger', async () => {
  render(<Default />);
  const trigger = screen.getByRole('button', { name: 'Add Project (medium)' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  // react-aria restores focus on the next animation frame.
  await waitFor(() => expect(document.activeElement).toBe(trigger));
});

it('closes from a footer action', async () => {
  render(<Default />);
  await userEvent.click(screen.getByRole('button', { name: 'Add Project (medium)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('closes on a click outside only when dismissable', async () => {
  const { unmount } = render(<Default />);
  await userEvent.click(screen.getByRole('button', { name: 'Add Project (medium)' }));
  await userEvent.click(document.body);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  unmount();

  render(<Dismissable />);
  await userEvent.click(screen.getByRole('button', { name: 'Add Project (medium)' }));
  await userEvent.click(document.body);
  expect(screen.queryByRole('dialog')).toBeNull();
});

describe('on close, the focus is back on its opener, as the list draws it now', () => {
  const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));
  const focusIsOn = (name: string) =>
    waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name })));

  it("on the same button of its row, drawn anew after the change, under the row's new name", async () => {
    render(<FromAListRow />);
    await press('Rename Gym');
    await press('Save');
    await focusIsOn('Rename Gym Hall');
  });

  it('waits for the rows of a list still reloading as the modal goes', async () => {
    render(<FromAListRow closesWhileReloading />);
    await press('Rename Gym');
    await press('Save');
    await focusIsOn('Rename Gym Hall');
  });

  it('after a delete, on the same button of the row now in its place', async () => {
    render(<FromAListRow />);
    await press('Delete Swimming Pool');
    await press('Delete');
    await focusIsOn('Delete Gym');
  });

  it("opened from a modal that has closed, on that modal's opener", async () => {
    render(<FromAListRow />);
    await press('View Club House');
    await press('Rename');
    await press('Cancel');
    await focusIsOn('View Club House');
    await press('View Club House');
    await press('Rename');
    await press('Save');
    await focusIsOn('View Club House Hall');
  });

  it('on a button of the same name, when its own went with the empty list', async () => {
    render(<FromAListRow initialAmenities={[]} />);
    const [, emptyListAdd] = screen.getAllByRole('button', { name: 'Add Amenity' });
    await userEvent.click(emptyListAdd!);
    await press('Save');
    await focusIsOn('Add Amenity');
    expect(screen.getByRole('row', { name: 'Garden' })).toBeInTheDocument();
  });
});
