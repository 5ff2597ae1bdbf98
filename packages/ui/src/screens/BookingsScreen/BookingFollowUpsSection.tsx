import { FOLLOW_UP_MESSAGES } from '@plotline/domain';
import { Button } from '../../components/Button';
import { DetailSection } from '../../components/DetailList';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { LoadFailedState, type Loadable } from '../../patterns';
import { FollowUpEntry } from '../FollowUpsScreen/FollowedBookingPanel';
import type { FollowUpRow } from '../FollowUpsScreen/follow-ups-screen-types';
import * as styles from './BookingFollowUpsSection.css';

export type BookingFollowUpsSectionProps = {
  /** The booking's follow-ups, newest first, as the host loads them. */
  followUps: Loadable<readonly FollowUpRow[]>;
  /** Opens the form of a new follow-up on this booking; left out, none can be logged here. */
  onLog?: () => void;
};

/**
 * The 'Follow-ups' section of a booking's details: every call logged on it, newest first, and
 * 'Log follow-up', so the next call is written where the booking is read.
 */
export function BookingFollowUpsSection({ followUps, onLog }: BookingFollowUpsSectionProps) {
  return (
    <DetailSection heading="Follow-ups">
      <div className={styles.section}>
        {onLog && (
          <div className={styles.actions}>
            <Button onPress={onLog}>
              <Icon name="plus" />
              Log follow-up
            </Button>
          </div>
        )}
        <FollowUpEntries followUps={followUps} />
      </div>
    </DetailSection>
  );
}

function FollowUpEntries({ followUps }: { followUps: Loadable<readonly FollowUpRow[]> }) {
  const { data, isLoading, error, onRetry } = followUps;
  if (error) return <LoadFailedState message={error} onRetry={onRetry} />;
  if (!data) {
    return isLoading ? (
      <div className={styles.loading}>
        <Spinner aria-label="Loading follow-ups" />
      </div>
    ) : null;
  }
  if (data.length === 0) return <p className={styles.message}>{FOLLOW_UP_MESSAGES.noPrevious}</p>;
  return (
    <ol className={styles.entries} aria-label="Follow-ups, newest first">
      {data.map((followUp) => (
        <li key={followUp.id} className={styles.entry}>
          <FollowUpEntry followUp={followUp} />
        </li>
      ))}
    </ol>
  );
}
