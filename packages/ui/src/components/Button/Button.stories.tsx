import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import docs from './Button.docs.md?raw';

const meta = {
  title: 'Components/Button',
  component: Button,
  parameters: { docs: { description: { component: docs } } },
  args: { children: 'Add Project' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };

export const Disabled: Story = { args: { isDisabled: true } };

/** Every variant in both sizes, enabled and disabled. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(4, max-content)' }}>
      {(['primary', 'secondary', 'danger', 'quiet'] as const).flatMap((variant) =>
        (['medium', 'small'] as const).flatMap((size) =>
          [false, true].map((isDisabled) => (
            <Button
              key={`${variant}-${size}-${isDisabled}`}
              variant={variant}
              size={size}
              isDisabled={isDisabled}
            >
              {variant} {size}
              {isDisabled ? ' (disabled)' : ''}
            </Button>
          )),
        ),
      )}
    </div>
  ),
};
