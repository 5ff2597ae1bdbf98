import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import type { EnquirySelection } from './use-enquiry-selection';
import * as styles from './EnquiriesScreen.css';

export type EnquirySelectionBarProps = {
  selection: EnquirySelection;
  /** Opens 'Assign enquiries' on the selected rows. */
  onAssign: () => void;
};

/**
 * Over the table, for a user who may assign: 'Select all on this page', how many are selected,
 * and 'Assign' once any are.
 */
export function EnquirySelectionBar({ selection, onAssign }: EnquirySelectionBarProps) {
  const count = selection.selectedIds.length;
  return (
    <div className={styles.selectionBar}>
      <Checkbox
        isSelected={selection.isAllSelected}
        isIndeterminate={selection.isSomeSelected}
        onChange={selection.selectAll}
      >
        Select all on this page
      </Checkbox>
      <span role="status" className={styles.selectionCount}>
        {count > 0 && `${count} selected`}
      </span>
      {count > 0 && (
        <Button size="small" onPress={onAssign}>
          Assign
        </Button>
      )}
    </div>
  );
}
