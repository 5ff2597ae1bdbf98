import {
  AMOUNT_STEP,
  formatRupees,
  isPaymentPlanId,
  isValid,
  MAX_AMOUNT_RUPEES,
  MAX_INSTALMENTS,
  PAYMENT_PLANS,
  PAYMENT_TEXT_LIMITS,
  scheduleFromPlan,
  sumRupees,
  validatePaymentSchedule,
  type FieldErrors,
  type PaymentPlanId,
  type PlanBooking,
} from '@plotline/domain';
import { useRef, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { DatePicker } from '../../../components/DatePicker';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import { NumberField } from '../../../components/NumberField';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { FieldGroup, FormModal, useFormModal, type SaveOutcome } from '../../../patterns';
import { RUPEES } from '../../payments/PaymentEntryFields';
import type { PaymentSchedule, PaymentScheduleInput } from '../../payments/payments-types';
import {
  draftOf,
  emptyRow,
  rowsOf,
  rowsOfDrafts,
  scheduleInputOf,
  splitErrors,
  type ScheduleRow,
} from './schedule-rows';
import * as styles from './PaymentScheduleFormModal.css';

/** What a plan drafts the rows from: the booking's token, booking amount and dates. */
export type ScheduledBooking = Omit<PlanBooking, 'planId' | 'saleValue'>;

export type PaymentScheduleFormModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Names the booking in the title. */
  bookingNumber: string;
  /** The booking's amounts and dates, for the plans. */
  booking: ScheduledBooking;
  /** The schedule to replace, or null for the first. */
  schedule: PaymentSchedule | null;
  /** Plot size × plot sale rate: a first schedule's sale value starts at it. */
  suggestedSaleValue: number | null;
  /** What the booking's payments add up to: the sale value cannot be less. */
  receivedAmount: number;
  /** Saves the schedule; resolves (never rejects). Closing on success is the caller's. */
  onSave: (input: PaymentScheduleInput) => Promise<SaveOutcome>;
};

const PLAN_ITEMS = PAYMENT_PLANS.map(({ id, label }) => ({ id, label }));

/**
 * 'Set payment schedule': the sale value, a plan that drafts the instalments, and the
 * instalments themselves, each editable, with their total against the sale value as they change.
 */
export function PaymentScheduleFormModal({
  isOpen,
  onOpenChange,
  bookingNumber,
  ...fieldsProps
}: PaymentScheduleFormModalProps) {
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="large"
      title={`Set payment schedule for ${bookingNumber}`}
      submitLabel="Save schedule"
      formClassName={styles.form}
    >
      <ScheduleFields {...fieldsProps} />
    </FormModal>
  );
}

type ScheduleFieldsProps = Omit<
  PaymentScheduleFormModalProps,
  'isOpen' | 'onOpenChange' | 'bookingNumber'
>;

