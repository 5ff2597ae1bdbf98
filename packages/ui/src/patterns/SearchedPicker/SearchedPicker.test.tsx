import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './SearchedPicker.stories';

const { Searched, ChosenBeforeFound, Invalid, NarrowedByTheBox } = composeStories(stories);

const box = () => screen.getByRole<HTMLInputElement>('combobox', { name: /^Project/ });
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('a picker the host searches', () => {
  it('offers what the host found for what was typed, and reports the pick', async () => {
    const onChange = vi.fn();
    const onSearch = vi.fn();
    render(<Searched onChange={onChange} onSearch={onSearch} />);
    expect(box().placeholder).toBe('Search projects');
    await userEvent.type(box(), 'green');
    expect(onSearch).toHaveBeenLastCalledWith('green');
    expect(optionNames()).toEqual(['Green Valley', 'Green Meadows']);
    await userEvent.click(screen.getByRole('option', { name: 'Green Meadows' }));
    expect(onChange).toHaveBeenLastCalledWith(2, { id: 2, name: 'Green Meadows' });
    expect(box().value).toBe('Green Meadows');
    // The chosen name written into the box is no search: the host goes back to its first ones.
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('keeps the one picked, by name, whatever the next search finds', async () => {
    render(<Searched />);
    await userEvent.type(box(), 'lake');
    await userEvent.click(screen.getByRole('option', { name: 'Lake View Residency' }));
    // The host's first projects, for no search, do not include it: it is offered first still.
    await userEvent.click(screen.getByRole('button', { name: /Project/ }));
    expect(optionNames()).toEqual(['Lake View Residency', 'Green Valley', 'Green Meadows']);
    await userEvent.keyboard('{Escape}');
    expect(box().value).toBe('Lake View Residency');
  });

  it('names the one the form starts with, though no search found it', () => {
    render(<ChosenBeforeFound />);
    expect(box().value).toBe('Old Mill Estate');
  });

  it('is chosen with the keyboard', async () => {
    const onChange = vi.fn();
    render(<Searched onChange={onChange} />);
    await userEvent.type(box(), 'sun');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(4, { id: 4, name: 'Sunrise Enclave' });
  });

  it("shows the form's message", () => {
    render(<Invalid />);
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Project selection is required')).toBeInTheDocument();
  });
});

describe('a picker over every choice', () => {
  it('narrows the choices itself as the user types', async () => {
    const onChange = vi.fn();
    render(<NarrowedByTheBox onChange={onChange} />);
    await userEvent.type(box(), 'view');
    expect(optionNames()).toEqual(['Lake View Residency']);
    await userEvent.click(screen.getByRole('option', { name: 'Lake View Residency' }));
    expect(onChange).toHaveBeenLastCalledWith(3, { id: 3, name: 'Lake View Residency' });
  });
});
