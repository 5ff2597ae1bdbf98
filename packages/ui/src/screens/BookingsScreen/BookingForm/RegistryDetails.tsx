import { TEXT_LIMITS } from '@plotline/domain';
import { TextField } from '../../../components/TextField';
import * as styles from './BookingFormModal.css';
import { FormSection, type BookingSectionProps } from './FormSection';

/** Registry Details, shown once the status is RegistryDone: the registration number it needs. */
export function RegistryDetails({ form, errors, onEdit }: BookingSectionProps) {
  return (
    <div className={styles.wide}>
      <FormSection title="Registry Details" isNested>
        <TextField
          label="Registration Number"
          maxLength={TEXT_LIMITS.code}
          isRequired
          value={form.registrationNumber}
          onChange={(registrationNumber) => onEdit({ registrationNumber })}
          errorMessage={errors.registrationNumber}
        />
      </FormSection>
    </div>
  );
}
