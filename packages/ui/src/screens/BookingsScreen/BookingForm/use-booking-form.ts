import {
  bookingFormFromPayload,
  newBookingForm,
  NOT_APPLICABLE_WHEN_REGISTRY_DONE,
  withMobileNumberType,
  withRegistryDateRecomputed,
  type BookingForm,
  type CalendarDate,
  type FieldErrors,
} from '@plotline/domain';
import { useState } from 'react';
import type { EditedBooking } from './booking-form-types';

type Field = keyof BookingForm;

/** Fields whose messages depend on another field, so changing that one clears them too. */
const DEPENDENT_FIELDS: Partial<Record<Field, readonly Field[]>> = {
  projectId: ['plotId'],
  salesRoute: ['channelPartnerId', 'salesPersonName', 'salesPersonEmail', 'salesPersonDesignation'],
  bookingStatus: [...NOT_APPLICABLE_WHEN_REGISTRY_DONE, 'registryDate', 'registrationNumber'],
  bookingDate: ['tokenDate', 'registryDate'],
  registryDuration: ['registryDate'],
  mobileNumberType: ['ownerMobileNumber', 'ownerMobileLastFiveDigits'],
  recordTokenPayment: ['tokenPaymentMode', 'tokenPaymentReference'],
  // Whether a reference is required depends on the mode.
  tokenPaymentMode: ['tokenPaymentReference'],
};

/**
 * The form after a change, with what follows from it (docs/product/workflows.md "Booking status").
 */
function edited(form: BookingForm, change: Partial<BookingForm>): BookingForm {
  let next = { ...form, ...change };
  // Another project's plots are another list: the plot chosen in the last one no longer applies.
  if (change.projectId !== undefined && change.projectId !== form.projectId) {
    next = { ...next, plotId: '' };
  }
  if (change.mobileNumberType !== undefined) {
    next = withMobileNumberType(next, change.mobileNumberType);
  }
  if ('bookingDate' in change || 'registryDuration' in change || 'bookingStatus' in change) {
    next = withRegistryDateRecomputed(next);
  }
  return next;
}

function without(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));
}

/**
 * The booking form's values and messages. It starts from the edited booking, or from a new
 * booking on `today` with `initialValues` over it; a field's message goes once it is edited.
 */
export function useBookingForm(
  booking: EditedBooking | null,
  today: CalendarDate,
  initialValues: Partial<BookingForm> = {},
) {
  const [form, setForm] = useState<BookingForm>(() =>
    booking ? bookingFormFromPayload(booking) : { ...newBookingForm(today), ...initialValues },
  );
  const [errors, setErrors] = useState<FieldErrors>({});

  const edit = (change: Partial<BookingForm>) => {
    setForm((current) => edited(current, change));
    const fields = Object.keys(change) as Field[];
    const cleared = fields.flatMap((field) => [field, ...(DEPENDENT_FIELDS[field] ?? [])]);
    setErrors((current) => without(current, cleared));
  };

  return { form, errors, setErrors, edit };
}
