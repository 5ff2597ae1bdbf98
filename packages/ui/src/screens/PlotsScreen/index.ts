export { AvailabilityMap, type AvailabilityMapProps } from './AvailabilityMap';
export {
  PlotBatchFormModal,
  type NewPlotValues,
  type PlotBatchFormModalProps,
} from './PlotBatchFormModal';
export { PlotsScreen, type PlotsScreenProps } from './PlotsScreen';
export type * from './plots-screen-types';
