export { FollowUpFilters, type FollowUpFiltersProps } from './FollowUpFilters';
export {
  FollowUpsScreen,
  type FollowUpsBookingFilter,
  type FollowUpsScreenProps,
} from './FollowUpsScreen';
export { FollowUpsTable, type FollowUpsTableProps } from './FollowUpsTable';
export type { BookingChoice, BookingFollowUps, FollowUpRow } from './follow-ups-screen-types';
// How the host turns the saved form into the API's body (the domain is bundled into the build).
export { followUpRequestOf, type FollowUpDraft, type FollowUpRequestBody } from '@plotline/domain';
