import {
  followedBookingLabel,
  followUpFormOf,
  newFollowUpForm,
  TEXT_LIMITS,
  validateFollowUp,
  type CalendarDate,
  type FollowUpDraft,
  type FollowUpForm,
} from '@plotline/domain';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { ComboBox } from '../../components/ComboBox';
import { DatePicker } from '../../components/DatePicker';
import { TextField } from '../../components/TextField';
import { FormModal, useFormFields, useFormSave, type SaveOutcome } from '../../patterns';
import { FollowedBookingPanel } from './FollowedBookingPanel';
import {
  bookingOfRow,
  type BookingChoice,
  type FollowUpBookings,
  type FollowUpRow,
} from './follow-ups-screen-types';
import * as styles from './FollowUpFormModal.css';

export type FollowUpFormModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The follow-up being edited; null to add one. */
  followUp: FollowUpRow | null;
  /** A new follow-up is dated today. */
  today: CalendarDate;
  /** Who a new follow-up is taken by unless changed, e.g. the signed-in user's name. */
  takenBy?: string;
  /**
   * The picker's bookings (`onSearch` gets what was typed, '' for the host's first ones), the one
   * a new follow-up starts on (`chosen`, e.g. the booking the list is narrowed to), told which
   * one is picked (`onPick`), and the host's load of it (`picked`).
   */
  bookings: FollowUpBookings;
  /** Saves; resolves (never rejects) with the outcome. Closing on success is the caller's. */
  onSave: (draft: FollowUpDraft) => Promise<SaveOutcome>;
  /**
   * A warning above the fields of the follow-up being edited, e.g. the domain's
   * changedWhileEditingNotice once someone else changed it meanwhile; a new one shows none.
   */
  notice?: string;
};

/** The 'Add Follow-up' and 'Edit Follow-up' modal. */
export function FollowUpFormModal({
  isOpen,
  onOpenChange,
  notice,
  ...fieldsProps
}: FollowUpFormModalProps) {
  const isEditing = fieldsProps.followUp !== null;
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="large"
      title={isEditing ? 'Edit Follow-up' : 'Add Follow-up'}
      submitLabel={isEditing ? 'Update Follow-up' : 'Add Follow-up'}
      formClassName={styles.form}
      notice={isEditing ? notice : undefined}
    >
      <FollowUpFields {...fieldsProps} />
    </FormModal>
  );
}

type FollowUpFieldsProps = Omit<FollowUpFormModalProps, 'isOpen' | 'onOpenChange' | 'notice'>;

/** The picker's choices, with the chosen booking kept among them whatever the last search found. */
function choicesWith(choices: readonly BookingChoice[], chosen: BookingChoice | null) {
  const all =
    chosen && !choices.some(({ id }) => id === chosen.id) ? [chosen, ...choices] : choices;
  return all.map((booking) => ({ id: booking.id, label: followedBookingLabel(booking), booking }));
}

/** The form as the host saves it: validateFollowUp refuses one with no booking chosen. */
function draftOf(form: FollowUpForm): FollowUpDraft {
  if (form.bookingId === null) throw new Error('A follow-up is saved only with its booking');
  return { ...form, bookingId: form.bookingId };
}

/** The form's fields; they mount on each opening, so they start from fresh values. */
function FollowUpFields({ followUp, today, takenBy, bookings, onSave }: FollowUpFieldsProps) {
  const [initialForm] = useState<FollowUpForm>(() =>
    followUp
      ? followUpFormOf(followUp)
      : newFollowUpForm(today, bookings.chosen?.id ?? null, takenBy),
  );
  const {
    values: form,
    errors,
    setErrors,
    change: handleChange,
  } = useFormFields(() => initialForm);
  const [chosen, setChosen] = useState<BookingChoice | null>(() =>
    followUp ? bookingOfRow(followUp) : (bookings.chosen ?? null),
  );
  useFormSave({
    validate: () => validateFollowUp(form),
    save: () => onSave(draftOf(form)),
    onErrors: setErrors,
  });
  const choices = choicesWith(bookings.items, chosen);

  const handleDateChange =
    (field: 'followUpDate' | 'nextFollowUpDate') => (date: CalendarDate | null) =>
      handleChange(field)(date ?? '');

  const handleBookingChange = (key: Key | null) => {
    const booking = choices.find(({ id }) => id === key)?.booking ?? null;
    setChosen(booking);
    handleChange('bookingId')(booking?.id ?? null);
    bookings.onPick(booking?.id ?? null);
  };

  // Choosing writes the booking's label into the box; that is no search for the host to run.
  const handleBookingInput = (text: string) =>
    bookings.onSearch?.(chosen && text === followedBookingLabel(chosen) ? '' : text);

  // The host's booking, once loaded, knows its status; until then the picker's choice shows.
  const picked = bookings.picked?.bookingId === form.bookingId ? bookings.picked : undefined;
  const shownBooking = chosen && (picked?.booking ?? chosen);

  return (
    <>
      <div className={styles.picker}>
        <ComboBox
          label="Booking"
          isRequired
          placeholder="Search by booking, project, plot, owner, mobile..."
          items={choices}
          selectedKey={form.bookingId}
          onSelectionChange={handleBookingChange}
          onInputChange={handleBookingInput}
          // A searching host matched what was typed (mobile numbers too), so show all it found.
          {...(bookings.onSearch && { defaultFilter: () => true })}
          errorMessage={errors.bookingId}
        />
      </div>
      <FollowedBookingPanel
        booking={shownBooking}
        followUps={picked?.followUps}
        editingId={followUp?.id ?? null}
      />
      <div className={styles.fields}>
        {/*
          The pickers keep their own value (the dialog mounts afresh on each opening): typing a
          year digit by digit passes through '0002-03-11' on its way to 2025, which DatePicker
          cannot be handed back as its value. The form records each change and validates the last.
        */}
        <div className={styles.pair}>
          <DatePicker
            label="Follow-up Date"
            isRequired
            defaultValue={initialForm.followUpDate}
            onChange={handleDateChange('followUpDate')}
            errorMessage={errors.followUpDate}
          />
          <DatePicker
            label="Next Follow-up Date"
            description="Optional"
            defaultValue={initialForm.nextFollowUpDate}
            onChange={handleDateChange('nextFollowUpDate')}
            errorMessage={errors.nextFollowUpDate}
          />
        </div>
        <TextField
          name="purpose"
          label="Purpose"
          maxLength={TEXT_LIMITS.name}
          isRequired
          placeholder="e.g. Payment reminder"
          value={form.purpose}
          onChange={handleChange('purpose')}
          errorMessage={errors.purpose}
        />
        <TextField
          name="followUpUpdate"
          label="Follow-up Update"
          maxLength={TEXT_LIMITS.note}
          isRequired
          multiline
          placeholder="What was discussed and agreed"
          value={form.followUpUpdate}
          onChange={handleChange('followUpUpdate')}
          errorMessage={errors.followUpUpdate}
        />
        <TextField
          name="followUpTakenBy"
          label="Taken By"
          maxLength={TEXT_LIMITS.name}
          value={form.followUpTakenBy}
          onChange={handleChange('followUpTakenBy')}
          errorMessage={errors.followUpTakenBy}
        />
      </div>
    </>
  );
}
