/** The columns of the plots export, as openapi.yaml lists them for exportPlots. */
import type { CsvColumn } from '../../http/csv';
import type { PlotResponse } from './plot-response';

export const PLOT_CSV_COLUMNS: readonly CsvColumn<PlotResponse>[] = [
  { header: 'Plot Number', value: (plot) => plot.plotNumber },
  { header: 'Project Name', value: (plot) => plot.projectName },
  { header: 'Plot Size', value: (plot) => plot.plotSize },
  { header: 'Size Unit', value: (plot) => plot.sizeUnit },
  { header: 'Status', value: (plot) => plot.status },
  { header: 'Remark', value: (plot) => plot.remark },
  { header: 'Created At', value: (plot) => plot.createdAt },
];
