import { ENQUIRY_RULE_MESSAGES, type FieldErrors } from '@plotline/domain';
import { useState } from 'react';
import {
  FormModal,
  SearchedPicker,
  useFormSave,
  type ChoiceSource,
  type SaveOutcome,
} from '../../patterns';
import type { EnquiryPerson } from './enquiry-types';
import * as styles from './EnquiryFormModal.css';

export type AssignEnquiriesModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** How many enquiries are given. */
  count: number;
  /** The active users found for what was typed. */
  salesPeople: ChoiceSource<EnquiryPerson>;
  /** Gives them to the sales person; resolves (never rejects). Closing on success is the caller's. */
  onAssign: (assignedToId: number) => Promise<SaveOutcome>;
};

const enquiriesText = (count: number) => (count === 1 ? '1 enquiry' : `${count} enquiries`);

/** 'Assign enquiries': the sales person the selected enquiries are given to, all at once. */
export function AssignEnquiriesModal({
  isOpen,
  onOpenChange,
  ...fieldsProps
}: AssignEnquiriesModalProps) {
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="small"
      title="Assign enquiries"
      submitLabel={`Assign ${enquiriesText(fieldsProps.count)}`}
      formClassName={styles.form}
    >
      <AssignFields {...fieldsProps} />
    </FormModal>
  );
}

type AssignFieldsProps = Omit<AssignEnquiriesModalProps, 'isOpen' | 'onOpenChange'>;

/** Mounted on each opening, so nobody is chosen yet. */
function AssignFields({ count, salesPeople, onAssign }: AssignFieldsProps) {
  const [assignedToId, setAssignedToId] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  useFormSave({
    validate: (): FieldErrors =>
      assignedToId === null ? { assignedToId: ENQUIRY_RULE_MESSAGES.assigneeRequired } : {},
    save: () => (assignedToId === null ? Promise.resolve({ ok: false }) : onAssign(assignedToId)),
    onErrors: setErrors,
  });

  return (
    <>
      <p className={styles.quiet}>
        The {enquiriesText(count)} selected go to the sales person chosen here.
      </p>
      <SearchedPicker
        label="Sales person"
        placeholder="Search sales people"
        isRequired
        choices={salesPeople.items}
        value={assignedToId}
        onSearch={salesPeople.onSearch}
        onChange={(id) => {
          setAssignedToId(id);
          setErrors({});
        }}
        errorMessage={errors.assignedToId}
      />
    </>
  );
}
