/** Follow-ups: calls and visits logged against bookings, and what is due next. */
import type { Handlers } from '../http/handler';
import {
  getLatestFollowUp,
  listFollowUps,
  listFollowUpsByBooking,
  listUpcomingFollowUps,
} from './follow-ups/list-follow-ups';
import {
  createFollowUp,
  deleteFollowUp,
  getFollowUp,
  updateFollowUp,
} from './follow-ups/save-follow-up';

export const followUpsHandlers: Handlers = {
  listFollowUps,
  createFollowUp,
  listUpcomingFollowUps,
  listFollowUpsByBooking,
  getLatestFollowUp,
  getFollowUp,
  updateFollowUp,
  deleteFollowUp,
};
