/**
 * How a checked plot row becomes the request body (docs/product/records.md "Plot" and
 * docs/product/workflows.md "Other").
 */
import { DEFAULT_CREATED_BY, NEW_PLOT_STATUS, type PlotStatus, type SizeUnit } from '../constants';
import { filledText } from '../input/read-input';

/** One plot as the form hands it over, checked by the domain's plot rules. */
export type PlotDraft = {
  projectId: number;
  plotNumber: string;
  plotSize: number;
  sizeUnit: SizeUnit;
  remark: string;
};

export type PlotRequestBody = {
  projectId: number;
  plotNumber: string;
  plotSize: number;
  sizeUnit: SizeUnit;
  status: PlotStatus;
  remark: string | null;
  createdBy: number;
};

/**
 * The body of POST and PUT /plots. Created and edited plots are sent as Available; a blank
 * remark is sent as null, which clears it on an edit.
 */
export function plotRequestOf(draft: PlotDraft): PlotRequestBody {
  return {
    projectId: draft.projectId,
    plotNumber: draft.plotNumber,
    plotSize: draft.plotSize,
    sizeUnit: draft.sizeUnit,
    status: NEW_PLOT_STATUS,
    remark: filledText(draft.remark),
    createdBy: DEFAULT_CREATED_BY,
  };
}
