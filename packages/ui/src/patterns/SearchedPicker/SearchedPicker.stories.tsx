import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { SearchedPicker, type SearchedPickerProps } from './SearchedPicker';
import docs from './SearchedPicker.docs.md?raw';

const PROJECTS = [
  { id: 1, name: 'Green Valley' },
  { id: 2, name: 'Green Meadows' },
  { id: 3, name: 'Lake View Residency' },
  { id: 4, name: 'Sunrise Enclave' },
];

/** How many projects the host offers for one search, as our app offers its first 25. */
const FIRST = 2;

/** A form keeping the chosen project, whose host searches if `onSearch` is set. */
function FormHost({ value, onChange, onSearch, choices, ...args }: SearchedPickerProps) {
  const [projectId, setProjectId] = useState(value);
  const [text, setText] = useState('');
  const found = PROJECTS.filter(({ name }) => name.toLowerCase().includes(text.toLowerCase()));
  return (
    <SearchedPicker
      {...args}
      choices={onSearch ? found.slice(0, FIRST) : choices}
      value={projectId}
      onChange={(id, project) => {
        setProjectId(id);
        onChange(id, project);
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
  title: 'Patterns/SearchedPicker',
  component: SearchedPicker,
  parameters: { docs: { description: { component: docs } } },
  render: (args) => <FormHost {...args} />,
  args: {
    label: 'Project',
    placeholder: 'Search projects',
    isRequired: true,
    choices: PROJECTS,
    value: null,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onChange: fn() as SearchedPickerProps['onChange'],
    onSearch: fn() as SearchedPickerProps['onSearch'],
  },
} satisfies Meta<typeof SearchedPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the host offers its first projects, then those found for what is typed. */
export const Searched: Story = {};

/** Typed in: the host's finds are offered as they are. */
export const Typed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: /Project/ }), 'lake');
    await expect(await screen.findByRole('option', { name: 'Lake View Residency' })).toBeVisible();
  },
};

/** The form starts with a project no search finds, e.g. the one an edited booking is in. */
export const ChosenBeforeFound: Story = {
  args: { value: 9, chosen: { id: 9, name: 'Old Mill Estate' } },
};

export const Invalid: Story = { args: { errorMessage: 'Project selection is required' } };

/** A host that does not search hands over every choice, and the box narrows them itself. */
export const NarrowedByTheBox: Story = { args: { onSearch: undefined } };
