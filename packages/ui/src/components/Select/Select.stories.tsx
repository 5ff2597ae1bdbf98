import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAGE_SIZES } from '@plotline/domain';
import { Select } from './Select';
import docs from './Select.docs.md?raw';

const projects = [
  { id: 1, label: 'Green Meadows' },
  { id: 2, label: 'Sunrise Enclave' },
  { id: 3, label: 'Lakeview Residency' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  parameters: { docs: { description: { component: docs } } },
  args: { label: 'Project', items: projects, placeholder: 'Select a project' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultValue: 2 } };

/** The list open on the current choice, so its options are checked too. */
export const Open: Story = { args: { defaultOpen: true, defaultValue: 2 } };

export const PageSize: Story = {
  args: {
    label: 'Page size',
    items: PAGE_SIZES.map((size) => ({ id: size, label: String(size) })),
    defaultValue: PAGE_SIZES[0],
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Project selection is required' },
};

/** Like the Plot select before a project is chosen. */
export const Disabled: Story = {
  args: { label: 'Plot', placeholder: 'Select a project first', isDisabled: true },
};

/** Empty, chosen, described, invalid and disabled. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, minmax(0, 240px))' }}>
      <Select label="Project" items={projects} placeholder="Select a project" />
      <Select label="Project (chosen)" items={projects} defaultValue={1} />
      <Select
        label="Project (described)"
        items={projects}
        description="Only projects with available plots."
        placeholder="Select a project"
      />
      <Select
        label="Project (invalid)"
        items={projects}
        isRequired
        errorMessage="Project selection is required"
      />
      <Select label="Plot (disabled)" items={[]} isDisabled placeholder="Select a project first" />
      <Select label="Project (disabled, chosen)" items={projects} isDisabled defaultValue={3} />
    </div>
  ),
};
