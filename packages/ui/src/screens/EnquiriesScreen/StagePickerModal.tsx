import { enquiryStageLabel, nextEnquiryStages, type EnquiryStage } from '@plotline/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Modal } from '../../components/Modal';
import { MoveChoices } from '../../patterns/MoveDialog';
import * as styles from '../../patterns/MoveDialog/move-dialog.css';
import type { EnquiryRecord } from './enquiry-types';
import { EnquirySummary } from './enquiry-summary';
import { EnquiryStageBadge } from './EnquiryStageBadge';

export type StagePickerModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  enquiry: EnquiryRecord;
  /**
   * The stage chosen: the move is made, or Lost goes on to its reason; resolves once that is
   * over. Closing on success is the caller's.
   */
  onPick: (stage: EnquiryStage) => Promise<unknown>;
};

/**
 * 'Change stage': which enquiry, the stage it is at, and only the stages it may move to. Booked is
 * never one: an enquiry is booked by saving a booking from it.
 */
export function StagePickerModal({ isOpen, onOpenChange, enquiry, onPick }: StagePickerModalProps) {
  const [picked, setPicked] = useState<EnquiryStage | null>(null);

  const handlePick = async (stage: EnquiryStage) => {
    setPicked(stage);
    try {
      await onPick(stage);
    } finally {
      setPicked(null);
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="small"
      // The move in flight is the host's: closing would hide how it went.
      isKeyboardDismissDisabled={picked !== null}
    >
      <Dialog
        title="Change stage"
        footer={
          <Button slot="close" variant="secondary" isDisabled={picked !== null}>
            Cancel
          </Button>
        }
      >
        <div className={styles.body}>
          <EnquirySummary enquiry={enquiry} />
          <p className={styles.prompt}>Choose the enquiry&apos;s next stage.</p>
          <MoveChoices
            aria-label="Next stages"
            targets={nextEnquiryStages(enquiry.stage)}
            label={enquiryStageLabel}
            badge={(stage) => <EnquiryStageBadge stage={stage} />}
            onPick={(stage) => void handlePick(stage)}
            pending={picked}
          />
        </div>
      </Dialog>
    </Modal>
  );
}
