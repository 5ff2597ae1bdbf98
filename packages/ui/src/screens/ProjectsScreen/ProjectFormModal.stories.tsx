import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AMENITY_CHOICES, PROJECTS } from './project-fixtures';
import { ProjectFormModal, type ProjectFormModalProps } from './ProjectFormModal';
import docs from './ProjectFormModal.docs.md?raw';

const meta = {
  title: 'Screens/ProjectsScreen/ProjectFormModal',
  component: ProjectFormModal,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    project: null,
    amenityChoices: AMENITY_CHOICES,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as ProjectFormModalProps['onOpenChange'],
    onSave: fn(async () => ({ ok: true as const })) as ProjectFormModalProps['onSave'],
  },
} satisfies Meta<typeof ProjectFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};

/** Green Valley with its two amenities; the saleable area shows from the start. */
export const Editing: Story = { args: { project: PROJECTS[0]! } };

/** Submitted empty: each field shows the domain's message. */
export const WithErrors: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    await expect(screen.getByText('Project name is required')).toBeVisible();
  },
};

/** Roads and amenities take more than the whole project. */
export const UsedAreaTooLarge: Story = {
  args: { project: { ...PROJECTS[1]!, roadsArea: 95_000 } },
  play: async ({ canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(screen.getByRole('button', { name: 'Update Project' }));
    // The alert is always there, empty until the submit's validation renders its message.
    await waitFor(() => expect(screen.getByRole('alert')).toBeVisible());
  },
};

export const LoadingAmenities: Story = {
  args: { amenityChoices: [], isLoadingAmenityChoices: true },
};

/** Every active amenity is already on the project, so the picker has nothing left to offer. */
export const EveryAmenityAdded: Story = {
  args: {
    project: PROJECTS[0]!,
    amenityChoices: AMENITY_CHOICES.filter(({ id }) => id <= 2),
  },
};
