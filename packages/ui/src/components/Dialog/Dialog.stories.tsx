import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { Dialog } from './Dialog';
import docs from './Dialog.docs.md?raw';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  parameters: { docs: { description: { component: docs } } },
  args: {
    title: 'Project details',
    children: <p>Green Valley Phase 2: 48 plots, 31 available.</p>,
    footer: <Button slot="close">Edit Project</Button>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On its own, as it renders inside a Modal. */
export const Default: Story = {};

export const WithoutFooter: Story = { args: { footer: undefined } };

/** A details view: nothing in the body takes focus, so the body does and the keyboard scrolls it. */
export const ReadOnly: Story = {
  args: {
    isReadOnly: true,
    hasCloseButton: false,
    footer: <Button slot="close">Close</Button>,
  },
};

/** Opened from a button: the ✕ and the footer's slot="close" button close it. */
export const InModal: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">View project</Button>
      <Modal>
        <Dialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
};

/** With and without footer and close button, as a dialog and as an alertdialog. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, 360px)' }}>
      {(['dialog', 'alertdialog'] as const).flatMap((role) =>
        [true, false].flatMap((hasCloseButton) =>
          [true, false].map((hasFooter) => (
            <div
              key={`${role}-${hasCloseButton}-${hasFooter}`}
              style={{ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg }}
            >
              <Dialog
                role={role}
                title={`A ${role}${hasCloseButton ? ' with ✕' : ''}${hasFooter ? ' and footer' : ''}`}
                hasCloseButton={hasCloseButton}
                footer={hasFooter ? <Button variant="secondary">Close</Button> : undefined}
              >
                <p>Body text.</p>
              </Dialog>
            </div>
          )),
        ),
      )}
    </div>
  ),
};
