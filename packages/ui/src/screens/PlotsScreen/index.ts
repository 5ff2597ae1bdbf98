export { AvailabilityMap, type AvailabilityMapProps } from './AvailabilityMap';
export { PlotFilterPanel, type PlotFilterPanelProps } from './PlotFilterPanel';
export { PlotsScreen, type PlotsScreenProps } from './PlotsScreen';
export { PlotsTable, type PlotsTableProps } from './PlotsTable';
export type * from './plots-screen-types';
// How the host turns a saved plot into the API's body (the domain is bundled into the build).
export { plotRequestOf, type PlotRequestBody } from '@plotline/domain';
