import { PROJECT_MESSAGES, type ProjectForm, type ProjectSort } from '@plotline/domain';
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
  type DeleteOutcome,
  type ListState,
  type SaveOutcome,
} from '../../patterns';
import { ProjectDetailsModal } from './ProjectDetailsModal';
import { ProjectFormModal } from './ProjectFormModal';
import type {
  AmenityOption,
  ProjectDetails,
  ProjectListFilters,
  ProjectListItem,
} from './project-types';
import { ProjectsTable } from './ProjectsTable';
import * as styles from './ProjectsScreen.css';

/** The host's load of the project whose details are open (GET /projects/{id}/details). */
export type ViewedProject = {
  /** The details once loaded; until then the modal shows the project's row. */
  details?: ProjectDetails;
  isLoading?: boolean;
  /** Why the details cannot be shown, e.g. 'Project not found'. */
  error?: string | null;
};

export type ProjectsScreenProps = {
  /**
   * The projects the search lets through, in the sort's order (the list contract,
   * docs/ui-contract.md); the host applies both, e.g. with projectsMatching and sortProjects.
   */
  list: ListState<ProjectListItem>;
  filters: ProjectListFilters;
  onSearchChange: (searchTerm: string) => void;
  sort: ProjectSort;
  onSortChange: (sort: ProjectSort) => void;
  /** The active amenities the form offers. */
  amenityChoices: readonly AmenityOption[];
  isLoadingAmenityChoices?: boolean;
  /** Creates (project null) or updates; resolves (never rejects). Success closes the modal. */
  onSave: (form: ProjectForm, project: ProjectListItem | null) => Promise<SaveOutcome>;
  /** Deletes after the user confirmed; resolves (never rejects). Success closes the question. */
  onDelete: (project: ProjectListItem) => Promise<DeleteOutcome>;
  /** The project whose details modal is open, so the host can load it (and keep it in its URL). */
  viewedProjectId: number | null;
  onViewedProjectIdChange: (projectId: number | null) => void;
  viewedProject?: ViewedProject;
  /** The zone the creation dates are read in; the browser's own by default. */
  timeZone?: string;
};

/** The Projects page: search, 'Add Project', the table, and the form, details and delete modals. */
export function ProjectsScreen({
  list: { rows, isLoading, error, onRetry },
  filters,
  onSearchChange,
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
  const { askToDelete, dialogProps } = useDeleteConfirmation(onDelete);
  const viewedRow = rows.find((project) => project.id === viewedProjectId) ?? null;

  const handleSave = async (form: ProjectForm): Promise<SaveOutcome> => {
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
          value={filters.searchTerm}
          onChange={onSearchChange}
        />
      </div>
      {error ? (
        <div className={styles.placeholder}>
          <LoadFailedState message={error} onRetry={onRetry} />
        </div>
      ) : rows.length === 0 && !isLoading ? (
        // Outside the table, whose full-width empty row scrolls out of sight on a phone.
        <div className={styles.placeholder}>
          <EmptyState title={PROJECT_MESSAGES.empty} />
        </div>
      ) : (
        <ProjectsTable
          projects={rows}
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
