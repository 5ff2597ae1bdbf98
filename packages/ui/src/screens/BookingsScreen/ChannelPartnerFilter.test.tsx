import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChannelPartnerFilter } from './ChannelPartnerFilter';
import type { ChannelPartnerChoice } from './bookings-screen-types';

const RAVI = { id: 1, name: 'Ravi Estates' };
const MEERA = { id: 2, name: 'Meera Kapoor' };

type HostProps = {
  value: number | null;
  chosen?: ChannelPartnerChoice | null;
  onChange?: (id: number | null) => void;
  onSearch?: (text: string) => void;
};

/**
 * A host that searches its partners as the app does: by mobile too, so what it finds need not
 * contain the typed text, and the filters take each choice.
 */
function SearchingHost({
  value,
  chosen = null,
  onChange = vi.fn(),
  onSearch = vi.fn(),
}: HostProps) {
  const [chosenId, setChosenId] = useState(value);
  const [term, setTerm] = useState('');
  return (
    <ChannelPartnerFilter
      partners={term === '98765' ? [MEERA] : term ? [] : [RAVI, MEERA]}
      chosen={chosen}
      value={chosenId}
      onChange={(id) => {
        onChange(id);
        setChosenId(id);
      }}
      onSearch={(text) => {
        onSearch(text);
        setTerm(text);
      }}
    />
  );
}

const box = () => screen.getByRole('combobox', { name: 'Channel Partner' });
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('the channel partner filter', () => {
  it('offers all partners first, then what the host found for what was typed', async () => {
    const onChange = vi.fn();
    const onSearch = vi.fn();
    render(<SearchingHost value={null} onChange={onChange} onSearch={onSearch} />);
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

  it('names the partner the filters hold, though no search found it', () => {
    const gone = { id: 9, name: 'Old Realty' };
    render(<SearchingHost value={9} chosen={gone} />);
    expect(box()).toHaveProperty('value', 'Old Realty');
  });

  it('shows all partners again once the box is emptied', async () => {
    const onChange = vi.fn();
    render(<SearchingHost value={2} chosen={MEERA} onChange={onChange} />);
    expect(box()).toHaveProperty('value', 'Meera Kapoor');
    await userEvent.clear(box());
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(box()).toHaveProperty('value', 'All Channel Partners');
  });

  it('is chosen with the keyboard', async () => {
    const onChange = vi.fn();
    render(<SearchingHost value={null} onChange={onChange} />);
    await userEvent.click(box());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});