/** The fields; they mount on each opening, so each opening starts from the stored schedule. */
function ScheduleFields({
  booking,
  schedule,
  suggestedSaleValue,
  receivedAmount,
  onSave,
}: ScheduleFieldsProps) {
  const [saleValue, setSaleValue] = useState<number | null>(
    () => schedule?.saleValue ?? suggestedSaleValue,
  );
  const [rows, setRows] = useState<ScheduleRow[]>(() => rowsOf(schedule));
  // Keys go on from the first rows', so a row added or drafted never takes one in use.
  const keys = useRef(rows.length);
  const nextKey = () => keys.current++;
  /** The plan the rows were drafted from, until one is edited. */
  const [planId, setPlanId] = useState<PaymentPlanId | null>(null);
  const [formErrors, setFormErrors] = useState<FieldErrors>({});
  const [addedKey, setAddedKey] = useState<number | null>(null);
  const saleValueBox = useRef<HTMLDivElement>(null);

  const validate = (value = saleValue, current = rows) =>
    validatePaymentSchedule(
      { saleValue: value, instalments: current.map(draftOf) },
      { receivedAmount },
    );

  const showErrors = (errors: FieldErrors) => {
    const split = splitErrors(errors, rows.length);
    setFormErrors(split.form);
    setRows((current) =>
      current.map((row, index) => ({ ...row, errors: split.rows[index] ?? {} })),
    );
  };

  const { isSaving } = useFormModal(async ({ onSavingChange, focusFirstInvalid }) => {
    const errors = validate();
    showErrors(errors);
    if (!isValid(errors)) {
      focusFirstInvalid();
      return;
    }
    onSavingChange(true);
    try {
      const outcome = await onSave(scheduleInputOf(saleValue, rows, schedule?.version));
      if (!outcome.ok && outcome.fieldErrors) {
        showErrors(outcome.fieldErrors);
        focusFirstInvalid();
      }
    } finally {
      onSavingChange(false);
    }
  });

  // An edit takes away its field's message and the totals', which it may have answered.
  const withoutMessages = (fields: readonly string[]) =>
    setFormErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))),
    );

  const changeSaleValue = (value: number | null) => {
    setSaleValue(value);
    setPlanId(null);
    withoutMessages(['saleValue', 'instalments']);
  };

  const changeRow = (key: number, change: Partial<Omit<ScheduleRow, 'key' | 'errors'>>) => {
    setRows((current) =>
      current.map((row) =>
        row.key === key
          ? {
              ...row,
              ...change,
              errors: Object.fromEntries(
                Object.entries(row.errors).filter(([field]) => !(field in change)),
              ),
            }
          : row,
      ),
    );
    setPlanId(null);
    withoutMessages(['instalments']);
  };

  const addRow = () => {
    const key = nextKey();
    setRows((current) => [...current, emptyRow(key)]);
    setAddedKey(key);
    setPlanId(null);
    withoutMessages(['instalments']);
  };

  const removeRow = (key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    setPlanId(null);
    withoutMessages(['instalments']);
  };

  const choosePlan = (id: PaymentPlanId) => {
    // A plan splits the sale value, so it waits for one the validator accepts.
    const saleValueError = validate(saleValue, []).saleValue;
    if (saleValueError !== undefined) {
      setFormErrors((current) => ({ ...current, saleValue: saleValueError }));
      // Taken to the box to fill in, once the plan's list has closed and handed the focus back.
      setTimeout(() => saleValueBox.current?.querySelector('input')?.focus());
      return;
    }
    if (saleValue === null) return;
    setRows(rowsOfDrafts(scheduleFromPlan({ ...booking, planId: id, saleValue }), nextKey));
    setPlanId(id);
    setAddedKey(null);
    withoutMessages(['instalments']);
  };

  const total = sumRupees(rows.map(({ amount }) => amount ?? 0));

  return (
    // Dates and amounts in en-IN (docs/product/constants.md), whatever the host's locale.
    <I18nProvider locale="en-IN">
      <div className={styles.header}>
        <div ref={saleValueBox} className={styles.field}>
          <NumberField
            label="Sale Value"
            isRequired
            isReadOnly={isSaving}
            formatOptions={RUPEES}
            step={AMOUNT_STEP}
            minValue={0}
            maxValue={MAX_AMOUNT_RUPEES}
            value={saleValue ?? Number.NaN}
            onChange={(value) => changeSaleValue(Number.isNaN(value) ? null : value)}
            description={
              suggestedSaleValue === null
                ? undefined
                : `Plot size in sq yd × sale rate: ${formatRupees(suggestedSaleValue)}`
            }
            errorMessage={formErrors.saleValue}
          />
        </div>
        <Select
          label="Payment Plan"
          placeholder="Choose a plan"
          description="Fills in the instalments below; each can be changed after."
          isDisabled={isSaving}
          items={PLAN_ITEMS}
          value={planId}
          onChange={(key) => {
            if (isPaymentPlanId(key)) choosePlan(key);
          }}
        />
      </div>
      <FieldGroup legend="Instalments">
        <ol className={styles.rows}>
          {rows.map((row, index) => (
            <InstalmentFields
              key={row.key}
              row={row}
              legend={`Instalment ${index + 1}`}
              isSaving={isSaving}
              isJustAdded={row.key === addedKey}
              onChange={(change) => changeRow(row.key, change)}
              onRemove={rows.length > 1 ? () => removeRow(row.key) : undefined}
            />
          ))}
        </ol>
        <div className={styles.footer}>
          <Button
            variant="secondary"
            isDisabled={isSaving || rows.length >= MAX_INSTALMENTS}
            onPress={addRow}
          >
            <Icon name="plus" />
            Add instalment
          </Button>
          <p role="status" className={styles.total}>
            {scheduleTotalText(total, saleValue)}
          </p>
        </div>
        {/* No one field is wrong when the totals differ, so the message is said as it shows. */}
        {formErrors.instalments && (
          <p role="alert" className={styles.error}>
            {formErrors.instalments}
          </p>
        )}
      </FieldGroup>
    </I18nProvider>
  );
}

/** 'Total ₹9,00,000.00 of ₹12,00,000.00': what the rows add up to against the sale value. */
function scheduleTotalText(total: number, saleValue: number | null): string {
  const figure = `Total ${formatRupees(total)}`;
  return saleValue === null ? figure : `${figure} of ${formatRupees(saleValue)}`;
}

type InstalmentFieldsProps = {
  row: ScheduleRow;
  /** 'Instalment 2': names the row's group, so each 'Label' is told apart. */
  legend: string;
  isSaving: boolean;
  /** The user has just added this row: its label takes the focus, to be typed into next. */
  isJustAdded: boolean;
  onChange: (change: Partial<Omit<ScheduleRow, 'key' | 'errors'>>) => void;
  /** Given while there is more than one row. */
  onRemove?: () => void;
};

/** One instalment: its label, due date and amount, and its Remove button. */
function InstalmentFields({
  row,
  legend,
  isSaving,
  isJustAdded,
  onChange,
  onRemove,
}: InstalmentFieldsProps) {
  return (
    <li>
      <fieldset className={styles.row}>
        <legend className={styles.rowLegend}>{legend}</legend>
        <TextField
          label="Label"
          isRequired
          isReadOnly={isSaving}
          maxLength={PAYMENT_TEXT_LIMITS.instalmentLabel}
          value={row.label}
          onChange={(label) => onChange({ label })}
          errorMessage={row.errors.label}
          // Focus follows the user's own action of adding the row, so it is expected.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={isJustAdded}
        />
        {/* The picker keeps its own value: a plan's rows are new rows, with pickers of their own. */}
        <DatePicker
          label="Due Date"
          isRequired
          isReadOnly={isSaving}
          defaultValue={row.dueDate}
          onChange={(dueDate) => onChange({ dueDate: dueDate ?? '' })}
          errorMessage={row.errors.dueDate}
        />
        <NumberField
          label="Amount"
          isRequired
          isReadOnly={isSaving}
          formatOptions={RUPEES}
          step={AMOUNT_STEP}
          minValue={0}
          maxValue={MAX_AMOUNT_RUPEES}
          value={row.amount ?? Number.NaN}
          onChange={(amount) => onChange({ amount: Number.isNaN(amount) ? null : amount })}
          errorMessage={row.errors.amount}
        />
        <div className={styles.rowAction}>
          {onRemove && (
            <IconButton
              aria-label={`Remove ${legend}`}
              icon={<Icon name="delete" />}
              isDisabled={isSaving}
              hasTooltip
              onPress={onRemove}
            />
          )}
        </div>
      </fieldset>
    </li>
  );
}
