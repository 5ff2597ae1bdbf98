import {
  PROJECT_MESSAGES,
  projectsMatching,
  sortProjects,
  type ProjectForm,
  type ProjectSort,
} from '@plotline/domain';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import {
  BROWSER_TIME_ZONE,
  LoadFailedState,
  PageHeader,
  SearchField,
  useDeleteConfirmation,
  useFormEditor,
} from '../../patterns';
import { ProjectDetailsModal } from './ProjectDetailsModal';
import { ProjectFormModal, type ProjectSaveOutcome } from './ProjectFormModal';
import type { AmenityOption, ProjectDetails, ProjectListItem } from './project-types';
import { ProjectsTable } from './ProjectsTable';
import * as styles from './ProjectsScreen.css';

/** How the host's delete ended; the host tells the user why it failed. */
export type ProjectDeleteOutcome = { ok: boolean };

/** The host's load of the project whose details are open (GET /projects/{id}/details). */
export type ViewedProject = {
  /** The details once loaded; until then the modal shows the project's row. */
  details?: ProjectDetails;
  isLoading?: boolean;
  /** Why the details cannot be shown, e.g. 'Project not found'. */
  error?: string | null;
};

export type ProjectsScreenProps = {
  /** Every project; the screen searches and sorts them, as GET /projects returns them all. */
  projects: readonly ProjectListItem[];
  /** The first load is running. */
  isLoading?: boolean;
  /** Why there is nothing to show, e.g. 'Failed to fetch projects'. */
  loadError?: string | null;
  /** Loads again after a failure. */
  onRetry: () => void;
  searchText: string;
  onSearchTextChange: (searchText: string) => void;
  sort: ProjectSort;
  onSortChange: (sort: ProjectSort) => void;
  /** The active amenities the form offers. */
  amenityChoices: readonly AmenityOption[];
  isLoadingAmenityChoices?: boolean;
  /** Creates (project null) or updates; resolves (never rejects). Success closes the modal. */
  onSave: (form: ProjectForm, project: ProjectListItem | null) => Promise<ProjectSaveOutcome>;
  /** Deletes after the user confirmed; resolves (never rejects). Success closes the question. */
  onDelete: (project: ProjectListItem) => Promise<ProjectDeleteOutcome>;
  /** The project whose details modal is open, so the host can load it (and keep it in its URL). */
  viewedProjectId: number | null;
  onViewedProjectIdChange: (projectId: number | null) => void;
  viewedProject?: ViewedProject;
  /** The zone the creation dates are read in; the browser's own by default. */
  timeZone?: string;
};

/** The Projects page: search, 'Add Project', the table, and the form, details and delete modals. */
export function ProjectsScreen({
  projects,
  isLoading = false,
  loadError = null,
  onRetry,
  searchText,
  onSearchTextChange,
  sort,
  onSortChange,
  amenityChoices,
  isLoadingAmenityChoices = false,
  onSave,
  onDelete,
  viewedProjectId,
  onViewedProjectIdChange,
  viewedProject = {},
  timeZone = BROWSER_TIME_ZONE,
}: ProjectsScreenProps) {
  const editor = useFormEditor<ProjectListItem>();
  const { askToDelete, dialogProps } = useDeleteConfirmation(
    async (project: ProjectListItem) => (await onDelete(project)).ok,
  );

  const shown = sortProjects(projectsMatching(projects, searchText), sort);
  const viewedRow = projects.find((project) => project.id === viewedProjectId) ?? null;

  const handleSave = async (form: ProjectForm): Promise<ProjectSaveOutcome> => {
    const outcome = await onSave(form, editor.item);
    if (outcome.ok) editor.close();
    return outcome;
  };

  const handleEditFromDetails = (project: ProjectListItem) => {
    onViewedProjectIdChange(null);
    editor.open(project);
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title="Projects"
        actions={
          <Button onPress={() => editor.open(null)}>
            <Icon name="plus" />
            Add Project
          </Button>
        }
      />
      <div className={styles.search}>
        <SearchField
          label="Search projects"
          placeholder="Search by project name"
          value={searchText}
          onChange={onSearchTextChange}
        />
      </div>
      {loadError ? (
        <div className={styles.placeholder}>
          <LoadFailedState message={loadError} onRetry={onRetry} />
        </div>
      ) : shown.length === 0 && !isLoading ? (
        // Outside the table, whose full-width empty row scrolls out of sight on a phone.
        <div className={styles.placeholder}>
          <EmptyState title={PROJECT_MESSAGES.empty} />
        </div>
      ) : (
        <ProjectsTable
          projects={shown}
          isLoading={isLoading}
          sort={sort}
          onSortChange={onSortChange}
          onView={(project) => onViewedProjectIdChange(project.id)}
          onEdit={editor.open}
          onDelete={askToDelete}
          timeZone={timeZone}
        />
      )}
      <ProjectFormModal
        {...editor.modalProps}
        project={editor.item}
        amenityChoices={amenityChoices}
        isLoadingAmenityChoices={isLoadingAmenityChoices}
        onSave={handleSave}
      />
      <ProjectDetailsModal
        isOpen={viewedProjectId !== null}
        onOpenChange={(isOpen) => !isOpen && onViewedProjectIdChange(null)}
        project={viewedProject.details ?? viewedRow}
        isLoading={viewedProject.isLoading}
        errorMessage={viewedProject.error}
        onEdit={handleEditFromDetails}
        timeZone={timeZone}
      />
      <ConfirmDialog
        {...dialogProps}
        title="Delete Project"
        message={PROJECT_MESSAGES.confirmDelete}
      />
    </div>
  );
}
