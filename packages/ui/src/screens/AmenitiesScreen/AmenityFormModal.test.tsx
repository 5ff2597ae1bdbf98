import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXT_LIMITS } from '@plotline/domain';
import { expect, it, vi } from 'vitest';
import * as stories from './AmenityFormModal.stories';
import type { SaveOutcome } from '../../patterns';

const { Add, Edit } = composeStories(stories);

const nameBox = () => screen.getByRole('textbox', { name: 'Amenity Name' });
const descriptionBox = () => screen.getByRole('textbox', { name: 'Description' });
const notesBox = () => screen.getByRole('textbox', { name: 'Additional Notes' });
const activeBox = () => screen.getByRole('checkbox', { name: 'Active' }) as HTMLInputElement;

it('adds with the four fields, empty and active, the name required and focused', async () => {
  render(<Add />);
  expect(screen.getByRole('dialog', { name: 'Add Amenity' })).toBeInTheDocument();
  expect(nameBox().getAttribute('aria-required')).toBe('true');
  await waitFor(() => expect(document.activeElement).toBe(nameBox()));
  expect((descriptionBox() as HTMLTextAreaElement).value).toBe('');
  expect(activeBox().checked).toBe(true);
  expect((notesBox() as HTMLTextAreaElement).value).toBe('');
});

it('takes no more text than the API does', () => {
  render(<Add />);
  expect(nameBox().getAttribute('maxlength')).toBe(String(TEXT_LIMITS.name));
  expect(descriptionBox().getAttribute('maxlength')).toBe(String(TEXT_LIMITS.note));
  expect(notesBox().getAttribute('maxlength')).toBe(String(TEXT_LIMITS.note));
});

it('edits from what the amenity holds', () => {
  render(<Edit />);
  expect(screen.getByRole('dialog', { name: 'Edit Amenity' })).toBeInTheDocument();
  expect((nameBox() as HTMLInputElement).value).toBe('Gymnasium');
  expect((descriptionBox() as HTMLTextAreaElement).value).toBe(
    'Air-conditioned gym with cardio and free-weight sections.',
  );
  expect(activeBox().checked).toBe(false);
  expect((notesBox() as HTMLTextAreaElement).value).toBe(
    'Closed for refurbishment until further notice',
  );
  expect(screen.getByRole('button', { name: 'Update Amenity' })).toBeInTheDocument();
});

it('requires a name after trimming, focuses it, and does not save', async () => {
  const onSave = vi.fn();
  render(<Add onSave={onSave} />);
  await userEvent.type(nameBox(), '   ');
  await userEvent.click(descriptionBox());
  await userEvent.click(screen.getByRole('button', { name: 'Create Amenity' }));
  expect(screen.getByText('Amenity name is required')).toBeInTheDocument();
  expect(nameBox().getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(nameBox());
  expect(onSave).not.toHaveBeenCalled();
});

it("clears the name's error as the name is typed", async () => {
  render(<Add />);
  await userEvent.click(screen.getByRole('button', { name: 'Create Amenity' }));
  await userEvent.type(nameBox(), 'G');
  expect(screen.queryByText('Amenity name is required')).toBeNull();
  expect(nameBox().getAttribute('aria-invalid')).toBeNull();
});

it('saves what was typed, from the keyboard too', async () => {
  const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
  render(<Add onSave={onSave} />);
  await userEvent.type(nameBox(), 'Yoga Deck');
  await userEvent.type(descriptionBox(), 'Open-air deck');
  await userEvent.click(activeBox());
  await userEvent.type(notesBox(), 'Mornings only');
  await userEvent.type(nameBox(), '{Enter}');
  expect(onSave).toHaveBeenCalledWith({
    name: 'Yoga Deck',
    description: 'Open-air deck',
    isActive: false,
    metadata: 'Mornings only',
  });
});

it("keeps what was typed when the server refuses, with its field's message", async () => {
  const onSave = vi.fn(async (): Promise<SaveOutcome> => ({
    ok: false,
    fieldErrors: { metadata: 'Notes are too long' },
  }));
  render(<Add onSave={onSave} />);
  await userEvent.type(nameBox(), 'Yoga Deck');
  await userEvent.type(notesBox(), 'Mornings only');
  await userEvent.click(screen.getByRole('button', { name: 'Create Amenity' }));
  expect(screen.getByText('Notes are too long')).toBeInTheDocument();
  expect(notesBox().getAttribute('aria-invalid')).toBe('true');
  expect((nameBox() as HTMLInputElement).value).toBe('Yoga Deck');
  expect((notesBox() as HTMLTextAreaElement).value).toBe('Mornings only');
  expect(screen.getByRole('dialog', { name: 'Add Amenity' })).toBeInTheDocument();
});

it('is busy while saving, and Cancel and Escape wait for the save', async () => {
  let finish: (outcome: SaveOutcome) => void = () => {};
  const onSave = vi.fn(() => new Promise<SaveOutcome>((resolve) => (finish = resolve)));
  const onOpenChange = vi.fn();
  render(<Edit onSave={onSave} onOpenChange={onOpenChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'Update Amenity' }));
  expect(screen.getByRole('button', { name: 'Saving...' }).dataset.pending).toBe('true');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await userEvent.keyboard('{Escape}');
  expect(onOpenChange).not.toHaveBeenCalled();
  await act(async () => finish({ ok: false }));
  expect(screen.getByRole('button', { name: 'Update Amenity' })).toBeInTheDocument();
});

it('closes on Cancel', async () => {
  const onOpenChange = vi.fn();
  render(<Add onOpenChange={onOpenChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onOpenChange).toHaveBeenCalledWith(false);
});
