/** A plot row of the create/edit form (SPEC.md sections 2 "Plots" and 3 "Plot"). */
import type { PlotStatus } from '../constants';

/** projectId and plotSize are null until chosen or typed; NaN from a half-typed field is tolerated. */
export type PlotForm = {
  projectId: number | null;
  plotNumber: string;
  plotSize: number | null;
  sizeUnit: string;
  status: PlotStatus;
  remark: string;
};
