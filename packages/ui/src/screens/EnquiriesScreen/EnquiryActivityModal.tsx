import {
  ENQUIRY_ACTIVITY_KINDS,
  enquiryTimelineKindLabel,
  isEnquiryActivityKind,
  TEXT_LIMITS,
  validateEnquiryActivity,
  type EnquiryActivityKind,
} from '@plotline/domain';
import { Radio, RadioGroup } from '../../components/RadioGroup';
import { TextField } from '../../components/TextField';
import { FormModal, useFormFields, useFormSave, type SaveOutcome } from '../../patterns';
import type { EnquiryActivity, EnquiryRecord } from './enquiry-types';
import { EnquirySummary } from './enquiry-summary';
import * as styles from './EnquiryFormModal.css';

export type EnquiryActivityModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The enquiry it is logged on. */
  enquiry: EnquiryRecord;
  /** What the button that opened it logs: a call ('Log call') or a note ('Add note'). */
  kind: EnquiryActivityKind;
  /** Logs it, as written; resolves (never rejects). Closing on success is the caller's. */
  onSave: (activity: EnquiryActivity) => Promise<SaveOutcome>;
};

/** 'Log call' and 'Add note': what was said, logged on the enquiry by whoever writes it, now. */
export function EnquiryActivityModal({
  isOpen,
  onOpenChange,
  ...fieldsProps
}: EnquiryActivityModalProps) {
  const label = fieldsProps.kind === 'Call' ? 'Log call' : 'Add note';
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={label}
      submitLabel={label}
      formClassName={styles.form}
    >
      <ActivityFields {...fieldsProps} />
    </FormModal>
  );
}

type ActivityFieldsProps = Omit<EnquiryActivityModalProps, 'isOpen' | 'onOpenChange'>;

/** Mounted on each opening, so it starts empty, of the kind its button logs. */
function ActivityFields({ enquiry, kind, onSave }: ActivityFieldsProps) {
  const { values, errors, setErrors, change } = useFormFields<EnquiryActivity>(() => ({
    kind,
    text: '',
  }));
  useFormSave({
    validate: () => validateEnquiryActivity(values),
    save: () => onSave(values),
    onErrors: setErrors,
  });

  return (
    <>
      <EnquirySummary enquiry={enquiry} />
      <TextField
        name="text"
        label={values.kind === 'Call' ? 'What was said' : 'Note'}
        isRequired
        multiline
        maxLength={TEXT_LIMITS.note}
        value={values.text}
        onChange={change('text')}
        errorMessage={errors.text}
      />
      <RadioGroup
        label="Kind"
        orientation="horizontal"
        value={values.kind}
        onChange={(chosen) => {
          if (isEnquiryActivityKind(chosen)) change('kind')(chosen);
        }}
      >
        {ENQUIRY_ACTIVITY_KINDS.map((option) => (
          <Radio key={option} value={option}>
            {enquiryTimelineKindLabel(option)}
          </Radio>
        ))}
      </RadioGroup>
    </>
  );
}
