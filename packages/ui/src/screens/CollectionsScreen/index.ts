export { CollectionsFilterPanel, type CollectionsFilterPanelProps } from './CollectionsFilterPanel';
export { CollectionsScreen, type CollectionsScreenProps } from './CollectionsScreen';
export { CollectionsTable, type CollectionsTableProps } from './CollectionsTable';
export type * from './collections-screen-types';
