import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../Icon';
import { IconButton } from './IconButton';
import docs from './IconButton.docs.md?raw';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  parameters: { docs: { description: { component: docs } } },
  args: { 'aria-label': 'Edit project', icon: <Icon name="edit" /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithTooltip: Story = {
  args: { 'aria-label': 'View project', icon: <Icon name="eye" />, hasTooltip: true },
};

export const Danger: Story = {
  args: { 'aria-label': 'Delete project', icon: <Icon name="delete" />, variant: 'danger' },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** Every variant in both sizes, enabled and disabled. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(4, max-content)' }}>
      {(['quiet', 'secondary', 'primary', 'danger'] as const).flatMap((variant) =>
        (['medium', 'small'] as const).flatMap((size) =>
          [false, true].map((isDisabled) => (
            <IconButton
              key={`${variant}-${size}-${isDisabled}`}
              aria-label={`Close (${variant} ${size}${isDisabled ? ', disabled' : ''})`}
              icon={<Icon name="close" />}
              variant={variant}
              size={size}
              isDisabled={isDisabled}
              hasTooltip
            />
          )),
        ),
      )}
    </div>
  ),
};
