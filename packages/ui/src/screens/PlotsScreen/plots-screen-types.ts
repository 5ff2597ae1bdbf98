/** What the Plots screen is given and what it hands back; the host maps these to its API. */
import type { PageSize, PlotStatus, SizeUnit } from '@plotline/domain';
import type { ListSort, SaveRefusal } from '../../patterns';

/** One plot as the form hands it over; plotRequestOf turns it into the API's body. */
export type { PlotDraft } from '@plotline/domain';

/** One row of the plot list (docs/product/records.md "Plot": list rows carry projectName). */
export type PlotListRow = {
  id: number;
  projectId: number;
  projectName: string;
  plotNumber: string;
  plotSize: number;
  sizeUnit: SizeUnit;
  status: PlotStatus;
  remark: string | null;
};

/** A plot on the availability map. */
export type MapPlot = Pick<PlotListRow, 'id' | 'plotNumber' | 'plotSize' | 'sizeUnit' | 'status'>;

/** The list's filters, as the filter panel shows them; null means 'all'. */
export type PlotFilters = {
  searchTerm: string;
  status: PlotStatus | null;
  pageSize: PageSize;
  projectId: number | null;
  plotNumber: string;
};

export type PlotSortBy = 'PlotNumber' | 'PlotSize' | 'Status' | 'ProjectName' | 'CreatedAt';
export type PlotSort = ListSort<PlotSortBy>;

/** How saving one plot ended; a refusal carries the server's words and its field errors. */
export type PlotSaveResult = { ok: true } | (SaveRefusal & { message: string });

/** How far a batch has got: `done` of `total` plots sent. */
export type BatchProgress = { done: number; total: number };

/** The list of one project's plots for the availability map, as the host loads it. */
export type ProjectAvailability = {
  plots?: readonly MapPlot[];
  isLoading?: boolean;
  /** The load failure's text, e.g. 'Failed to fetch plots'. */
  error?: string | null;
};
