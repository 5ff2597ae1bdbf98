import { Button } from '../../components/Button';
import * as styles from './EnquiryFormModal.css';

export type DuplicateMobileActionsProps = {
  /** Opens the open enquiry that has the number, leaving this form. */
  onOpenExisting: () => void;
  /** Saves this one beside it (keepBoth). */
  onSaveAnyway: () => void;
  isDisabled: boolean;
};

/**
 * The two ways on once the host found an open enquiry with the mobile number: the number's own
 * message says why, under the field, and these follow it.
 */
export function DuplicateMobileActions({
  onOpenExisting,
  onSaveAnyway,
  isDisabled,
}: DuplicateMobileActionsProps) {
  return (
    <div className={styles.duplicate}>
      <Button variant="secondary" size="small" isDisabled={isDisabled} onPress={onOpenExisting}>
        Open enquiry
      </Button>
      <Button variant="secondary" size="small" isDisabled={isDisabled} onPress={onSaveAnyway}>
        Save anyway
      </Button>
    </div>
  );
}
