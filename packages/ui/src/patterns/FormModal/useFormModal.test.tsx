import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { useFormModal } from './form-modal-context';
import * as stories from './useFormModal.stories';

const { CountedSubmit, Creating } = composeStories(stories);

it("names the submit in the form's own words, which follow what it holds", async () => {
  render(<CountedSubmit />);
  expect(screen.getByRole('button', { name: 'Create Plot' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add Another Plot' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add Another Plot' }));
  expect(screen.getByRole('button', { name: 'Create 3 Plots' })).toBeInTheDocument();
});

it("submits through the form's own submit, with the values of the last render", async () => {
  const onCreate = vi.fn(async () => {});
  render(<CountedSubmit onCreate={onCreate} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Plot 1 Number' }), 'A-1');
  await userEvent.click(screen.getByRole('button', { name: 'Add Another Plot' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Plot 2 Number' }), 'A-2');
  await userEvent.click(screen.getByRole('button', { name: 'Create 2 Plots' }));
  expect(onCreate).toHaveBeenCalledWith(['A-1', 'A-2']);
});

it('tells the form it is saving, so its fields wait', async () => {
  render(<Creating />);
  await userEvent.click(screen.getByRole('button', { name: 'Create Plot' }));
  expect(await screen.findByRole('button', { name: /Saving\.\.\./ })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Plot 1 Number' }).hasAttribute('disabled')).toBe(
    true,
  );
});

it('is for a form inside a FormModal only', () => {
  function Stray() {
    useFormModal(() => {});
    return null;
  }
  vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Stray />)).toThrow('inside a FormModal');
});
