import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog,
  Heading,
  Popover,
} from 'react-aria-components';
import { fieldButton } from '../field';
import { Icon } from '../Icon';
import { calendarHeader, calendarPopover, cell, dialog, grid, heading } from './DatePicker.css';

/**
 * The calendar a date picker's button opens: the month's name between the buttons to the month
 * before and after, and its days to pick from. Placed inside react-aria's DatePicker, which it
 * takes the value, its limits and the picked day from.
 */
export function CalendarPopover() {
  return (
    <Popover className={calendarPopover} offset={4}>
      <Dialog className={dialog}>
        <Calendar>
          <header className={calendarHeader}>
            <Button slot="previous" className={fieldButton}>
              <Icon name="chevronLeft" />
            </Button>
            <Heading className={heading} />
            <Button slot="next" className={fieldButton}>
              <Icon name="chevronRight" />
            </Button>
          </header>
          <CalendarGrid className={grid}>
            {(date) => <CalendarCell date={date} className={cell} />}
          </CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  );
}
