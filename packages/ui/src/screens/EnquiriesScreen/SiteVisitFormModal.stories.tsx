import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { choicesOf } from '../../patterns';
import { byId, PROJECTS, SALES_PEOPLE, TIME_ZONE, TODAY, VISITS } from './enquiry-fixtures';
import { SiteVisitFormModal, type SiteVisitFormModalProps } from './SiteVisitFormModal';
import docs from './SiteVisitFormModal.docs.md?raw';

const meta = {
  title: 'Screens/EnquiriesScreen/SiteVisitFormModal',
  component: SiteVisitFormModal,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    enquiry: byId(10),
    visit: null,
    choices: { projects: choicesOf(PROJECTS), salesPeople: choicesOf(SALES_PEOPLE) },
    today: TODAY,
    timeZone: TIME_ZONE,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as SiteVisitFormModalProps['onOpenChange'],
    onSave: fn(async () => ({ ok: true as const })) as SiteVisitFormModalProps['onSave'],
  },
} satisfies Meta<typeof SiteVisitFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new visit, to the first project the buyer is interested in, Scheduled. */
export const New: Story = {};

/** The visit coming up, to record how it went. */
export const Editing: Story = { args: { visit: VISITS[0]! } };

/** An enquiry interested in no project yet: both the project and the time are asked. */
export const WithErrors: Story = {
  args: { enquiry: byId(5) },
  play: async ({ canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(screen.getByRole('button', { name: 'Schedule visit' }));
    await expect(await screen.findByText('Project selection is required')).toBeVisible();
    await expect(screen.getByText('Visit date and time are required')).toBeVisible();
  },
};
