import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailLink } from './EmailLink';
import { PhoneLink } from './PhoneLink';
import docs from './ContactLink.docs.md?raw';

const meta = {
  title: 'Components/ContactLink',
  component: PhoneLink,
  parameters: { docs: { description: { component: docs } } },
  args: { number: '9876543210' },
} satisfies Meta<typeof PhoneLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {};

/** Written with its country code and spaces: shown so, dialled as +919876543210. */
export const PhoneWithCountryCode: Story = { args: { number: '+91 98765 43210' } };

/** A masked number is not one to dial: plain text. */
export const MaskedPhone: Story = { args: { number: 'Last 5 digits: 43210' } };

export const Email: Story = {
  render: () => <EmailLink address="neha.gupta@example.com" />,
};

/** In a box narrower than the address, it breaks after its @ rather than overflow. */
export const EmailInANarrowBox: Story = {
  render: () => (
    <div style={{ width: 140 }}>
      <EmailLink address="ashok.maheshwari65@gmail.com" />
    </div>
  ),
};

/** Numbers and addresses as they are stored, and what stays text. */
export const Catalog: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, margin: 0, paddingInlineStart: 16 }}>
      {['9876543210', '+91 98765 43210', '098765-43210', '+44 20 7946 0958', 'N/A'].map(
        (number) => (
          <li key={number}>
            <PhoneLink number={number} />
          </li>
        ),
      )}
      {['neha.gupta@example.com', 'info@pinkcityinfra.in', 'N/A'].map((address) => (
        <li key={`email ${address}`}>
          <EmailLink address={address} />
        </li>
      ))}
    </ul>
  ),
};
