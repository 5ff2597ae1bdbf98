export { ExportButton, type ExportButtonProps } from './ExportButton';
export { ListSection, type ListSectionProps } from './ListSection';
export { LoadFailedState, type LoadFailedStateProps } from './LoadFailedState';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { listOf, type DeleteOutcome, type ListState } from './list-state';
export { useResultAnnouncement, type ListResult } from './useResultAnnouncement';
