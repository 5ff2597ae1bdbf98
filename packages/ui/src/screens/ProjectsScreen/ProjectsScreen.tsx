import { PROJECT_MESSAGES, type ProjectForm } from '@plotline/domain';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Icon } from '../../components/Icon';
import {
  BROWSER_TIME_ZONE,
  lazyDialog,
  ListPage,
  useDeleteConfirmation,
  useFormEditor,
  useSteadyHandler,
  type ChoiceSource,
  type DeleteOutcome,
  type EditWatch,
  type ListScreenProps,
  type OpenedRecord,
  type SaveOutcome,
} from '../../patterns';
import { ProjectFilterPanel } from './ProjectFilterPanel';
import {
  NO_PROJECT_FILTERS,
  type AmenityOption,
  type ProjectDetails,
  type ProjectListFilters,
  type ProjectListItem,
  type ProjectSort,
} from './project-types';
import { ProjectsTable } from './ProjectsTable';

// Each dialog's code is fetched apart from the page's, once the page is idle or as it first
// opens (patterns/lazyDialog).
const ProjectDetailsModal = lazyDialog(() =>
  import('./ProjectDetailsModal').then((module) => module.ProjectDetailsModal),
);
const ProjectFormModal = lazyDialog(() =>
  import('./ProjectFormModal').then((module) => module.ProjectFormModal),
);

export type ProjectsScreenProps = ListScreenProps<
  ProjectListItem,
  ProjectListFilters,
  ProjectSort
> & {
  /** The active amenities the form offers (GET /amenities/active). */
  amenities: ChoiceSource<AmenityOption>;
  /** Creates (project null) or updates; resolves (never rejects). Success closes the form. */
  onSave: (form: ProjectForm, project: ProjectListItem | null) => Promise<SaveOutcome>;
  /** Deletes after the user confirmed; resolves (never rejects). Success closes the question. */
  onDelete: (project: ProjectListItem) => Promise<DeleteOutcome>;
  /**
   * The project whose details are open over the list (/projects/:id) and its load
   * (GET /projects/{id}/details), with its audit entries for whoever may see them.
   */
  record: OpenedRecord<ProjectDetails>;
  /** Which project's edit form is open, and the notice when someone else changed it meanwhile. */
  editing?: EditWatch;
  /** The zone the creation dates are read in; the browser's own by default. */
  timeZone?: string;
};

/**
 * The Projects page: 'Add Project', the search and page size, the paged table, and the form,
 * details and delete modals. The host owns the data, the query and which project's details are
 * open; the screen owns the form and the delete question.
 */
export function ProjectsScreen({
  list,
  query,
  onQueryChange,
  amenities,
  onSave,
  onDelete,
  record,
  editing,
  timeZone = BROWSER_TIME_ZONE,
}: ProjectsScreenProps) {
  const editor = useFormEditor<ProjectListItem>({
    onEditingChange: (project) => editing?.onEditingChange(project?.id ?? null),
  });
  const { askToDelete, dialogProps } = useDeleteConfirmation(onDelete);
  // The table's handlers stay the same functions, so a dialog opening draws no row again.
  const viewProject = useSteadyHandler((project: ProjectListItem) => record.onOpen(project.id));
  const editProject = useSteadyHandler((project: ProjectListItem) => editor.open(project));
  const openedRow = list.rows.find((project) => project.id === record.id) ?? null;

  const handleEditFromDetails = (project: ProjectListItem) => {
    record.onOpen(null);
    editor.open(project);
  };

  return (
    <>
      <ListPage
        list={list}
        query={query}
        onQueryChange={onQueryChange}
        title="Projects"
        actions={
          <Button onPress={() => editor.open(null)}>
            <Icon name="plus" />
            Add Project
          </Button>
        }
        noFilters={NO_PROJECT_FILTERS}
        filterPanel={(panel) => <ProjectFilterPanel {...panel} />}
        label="Project list"
        emptyText={PROJECT_MESSAGES.empty}
      >
        {(table) => (
          <ProjectsTable
            {...table}
            onView={viewProject}
            onEdit={editProject}
            onDelete={askToDelete}
            timeZone={timeZone}
          />
        )}
      </ListPage>
      <ProjectFormModal
        {...editor.modalProps}
        project={editor.item}
        amenityChoices={amenities.items}
        isLoadingAmenityChoices={amenities.isLoading ?? false}
        onSave={editor.saveWith(onSave)}
        notice={editing?.notice}
      />
      <ProjectDetailsModal
        isOpen={record.id !== null}
        onOpenChange={(isOpen) => !isOpen && record.onOpen(null)}
        project={record.details.data ?? openedRow}
        isLoading={record.details.isLoading}
        errorMessage={record.details.error}
        onEdit={handleEditFromDetails}
        audit={record.history}
        timeZone={timeZone}
      />
      <ConfirmDialog
        {...dialogProps}
        title="Delete Project"
        message={PROJECT_MESSAGES.confirmDelete}
      />
    </>
  );
}
