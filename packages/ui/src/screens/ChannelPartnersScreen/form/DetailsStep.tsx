import {
  MAX_COMMISSION_PERCENT,
  natureLabel,
  REQUIRED_FIELDS_MESSAGE,
  TEXT_LIMITS,
  validateChannelPartner,
  type ChannelPartnerForm,
  type FieldErrors,
} from '@plotline/domain';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/Button';
import { NumberField } from '../../../components/NumberField';
import { TextField } from '../../../components/TextField';
import type { ToastContent } from '../../../components/Toaster';
import { useFormSave, type SaveOutcome } from '../../../patterns';
import * as styles from './ChannelPartnerForm.css';
import { edit, errorOf, type FormPart } from './form-part';
import { FormSection } from './FormSection';
import { NatureSection } from './NatureSection';

export type DetailsStepProps = {
  form: FormPart<ChannelPartnerForm>;
  onErrors: (errors: FieldErrors) => void;
  /** Hands the checked form to the host, who closes the form once it went through. */
  onSave: (form: ChannelPartnerForm) => Promise<SaveOutcome>;
  /** The 'Change' link: back to the choice of nature, keeping what was typed. */
  onChangeNature: () => void;
  /** Receives the form's own toast: a submit with something missing. */
  onNotify: (notice: ToastContent) => void;
};

/** The nature's first box: where the user starts typing, rather than on the footer's button. */
const FIRST_FIELD = 'input:not([type="hidden"]):not([type="radio"]), textarea';

/** Step 2: the chosen nature's form and the shared Additional Information (commission, remarks). */
export function DetailsStep({
  form,
  onErrors,
  onSave,
  onChangeNature,
  onNotify,
}: DetailsStepProps) {
  const { isSaving } = useFormSave({
    validate: () => validateChannelPartner(form.value),
    save: () => onSave(form.value),
    onErrors,
    onInvalid: () => onNotify({ kind: 'error', message: REQUIRED_FIELDS_MESSAGE }),
  });
  const natureFields = useRef<HTMLDivElement>(null);
  useEffect(() => {
    natureFields.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, []);
  return (
    <>
      <div className={styles.headerRow}>
        <p className={styles.chosenNature}>Nature: {natureLabel(form.value.natureId)}</p>
        <Button
          variant="quiet"
          size="small"
          aria-label="Change Nature"
          // Going back to the natures mid-save would leave the save's outcome nowhere to show.
          isDisabled={isSaving}
          onPress={onChangeNature}
        >
          Change
        </Button>
      </div>
      <div ref={natureFields} className={styles.natureFields}>
        <NatureSection form={form} />
      </div>
      <FormSection title="Additional Information">
        <NumberField
          label="Commission Rate (%)"
          description="Of each payment on the partner's bookings"
          minValue={0}
          maxValue={MAX_COMMISSION_PERCENT}
          formatOptions={{ maximumFractionDigits: 2 }}
          value={form.value.commissionRate}
          // An emptied box is NaN, which validateChannelPartner refuses with the rate's message.
          onChange={(commissionRate) => edit(form, { commissionRate })}
          errorMessage={errorOf(form, 'commissionRate')}
        />
        <div className={styles.wide}>
          <TextField
            label="Remarks"
            maxLength={TEXT_LIMITS.note}
            multiline
            value={form.value.remarks}
            onChange={(remarks) => edit(form, { remarks })}
          />
        </div>
      </FormSection>
    </>
  );
}
