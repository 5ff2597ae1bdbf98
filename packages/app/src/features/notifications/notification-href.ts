import { recordPath } from '@plotline/domain';
import type { Notification } from '../../data/notifications';
import { bookingFollowUpsHref } from '../follow-ups/follow-up-list-query';
import { usersSearchHref } from '../users/user-list-query';

/**
 * Where a notification leads: an account waiting for approval to the Users screen searched for
 * its username, where it is approved or deleted; an enquiry's visit today or next action due to
 * the enquiry's details, where the visit is recorded and the next action set; a follow-up that is
 * due to its booking's follow-ups, where the next one is added; anything else about a booking to
 * the booking's details. The contract sets a booking's id on the bookings' kinds, an enquiry's on
 * the enquiries' and the account's name on the account's; without it, the list of its kind.
 */
export function notificationHref(notification: Notification): string {
  const { kind, bookingId, enquiryId, accountName } = notification;
  if (kind === 'accountAwaitingApproval') return usersSearchHref(accountName ?? '');
  if (kind === 'enquiryActionDue' || kind === 'siteVisitToday') {
    return enquiryId === null ? '/enquiries' : recordPath('/enquiries', enquiryId);
  }
  if (bookingId === null) return kind === 'followUpDue' ? '/follow-ups' : '/bookings';
  return kind === 'followUpDue'
    ? bookingFollowUpsHref(bookingId)
    : recordPath('/bookings', bookingId);
}
