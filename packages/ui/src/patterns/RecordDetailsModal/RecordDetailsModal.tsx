import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Modal, type ModalSize } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { RecordHistory, type AuditHistory } from '../AuditTrail';
import { useShownWhileOpen } from '../useLastShown';
import * as styles from './RecordDetailsModal.css';

export type RecordDetailsModalProps<Details> = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's name, e.g. 'Plot Details'. */
  title: string;
  /** What is known of the record: its row in the list at once, its own load once it has come. */
  record: Details | null;
  /** The record is loading and nothing is known yet. */
  isLoading: boolean;
  /** Why there is nothing to show, e.g. 'Plot not found'; the record is then not shown. */
  errorMessage: string | null;
  /** The spinner's name while nothing is known, e.g. 'Loading plot details'. */
  loadingLabel: string;
  /** The footer's buttons, given the record shown (null while none is, to draw them disabled). */
  footer?: (shown: Details | null) => ReactNode;
  /** The record's facts. */
  children: (shown: Details) => ReactNode;
  /** Its audit entries, as the host loads them; left out, no History section is shown. */
  audit?: AuditHistory;
  timeZone: string;
  /** The modal's width: 'large' for a record with sections of its own, as a booking has. */
  size?: ModalSize;
  /**
   * A long record read as a document: its body takes focus, so the arrow keys and Page Up/Down
   * scroll it, and a 'Close' button in the footer closes it rather than the corner ✕.
   */
  readsAsDocument?: boolean;
};

/**
 * A record read-only in a modal, as every list's details are: its facts, then for whoever may see
 * the audit trail the History of its changes; while nothing is known a spinner, and where it
 * cannot be shown the host's message in its place.
 */
export function RecordDetailsModal<Details>({
  isOpen,
  onOpenChange,
  title,
  record,
  isLoading,
  errorMessage,
  loadingLabel,
  footer,
  children,
  audit,
  timeZone,
  size,
  readsAsDocument = false,
}: RecordDetailsModalProps<Details>) {
  // The host clears its load once the details are closed: they keep their title and record while
  // they fade out.
  const shownTitle = useShownWhileOpen(isOpen, title);
  const shown = useShownWhileOpen(isOpen, errorMessage ? null : record);
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size={size}>
      <Dialog
        title={shownTitle}
        hasCloseButton={!readsAsDocument}
        isReadOnly={readsAsDocument}
        footer={
          readsAsDocument ? (
            <>
              {footer?.(shown)}
              <Button slot="close">Close</Button>
            </>
          ) : (
            footer?.(shown)
          )
        }
      >
        {shown ? (
          <div className={styles.details}>
            {children(shown)}
            {audit && <RecordHistory history={audit} timeZone={timeZone} />}
          </div>
        ) : errorMessage ? (
          <p className={styles.message}>{errorMessage}</p>
        ) : (
          isLoading && (
            <div className={styles.loading}>
              <Spinner aria-label={loadingLabel} />
            </div>
          )
        )}
      </Dialog>
    </Modal>
  );
}
