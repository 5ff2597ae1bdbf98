import { describe, expect, it } from 'vitest';
import { newBookingForm, type BookingForm } from '../booking/booking-form';
import { PAYMENT_MESSAGES } from './payment-messages';
import {
  recordsTokenPayment,
  tokenPaymentPayload,
  tokenPaymentSchedule,
  validateTokenPayment,
  withTokenPayment,
} from './token-payment';

const today = '2026-11-20';
/** 1,200 sq ft at ₹12,000 per sq. yd.: a sale value of ₹16,00,000. */
const plot = { plotSize: 1200, sizeUnit: 'sq ft' } as const;

/** A new Token booking whose ₹51,000 token is recorded as received by cheque. */
function tokenForm(changes: Partial<BookingForm> = {}): BookingForm {
  return {
    ...newBookingForm(today),
    projectId: '3',
    plotId: '17',
    salesRoute: 'channel_partner',
    channelPartnerId: '5',
    plotSaleRate: '12000',
    tokenAmount: '51000',
    bookingAmount: '500000',
    plotOwnerName: 'Asha Verma',
    ownerMobileNumber: '9876543210',
    gender: 'Female',
    profession: 'Teacher',
    recordTokenPayment: true,
    tokenPaymentMode: 'Cheque',
    tokenPaymentReference: ' CHQ-004521 ',
    ...changes,
  };
}

describe('validateTokenPayment', () => {
  it('passes a token received today, by cheque with its number', () => {
    expect(validateTokenPayment(tokenForm(), { today, plot })).toEqual({});
  });

  it('judges nothing when the token is not recorded, or does not apply', () => {
    const unrecorded = tokenForm({ recordTokenPayment: false, tokenPaymentMode: '' });
    expect(validateTokenPayment(unrecorded, { today, plot })).toEqual({});
    const edited = tokenForm({ recordTokenPayment: undefined, tokenPaymentMode: undefined });
    expect(validateTokenPayment(edited, { today, plot })).toEqual({});
    const registryDone = tokenForm({ bookingStatus: 'RegistryDone', tokenAmount: '' });
    expect(validateTokenPayment(registryDone, { today, plot })).toEqual({});
  });

  it.each([
    [{ tokenPaymentMode: '' }, { tokenPaymentMode: PAYMENT_MESSAGES.modeRequired }],
    [
      { tokenPaymentReference: '  ' },
      { tokenPaymentReference: PAYMENT_MESSAGES.referenceRequired('Cheque') },
    ],
    [
      { tokenPaymentMode: 'UPI', tokenPaymentReference: '' },
      { tokenPaymentReference: PAYMENT_MESSAGES.referenceRequired('UPI') },
    ],
    [
      { tokenPaymentReference: 'x'.repeat(101) },
      { tokenPaymentReference: 'Reference must be at most 100 characters' },
    ],
    [
      { tokenDate: '2026-11-21', bookingDate: '2026-11-21' },
      { tokenDate: PAYMENT_MESSAGES.futureDate },
    ],
    [{ tokenAmount: '' }, { tokenAmount: PAYMENT_MESSAGES.amountRequired }],
    [{ tokenAmount: '100.005' }, { tokenAmount: PAYMENT_MESSAGES.atMostTwoDecimals('amount') }],
  ] as const)("names the payment's message %j after the form's field", (changes, errors) => {
    expect(validateTokenPayment(tokenForm(changes), { today, plot })).toEqual(errors);
  });

  it('takes cash without a reference', () => {
    const cash = tokenForm({ tokenPaymentMode: 'Cash', tokenPaymentReference: '' });
    expect(validateTokenPayment(cash, { today, plot })).toEqual({});
  });

  it('keeps the token and booking amount within the sale value', () => {
    const message = PAYMENT_MESSAGES.upfrontAboveSaleValue(16_00_000);
    const exactly = tokenForm({ tokenAmount: '100000', bookingAmount: '1500000' });
    expect(validateTokenPayment(exactly, { today, plot })).toEqual({});
    const bookingOver = tokenForm({ tokenAmount: '100000', bookingAmount: '1500000.01' });
    expect(validateTokenPayment(bookingOver, { today, plot })).toEqual({ bookingAmount: message });
    const tokenOver = tokenForm({ tokenAmount: '1600000.01', bookingAmount: '' });
    expect(validateTokenPayment(tokenOver, { today, plot })).toEqual({ tokenAmount: message });
  });

  it('refuses a rate that makes a sale value no schedule takes', () => {
    const mistyped = tokenForm({ plotSaleRate: '10000000000' });
    expect(validateTokenPayment(mistyped, { today, plot })).toEqual({
      plotSaleRate: 'Sale value must be at most 10,00,00,00,000',
    });
  });

  it('judges the amounts against the sale value only once there is one', () => {
    const huge = tokenForm({ tokenAmount: '9000000' });
    expect(validateTokenPayment(huge, { today, plot: null })).toEqual({});
    expect(validateTokenPayment({ ...huge, plotSaleRate: '' }, { today, plot })).toEqual({});
  });
});

describe('tokenPaymentPayload', () => {
  it('sends the mode and the trimmed reference, or null for none', () => {
    expect(tokenPaymentPayload(tokenForm())).toEqual({ mode: 'Cheque', reference: 'CHQ-004521' });
    const cash = tokenForm({ tokenPaymentMode: 'Cash', tokenPaymentReference: ' ' });
    expect(tokenPaymentPayload(cash)).toEqual({ mode: 'Cash', reference: null });
  });

  it('sends nothing when the token is not recorded or does not apply', () => {
    expect(tokenPaymentPayload(tokenForm({ recordTokenPayment: false }))).toBeNull();
    expect(tokenPaymentPayload(tokenForm({ bookingStatus: 'RegistryDone' }))).toBeNull();
    expect(recordsTokenPayment(tokenForm({ bookingStatus: 'RegistryDone' }))).toBe(false);
  });

  it('refuses a form that was not validated', () => {
    expect(() => tokenPaymentPayload(tokenForm({ tokenPaymentMode: '' }))).toThrow(RangeError);
  });

  it('is read back into the form the server judges', () => {
    const form = tokenForm({ recordTokenPayment: undefined, tokenPaymentReference: undefined });
    expect(withTokenPayment(form, { mode: 'UPI', reference: null })).toMatchObject({
      recordTokenPayment: true,
      tokenPaymentMode: 'UPI',
      tokenPaymentReference: '',
    });
  });
});

describe('tokenPaymentSchedule', () => {
  const booking = {
    plotSaleRate: 12_000,
    tokenAmount: 51_000,
    tokenDate: '2026-11-18',
    bookingAmount: 5_00_000,
    bookingDate: '2026-11-20',
    registryDate: '2026-12-20',
  } as const;

  it('drafts the token, the booking amount and the rest at the registry', () => {
    expect(tokenPaymentSchedule(booking, plot)).toEqual({
      saleValue: 16_00_000,
      instalments: [
        { label: 'Token amount', dueDate: '2026-11-18', amount: 51_000 },
        { label: 'Booking amount', dueDate: '2026-11-20', amount: 5_00_000 },
        { label: '100% at registry', dueDate: '2026-12-20', amount: 10_49_000 },
      ],
    });
  });

  it('needs a sale value', () => {
    expect(() => tokenPaymentSchedule({ ...booking, plotSaleRate: null }, plot)).toThrow(
      RangeError,
    );
  });
});
