import { ENQUIRY_STAGES, type CalendarDate, type EnquiryStage } from '@plotline/domain';
import { useState } from 'react';
import type { EnquiryBoardColumns, EnquiryRecord } from './enquiry-types';
import { EnquiryBoardColumn } from './EnquiryBoardColumn';
import * as styles from './EnquiryBoard.css';

export type EnquiryBoardProps = {
  /** Each stage's column, as the host pages it. */
  board: EnquiryBoardColumns;
  today: CalendarDate;
  onOpen: (enquiry: EnquiryRecord) => void;
  /**
   * Moves a card to a stage (a drop, a pick in 'Move to…'); left out (no enquiries.edit), no card
   * drags or moves.
   */
  onMove?: (enquiry: EnquiryRecord, stage: EnquiryStage) => void;
  /** Why the last move was refused, in the domain's words; null when it was not. */
  refusal: string | null;
  /** The enquiries whose move the host is making now. */
  movingIds: ReadonlySet<number>;
};

/**
 * The enquiries as a board: a column per stage, New to Lost, and the cards moved between them by
 * dragging (pointer or keyboard) or by each card's 'Move to…'. A card moves once the host's board
 * shows it in its new column.
 */
export function EnquiryBoard({
  board,
  today,
  onOpen,
  onMove,
  refusal,
  movingIds,
}: EnquiryBoardProps) {
  const [dragged, setDragged] = useState<EnquiryRecord | null>(null);
  const enquiryOf = (id: number) =>
    ENQUIRY_STAGES.flatMap((stage) => board[stage].rows).find((row) => row.id === id);

  return (
    <section aria-label="Enquiry board" className={styles.board}>
      {/* In place from the start, so a screen reader hears a refusal as it comes. */}
      <p role="alert" className={styles.refusal}>
        {refusal}
      </p>
      <div className={styles.columns}>
        {ENQUIRY_STAGES.map((stage) => (
          <EnquiryBoardColumn
            key={stage}
            stage={stage}
            column={board[stage]}
            today={today}
            dragged={dragged}
            onDraggedChange={setDragged}
            enquiryOf={enquiryOf}
            onOpen={onOpen}
            onMove={onMove}
            movingIds={movingIds}
          />
        ))}
      </div>
    </section>
  );
}
