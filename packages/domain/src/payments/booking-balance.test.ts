import { describe, expect, it } from 'vitest';
import { bookingBalance, type BookingMoney } from './booking-balance';

const UNSCHEDULED = { scheduledSaleValue: null, receivedAmount: null };

describe('bookingBalance', () => {
  it.each<[string, BookingMoney, ReturnType<typeof bookingBalance>]>([
    [
      'a schedule: its sale value, not the plot × the rate',
      {
        plotSize: 1200,
        sizeUnit: 'sq ft',
        plotSaleRate: 12_000,
        scheduledSaleValue: 600_000,
        receivedAmount: 150_000,
      },
      { saleValue: 600_000, received: 150_000, outstanding: 450_000 },
    ],
    [
      'a schedule paid in full',
      {
        plotSize: 200,
        sizeUnit: 'sq yd',
        plotSaleRate: null,
        scheduledSaleValue: 1_000_000,
        receivedAmount: 1_000_000,
      },
      { saleValue: 1_000_000, received: 1_000_000, outstanding: 0 },
    ],
    [
      'paise, subtracted exactly',
      {
        plotSize: 1,
        sizeUnit: 'sq yd',
        plotSaleRate: 1,
        scheduledSaleValue: 0.3,
        receivedAmount: 0.1,
      },
      { saleValue: 0.3, received: 0.1, outstanding: 0.2 },
    ],
    [
      'no schedule: the plot in square yards × the rate, nothing received',
      { plotSize: 1200, sizeUnit: 'sq ft', plotSaleRate: 12_000, ...UNSCHEDULED },
      { saleValue: 1_600_000, received: 0, outstanding: 1_600_000 },
    ],
    [
      'no schedule and no rate: no sale value to owe',
      { plotSize: 1200, sizeUnit: 'sq ft', plotSaleRate: null, ...UNSCHEDULED },
      { saleValue: null, received: 0, outstanding: null },
    ],
  ])('%s', (_, money, balance) => {
    expect(bookingBalance(money)).toEqual(balance);
  });
});
