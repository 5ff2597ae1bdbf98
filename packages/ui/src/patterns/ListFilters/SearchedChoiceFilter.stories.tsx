import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { SearchedChoiceFilter, type SearchedChoiceFilterProps } from './SearchedChoiceFilter';
import docs from './SearchedChoiceFilter.docs.md?raw';

const PARTNERS = [
  { id: 1, name: 'Ravi Estates', mobile: '9811122233' },
  { id: 2, name: 'Meera Kapoor', mobile: '9876543210' },
];

/** As our app searches partners: by name or mobile, so what it finds need not show the text. */
const found = (text: string) =>
  PARTNERS.filter(
    ({ name, mobile }) => name.toLowerCase().includes(text.toLowerCase()) || mobile.includes(text),
  );

/** A host keeping the filter's choice as a list's filters do; it searches if `onSearch` is set. */
function FilterHost({ value, onChange, onSearch, choices, ...args }: SearchedChoiceFilterProps) {
  const [chosenId, setChosenId] = useState(value);
  const [text, setText] = useState('');
  return (
    <SearchedChoiceFilter
      {...args}
      choices={onSearch ? found(text) : choices}
      value={chosenId}
      onChange={(id) => {
        setChosenId(id);
        onChange(id);
      }}
      onSearch={
        onSearch &&
        ((typed) => {
          setText(typed);
          onSearch(typed);
        })
      }
    />
  );
}

const meta = {
  title: 'Patterns/ListFilters/SearchedChoiceFilter',
  component: SearchedChoiceFilter,
  parameters: { docs: { description: { component: docs } } },
  render: (args) => <FilterHost {...args} />,
  args: {
    label: 'Channel Partner',
    allLabel: 'All Channel Partners',
    placeholder: 'Search channel partners',
    choices: PARTNERS,
    chosen: null,
    value: null,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onChange: fn() as SearchedChoiceFilterProps['onChange'],
    onSearch: fn() as SearchedChoiceFilterProps['onSearch'],
  },
} satisfies Meta<typeof SearchedChoiceFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All of them, until something is typed: then what the host found for it. */
export const Searched: Story = {};

/** Typed in: the host found a partner by mobile, offered after 'All Channel Partners'. */
export const Typed: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole<HTMLInputElement>('combobox', { name: 'Channel Partner' });
    // The box may show 'All Channel Partners' only once its collection is built, a render after
    // the first; selecting its text before then selects nothing, and the digits would go in front
    // of the words and find no partner (as a CI run once found none here).
    await waitFor(() => expect(box).toHaveValue('All Channel Partners'));
    // Typed over 'All Channel Partners'.
    await userEvent.type(box, '98765', {
      initialSelectionStart: 0,
      initialSelectionEnd: box.value.length,
    });
    await expect(box).toHaveValue('98765');
    await expect(await screen.findByRole('option', { name: 'Meera Kapoor' })).toBeVisible();
  },
};

/** The filters hold a partner the host loaded by its id, which no search has found. */
export const ChosenBeforeFound: Story = {
  args: { value: 9, chosen: { id: 9, name: 'Old Town Realty' } },
};

/** A host that does not search hands over every choice, and the box narrows them itself. */
export const NarrowedByTheBox: Story = { args: { onSearch: undefined } };
