import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useDraftText } from './useDraftText';
import docs from './useDraftText.docs.md?raw';

type OwnerFilterProps = {
  /** Told of each text the list is filtered by, once typing pauses. */
  onApply: (text: string) => void;
};

/** An owner-name filter whose list reloads once per pause in typing, not once per key. */
function OwnerFilter({ onApply }: OwnerFilterProps) {
  const [applied, setApplied] = useState('');
  const [draft, setDraft] = useDraftText(applied, (text) => {
    setApplied(text);
    onApply(text);
  });
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <TextField label="Owner Name" value={draft} onChange={setDraft} />
      <output aria-label="Filtered by">{applied}</output>
      <Button variant="secondary" onPress={() => setApplied('')}>
        Clear All Filters
      </Button>
    </div>
  );
}

const meta = {
  title: 'Patterns/useDraftText',
  component: OwnerFilter,
  parameters: { docs: { description: { component: docs } } },
  // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
  args: { onApply: fn() as OwnerFilterProps['onApply'] },
} satisfies Meta<typeof OwnerFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What is typed shows at once; the list is filtered by it once typing pauses. */
export const Default: Story = {};
