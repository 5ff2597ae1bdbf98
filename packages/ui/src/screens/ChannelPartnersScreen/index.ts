export {
  ChannelPartnerFilterPanel,
  type ChannelPartnerFilterPanelProps,
} from './ChannelPartnerFilterPanel';
export { ChannelPartnersScreen, type ChannelPartnersScreenProps } from './ChannelPartnersScreen';
export { ChannelPartnersTable, type ChannelPartnersTableProps } from './ChannelPartnersTable';
export {
  ChannelPartnerViewModal,
  type ChannelPartnerViewModalProps,
} from './ChannelPartnerViewModal';
export type * from './channel-partners-screen-types';
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
