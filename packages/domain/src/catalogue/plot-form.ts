/**
 * A plot row of the create/edit form (docs/product/screens.md "Plots" and
 * docs/product/records.md "Plot").
 */
import { DEFAULT_SIZE_UNIT, NEW_PLOT_STATUS, type PlotStatus, type SizeUnit } from '../constants';

/** projectId and plotSize are null until chosen or typed; NaN from a half-typed field is tolerated. */
export type PlotForm = {
  projectId: number | null;
  plotNumber: string;
  plotSize: number | null;
  sizeUnit: SizeUnit;
  status: PlotStatus;
  remark: string;
};

export function newPlotRow(): PlotForm {
  return {
    projectId: null,
    plotNumber: '',
    plotSize: null,
    sizeUnit: DEFAULT_SIZE_UNIT,
    status: NEW_PLOT_STATUS,
    remark: '',
  };
}
