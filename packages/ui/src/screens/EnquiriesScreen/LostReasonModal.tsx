import { validateEnquiryStageChange, type FieldErrors, type LostReason } from '@plotline/domain';
import { useState } from 'react';
import { Select } from '../../components/Select';
import { FormModal, useFormSave } from '../../patterns';
import { body } from '../../patterns/MoveDialog/move-dialog.css';
import type { EnquiryChangeOutcome, EnquiryRecord } from './enquiry-types';
import { LOST_REASON_ITEMS } from './enquiry-choice-items';
import { EnquirySummary } from './enquiry-summary';

export type LostReasonModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  enquiry: EnquiryRecord;
  /** Moves it to Lost with the reason; resolves (never rejects). Closing on success is the caller's. */
  onConfirm: (lostReason: LostReason) => Promise<EnquiryChangeOutcome>;
};

/** 'Move to Lost': the reason the enquiry was lost, which a move to Lost cannot go without. */
export function LostReasonModal({ isOpen, onOpenChange, ...fieldsProps }: LostReasonModalProps) {
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="small"
      title="Move to Lost"
      submitLabel="Move to Lost"
      submitVariant="danger"
      formClassName={body}
    >
      <LostReasonFields {...fieldsProps} />
    </FormModal>
  );
}

type LostReasonFieldsProps = Pick<LostReasonModalProps, 'enquiry' | 'onConfirm'>;

/** Mounted on each opening, so no reason is chosen yet. */
function LostReasonFields({ enquiry, onConfirm }: LostReasonFieldsProps) {
  const [lostReason, setLostReason] = useState<LostReason | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  useFormSave({
    validate: () => validateEnquiryStageChange({ stage: 'Lost', lostReason }),
    save: () => (lostReason ? onConfirm(lostReason) : Promise.resolve({ ok: false })),
    onErrors: setErrors,
  });

  return (
    <>
      <EnquirySummary enquiry={enquiry} />
      <Select
        name="lostReason"
        label="Reason for losing the enquiry"
        isRequired
        items={LOST_REASON_ITEMS}
        value={lostReason}
        onChange={(key) => {
          setLostReason(LOST_REASON_ITEMS.find(({ id }) => id === key)?.id ?? null);
          setErrors({});
        }}
        errorMessage={errors.lostReason}
      />
    </>
  );
}
