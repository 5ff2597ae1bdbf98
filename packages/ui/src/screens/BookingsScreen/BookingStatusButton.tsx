import { isFinalBookingStatus, statusButtonHint, type BookingStatus } from '@plotline/domain';
import { Button } from 'react-aria-components';
import { Icon } from '../../components/Icon';
import { StatusBadge } from '../../components/StatusBadge';
import * as styles from './BookingStatusButton.css';
import { visuallyHidden } from './BookingsScreen.css';

export type BookingStatusButtonProps = {
  status: BookingStatus;
  onPress: () => void;
};

/**
 * A booking's status as a button that opens 'Change Booking Status'. A final status
 * (RegistryDone, Cancelled) is disabled. The hint ('Click to change status' or 'Final status -
 * no changes available') is its tooltip and the end of its name, so everyone gets it.
 */
export function BookingStatusButton({ status, onPress }: BookingStatusButtonProps) {
  const isFinal = isFinalBookingStatus(status);
  const hint = statusButtonHint(status);
  return (
    <Button className={styles.statusButton} isDisabled={isFinal} onPress={onPress}>
      {/* The native title: a disabled button gets no react-aria tooltip, but this one shows. */}
      <span title={hint}>
        <StatusBadge status={status} />
      </span>
      <span className={visuallyHidden}> {hint}</span>
      {!isFinal && <Icon name="chevronDown" />}
    </Button>
  );
}
