/**
 * A new booking's token recorded as its first payment when the booking is saved
 * (docs/payments.md "The token as received"): the booking form's fields for it, judged by the
 * rules and in the words of recording a payment but named as the form names them, what POST
 * /bookings is sent for it, and the schedule the payment is recorded against.
 */
import type { BookingForm } from '../booking/booking-form';
import type { CalendarDate } from '../calendar-date';
import type { FieldErrors } from '../field-errors';
import { MAX_AMOUNT_RUPEES } from '../input/input-limits';
import { decimalFrom, filledText } from '../input/read-input';
import { toPaisa } from './money';
import { validatePayment } from './payment';
import { PAYMENT_MESSAGES } from './payment-messages';
import { isPaymentMode, type PaymentMode } from './payment-modes';
import {
  scheduleFromPlan,
  type InstalmentDraft,
  type PaymentPlanId,
  type PlanBooking,
} from './payment-plans';
import { suggestedSaleValue } from './sale-value';
import type { PlotSize } from './sale-value-text';

/** What POST /bookings is sent for a token taken as received. */
export type TokenPayment = { mode: PaymentMode; reference: string | null };

/**
 * The plan of the schedule a token is recorded against. It asks of the buyer only what the
 * booking form holds: the token, the booking amount, the rest at the registry; staff change it
 * in the booking's Payments section when another plan was agreed.
 */
export const TOKEN_SCHEDULE_PLAN_ID: PaymentPlanId = 'full-at-registry';

/** A payment's fields as the booking form names them. */
const FORM_FIELDS: Readonly<Record<string, string>> = {
  receivedOn: 'tokenDate',
  amount: 'tokenAmount',
  mode: 'tokenPaymentMode',
  reference: 'tokenPaymentReference',
};

function asFormFields(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [FORM_FIELDS[field] ?? field, message]),
  );
}

/** Whether the form records its token: asked for, and a token applies (not Registry Done). */
export function recordsTokenPayment(form: BookingForm): boolean {
  return form.recordTokenPayment === true && form.bookingStatus !== 'RegistryDone';
}

export type TokenPaymentContext = {
  /** A token received after today is no payment yet. */
  today: CalendarDate;
  /** The chosen plot's size; null while none is chosen. */
  plot: PlotSize | null;
};

/**
 * Nothing unless the form records its token. Then a payment's rules: received on the token date,
 * not after today, a mode, a reference for every mode but cash; the sale value within the largest
 * amount a schedule takes; and the token and booking amount within it, since the schedule drafted
 * for them must add up to it. validateBooking's own messages for the token's amount and date say
 * more and go first.
 */
export function validateTokenPayment(
  form: BookingForm,
  { today, plot }: TokenPaymentContext,
): FieldErrors {
  if (!recordsTokenPayment(form)) return {};
  const token = decimalFrom(form.tokenAmount);
  const errors = asFormFields(
    validatePayment(
      {
        receivedOn: form.tokenDate,
        amount: token,
        mode: form.tokenPaymentMode ?? '',
        reference: form.tokenPaymentReference ?? null,
      },
      { today, outstanding: Infinity },
    ),
  );
  const saleValue =
    plot && suggestedSaleValue(plot.plotSize, plot.sizeUnit, decimalFrom(form.plotSaleRate));
  if (saleValue === null) return errors;
  if (saleValue > MAX_AMOUNT_RUPEES) {
    // No schedule holds it: the rate was mistyped, as no plot sells for more.
    return { ...errors, plotSaleRate: PAYMENT_MESSAGES.amountTooLarge('saleValue') };
  }
  const bookingAmount = decimalFrom(form.bookingAmount) ?? 0;
  if (token === null || errors.tokenAmount || !Number.isFinite(bookingAmount)) return errors;
  if (toPaisa(token) + toPaisa(bookingAmount) > toPaisa(saleValue)) {
    const field = toPaisa(token) > toPaisa(saleValue) ? 'tokenAmount' : 'bookingAmount';
    errors[field] ??= PAYMENT_MESSAGES.upfrontAboveSaleValue(saleValue);
  }
  return errors;
}

/**
 * What POST /bookings is sent for the token: null when the form does not record it. Called once
 * validateTokenPayment has passed the form.
 */
export function tokenPaymentPayload(form: BookingForm): TokenPayment | null {
  if (!recordsTokenPayment(form)) return null;
  const mode = form.tokenPaymentMode;
  if (!isPaymentMode(mode)) {
    throw new RangeError('tokenPaymentPayload needs a validated form: tokenPaymentMode is missing');
  }
  return { mode, reference: filledText(form.tokenPaymentReference ?? '') };
}

/** The booking form a posted token payment is judged in, as the server reads a body back. */
export function withTokenPayment(form: BookingForm, payment: TokenPayment): BookingForm {
  return {
    ...form,
    recordTokenPayment: true,
    tokenPaymentMode: payment.mode,
    tokenPaymentReference: payment.reference ?? '',
  };
}

export type TokenSchedule = { saleValue: number; instalments: InstalmentDraft[] };

/**
 * The schedule the token is recorded against: the sale value (the plot's size in square yards ×
 * the rate) split by TOKEN_SCHEDULE_PLAN_ID, the token and the booking amount first. Called once
 * the booking has passed validateBooking, so it has a rate over 0, and with it a sale value.
 */
export function tokenPaymentSchedule(
  booking: Omit<PlanBooking, 'planId' | 'saleValue'> & { plotSaleRate: number | null },
  plot: PlotSize,
): TokenSchedule {
  const saleValue = suggestedSaleValue(plot.plotSize, plot.sizeUnit, booking.plotSaleRate);
  if (saleValue === null) {
    throw new RangeError('tokenPaymentSchedule needs a validated booking: it has no sale value');
  }
  const instalments = scheduleFromPlan({ ...booking, planId: TOKEN_SCHEDULE_PLAN_ID, saleValue });
  return { saleValue, instalments };
}
