/** The rows of the payment schedule form: what each holds, and how they become the API's body. */
import type { CalendarDate, FieldErrors, InstalmentDraft } from '@plotline/domain';
import type { PaymentSchedule, PaymentScheduleInput } from '../../payments/payments-types';

export type ScheduleRow = {
  /** Stable across removals, so React keeps each row's fields and focus. */
  key: number;
  label: string;
  /** '' once emptied. */
  dueDate: CalendarDate | '';
  /** Null while the box is empty. */
  amount: number | null;
  /** Its fields' messages, by field name. */
  errors: FieldErrors;
};

/** The row's fields as the domain's validator reads them. */
export const draftOf = ({ label, dueDate, amount }: ScheduleRow) => ({
  label,
  dueDate,
  // The validator reads an empty box as missing, as it reads a body's missing amount.
  amount: amount ?? Number.NaN,
});

/** The rows a form starts from, keyed 0, 1, …: the schedule's own, or one empty row. */
export function rowsOf(schedule: PaymentSchedule | null): ScheduleRow[] {
  if (!schedule || schedule.instalments.length === 0) return [emptyRow(0)];
  return schedule.instalments.map(({ label, dueDate, amount }, key) => ({
    key,
    label,
    dueDate,
    amount,
    errors: {},
  }));
}

export function emptyRow(key: number): ScheduleRow {
  return { key, label: '', dueDate: '', amount: null, errors: {} };
}

/** A plan's drafted rows, each a new row with fields of its own. */
export function rowsOfDrafts(
  drafts: readonly InstalmentDraft[],
  nextKey: () => number,
): ScheduleRow[] {
  return drafts.map((draft) => ({ ...draft, key: nextKey(), errors: {} }));
}

/**
 * The validator's messages split up: those of each row ('instalments.2.amount' goes to the third
 * row's amount) and those of the whole form ('saleValue', 'instalments').
 */
export function splitErrors(
  errors: FieldErrors,
  rowCount: number,
): { form: FieldErrors; rows: FieldErrors[] } {
  const form: FieldErrors = {};
  const rows: FieldErrors[] = Array.from({ length: rowCount }, () => ({}));
  for (const [path, message] of Object.entries(errors)) {
    const match = /^instalments\.(\d+)\.(\w+)$/.exec(path);
    const row = match ? rows[Number(match[1])] : undefined;
    if (match && row) row[match[2]!] = message;
    else form[path] = message;
  }
  return { form, rows };
}

/** The body of PUT /bookings/{id}/payment-schedule; called once the form is valid. */
export function scheduleInputOf(
  saleValue: number | null,
  rows: readonly ScheduleRow[],
  version: number | undefined,
): PaymentScheduleInput {
  if (saleValue === null) throw new Error('A schedule is sent only once it is valid');
  return {
    saleValue,
    instalments: rows.map(({ label, dueDate, amount }) => {
      if (dueDate === '' || amount === null) {
        throw new Error('A schedule is sent only once it is valid');
      }
      return { label: label.trim(), dueDate, amount };
    }),
    ...(version === undefined ? {} : { version }),
  };
}
