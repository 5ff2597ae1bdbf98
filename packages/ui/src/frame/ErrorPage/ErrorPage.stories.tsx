import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from './ErrorPage';
import docs from './ErrorPage.docs.md?raw';

const meta = {
  title: 'Frame/ErrorPage',
  component: ErrorPage,
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An error with a message to show. */
export const WithMessage: Story = {
  args: { message: "Cannot read properties of undefined (reading 'plotNumber')" },
};

/** An error with nothing to tell. */
export const WithoutMessage: Story = {};

/** With and without a message. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ErrorPage message="Failed to fetch dynamically imported module" />
      <ErrorPage />
    </div>
  ),
};
