/**
 * The demo's bookings: each sale's story from token to registry or cancellation, with the status
 * history the workflow would have written and the follow-up calls made along the way.
 */
import {
  addDays,
  canChangeBookingStatus,
  daysBetween,
  isFinalBookingStatus,
  registryDateFor,
  type BookingStatus,
  type CalendarDate,
} from '@plotline/domain';
import type { bookingFollowUps, bookings, bookingStatusChanges } from '../../db/schema';
import { person, SALES_TEAM } from './people';
import type { Random } from './random';
import { dayAfter, dayBetween, sometimeOn } from './timeline';

type NewBooking = typeof bookings.$inferInsert;
type NewStatusChange = Omit<typeof bookingStatusChanges.$inferInsert, 'bookingId'> & {
  changedAt: Date;
};
type NewFollowUp = Omit<typeof bookingFollowUps.$inferInsert, 'bookingId'>;

/**
 * The statuses a demo booking ends in: those the workflow reaches. Pending is only how a booking
 * stored without a status reads, and the workflow moves it nowhere, so no demo booking is left in it.
 */
export type DemoBookingStatus = Exclude<BookingStatus, 'Pending'>;

/** Numbers are given once every sale is known, in the order the bookings were made. */
export type DemoSale = {
  booking: Omit<NewBooking, 'bookingNumber'> & { createdAt: Date };
  history: NewStatusChange[];
  followUps: NewFollowUp[];
};

export type SalePlot = {
  id: number;
  projectId: number;
  plotSize: number;
  /** The project's rate per sq yd. */
  baseRate: number;
  registryOffice: string;
};

export type SaleContext = {
  random: Random;
  today: CalendarDate;
  adminId: number;
  activePartnerIds: readonly number[];
  allPartnerIds: readonly number[];
};

/** When the sale may start and the last day anything of it may happen. */
export type SaleWindow = { from: CalendarDate; to: CalendarDate; endBy: CalendarDate };

export const CANCELLATION_REASONS = [
  'Customer withdrew: home loan not sanctioned',
  'Balance payment not received within the agreed time',
  'Customer moved to a bigger plot in another block',
  'Family dispute over the purchase',
] as const;

export const CHANGE_REMARKS: Readonly<Partial<Record<BookingStatus, string>>> = {
  Booking: 'Booking amount received',
  RegistryDone: 'Registry completed at the Sub-Registrar office',
  Cancelled: "Cancelled at the customer's request",
};

export const FOLLOW_UPS = [
  ['Payment reminder', 'Customer promised the next instalment by the end of the week.'],
  ['Site visit', 'Visited the plot with family; happy with the location and road width.'],
  ['Document collection', 'Collected PAN and Aadhaar copies; sale deed draft shared.'],
  ['Loan status check', 'Bank has asked for salary slips; the file is under process.'],
  ['Registry scheduling', 'Discussed a registry date at the Sub-Registrar office.'],
] as const;

const TOKEN_AMOUNTS = [21_000, 51_000, 1_00_000, 2_00_000] as const;
const REGISTRY_DURATIONS = [30, 45, 60, 90] as const;
/** How many calls a booking has had, by weight: open deals are chased, closed ones less so. */
const OPEN_FOLLOW_UPS = [
  [0, 2],
  [1, 3],
  [2, 3],
  [3, 2],
] as const;
const CLOSED_FOLLOW_UPS = [
  [0, 3],
  [1, 1],
] as const;
const GUARDIANS = ['Ramesh', 'Mohan', 'Shyam', 'Prakash', 'Govind'] as const;

/** The statuses a booking passed through on its way to `status`, as the workflow allows. */
function pathTo(status: DemoBookingStatus, random: Random): BookingStatus[] {
  switch (status) {
    case 'Token':
      return ['Token'];
    case 'Booking':
      return ['Token', 'Booking'];
    case 'RegistryDone':
      return ['Token', 'Booking', 'RegistryDone'];
    case 'Cancelled':
      return random.chance(0.5) ? ['Token', 'Cancelled'] : ['Token', 'Booking', 'Cancelled'];
  }
}

/** Each change a few days after the one before; the first is the booking being saved. */
function historyOf(
  context: SaleContext,
  path: readonly BookingStatus[],
  bookingDate: CalendarDate,
  window: SaleWindow,
  registryOffice: string,
): { changes: NewStatusChange[]; lastDay: CalendarDate } {
  const { random, adminId } = context;
  let day = bookingDate;
  const changes = path.map((to, i) => {
    const from = path[i - 1] ?? null;
    if (from !== null && !canChangeBookingStatus(from, to)) {
      throw new Error(`The demo made a change the workflow forbids: ${from} to ${to}`);
    }
    if (from !== null) day = dayAfter(random, day, 25, window.endBy);
    const change: NewStatusChange = {
      fromStatus: from,
      toStatus: to,
      remark: from === null ? null : (CHANGE_REMARKS[to] ?? null),
      changedBy: adminId,
      changedAt: sometimeOn(random, day),
    };
    if (to === 'Cancelled') change.cancellationReason = random.pick(CANCELLATION_REASONS);
    if (to === 'RegistryDone') {
      change.actualRegistryDate = day;
      change.registrationNumber = `${registryOffice}/${day.slice(0, 4)}/${String(random.int(1, 99_999)).padStart(5, '0')}`;
    }
    return change;
  });
  return { changes, lastDay: day };
}

