/** The status dialog's body, judged by its rules, keeping only the details the target status needs. */
import type { components } from '@plotline/api-client/schema';
import {
  filledText,
  validateStatusChange,
  type BookingStatus,
  type CalendarDate,
} from '@plotline/domain';
import { assertValid } from '../../http/http-error';

type StatusChangeRequest = components['schemas']['StatusChangeRequest'];

export type StatusChangeValues = {
  newStatus: BookingStatus;
  /** The version the dialog was opened from, when it names one. */
  version: number | undefined;
  /** Registry Done with the balance outstanding, confirmed (registry-balance-check.ts). */
  acceptOutstanding: boolean;
  details: {
    remark: string | null;
    cancellationReason: string | null;
    actualRegistryDate: CalendarDate | null;
    registrationNumber: string | null;
  };
};

/**
 * 400 with the dialog's messages when the body breaks a rule, judged on the business's `today`
 * (an actual registry date after it is refused).
 */
export function statusChangeInput(
  body: StatusChangeRequest,
  today: CalendarDate,
): StatusChangeValues {
  const { newStatus } = body;
  assertValid(
    validateStatusChange(
      {
        newStatus,
        remark: body.remark,
        cancellationReason: body.cancellationReason ?? '',
        actualRegistryDate: body.actualRegistryDate ?? '',
        registrationNumber: body.registrationNumber ?? '',
      },
      today,
    ),
  );
  const cancelled = newStatus === 'Cancelled';
  const registryDone = newStatus === 'RegistryDone';
  // The dialog may carry the other statuses' defaults; they are not kept.
  return {
    newStatus,
    version: body.version,
    acceptOutstanding: body.acceptOutstanding ?? false,
    details: {
      remark: filledText(body.remark),
      cancellationReason: cancelled ? filledText(body.cancellationReason ?? '') : null,
      actualRegistryDate: registryDone ? (body.actualRegistryDate ?? null) : null,
      registrationNumber: registryDone ? filledText(body.registrationNumber ?? '') : null,
    },
  };
}
