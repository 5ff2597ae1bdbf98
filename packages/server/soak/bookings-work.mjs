// @ts-check
/**
 * The sales desk's writes: booking an Available plot (a direct sale or through an active
 * partner), moving bookings along the workflow (Token to Booking or Cancelled, Booking to
 * Registry Done or Cancelled), editing a booking from the version just read, and logging,
 * editing and deleting follow-ups. Every body keeps the booking and follow-up rules of
 * packages/domain (validate-booking.ts, validate-status-change.ts, validate-follow-up.ts).
 */
import { addDays, today } from '../bench/calendar.mjs';
import { pick, take } from './business.mjs';

/** The fields of BookingRequest (openapi.yaml) a booking is read back into for an edit. */
const BOOKING_FIELDS = [
  'projectId',
  'plotId',
  'salesRoute',
  'channelPartnerId',
  'salesPersonName',
  'salesPersonEmail',
  'salesPersonDesignation',
  'plotSaleRate',
  'tokenAmount',
  'tokenDate',
  'bookingDate',
  'bookingAmount',
  'bookingStatus',
  'registryDuration',
  'registryDate',
  'registrationNumber',
  'plotOwnerName',
  'plotOwnerPhone',
  'plotOwnerEmail',
  'ownerMobileNumber',
  'ownerMobileLastFiveDigits',
  'emailId',
  'gender',
  'profession',
  'guardianName',
  'alternateNumber',
  'addressOfPlotOwner',
  'businessAddress',
  'additionalRemarks',
  'notes',
  'metadata',
  'version',
];

/**
 * A new booking in Token, booked today with its registry in 60 days, as the bench's writes
 * book one; half of them through a channel partner when there is an active one.
 * @param {import('./business.mjs').PlotRef} plot @param {number | undefined} partnerId
 */
function newBooking(plot, partnerId) {
  const sale =
    partnerId === undefined
      ? {
          salesRoute: 'direct_sale',
          salesPersonName: 'Pooja Sharma',
          salesPersonEmail: 'pooja.sharma@plotline.in',
          salesPersonDesignation: 'Sales Manager',
        }
      : { salesRoute: 'channel_partner', channelPartnerId: partnerId };
  return {
    projectId: plot.projectId,
    plotId: plot.id,
    ...sale,
    plotSaleRate: 2500,
    tokenAmount: 51000,
    tokenDate: today(),
    bookingDate: today(),
    bookingStatus: 'Token',
    registryDuration: 60,
    registryDate: addDays(today(), 60),
    plotOwnerName: pick(['Ramesh Gupta', 'Sunita Verma', 'Imran Khan', 'Kavita Nair']),
    ownerMobileNumber: '9811122233',
    gender: 'Male',
    profession: 'Engineer',
  };
}

/**
 * The status change a booking in `status` takes next, in the picker's words; none once final.
 * @param {string} status @param {number} bookingId
 */
function nextStep(status, bookingId) {
  const cancel = {
    name: 'cancel a booking',
    change: {
      newStatus: 'Cancelled',
      remark: 'Owner withdrew',
      cancellationReason: 'Could not arrange the booking amount',
    },
  };
  if (status === 'Token') {
    return Math.random() < 0.75
      ? {
          name: 'confirm a booking (Token to Booking)',
          change: { newStatus: 'Booking', remark: 'Booking amount received' },
        }
      : cancel;
  }
  if (status === 'Booking') {
    return Math.random() < 0.7
      ? {
          name: 'record a registry (Booking to Registry Done)',
          change: {
            newStatus: 'RegistryDone',
            remark: 'Sale deed registered',
            actualRegistryDate: today(),
            registrationNumber: `REG-${bookingId}`,
            // The soak's bookings are rarely paid in full: registered anyway, as staff confirm.
            acceptOutstanding: true,
          },
        }
      : cancel;
  }
  return null;
}

/**
 * @param {import('./business.mjs').Business} b
 * @param {import('./session.mjs').Session} session
 * @returns {import('./business.mjs').Operation[]}
 */
export function bookingOperations(b, session) {
  return [
    {
      weight: 3,
      run: async () => {
        const plot = take(b.availablePlots) ?? take(b.ownPlots);
        if (!plot) return false;
        const partnerId = Math.random() < 0.5 ? pick(b.activePartnerIds) : undefined;
        const booked = await session.call(
          'book a plot',
          'POST',
          '/bookings',
          newBooking(plot, partnerId),
        );
        if (booked.ok) {
          b.bookingIds.push(booked.body.id);
          b.liveBookingIds.push(booked.body.id);
        }
        return true;
      },
    },
    // The status change the booking's status allows next, from the version just read.
    {
      weight: 4,
      run: async () => {
        const id = take(b.liveBookingIds);
        if (id === undefined) return false;
        const read = await session.call('open a booking', 'GET', `/bookings/${id}`);
        const step = read.ok ? nextStep(read.body.bookingStatus, id) : null;
        if (!step) return true;
        const moved = await session.call(step.name, 'PATCH', `/bookings/${id}/status`, {
          ...step.change,
          version: read.body.version,
        });
        const status = moved.ok ? moved.body.bookingStatus : read.body.bookingStatus;
        if (status === 'Token' || status === 'Booking') b.liveBookingIds.push(id);
        // A cancelled booking lets go of its plot: it can be booked again.
        if (status === 'Cancelled')
          b.availablePlots.push({ id: read.body.plotId, projectId: read.body.projectId });
        return true;
      },
    },
    {
      weight: 2,
      run: async () => {
        const id = pick(b.bookingIds);
        if (id === undefined) return false;
        const read = await session.call('open a booking', 'GET', `/bookings/${id}`);
        if (!read.ok) return true;
        const edit = Object.fromEntries(BOOKING_FIELDS.map((field) => [field, read.body[field]]));
        edit.notes = `Owner called on ${today()} about the registry date`;
        await session.call("save a booking's edit", 'PUT', `/bookings/${id}`, edit);
        return true;
      },
    },
    {
      weight: 3,
      run: async () => {
        const bookingId = pick(b.bookingIds);
        if (bookingId === undefined) return false;
        const logged = await session.call('log a follow-up', 'POST', '/bookingfollowups', {
          bookingId,
          followUpDate: today(),
          nextFollowUpDate: addDays(today(), 7),
          purpose: pick(['Payment reminder', 'Site visit', 'Registry documents']),
          followUpUpdate: 'Owner will call back after speaking to the bank',
          followUpTakenBy: 'Pooja Sharma',
        });
        if (logged.ok) b.ownFollowUpIds.push(logged.body.id);
        return true;
      },
    },
    {
      weight: 1.5,
      run: async () => {
        const id = take(b.ownFollowUpIds);
        if (id === undefined) return false;
        const read = await session.call('open a follow-up', 'GET', `/bookingfollowups/${id}`);
        if (read.ok) {
          const { bookingId, followUpDate, nextFollowUpDate, purpose, followUpTakenBy } = read.body;
          await session.call("save a follow-up's edit", 'PUT', `/bookingfollowups/${id}`, {
            bookingId,
            followUpDate,
            nextFollowUpDate,
            purpose,
            followUpTakenBy,
            followUpUpdate: 'Bank loan sanctioned; owner visits next week',
          });
        }
        b.ownFollowUpIds.push(id);
        return true;
      },
    },
    {
      weight: 0.5,
      run: async () => {
        const id = take(b.ownFollowUpIds);
        if (id === undefined) return false;
        await session.call('delete a follow-up', 'DELETE', `/bookingfollowups/${id}`);
        return true;
      },
    },
  ];
}
