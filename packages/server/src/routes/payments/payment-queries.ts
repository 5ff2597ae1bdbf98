/**
 * Reading and writing a booking's payments: its schedule, instalments and receipts. A change
 * locks the booking, then its schedule, in that order everywhere, so changes to one booking's
 * money queue up behind each other and never deadlock.
 */
import type { BookingStatus, CalendarDate, PaymentMode, SizeUnit } from '@plotline/domain';
import { and, asc, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../db/database';
import {
  bookings,
  channelPartners,
  instalments,
  paymentSchedules,
  plots,
  projects,
  receipts,
  userDisplayName,
  users,
} from '../../db/schema';
import { notFound } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';
import { bookingNotFound } from '../bookings/booking-queries';

export const receiptNotFound = () => notFound(NOT_FOUND_MESSAGES.receipt);

/** What a booking's payments are shown and judged with. */
export type PaidBooking = {
  id: number;
  bookingNumber: string;
  bookingStatus: BookingStatus;
  projectName: string;
  plotNumber: string;
  plotSize: number;
  sizeUnit: SizeUnit;
  plotSaleRate: number | null;
  plotOwnerName: string;
  channelPartnerId: number | null;
  channelPartnerName: string | null;
};

const paidBookingColumns = {
  id: bookings.id,
  bookingNumber: bookings.bookingNumber,
  bookingStatus: bookings.bookingStatus,
  projectName: projects.name,
  plotNumber: plots.plotNumber,
  plotSize: plots.plotSize,
  sizeUnit: plots.sizeUnit,
  plotSaleRate: bookings.plotSaleRate,
  plotOwnerName: bookings.plotOwnerName,
  channelPartnerId: bookings.channelPartnerId,
  channelPartnerName: channelPartners.name,
};

export async function paidBookingOr404(db: Executor, id: number): Promise<PaidBooking> {
  const [booking] = await db
    .select(paidBookingColumns)
    .from(bookings)
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(plots, eq(plots.id, bookings.plotId))
    .leftJoin(channelPartners, eq(channelPartners.id, bookings.channelPartnerId))
    .where(eq(bookings.id, id));
  if (!booking) throw bookingNotFound();
  return booking;
}

export type LockedPaymentBooking = {
  id: number;
  bookingStatus: BookingStatus;
  channelPartnerId: number | null;
};

/**
 * The booking whose money changes, locked as the audit trail locks it (`no key update`: the
 * receipts and instalments written next may still refer to it); or 404.
 */
export async function lockPaymentBooking(
  tx: Transaction,
  id: number,
): Promise<LockedPaymentBooking> {
  const [booking] = await tx
    .select({
      id: bookings.id,
      bookingStatus: bookings.bookingStatus,
      channelPartnerId: bookings.channelPartnerId,
    })
    .from(bookings)
    .where(eq(bookings.id, id))
    .for('no key update');
  if (!booking) throw bookingNotFound();
  return booking;
}

export type StoredSchedule = typeof paymentSchedules.$inferSelect;

/**
 * The booking's schedule, locked until the transaction ends: a second payment waits here for the
 * first to commit, and then reads what it received. Null when there is none.
 */
export async function lockSchedule(
  tx: Transaction,
  bookingId: number,
): Promise<StoredSchedule | null> {
  const [schedule] = await tx
    .select()
    .from(paymentSchedules)
    .where(eq(paymentSchedules.bookingId, bookingId))
    .for('update');
  return schedule ?? null;
}

export async function scheduleOf(db: Executor, bookingId: number): Promise<StoredSchedule | null> {
  const [schedule] = await db
    .select()
    .from(paymentSchedules)
    .where(eq(paymentSchedules.bookingId, bookingId));
  return schedule ?? null;
}

export type StoredInstalment = typeof instalments.$inferSelect;

/** In due order: due date, then position. */
export function instalmentsOf(db: Executor, bookingId: number): Promise<StoredInstalment[]> {
  return db
    .select()
    .from(instalments)
    .where(eq(instalments.bookingId, bookingId))
    .orderBy(asc(instalments.dueDate), asc(instalments.position));
}

export type InstalmentRow = { label: string; dueDate: CalendarDate; amount: number };

/** The schedule's instalments, in the order given, numbered from 1. */
export async function replaceInstalments(
  tx: Transaction,
  bookingId: number,
  rows: readonly InstalmentRow[],
): Promise<void> {
  await tx.delete(instalments).where(eq(instalments.bookingId, bookingId));
  await tx
    .insert(instalments)
    .values(rows.map((row, index) => ({ ...row, bookingId, position: index + 1 })));
}

/** The booking's instalments stop being collected: it was cancelled. */
export async function retireInstalments(tx: Transaction, bookingId: number): Promise<void> {
  await tx
    .update(instalments)
    .set({ isLive: false })
    .where(and(eq(instalments.bookingId, bookingId), eq(instalments.isLive, true)));
}

/** Whether any payment was recorded for the booking, reversed or not. */
export async function hasReceipts(db: Executor, bookingId: number): Promise<boolean> {
  const [receipt] = await db
    .select({ id: receipts.id })
    .from(receipts)
    .where(eq(receipts.bookingId, bookingId))
    .limit(1);
  return receipt !== undefined;
}

const creators = alias(users, 'creators');
const reversers = alias(users, 'reversers');

export type StoredReceipt = typeof receipts.$inferSelect & {
  createdByName: string | null;
  reversedByName: string | null;
};

/** The booking's receipts, newest first (received on, then id), reversed ones included. */
export function receiptsOf(db: Executor, bookingId: number): Promise<StoredReceipt[]> {
  return db
    .select({
      ...getTableColumns(receipts),
      createdByName: userDisplayName(creators),
      reversedByName: userDisplayName(reversers),
    })
    .from(receipts)
    .leftJoin(creators, eq(creators.id, receipts.createdBy))
    .leftJoin(reversers, eq(reversers.id, receipts.reversedBy))
    .where(eq(receipts.bookingId, bookingId))
    .orderBy(desc(receipts.receivedOn), desc(receipts.id)) as Promise<StoredReceipt[]>;
}

/** The booking a receipt belongs to; 404 when there is no such receipt. */
export async function bookingOfReceipt(db: Executor, receiptId: number): Promise<number> {
  const [receipt] = await db
    .select({ bookingId: receipts.bookingId })
    .from(receipts)
    .where(eq(receipts.id, receiptId));
  if (!receipt) throw receiptNotFound();
  return receipt.bookingId;
}

/** Locks the receipt, answering whether it is reversed already. */
export async function lockReceipt(
  tx: Transaction,
  receiptId: number,
): Promise<{ reversed: boolean }> {
  const [receipt] = await tx
    .select({ reversedAt: receipts.reversedAt })
    .from(receipts)
    .where(eq(receipts.id, receiptId))
    .for('update');
  if (!receipt) throw receiptNotFound();
  return { reversed: receipt.reversedAt !== null };
}

export async function receiptCountOf(db: Executor, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ receipts: count() })
    .from(receipts)
    .where(eq(receipts.bookingId, bookingId));
  return row?.receipts ?? 0;
}

