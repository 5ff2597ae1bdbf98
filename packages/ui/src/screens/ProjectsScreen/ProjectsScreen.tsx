import { listIsFiltered, PROJECT_MESSAGES, type ProjectForm } from '@plotline/domain';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import {
  BROWSER_TIME_ZONE,
  ListSection,
  LoadFailedState,
  PageHeader,
  useDeleteConfirmation,
  useFormEditor,
  type AuditHistory,
  type DeleteOutcome,
  type FilterChange,
  type ListState,
  type SaveOutcome,
} from '../../patterns';
import { ProjectDetailsModal } from './ProjectDetailsModal';
import { ProjectFilterPanel } from './ProjectFilterPanel';
import { ProjectFormModal } from './ProjectFormModal';
import type {
  AmenityOption,
  ProjectDetails,
  ProjectListFilters,
  ProjectListItem,
  ProjectSort,
} from './project-types';
import { ProjectsTable } from './ProjectsTable';
import * as styles from './ProjectsScreen.css';

/**
 * The host's load of the project whose details are open (GET /projects/{id}/details). The project
 * may be on no page the list shows, so the modal waits for these details rather than for its row.
 */
export type ViewedProject = {
  /** The details once loaded; until then the modal shows the project's row if the page has it. */
  details?: ProjectDetails;
  isLoading?: boolean;
  /** Why the details cannot be shown, e.g. 'Project not found'. */
  error?: string | null;
};

export type ProjectsScreenProps = {
  /**
   * The projects of the current page, searched and sorted by the host (the list contract,
   * docs/ui-contract.md), e.g. through GET /projects/filtered.
   */
  list: ListState<ProjectListItem>;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  filters: ProjectListFilters;
  onFiltersChange: (filters: ProjectListFilters, how: FilterChange) => void;
  onClearFilters: () => void;
  /** The order, as the API takes it. */
  sort: ProjectSort;
  onSortChange: (sort: ProjectSort) => void;
  /** The active amenities the form offers. */
  amenityChoices: readonly AmenityOption[];
  isLoadingAmenityChoices?: boolean;
  /** Creates (project null) or updates; resolves (never rejects). Success closes the modal. */
  onSave: (form: ProjectForm, project: ProjectListItem | null) => Promise<SaveOutcome>;
  /**
   * The project whose edit form is open: its id when the form opens on it, null when it closes,
   * so the host can hear of someone else changing that project meanwhile. The details' Edit Project opens it too.
   */
  onEditingChange?: (projectId: number | null) => void;
  /**
   * A warning above the edit form's fields, e.g. the domain's changedWhileEditingNotice once
   * someone else changed the project onEditingChange named; the create form shows none.
   */
  editNotice?: string;
  /** Deletes after the user confirmed; resolves (never rejects). Success closes the question. */
  onDelete: (project: ProjectListItem) => Promise<DeleteOutcome>;
  /** The project whose details modal is open, so the host can load it (and keep it in its URL). */
  viewedProjectId: number | null;
  onViewedProjectIdChange: (projectId: number | null) => void;
  viewedProject?: ViewedProject;
  /** The audit entries of the viewed project; left out, its details show no History section. */
  viewedProjectAudit?: AuditHistory;
  /** The zone the creation dates are read in; the browser's own by default. */
  timeZone?: string;
};

/**
 * The Projects page: 'Add Project', the search and page size, the paged table, and the form,
 * details and delete modals. The host owns the data, the filters, the sort, the page and which
 * project's details are open; the screen owns the form and the delete question.
 */
export function ProjectsScreen({
  list: { rows, totalCount, totalCountEstimated, isLoading, error, onRetry },
  page,
  onPageChange,
  filters,
  onFiltersChange,
  onClearFilters,
  sort,
  onSortChange,
  amenityChoices,
  isLoadingAmenityChoices = false,
  onSave,
  onEditingChange,
  editNotice,
  onDelete,
  viewedProjectId,
  onViewedProjectIdChange,
  viewedProject = {},
  viewedProjectAudit,
  timeZone = BROWSER_TIME_ZONE,
}: ProjectsScreenProps) {
  const editor = useFormEditor<ProjectListItem>({
    onEditingChange: (project) => onEditingChange?.(project?.id ?? null),
  });
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

  const emptyState = error ? (
    <LoadFailedState message={error} onRetry={onRetry} />
  ) : (
    <EmptyState title={PROJECT_MESSAGES.empty} />
  );

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
      <ProjectFilterPanel
        filters={filters}
        isFiltered={listIsFiltered(filters)}
        onFiltersChange={onFiltersChange}
        onClear={onClearFilters}
      />
      <ListSection
        label="Project list"
        result={{
          query: { page, filters, sort },
          totalCount,
          isLoading,
          error,
          emptyText: PROJECT_MESSAGES.empty,
        }}
        pagination={
          error
            ? null
            : { page, pageSize: filters.pageSize, totalCount, totalCountEstimated, onPageChange }
        }
      >
        <ProjectsTable
          projects={error ? [] : rows}
          firstSerial={(page - 1) * filters.pageSize + 1}
          isLoading={isLoading}
          emptyState={emptyState}
          sort={sort}
          onSortChange={onSortChange}
          onView={(project) => onViewedProjectIdChange(project.id)}
          onEdit={editor.open}
          onDelete={askToDelete}
          timeZone={timeZone}
        />
      </ListSection>
      <ProjectFormModal
        {...editor.modalProps}
        project={editor.item}
        amenityChoices={amenityChoices}
        isLoadingAmenityChoices={isLoadingAmenityChoices}
        onSave={handleSave}
        notice={editNotice}
      />
      <ProjectDetailsModal
        isOpen={viewedProjectId !== null}
        onOpenChange={(isOpen) => !isOpen && onViewedProjectIdChange(null)}
        project={viewedProject.details ?? viewedRow}
        isLoading={viewedProject.isLoading}
        errorMessage={viewedProject.error}
        onEdit={handleEditFromDetails}
        audit={viewedProjectAudit}
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
