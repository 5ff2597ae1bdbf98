import { Button, DateInput, DateSegment, Group } from 'react-aria-components';
import { fieldButton, groupBox } from '../field';
import { Icon } from '../Icon';
import { dateInput, segment } from './DatePicker.css';

/**
 * A date picker's box: the date (or date and time) typed segment by segment, and the button that
 * opens its CalendarPopover. Placed inside react-aria's DatePicker, whose granularity sets the
 * segments.
 */
export function DateFieldGroup() {
  return (
    <Group className={groupBox}>
      <DateInput className={dateInput}>
        {(dateSegment) => <DateSegment segment={dateSegment} className={segment} />}
      </DateInput>
      <Button className={fieldButton}>
        <Icon name="calendar" />
      </Button>
    </Group>
  );
}
