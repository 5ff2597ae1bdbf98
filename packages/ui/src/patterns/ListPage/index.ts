export { ListSection, type ListSectionProps } from './ListSection';
export { LoadFailedState, type LoadFailedStateProps } from './LoadFailedState';
export { PageHeader, type PageHeaderProps } from './PageHeader';