/** The next number of the receipt_numbers sequence, taken before the insert that writes it. */
export async function nextReceiptSequence(tx: Transaction): Promise<number> {
  const [next] = await tx
    .select({ value: sql<number>`nextval('receipt_numbers')::int` })
    .from(sql`(values (1)) as reservation`);
  if (!next) throw new Error('The receipt_numbers sequence gave no number');
  return next.value;
}

export type NewReceipt = {
  sequenceNumber: number;
  receiptNumber: string;
  bookingId: number;
  receivedOn: CalendarDate;
  amount: number;
  mode: PaymentMode;
  reference: string | null;
  remarks: string | null;
  channelPartnerId: number | null;
  commissionRate: number;
  commissionAmount: number;
  createdBy: number;
  createdAt: Date;
};

export async function insertReceipt(tx: Transaction, receipt: NewReceipt): Promise<number> {
  const [row] = await tx.insert(receipts).values(receipt).returning({ id: receipts.id });
  return row!.id;
}

export async function reverseReceiptRow(
  tx: Transaction,
  receiptId: number,
  reversal: { reversedAt: Date; reversedBy: number; reversalReason: string },
): Promise<void> {
  await tx
    .update(receipts)
    .set(reversal)
    .where(and(eq(receipts.id, receiptId), isNull(receipts.reversedAt)));
}

/** The partner's commission rate now, in percent. */
export async function commissionRateOf(db: Executor, channelPartnerId: number): Promise<number> {
  const [partner] = await db
    .select({ rate: channelPartners.commissionRate })
    .from(channelPartners)
    .where(eq(channelPartners.id, channelPartnerId));
  return partner?.rate ?? 0;
}
