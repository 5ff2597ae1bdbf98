import type { CalendarDate, EnquiryStage } from '@plotline/domain';
import { Button, GridListItem } from 'react-aria-components';
import { Icon } from '../../components/Icon';
import { personName } from './enquiry-text';
import type { EnquiryRecord } from './enquiry-types';
import { MoveToMenu } from './MoveToMenu';
import { NextActionText } from './NextActionText';
import * as styles from './EnquiryBoard.css';

export type EnquiryCardProps = {
  enquiry: EnquiryRecord;
  today: CalendarDate;
  /** Moves it to another stage; left out (no enquiries.edit), the card neither drags nor moves. */
  onMove?: (enquiry: EnquiryRecord, stage: EnquiryStage) => void;
  /** Its move is being made. */
  isMoving: boolean;
};

/**
 * One enquiry on the board, an item of its column's grid list: the buyer's name, mobile, sales
 * person and next action, the handle that drags it (by pointer or keyboard) and 'Move to…'. Enter
 * or a press on the card opens its details (the list's action).
 */
export function EnquiryCard({ enquiry, today, onMove, isMoving }: EnquiryCardProps) {
  return (
    <GridListItem
      id={enquiry.id}
      value={enquiry}
      textValue={enquiry.name}
      className={styles.card}
      aria-busy={isMoving || undefined}
    >
      <span className={styles.cardHeader}>
        {onMove && (
          // react-aria names it 'Drag' and the card's name; Enter starts a keyboard drag.
          <Button slot="drag" className={styles.dragHandle}>
            <Icon name="menu" />
          </Button>
        )}
        <span className={styles.cardName}>{enquiry.name}</span>
        {onMove && (
          <MoveToMenu
            enquiry={enquiry}
            isDisabled={isMoving}
            onMove={(stage) => onMove(enquiry, stage)}
          />
        )}
      </span>
      <span className={styles.cardLine}>{enquiry.mobileNumber}</span>
      <span className={styles.cardLine}>{personName(enquiry.assignedTo)}</span>
      <NextActionText enquiry={enquiry} today={today} />
    </GridListItem>
  );
}
