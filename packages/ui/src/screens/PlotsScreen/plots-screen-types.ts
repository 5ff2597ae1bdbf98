/** What the Plots screen is given and what it hands back; the host maps these to its API. */
import type { PlotStatus, SizeUnit } from '@plotline/domain';
import type { ListQuery, ListSort, SaveRefusal } from '../../patterns';

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

/**
 * One plot as its details show it (GET /plots/{id}): its row, and when it was added once the
 * plot's own load has come (the list's row has no date).
 */
export type PlotDetails = PlotListRow & { createdAt?: string };

/** A plot on the availability map. */
export type MapPlot = Pick<PlotListRow, 'id' | 'plotNumber' | 'plotSize' | 'sizeUnit' | 'status'>;

/** What the plot list is narrowed by, as the filter panel shows them; null means 'all'. */
export type PlotFilters = {
  searchTerm: string;
  status: PlotStatus | null;
  projectId: number | null;
  plotNumber: string;
  /** Plots at least this size, in `sizeUnit`, whatever unit each plot's size is in. */
  minSize: number | null;
  /** Plots at most this size, in `sizeUnit`. */
  maxSize: number | null;
  /** The unit of the size range; null while the range has no end, as it then narrows nothing. */
  sizeUnit: SizeUnit | null;
};

/** Every filter off, as Clear All Filters leaves them. */
export const NO_PLOT_FILTERS: PlotFilters = {
  searchTerm: '',
  status: null,
  projectId: null,
  plotNumber: '',
  minSize: null,
  maxSize: null,
  sizeUnit: null,
};

/** The size range of the filters and of the booking form's plot picker. */
export type PlotSizeFilter = Pick<PlotFilters, 'minSize' | 'maxSize' | 'sizeUnit'>;

/** No size range: every size. */
export const NO_SIZE_FILTER: PlotSizeFilter = { minSize: null, maxSize: null, sizeUnit: null };

export type PlotSortBy = 'PlotNumber' | 'PlotSize' | 'Status' | 'ProjectName' | 'CreatedAt';
export type PlotSort = ListSort<PlotSortBy>;

export type PlotListQuery = ListQuery<PlotFilters, PlotSort>;

/** How saving one plot ended; a refusal carries the server's words and its field errors. */
export type PlotSaveResult = { ok: true } | (SaveRefusal & { message: string });

/**
 * How saving the form's plots ended: ok once every one is saved; otherwise each plot's result,
 * in the order the form handed them over, so the form keeps only the refused ones.
 */
export type PlotsSaveOutcome =
  { ok: true } | (SaveRefusal & { results: readonly PlotSaveResult[] });

/** How far a batch has got: `done` of `total` plots sent. */
export type BatchProgress = { done: number; total: number };
