import type { Notification } from '../../data/notifications';
import { recordDetailsHref } from '../../routing/viewed-record';
import { bookingFollowUpsHref } from '../follow-ups/follow-up-list-query';

/**
 * Where a notification leads: a follow-up that is due to its booking's follow-ups, where the next
 * one is added; anything else about a booking to the booking's details.
 */
export function notificationHref(notification: Notification): string {
  return notification.kind === 'followUpDue'
    ? bookingFollowUpsHref(notification.bookingId)
    : recordDetailsHref('/bookings', notification.bookingId);
}
