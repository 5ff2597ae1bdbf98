import { PROJECT_MESSAGES } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { auditHistoryOf, PROJECT_HISTORY } from '../../patterns/AuditTrail/audit-entry.fixtures';
import { PROJECT_DETAILS, PROJECTS } from './project-fixtures';
import { ProjectDetailsModal, type ProjectDetailsModalProps } from './ProjectDetailsModal';
import docs from './ProjectDetailsModal.docs.md?raw';

const meta = {
  title: 'Screens/ProjectsScreen/ProjectDetailsModal',
  component: ProjectDetailsModal,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    project: PROJECT_DETAILS,
    timeZone: 'Asia/Kolkata',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as ProjectDetailsModalProps['onOpenChange'],
    onEdit: fn() as ProjectDetailsModalProps['onEdit'],
  },
} satisfies Meta<typeof ProjectDetailsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Areas, amenities and the plots counted by status. */
export const Details: Story = {};

/**
 * For a user with projects.view but not plots.view: the server lists none of the 48 plots it
 * counts, and the modal says why in place of the plots by status.
 */
export const PlotsWithheld: Story = { args: { project: { ...PROJECT_DETAILS, plots: [] } } };

/** A project with no plots and no amenities yet. */
export const NewProject: Story = { args: { project: PROJECTS[1]! } };

export const Loading: Story = { args: { project: null, isLoading: true } };

export const NotFound: Story = {
  args: { project: null, errorMessage: PROJECT_MESSAGES.notFound },
};

/** For whoever may see the audit trail: every change to the project, last. */
export const WithAuditHistory: Story = {
  args: { audit: auditHistoryOf(PROJECT_HISTORY, '/audit-log?entity=project&entityId=1') },
};
