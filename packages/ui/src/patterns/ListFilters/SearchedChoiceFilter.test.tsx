import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './SearchedChoiceFilter.stories';

const { Searched, ChosenBeforeFound, NarrowedByTheBox } = composeStories(stories);

const box = () => screen.getByRole('combobox', { name: 'Channel Partner' });
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('a filter the host searches', () => {
  it('offers all first, then what the host found for what was typed', async () => {
    const onChange = vi.fn();
    const onSearch = vi.fn();
    render(<Searched onChange={onChange} onSearch={onSearch} />);
    expect(box()).toHaveProperty('value', 'All Channel Partners');
    await userEvent.clear(box());
    await userEvent.type(box(), '98765');
    expect(onSearch).toHaveBeenLastCalledWith('98765');
    expect(optionNames()).toEqual(['All Channel Partners', 'Meera Kapoor']);
    // Emptying the box while all are shown chose nothing new.
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('option', { name: 'Meera Kapoor' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(box()).toHaveProperty('value', 'Meera Kapoor');
    // The chosen name written into the box is no search: the host goes back to its first ones.
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('keeps the one picked, by name, whatever the next search finds', async () => {
    const onChange = vi.fn();
    render(<Searched onChange={onChange} />);
    await userEvent.clear(box());
    await userEvent.type(box(), '98765');
    await userEvent.click(screen.getByRole('option', { name: 'Meera Kapoor' }));
    // Typing on finds nobody, yet the choice made stays offered, and stays once the box is left.
    await userEvent.type(box(), ' Jr');
    expect(optionNames()).toEqual(['All Channel Partners', 'Meera Kapoor']);
    await userEvent.tab();
    expect(box()).toHaveProperty('value', 'Meera Kapoor');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('names the one the filters hold, though no search found it', () => {
    render(<ChosenBeforeFound />);
    expect(box()).toHaveProperty('value', 'Old Town Realty');
  });

  it('shows all again once the box is emptied', async () => {
    const onChange = vi.fn();
    render(<ChosenBeforeFound onChange={onChange} />);
    await userEvent.clear(box());
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(box()).toHaveProperty('value', 'All Channel Partners');
  });

  it('is chosen with the keyboard', async () => {
    const onChange = vi.fn();
    render(<Searched onChange={onChange} />);
    await userEvent.click(box());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});

describe('a filter over every choice', () => {
  it('narrows the choices itself as the user types', async () => {
    const onChange = vi.fn();
    render(<NarrowedByTheBox onChange={onChange} />);
    await userEvent.clear(box());
    await userEvent.type(box(), 'ravi');
    expect(optionNames()).toEqual(['Ravi Estates']);
    await userEvent.click(screen.getByRole('option', { name: 'Ravi Estates' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
