export { BookingsByMonthChart, type BookingsByMonthChartProps } from './BookingsByMonthChart';
export {
  ChannelPartnersOverviewTable,
  type ChannelPartnersOverviewTableProps,
} from './ChannelPartnersOverviewTable';
export { CollectionsCard, type CollectionsCardProps } from './CollectionsCard';
export { DashboardBookingsTable, type DashboardBookingsTableProps } from './DashboardBookingsTable';
export { DashboardPlotsTable, type DashboardPlotsTableProps } from './DashboardPlotsTable';
export { DashboardScreen } from './DashboardScreen';
export { DashboardSection, type DashboardSectionProps } from './DashboardSection';
export type * from './dashboard-screen-types';
export { DrillDownModal, type DrillDownModalProps, type DrillDownPanel } from './DrillDownModal';
export { EnquiryFunnelCard, type EnquiryFunnelCardProps } from './EnquiryFunnelCard';
export { OvertimeBookingsTable, type OvertimeBookingsTableProps } from './OvertimeBookingsTable';
export { OvertimeCarousel, type OvertimeCarouselProps } from './OvertimeCarousel';
export { OvertimeModal, type OvertimeModalProps } from './OvertimeModal';
export { ProjectsOverviewTable, type ProjectsOverviewTableProps } from './ProjectsOverviewTable';
export { RegistryPipelineChart, type RegistryPipelineChartProps } from './RegistryPipelineChart';
export { SummaryCards, type SummaryCardsProps } from './SummaryCards';
