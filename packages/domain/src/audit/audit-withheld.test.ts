import { describe, expect, it } from 'vitest';
import { withheldMessage, type PolicyCaller } from '../access/access-policy';
import type { AuditEntity } from './audit-entities';
import { auditStateWithheldFrom } from './audit-withheld';

const auditor = (...permissions: string[]): PolicyCaller => ({
  permissions: ['audit.view', ...permissions],
});

describe('auditStateWithheldFrom', () => {
  it.each<[string, PolicyCaller, AuditEntity, string, string | null]>([
    [
      'a booking, to a reader of bookings',
      auditor('bookings.view'),
      'booking',
      'updateBooking',
      null,
    ],
    ['a booking, to an auditor alone', auditor(), 'booking', 'updateBooking', 'booking'],
    ['a user, to an auditor alone', auditor(), 'user', 'approveUser', 'user'],
    ['a user, to a reader of users', auditor('users.view'), 'user', 'approveUser', null],
    [
      'an amenity, to a reader of projects',
      auditor('projects.view'),
      'amenity',
      'createAmenity',
      null,
    ],
    [
      "a booking's payment, to a reader of bookings alone",
      auditor('bookings.view'),
      'booking',
      'recordPayment',
      'payment',
    ],
    [
      "a booking's payment, to a reader of payments alone",
      auditor('payments.view'),
      'booking',
      'recordPayment',
      'booking',
    ],
    [
      "a booking's payment, to a reader of both",
      auditor('bookings.view', 'payments.view'),
      'booking',
      'setPaymentSchedule',
      null,
    ],
    [
      "a partner's payout, to a reader of partners alone",
      auditor('channelpartners.view'),
      'channelPartner',
      'reverseCommissionPayout',
      'commission',
    ],
    [
      "a partner's payout, to a reader of commissions too",
      auditor('channelpartners.view', 'commissions.view'),
      'channelPartner',
      'recordCommissionPayout',
      null,
    ],
    [
      'an operation this version does not know, by its record alone',
      auditor('plots.view'),
      'plot',
      'renamePlot',
      null,
    ],
    ['anything, to nobody signed in', null, 'project', 'createProject', 'project'],
  ])('%s', (_case, viewer, entity, operation, withheld) => {
    expect(auditStateWithheldFrom(viewer, { entity, operation })).toBe(withheld);
  });

  it('names what is withheld in the words of the access policy', () => {
    const withheld = auditStateWithheldFrom(auditor(), {
      entity: 'booking',
      operation: 'updateBooking',
    });
    expect(withheld && withheldMessage(withheld)).toBe(
      'Bookings need the bookings.view permission.',
    );
  });
});
