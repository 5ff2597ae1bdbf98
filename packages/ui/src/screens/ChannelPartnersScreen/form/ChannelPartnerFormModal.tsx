import {
  hasTypedNatureDetails,
  natureLabel,
  withNatureChanged,
  type ChannelPartnerForm,
  type NatureId,
} from '@plotline/domain';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { ToastContent } from '../../../components/Toaster';
import { FormModal, type SaveOutcome } from '../../../patterns';
import type { StoredChannelPartner } from './channel-partner-form-types';
import * as styles from './ChannelPartnerForm.css';
import { DetailsStep } from './DetailsStep';
import { NatureStep } from './NatureStep';
import { useChannelPartnerForm } from './use-channel-partner-form';

export type ChannelPartnerFormModalProps = {
  isOpen: boolean;
  /** Cancel and Escape close it. */
  onOpenChange: (isOpen: boolean) => void;
  /** The partner being edited, as the API stores it; null to add one. */
  partner: StoredChannelPartner | null;
  /**
   * Saves; resolves (never rejects) with the outcome. A refusal keeps what was typed, showing
   * the fields it names; closing on success is the caller's (useFormEditor's saveWith).
   */
  onSave: (form: ChannelPartnerForm) => Promise<SaveOutcome>;
  /**
   * Receives the form's own toast, `Please fill in all required fields` on a submit with
   * something missing; the host shows it in its toast queue.
   */
  onNotify: (notice: ToastContent) => void;
  /**
   * A warning above the fields of the partner being edited, e.g. the domain's
   * changedWhileEditingNotice once someone else changed it meanwhile; a new partner shows none.
   */
  notice?: string;
};

/** The Add and Edit Channel Partner modal: the nature first (editing skips it), then its form. */
export function ChannelPartnerFormModal({
  isOpen,
  onOpenChange,
  partner,
  onSave,
  onNotify,
  notice,
}: ChannelPartnerFormModalProps) {
  const isEditing = partner !== null;
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="large"
      title={isEditing ? 'Edit Channel Partner' : 'Add Channel Partner'}
      submitLabel={isEditing ? 'Update Partner' : 'Create Partner'}
      formClassName={styles.form}
      notice={isEditing ? notice : undefined}
    >
      <ChannelPartnerSteps
        key={partner?.id ?? 'new'}
        partner={partner}
        onSave={onSave}
        onNotify={onNotify}
      />
    </FormModal>
  );
}

type ChannelPartnerStepsProps = Pick<
  ChannelPartnerFormModalProps,
  'partner' | 'onSave' | 'onNotify'
>;

/** The two steps over one form, so going back to the nature loses nothing typed. */
function ChannelPartnerSteps({ partner, onSave, onNotify }: ChannelPartnerStepsProps) {
  const { root, setErrors } = useChannelPartnerForm(partner);
  const [step, setStep] = useState<'nature' | 'details'>(partner ? 'details' : 'nature');
  // Another nature was chosen while this one's details hold something typed: ask first.
  const [askedNature, setAskedNature] = useState<NatureId | null>(null);

  const changeNature = (natureId: NatureId) => {
    root.update(withNatureChanged(root.value, natureId));
    setErrors({});
    setStep('details');
  };
  const handleChoose = (natureId: NatureId) => {
    if (natureId === root.value.natureId) setStep('details');
    else if (hasTypedNatureDetails(root.value)) setAskedNature(natureId);
    else changeNature(natureId);
  };

  return (
    // Dates in en-IN (docs/product/constants.md), whatever the host's locale.
    <I18nProvider locale="en-IN">
      {step === 'nature' ? (
        <NatureStep natureId={root.value.natureId} onChoose={handleChoose} />
      ) : (
        <DetailsStep
          form={root}
          onErrors={setErrors}
          onSave={onSave}
          onChangeNature={() => setStep('nature')}
          onNotify={onNotify}
        />
      )}
      <ConfirmDialog
        isOpen={askedNature !== null}
        onOpenChange={(open) => {
          if (!open) setAskedNature(null);
        }}
        title="Change Nature?"
        message={`What was typed for ${natureLabel(root.value.natureId)} will be discarded.`}
        confirmLabel="Discard and Change"
        onConfirm={() => {
          if (askedNature !== null) changeNature(askedNature);
          setAskedNature(null);
        }}
      />
    </I18nProvider>
  );
}
