import { filtersHideRows, listIsFiltered, PLOT_EMPTY_HINTS, PLOT_MESSAGES } from '@plotline/domain';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import {
  type FilterChange,
  ListSection,
  LoadFailedState,
  PageHeader,
  projectNamed,
  type ProjectChoice,
  useDeleteConfirmation,
  useFormEditor,
  type DeleteOutcome,
  type ListState,
} from '../../patterns';
import { AvailabilityMap } from './AvailabilityMap';
import { PlotBatchFormModal } from './PlotBatchFormModal';
import { PlotFilterPanel } from './PlotFilterPanel';
import { PlotsTable } from './PlotsTable';
import * as styles from './PlotsScreen.css';
import type {
  BatchProgress,
  PlotDraft,
  PlotFilters as Filters,
  PlotListRow,
  PlotSaveResult,
  PlotSort,
  ProjectAvailability,
} from './plots-screen-types';

export type PlotsScreenProps = {
  /** The plots of the current page (the list contract, docs/ui-contract.md). */
  list: ListState<PlotListRow>;
  /** 1-based. */
  page: number;
  filters: Filters;
  sort: PlotSort;
  /**
   * The projects the project filter offers: those found for what was typed in it (every one,
   * for a host that does not search).
   */
  projects: readonly ProjectChoice[];
  /** The project the filters hold, loaded by its id, so the filter and the map name it. */
  chosenProject?: ProjectChoice | null;
  /** What was typed in the project filter, for a host that searches the projects. */
  onProjectSearch?: (text: string) => void;
  /** The projects the plot form's project picker offers: those found for what was typed in it. */
  formProjects: readonly ProjectChoice[];
  /** What was typed in the plot form's project picker, for a host that searches the projects. */
  onFormProjectSearch?: (text: string) => void;
  /** The filtered project's plots, for its availability map. */
  availability?: ProjectAvailability;
  /** The host's progress through a batch of new plots. */
  batchProgress?: BatchProgress | null;
  onFiltersChange: (filters: Filters, how: FilterChange) => void;
  onClearFilters: () => void;
  onSortChange: (sort: PlotSort) => void;
  onPageChange: (page: number) => void;
  /** Saves each plot in turn; resolves with one result per plot, in order. */
  onCreatePlots: (plots: PlotDraft[]) => Promise<PlotSaveResult[]>;
  onUpdatePlot: (plotId: number, plot: PlotDraft) => Promise<PlotSaveResult>;
  /**
   * The plot whose edit form is open: its id when the form opens on it, null when it closes,
   * so the host can hear of someone else changing that plot meanwhile.
   */
  onEditingChange?: (plotId: number | null) => void;
  /**
   * A warning above the edit form's fields, e.g. the domain's changedWhileEditingNotice once
   * someone else changed the plot onEditingChange named; a new batch shows none.
   */
  editNotice?: string;
  /** Deletes after the user confirmed; resolves (never rejects). Success closes the question. */
  onDelete: (plot: PlotListRow) => Promise<DeleteOutcome>;
};

/**
 * The Plots page: filters, the availability map of the filtered project, the paged and sorted
 * table, and the add/edit form and delete question. The host owns the data, the filters, the
 * sort and the page; the screen owns which dialog is open.
 */
export function PlotsScreen({
  list: { rows, totalCount, totalCountEstimated, isLoading, error, onRetry },
  page,
  filters,
  sort,
  projects,
  chosenProject = null,
  onProjectSearch,
  formProjects,
  onFormProjectSearch,
  availability,
  batchProgress,
  onFiltersChange,
  onClearFilters,
  onSortChange,
  onPageChange,
  onCreatePlots,
  onUpdatePlot,
  onEditingChange,
  editNotice,
  onDelete,
}: PlotsScreenProps) {
  const editor = useFormEditor<PlotListRow>({
    onEditingChange: (plot) => onEditingChange?.(plot?.id ?? null),
  });
  const { deleting, askToDelete, dialogProps } = useDeleteConfirmation(onDelete);

  const hidesRows = filtersHideRows(filters);
  const isFiltered = listIsFiltered(filters);
  const filteredProject = projectNamed(filters.projectId, {
    chosen: chosenProject,
    projects,
    rows,
  });
  const addPlots = () => editor.open(null);

  const emptyState = error ? (
    <LoadFailedState message={error} onRetry={onRetry} />
  ) : (
    <EmptyState
      title={PLOT_MESSAGES.empty}
      hint={hidesRows ? PLOT_EMPTY_HINTS.filtered : PLOT_EMPTY_HINTS.unfiltered}
      action={!hidesRows && <AddPlotButton onPress={addPlots} />}
    />
  );

  return (
    <div className={styles.page}>
      <PageHeader
        title="Plots"
        subtitle="Every plot of every project, its size and its status."
        actions={<AddPlotButton onPress={addPlots} />}
      />
      <PlotFilterPanel
        filters={filters}
        projects={projects}
        chosenProject={chosenProject}
        onProjectSearch={onProjectSearch}
        isFiltered={isFiltered}
        onFiltersChange={onFiltersChange}
        onClear={onClearFilters}
      />
      {filters.projectId === null ? (
        <p className={styles.hint}>Choose a project in the filters to see its availability map.</p>
      ) : (
        <AvailabilityMap
          projectName={filteredProject?.name ?? `Project ${filters.projectId}`}
          {...availability}
        />
      )}
      <ListSection
        label="Plot list"
        result={{
          query: { page, filters, sort },
          totalCount,
          isLoading,
          error,
          emptyText: PLOT_MESSAGES.empty,
        }}
        pagination={
          error
            ? null
            : { page, pageSize: filters.pageSize, totalCount, totalCountEstimated, onPageChange }
        }
      >
        <PlotsTable
          rows={error ? [] : rows}
          firstSerial={(page - 1) * filters.pageSize + 1}
          sort={sort}
          onSortChange={onSortChange}
          isLoading={isLoading}
          emptyState={emptyState}
          onEdit={editor.open}
          onDelete={askToDelete}
        />
      </ListSection>
      <PlotBatchFormModal
        {...editor.modalProps}
        plot={editor.item}
        projects={formProjects}
        onProjectSearch={onFormProjectSearch}
        defaultProject={filteredProject}
        batchProgress={batchProgress}
        onCreatePlots={onCreatePlots}
        onUpdatePlot={onUpdatePlot}
        notice={editNotice}
      />
      <ConfirmDialog
        {...dialogProps}
        title={deleting ? `Delete plot ${deleting.plotNumber}` : 'Delete plot'}
        message={PLOT_MESSAGES.confirmDelete}
      />
    </div>
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
