export { ExportButton, type ExportButtonProps } from './ExportButton';
export {
  listQueryChanges,
  type ListQuery,
  type ListScreenProps,
  type PagedState,
} from './list-query';
export {
  ListPage,
  type ListFilterPanelState,
  type ListPageProps,
  type ListTableState,
} from './ListPage';
export { ListSection, type ListSectionProps } from './ListSection';
export { LoadFailedState, type LoadFailedStateProps } from './LoadFailedState';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { listOf, type DeleteOutcome, type ListState } from './list-state';
export { useInMemoryList } from './useInMemoryList';
export { useResultAnnouncement, type ListResult } from './useResultAnnouncement';
