import { TEXT_LIMITS } from '@plotline/domain';
import { TextField } from '../../../components/TextField';
import * as styles from './BookingFormModal.css';
import { FormSection, type BookingSectionProps } from './FormSection';

/** More Details (Optional): free text the office keeps with the booking. */
export function MoreDetailsSection({ form, onEdit }: BookingSectionProps) {
  return (
    <FormSection title="More Details (Optional)">
      <div className={styles.wide}>
        <TextField
          label="Additional Remarks"
          maxLength={TEXT_LIMITS.note}
          multiline
          value={form.additionalRemarks}
          onChange={(additionalRemarks) => onEdit({ additionalRemarks })}
        />
      </div>
      <div className={styles.wide}>
        <TextField
          label="Notes"
          maxLength={TEXT_LIMITS.note}
          multiline
          value={form.notes}
          onChange={(notes) => onEdit({ notes })}
        />
      </div>
    </FormSection>
  );
}
