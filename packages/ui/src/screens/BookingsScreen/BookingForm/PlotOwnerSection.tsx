import {
  GENDERS,
  lastFiveDigits,
  mobileDigits,
  TEXT_LIMITS,
  type BookingForm,
  type Gender,
  type MobileNumberType,
} from '@plotline/domain';
import { Radio, RadioGroup } from '../../../components/RadioGroup';
import { TextField } from '../../../components/TextField';
import * as styles from './BookingFormModal.css';
import { FormSection, type BookingSectionProps } from './FormSection';

type OwnerText = keyof Pick<
  BookingForm,
  | 'plotOwnerName'
  | 'ownerMobileNumber'
  | 'ownerMobileLastFiveDigits'
  | 'emailId'
  | 'profession'
  | 'guardianName'
  | 'alternateNumber'
  | 'addressOfPlotOwner'
  | 'businessAddress'
>;

/** Plot Owner Information: who is buying, and how to reach them. */
export function PlotOwnerSection({ form, errors, onEdit }: BookingSectionProps) {
  const text = (field: OwnerText, isRequired = false) => ({
    value: form[field],
    onChange: (value: string) => onEdit({ [field]: value }),
    errorMessage: errors[field],
    isRequired,
  });
  // Digit boxes accept digits only, as typed (docs/product/validation.md), and no more than the
  // number has.
  // No maxLength: the browser would cut a pasted number before `keep` strips and cuts it.
  const digits = (field: OwnerText, keep: (text: string) => string) => ({
    ...text(field),
    onChange: (value: string) => onEdit({ [field]: keep(value) }),
    inputMode: 'numeric' as const,
  });
  const lastFive = form.mobileNumberType === 'lastFive';

  return (
    <FormSection title="Plot Owner Information">
      <TextField
        label="Plot Owner Name"
        maxLength={TEXT_LIMITS.name}
        {...text('plotOwnerName', true)}
      />
      <div className={styles.wide}>
        <RadioGroup
          label="Mobile Number Type"
          orientation="horizontal"
          value={form.mobileNumberType}
          onChange={(value) => onEdit({ mobileNumberType: value as MobileNumberType })}
        >
          <Radio value="full">Full Mobile Number</Radio>
          <Radio value="lastFive">Last 5 Digits</Radio>
        </RadioGroup>
      </div>
      {lastFive ? (
        <TextField
          label="Last 5 Digits of Mobile Number"
          {...digits('ownerMobileLastFiveDigits', lastFiveDigits)}
          isRequired
        />
      ) : (
        <TextField
          label="Owner Mobile Number"
          {...digits('ownerMobileNumber', mobileDigits)}
          isRequired
        />
      )}
      <TextField label="Email ID" type="email" maxLength={TEXT_LIMITS.email} {...text('emailId')} />
      <div className={styles.wide}>
        <RadioGroup
          label="Gender"
          isRequired
          orientation="horizontal"
          value={form.gender || null}
          onChange={(value) => onEdit({ gender: value as Gender })}
          errorMessage={errors.gender}
        >
          {GENDERS.map((gender) => (
            <Radio key={gender} value={gender}>
              {gender}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      <TextField label="Profession" maxLength={TEXT_LIMITS.name} {...text('profession', true)} />
      <TextField label="Guardian Name" maxLength={TEXT_LIMITS.name} {...text('guardianName')} />
      <TextField label="Alternate Number" {...digits('alternateNumber', mobileDigits)} />
      <div className={styles.wide}>
        <TextField
          label="Address of Plot Owner"
          multiline
          maxLength={TEXT_LIMITS.note}
          {...text('addressOfPlotOwner')}
        />
      </div>
      <div className={styles.wide}>
        <TextField
          label="Business Address"
          multiline
          maxLength={TEXT_LIMITS.note}
          {...text('businessAddress')}
        />
      </div>
    </FormSection>
  );
}
