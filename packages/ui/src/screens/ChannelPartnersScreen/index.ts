export {
  ChannelPartnerFilterPanel,
  type ChannelPartnerFilterPanelProps,
} from './ChannelPartnerFilterPanel';
export {
  ChannelPartnersScreen,
  type ChannelPartnersScreenProps,
  type OpenedChannelPartner,
} from './ChannelPartnersScreen';
export { ChannelPartnersTable, type ChannelPartnersTableProps } from './ChannelPartnersTable';
export {
  ChannelPartnerViewModal,
  type ChannelPartnerViewModalProps,
} from './ChannelPartnerViewModal';
export {
  NO_CHANNEL_PARTNER_FILTERS,
  type ChannelPartnerFilters,
  type ChannelPartnerListQuery,
  type ChannelPartnerListRow,
  type ChannelPartnerRecord,
  type ChannelPartnerSort,
  type ChannelPartnerSortBy,
} from './channel-partners-screen-types';
export * from './form';
export {
  CommissionPayoutFormModal,
  type CommissionPayoutFormModalProps,
} from './commission/CommissionPayoutFormModal';
export {
  PartnerCommissionSection,
  type CommissionGrants,
  type PartnerCommissionProps,
} from './commission/PartnerCommissionSection';
export {
  PartnerBookingsSection,
  type PartnerBooking,
  type PartnerBookingsPage,
  type PartnerBookingsProps,
} from './bookings/PartnerBookingsSection';
