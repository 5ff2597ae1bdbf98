export { FollowUpFilterPanel, type FollowUpFilterPanelProps } from './FollowUpFilterPanel';
export { FollowUpsScreen, type FollowUpsScreenProps } from './FollowUpsScreen';
export { FollowUpsTable, type FollowUpsTableProps } from './FollowUpsTable';
export {
  followUpPeriodFilter,
  NO_FOLLOW_UP_FILTERS,
  type BookingChoice,
  type FollowUpBookings,
  type FollowUpListFilters,
  type FollowUpListQuery,
  type FollowUpRow,
  type PickedBooking,
} from './follow-ups-screen-types';
// How the host turns the saved form into the API's body (the domain is bundled into the build).
export { followUpRequestOf, type FollowUpDraft, type FollowUpRequestBody } from '@plotline/domain';
