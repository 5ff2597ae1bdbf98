import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { ComboBox } from '../../components/ComboBox';
import { ALL_CHOICE } from '../../patterns';
import type { ChannelPartnerChoice } from './bookings-screen-types';

const ALL_LABEL = 'All Channel Partners';

export type ChannelPartnerFilterProps = {
  /** The partners the host found for what was typed; for a host that does not search, all. */
  partners: readonly ChannelPartnerChoice[];
  /** The partner the filters hold, as the host loaded it: no search may have found it yet. */
  chosen: ChannelPartnerChoice | null;
  /** The chosen id, or null for all. */
  value: number | null;
  onChange: (id: number | null) => void;
  /** What was typed, for a host that searches the partners itself ('' for its first ones). */
  onSearch?: (text: string) => void;
};

/**
 * One channel partner, searched by name as the user types, or all of them: the first choice, and
 * what clearing the box comes back to.
 */
export function ChannelPartnerFilter({
  partners,
  chosen,
  value,
  onChange,
  onSearch,
}: ChannelPartnerFilterProps) {
  // The one just picked names itself until the host has loaded the partner the filters now hold.
  const [picked, setPicked] = useState<ChannelPartnerChoice | null>(null);
  const shown = [chosen, picked].find((partner) => partner && partner.id === value) ?? null;
  const items = partners.map(({ id, name }) => ({ id, label: name }));
  if (shown && !partners.some(({ id }) => id === shown.id)) {
    items.unshift({ id: shown.id, label: shown.name });
  }

  const handleChange = (key: Key | null) => {
    const id = typeof key === 'number' ? key : null;
    const item = items.find((candidate) => candidate.id === id);
    setPicked(item ? { id: item.id, name: item.label } : null);
    // Emptying the box while all are shown is no new choice for the URL's history.
    if (id !== value) onChange(id);
  };
  // Choosing writes the choice's name into the box; that is no search for the host to run.
  const handleInput = (text: string) =>
    onSearch?.(text === ALL_LABEL || (shown && text === shown.name) ? '' : text);

  return (
    <ComboBox
      label="Channel Partner"
      placeholder="Search channel partners"
      items={[{ id: ALL_CHOICE, label: ALL_LABEL }, ...items]}
      value={value ?? ALL_CHOICE}
      onChange={handleChange}
      onInputChange={handleInput}
      // A searching host has matched what was typed, so every partner it found is shown.
      {...(onSearch && { defaultFilter: () => true })}
    />
  );
}
