import * as styles from '../../patterns/MoveDialog/move-dialog.css';
import type { EnquiryRecord } from './enquiry-types';
import { EnquiryStageBadge } from './EnquiryStageBadge';

/** Which enquiry a dialog is about: the buyer, their mobile number and the stage it is at. */
export function EnquirySummary({ enquiry }: { enquiry: EnquiryRecord }) {
  return (
    <p className={styles.summary}>
      <span className={styles.summaryName}>{enquiry.name}</span>
      <span className={styles.summaryNote}>{enquiry.mobileNumber}</span>
      <EnquiryStageBadge stage={enquiry.stage} />
    </p>
  );
}
