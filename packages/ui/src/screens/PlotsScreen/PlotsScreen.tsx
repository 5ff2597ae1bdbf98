import { PLOT_EMPTY_HINTS, PLOT_MESSAGES } from '@plotline/domain';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import {
  BROWSER_TIME_ZONE,
  lazyDialog,
  ListPage,
  projectNamed,
  useDeleteConfirmation,
  useFormEditor,
  useSteadyHandler,
  type ChoiceSource,
  type DeleteOutcome,
  type EditWatch,
  type ListScreenProps,
  type Loadable,
  type OpenedRecord,
  type ProjectChoice,
} from '../../patterns';
import { AvailabilityMap } from './AvailabilityMap';
import { PlotFilterPanel } from './PlotFilterPanel';
import { PlotsTable } from './PlotsTable';
import * as styles from './PlotsScreen.css';
import {
  NO_PLOT_FILTERS,
  type BatchProgress,
  type MapPlot,
  type PlotDetails,
  type PlotDraft,
  type PlotFilters,
  type PlotListRow,
  type PlotsSaveOutcome,
  type PlotSort,
} from './plots-screen-types';

// Each dialog's code is fetched apart from the page's, once the page is idle or as it first
// opens (patterns/lazyDialog).
const PlotBatchFormModal = lazyDialog(() =>
  import('./PlotBatchFormModal').then((module) => module.PlotBatchFormModal),
);
const PlotDetailsModal = lazyDialog(() =>
  import('./PlotDetailsModal').then((module) => module.PlotDetailsModal),
);

/** The screen's two project pickers, searched apart so what is typed in one never narrows the other. */
export type PlotChoices = {
  /** The project filter's projects; `chosen` is the one the filters hold, loaded by its id. */
  filterProjects: ChoiceSource<ProjectChoice>;
  /** The plot form's project picker. */
  formProjects: ChoiceSource<ProjectChoice>;
};

export type PlotsScreenProps = ListScreenProps<PlotListRow, PlotFilters, PlotSort> & {
  choices: PlotChoices;
  /** The filtered project's plots, for its availability map (e.g. GET /plots/by-project/{id}). */
  availability?: Loadable<readonly MapPlot[]>;
  /** The host's progress through a batch of new plots. */
  batchProgress?: BatchProgress | null;
  /**
   * Saves what the form holds: a batch of new plots (plot null), or the one edited plot's draft
   * with the plot. Resolves (never rejects) once every plot is saved, else with each one's result
   * in order; success closes the form, a refusal keeps the refused rows with their reasons.
   */
  onSave: (plots: PlotDraft[], plot: PlotListRow | null) => Promise<PlotsSaveOutcome>;
  /** Which plot's edit form is open, and the notice when someone else changed it meanwhile. */
  editing?: EditWatch;
  /** Deletes after the user confirmed; resolves (never rejects). Success closes the question. */
  onDelete: (plot: PlotListRow) => Promise<DeleteOutcome>;
  /**
   * The plot whose details are open over the list (/plots/:id) and its load (GET /plots/{id}),
   * with its audit entries for whoever may see them.
   */
  record: OpenedRecord<PlotDetails>;
  /**
   * Where 'Book this plot' leads from an Available plot's details: the booking form with its
   * project and plot chosen, e.g. '/bookings?bookPlot=17'. Left out (the user may not create
   * bookings), it is not offered.
   */
  bookPlotHref?: (plot: PlotDetails) => string;
  /** The zone the creation dates are read in; the browser's own by default. */
  timeZone?: string;
};

/**
 * The Plots page: filters, the availability map of the filtered project (a tile opens its plot),
 * the paged and sorted table, and the add/edit form, details and delete question. The host owns the data, the query
 * and which plot's details are open; the screen owns the form and the delete question.
 */
export function PlotsScreen({
  list,
  query,
  onQueryChange,
  choices: { filterProjects, formProjects },
  availability,
  batchProgress,
  onSave,
  editing,
  onDelete,
  record,
  bookPlotHref,
  timeZone = BROWSER_TIME_ZONE,
}: PlotsScreenProps) {
  const editor = useFormEditor<PlotListRow>({
    onEditingChange: (plot) => editing?.onEditingChange(plot?.id ?? null),
  });
  const { deleting, askToDelete, dialogProps } = useDeleteConfirmation(onDelete);
  // The table's handlers stay the same functions, so a dialog opening draws no row again.
  const viewPlot = useSteadyHandler((plot: PlotListRow) => record.onOpen(plot.id));
  const editPlot = useSteadyHandler((plot: PlotListRow) => editor.open(plot));
  const { projectId } = query.filters;
  const filteredProject = projectNamed(projectId, {
    chosen: filterProjects.chosen ?? null,
    projects: filterProjects.items,
    rows: list.rows,
  });
  const addPlots = () => editor.open(null);
  const savePlots = editor.saveWith(onSave);
  const openedRow = list.rows.find((plot) => plot.id === record.id) ?? null;
  const editFromDetails = (plot: PlotDetails) => {
    record.onOpen(null);
    editor.open(plot);
  };

  return (
    <>
      <ListPage
        list={list}
        query={query}
        onQueryChange={onQueryChange}
        title="Plots"
        subtitle="Every plot of every project, its size and its status."
        actions={<AddPlotButton onPress={addPlots} />}
        noFilters={NO_PLOT_FILTERS}
        filterPanel={(panel) => (
          <>
            <PlotFilterPanel {...panel} projects={filterProjects} />
            {projectId === null ? (
              <p className={styles.hint}>
                Choose a project in the filters to see its availability map.
              </p>
            ) : (
              <AvailabilityMap
                projectName={filteredProject?.name ?? `Project ${projectId}`}
                plots={availability?.data ?? undefined}
                isLoading={availability?.isLoading}
                error={availability?.error}
                onOpen={(plot) => record.onOpen(plot.id)}
              />
            )}
          </>
        )}
        label="Plot list"
        emptyText={PLOT_MESSAGES.empty}
        empty={(hidesRows) => (
          <EmptyState
            title={PLOT_MESSAGES.empty}
            hint={hidesRows ? PLOT_EMPTY_HINTS.filtered : PLOT_EMPTY_HINTS.unfiltered}
            action={!hidesRows && <AddPlotButton onPress={addPlots} />}
          />
        )}
      >
        {(table) => (
          <PlotsTable {...table} onView={viewPlot} onEdit={editPlot} onDelete={askToDelete} />
        )}
      </ListPage>
      <PlotBatchFormModal
        {...editor.modalProps}
        plot={editor.item}
        projects={formProjects.items}
        onProjectSearch={formProjects.onSearch}
        defaultProject={filteredProject}
        batchProgress={batchProgress}
        onSave={savePlots}
        notice={editing?.notice}
      />
      <PlotDetailsModal
        isOpen={record.id !== null}
        onOpenChange={(isOpen) => !isOpen && record.onOpen(null)}
        plot={record.details.data ?? openedRow}
        isLoading={record.details.isLoading}
        errorMessage={record.details.error}
        onEdit={editFromDetails}
        bookHref={bookPlotHref}
        audit={record.history}
        timeZone={timeZone}
      />
      <ConfirmDialog
        {...dialogProps}
        title={deleting ? `Delete plot ${deleting.plotNumber}` : 'Delete plot'}
        message={PLOT_MESSAGES.confirmDelete}
      />
    </>
  );
}

function AddPlotButton({ onPress }: { onPress: () => void }) {
  return (
    <Button onPress={onPress}>
      <Icon name="plus" />
      Add Plot
    </Button>
  );
}
