export {
  FollowUpsScreen,
  type FollowUpsBookingFilter,
  type FollowUpsScreenProps,
} from './FollowUpsScreen';
export { FollowUpFormModal, type FollowUpFormModalProps } from './FollowUpFormModal';
export type { BookingChoice, BookingFollowUps, FollowUpRow } from './follow-ups-screen-types';
