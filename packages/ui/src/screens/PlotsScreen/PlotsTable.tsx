import { NO_PLOT_REMARK_TEXT, plotSizeLabel } from '@plotline/domain';
import { memo, type ReactNode } from 'react';
import { StatusBadge } from '../../components/StatusBadge';
import { Table, type TableColumn } from '../../components/Table';
import { RowActions, tableSortProps, type ListTableState } from '../../patterns';
import * as styles from './PlotsScreen.css';
import type { PlotListRow, PlotSort, PlotSortBy } from './plots-screen-types';

type PlotColumnId =
  'serial' | 'plotNumber' | 'projectName' | 'plotSize' | 'status' | 'remark' | 'actions';

const COLUMNS: readonly TableColumn<PlotColumnId>[] = [
  { id: 'serial', name: 'S.No' },
  { id: 'plotNumber', name: 'Plot Number', isRowHeader: true, allowsSorting: true },
  { id: 'projectName', name: 'Project Name', allowsSorting: true },
  { id: 'plotSize', name: 'Size', allowsSorting: true, align: 'end' },
  { id: 'status', name: 'Status', allowsSorting: true },
  { id: 'remark', name: 'Remark' },
  { id: 'actions', name: 'Actions', align: 'end', pin: 'end' },
];

/** The sortable columns and the API's sortBy for each. */
const SORT_BY: Partial<Record<PlotColumnId, PlotSortBy>> = {
  plotNumber: 'PlotNumber',
  projectName: 'ProjectName',
  plotSize: 'PlotSize',
  status: 'Status',
};

/** One page, already filtered and sorted, as the list page hands it over (ListTableState). */
export type PlotsTableProps = ListTableState<PlotListRow, PlotSort> & {
  /** Opens the plot's details. */
  onView: (plot: PlotListRow) => void;
  onEdit: (plot: PlotListRow) => void;
  onDelete: (plot: PlotListRow) => void;
};

/** The plots of one page: a real table whose sortable headers ask the host to sort. */
export const PlotsTable = memo(function PlotsTable({
  rows,
  firstSerial,
  sort,
  onSortChange,
  isLoading,
  emptyState,
  onView,
  onEdit,
  onDelete,
}: PlotsTableProps) {
  const renderCell = (plot: PlotListRow, columnId: PlotColumnId): ReactNode => {
    switch (columnId) {
      case 'serial':
        return firstSerial + rows.indexOf(plot);
      case 'plotNumber':
        return (
          <span className={styles.stacked}>
            <span className={styles.strong}>{plot.plotNumber}</span>
            <span className={styles.muted}>ID: {plot.id}</span>
          </span>
        );
      case 'projectName':
        return plot.projectName;
      case 'plotSize':
        return plotSizeLabel(plot.plotSize, plot.sizeUnit);
      case 'status':
        return <StatusBadge status={plot.status} />;
      case 'remark':
        return plot.remark || <span className={styles.muted}>{NO_PLOT_REMARK_TEXT}</span>;
      case 'actions':
        return (
          <RowActions
            // Plot numbers repeat across projects, and the list holds every project's.
            name={`plot ${plot.plotNumber} of ${plot.projectName}`}
            onView={() => onView(plot)}
            onEdit={() => onEdit(plot)}
            onDelete={() => onDelete(plot)}
          />
        );
    }
  };

  return (
    <Table
      aria-label="Plots"
      columns={COLUMNS}
      rows={rows}
      renderCell={renderCell}
      {...tableSortProps(SORT_BY, sort, onSortChange)}
      isLoading={isLoading}
      emptyState={emptyState}
    />
  );
});
