import {
  enquiryStageLabel,
  isEnquiryStage,
  nextEnquiryStages,
  type EnquiryStage,
} from '@plotline/domain';
import { Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from 'react-aria-components';
import { Button } from '../../components/Button';
import type { EnquiryRecord } from './enquiry-types';
import * as styles from './EnquiryBoard.css';
import { visuallyHidden } from './EnquiriesScreen.css';

export type MoveToMenuProps = {
  enquiry: EnquiryRecord;
  onMove: (stage: EnquiryStage) => void;
  /** Its move is being made: the menu waits. */
  isDisabled?: boolean;
};

/**
 * A card's 'Move to…': the stages its enquiry may move to, and only those, so the keyboard moves a
 * card as a drag does. An enquiry that moves nowhere (Booked) has no menu.
 */
export function MoveToMenu({ enquiry, onMove, isDisabled = false }: MoveToMenuProps) {
  const next = nextEnquiryStages(enquiry.stage);
  if (next.length === 0) return null;
  return (
    <MenuTrigger>
      <Button variant="secondary" size="small" isDisabled={isDisabled}>
        Move to…<span className={visuallyHidden}> {enquiry.name}</span>
      </Button>
      <Popover placement="bottom end" className={styles.menuPopover}>
        <Menu
          className={styles.menu}
          onAction={(key) => {
            if (isEnquiryStage(key)) onMove(key);
          }}
        >
          <MenuSection>
            <Header className={styles.menuHeader}>Move {enquiry.name} to</Header>
            {next.map((stage) => (
              <MenuItem key={stage} id={stage} className={styles.menuItem}>
                {enquiryStageLabel(stage)}
              </MenuItem>
            ))}
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
