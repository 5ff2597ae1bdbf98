/**
 * A booking's money on one line, as the bookings export shows it: its sale value, what its
 * payments not reversed add up to, and what is left (docs/payments.md "Payment schedule").
 */
import type { SizeUnit } from '../constants';
import { toPaisa, toRupees } from './money';
import { suggestedSaleValue } from './sale-value';

/** What the database keeps of it: the plot and rate, and the schedule once there is one. */
export type BookingMoney = {
  plotSize: number;
  sizeUnit: SizeUnit;
  plotSaleRate: number | null;
  /** Both null until the booking has a schedule; a payment needs one. */
  scheduledSaleValue: number | null;
  receivedAmount: number | null;
};

/** In rupees; null where there is no sale value to measure against. */
export type BookingBalance = {
  saleValue: number | null;
  received: number;
  outstanding: number | null;
};

/**
 * The schedule's sale value wins over the plot's size × the rate: it may have been entered by
 * hand, and payments are judged against it. Before a schedule, the suggestion is what is owed.
 */
export function bookingBalance(money: BookingMoney): BookingBalance {
  const saleValue =
    money.scheduledSaleValue ??
    suggestedSaleValue(money.plotSize, money.sizeUnit, money.plotSaleRate);
  const received = money.receivedAmount ?? 0;
  const outstanding = saleValue === null ? null : toRupees(toPaisa(saleValue) - toPaisa(received));
  return { saleValue, received, outstanding };
}
