import { composeStories } from '@storybook/react-vite';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { useFormEditor } from './useFormEditor';
import * as stories from './useFormEditor.stories';

const { Default } = composeStories(stories);

it('opens the form on a new item', async () => {
  render(<Default />);
  await userEvent.click(screen.getByRole('button', { name: 'Add Amenity' }));
  expect(screen.getByRole('dialog', { name: 'Add Amenity' }).textContent).toContain(
    'The form starts empty.',
  );
});

it("opens the form on a row's item, and closes it from the modal", async () => {
  render(<Default />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit Swimming Pool' }));
  expect(screen.getByRole('dialog', { name: 'Edit Amenity' }).textContent).toContain(
    'The form starts from Swimming Pool.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('keeps the item after closing, so the modal keeps its content while it fades', () => {
  const { result } = renderHook(() => useFormEditor<string>());
  act(() => result.current.open('Club House'));
  act(() => result.current.modalProps.onOpenChange(false));
  expect(result.current.modalProps.isOpen).toBe(false);
  expect(result.current.item).toBe('Club House');
});

it('takes the item as stored now, leaving the form open', () => {
  const { result } = renderHook(() => useFormEditor<{ name: string; version: number }>());
  act(() => result.current.open({ name: 'Club House', version: 1 }));
  act(() => result.current.replace({ name: 'Club House', version: 2 }));
  expect(result.current.item).toEqual({ name: 'Club House', version: 2 });
  expect(result.current.modalProps.isOpen).toBe(true);
});

it('tells which item the open form edits, once when it opens and once when it closes', () => {
  const onEditingChange = vi.fn();
  const { result } = renderHook(() => useFormEditor<string>({ onEditingChange }));
  act(() => result.current.open(null));
  act(() => result.current.close());
  expect(onEditingChange).not.toHaveBeenCalled();

  act(() => result.current.open('Club House'));
  act(() => result.current.replace('Club House, as stored now'));
  // Saved: the screen closes the form, and so does the modal.
  act(() => result.current.close());
  act(() => result.current.modalProps.onOpenChange(false));
  expect(onEditingChange.mock.calls).toEqual([['Club House'], [null]]);
});

it('saves the form with the item it edits, and closes only once the save went through', async () => {
  const save = vi.fn(async (form: string, item: string | null) => ({ ok: form !== item }));
  const { result } = renderHook(() => useFormEditor<string>());
  act(() => result.current.open('Club House'));
  await act(() => result.current.saveWith(save)('Club House'));
  expect(save).toHaveBeenLastCalledWith('Club House', 'Club House');
  expect(result.current.modalProps.isOpen).toBe(true);
  await act(() => result.current.saveWith(save)('Club House East'));
  expect(result.current.modalProps.isOpen).toBe(false);
});
