import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingScreen } from './LoadingScreen';
import docs from './LoadingScreen.docs.md?raw';

const meta = {
  title: 'Frame/LoadingScreen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the route guard shows while authentication loads. */
export const Default: Story = {};

/** A wait with a more specific name. */
export const CustomLabel: Story = { args: { label: 'Signing in' } };

/** The default and a custom label. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      <LoadingScreen />
      <LoadingScreen label="Signing in" />
    </div>
  ),
};
