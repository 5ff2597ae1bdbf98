import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComboBox } from './ComboBox';
import docs from './ComboBox.docs.md?raw';

const partners = [
  { id: 11, label: 'Sharma Realty' },
  { id: 12, label: 'Verma & Sons Properties' },
  { id: 13, label: 'Patel Estates' },
  { id: 14, label: 'Sunil Sharma' },
];

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  parameters: { docs: { description: { component: docs } } },
  args: { label: 'Channel Partner', items: partners, placeholder: 'Search partners' },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultValue: 13 } };

/** Narrowed by typing, so the open list is checked too. */
export const Filtered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Channel Partner' }), 'sharma');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Channel partner selection is required' },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** Empty, chosen, described, invalid, disabled and read-only. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, minmax(0, 260px))' }}>
      <ComboBox label="Channel Partner" items={partners} placeholder="Search partners" />
      <ComboBox label="Channel Partner (chosen)" items={partners} defaultValue={12} />
      <ComboBox
        label="Channel Partner (described)"
        items={partners}
        description="Type part of a name to narrow the list."
      />
      <ComboBox
        label="Channel Partner (invalid)"
        items={partners}
        isRequired
        errorMessage="Channel partner selection is required"
      />
      <ComboBox label="Channel Partner (disabled)" items={partners} isDisabled />
      <ComboBox label="Channel Partner (read-only)" items={partners} isReadOnly defaultValue={11} />
    </div>
  ),
};