/** The call an open booking's latest follow-up plans: some already missed, some today, most ahead. */
function plannedNext(
  random: Random,
  after: CalendarDate,
  today: CalendarDate,
): CalendarDate | null {
  return random.weighted<CalendarDate | null>([
    [dayBetween(random, after, addDays(today, -1)), 3],
    [today, 2],
    [addDays(today, random.int(1, 21)), 5],
    [null, 1],
  ]);
}

/** Calls between `from` and `until`, each planning the next; a closed booking's last plans none. */
function followUpsOf(
  context: SaleContext,
  from: CalendarDate,
  until: CalendarDate,
  count: number,
  open: boolean,
): NewFollowUp[] {
  const { random, today } = context;
  const dates: CalendarDate[] = [];
  for (let day = from; dates.length < count && daysBetween(day, until) > 0;) {
    day = dayAfter(random, day, 20, until);
    dates.push(day);
  }
  return dates.map((followUpDate, i) => {
    const [purpose, followUpUpdate] = random.pick(FOLLOW_UPS);
    const at = sometimeOn(random, followUpDate);
    return {
      followUpDate,
      nextFollowUpDate: dates[i + 1] ?? (open ? plannedNext(random, followUpDate, today) : null),
      purpose,
      followUpUpdate,
      followUpTakenBy: random.pick(SALES_TEAM).name,
      createdBy: context.adminId,
      createdAt: at,
      updatedAt: at,
    };
  });
}

export function demoSale(
  context: SaleContext,
  plot: SalePlot,
  status: DemoBookingStatus,
  window: SaleWindow,
): DemoSale {
  const { random, adminId } = context;
  const path = pathTo(status, random);
  const bookingDate = dayBetween(random, window.from, window.to);
  const registryDuration = random.pick(REGISTRY_DURATIONS);
  const { changes: history, lastDay } = historyOf(
    context,
    path,
    bookingDate,
    window,
    plot.registryOffice,
  );
  const created = history[0];
  const last = history.at(-1);
  if (!created || !last) throw new Error('A booking has at least its creation in its history');
  const owner = person(random);
  const rate = Math.round((plot.baseRate * (0.9 + random.next() * 0.25)) / 50) * 50;
  const price = (rate * plot.plotSize) / 9;
  // Open bookings go to active partners; closed ones may name since-retired partners.
  const open = !isFinalBookingStatus(status);
  const partnerIds = open ? context.activePartnerIds : context.allPartnerIds;
  const viaPartner = partnerIds.length > 0 && random.chance(0.6);
  const salesPerson = random.pick(SALES_TEAM);
  const lastFive = random.chance(0.15);
  const followUpCount = random.weighted(open ? OPEN_FOLLOW_UPS : CLOSED_FOLLOW_UPS);
  // Calls are logged up to yesterday; a closed booking's calls stop when it closed.
  const callsUntil = open ? addDays(context.today, -1) : lastDay;

  return {
    booking: {
      projectId: plot.projectId,
      plotId: plot.id,
      salesRoute: viaPartner ? 'channel_partner' : 'direct_sale',
      channelPartnerId: viaPartner ? random.pick(partnerIds) : null,
      salesPersonName: viaPartner ? null : salesPerson.name,
      salesPersonEmail: viaPartner ? null : salesPerson.email,
      salesPersonDesignation: viaPartner ? null : salesPerson.designation,
      plotSaleRate: rate,
      tokenAmount: random.pick(TOKEN_AMOUNTS),
      tokenDate: addDays(bookingDate, -random.int(0, 3)),
      bookingDate,
      bookingAmount: path.includes('Booking') ? Math.round((price * 0.25) / 1000) * 1000 : null,
      bookingStatus: status,
      registryDuration,
      registryDate: registryDateFor(bookingDate, registryDuration),
      registrationNumber: last.registrationNumber ?? null,
      plotOwnerName: owner.name,
      plotOwnerPhone: lastFive ? null : owner.mobileNumber,
      plotOwnerEmail: owner.emailId,
      ownerMobileNumber: lastFive ? null : owner.mobileNumber,
      ownerMobileLastFiveDigits: lastFive ? owner.mobileNumber.slice(-5) : null,
      emailId: random.chance(0.7) ? owner.emailId : null,
      gender: owner.gender,
      profession: owner.profession,
      guardianName: random.chance(0.5) ? `${random.pick(GUARDIANS)} ${owner.lastName}` : null,
      alternateNumber: random.chance(0.3) ? person(random).mobileNumber : null,
      addressOfPlotOwner: owner.address,
      businessAddress: random.chance(0.4) ? person(random).address : null,
      additionalRemarks: random.chance(0.2) ? 'Wants the registry before Diwali' : null,
      notes: random.chance(0.15) ? 'Referred by an existing customer' : null,
      // Created at version 1, and each status change since was one more save.
      version: history.length,
      createdBy: adminId,
      updatedBy: adminId,
      createdAt: created.changedAt,
      updatedAt: last.changedAt,
    },
    history,
    followUps: followUpsOf(context, bookingDate, callsUntil, followUpCount, open),
  };
}
