export { CollectionsFilterPanel, type CollectionsFilterPanelProps } from './CollectionsFilterPanel';
export { CollectionsScreen, type CollectionsScreenProps } from './CollectionsScreen';
export { CollectionsTable, type CollectionsTableProps } from './CollectionsTable';
export {
  NO_COLLECTION_FILTERS,
  type CollectionChoices,
  type CollectionFilters,
  type CollectionGrants,
  type CollectionItem,
  type CollectionListQuery,
} from './collections-screen-types';
