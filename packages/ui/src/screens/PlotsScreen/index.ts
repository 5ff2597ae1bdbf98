export { AvailabilityMap, type AvailabilityMapProps } from './AvailabilityMap';
export { PlotDetailsModal, type PlotDetailsModalProps } from './PlotDetailsModal';
export { PlotFilterPanel, type PlotFilterPanelProps } from './PlotFilterPanel';
export { PlotSizeRangeFields, type PlotSizeRangeFieldsProps } from './PlotSizeRangeFields';
export { PlotsScreen, type PlotChoices, type PlotsScreenProps } from './PlotsScreen';
export { PlotsTable, type PlotsTableProps } from './PlotsTable';
// How the host turns each plot's result into the form's outcome.
export { plotsSaveOutcome } from './plot-batch-rows';
export {
  NO_PLOT_FILTERS,
  NO_SIZE_FILTER,
  type BatchProgress,
  type MapPlot,
  type PlotDetails,
  type PlotDraft,
  type PlotFilters,
  type PlotListQuery,
  type PlotListRow,
  type PlotSaveResult,
  type PlotSizeFilter,
  type PlotsSaveOutcome,
  type PlotSort,
  type PlotSortBy,
} from './plots-screen-types';
// How the host turns a saved plot into the API's body (the domain is bundled into the build).
export { plotRequestOf, type PlotRequestBody } from '@plotline/domain';
