import { plotSizeLabel } from '@plotline/domain';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../components/StatusBadge';
import { Table, type TableColumn } from '../../components/Table';
import { RecordLink } from '../../patterns';
import type { DashboardPlot, RecordHrefs } from './dashboard-screen-types';

type PlotColumnId = 'plotNumber' | 'size' | 'status';

const COLUMNS: readonly TableColumn<PlotColumnId>[] = [
  { id: 'plotNumber', name: 'Plot Number', isRowHeader: true },
  { id: 'size', name: 'Size' },
  { id: 'status', name: 'Status' },
];

export type DashboardPlotsTableProps = Pick<RecordHrefs, 'plotHref'> & {
  rows: readonly DashboardPlot[];
  'aria-label': string;
};

/** A page of the plots behind a count, by plot number as the host sends them; each opens. */
export function DashboardPlotsTable({
  rows,
  'aria-label': label,
  plotHref,
}: DashboardPlotsTableProps) {
  const renderCell = (plot: DashboardPlot, columnId: PlotColumnId): ReactNode => {
    switch (columnId) {
      case 'plotNumber':
        return <RecordLink href={plotHref?.(plot.plotId)}>{plot.plotNumber}</RecordLink>;
      case 'size':
        return plotSizeLabel(plot.size, plot.sizeUnit);
      case 'status':
        return <StatusBadge status={plot.status} />;
    }
  };
  return (
    <Table
      aria-label={label}
      columns={COLUMNS}
      rows={rows.map((plot) => ({ ...plot, id: plot.plotId }))}
      renderCell={renderCell}
    />
  );
}
