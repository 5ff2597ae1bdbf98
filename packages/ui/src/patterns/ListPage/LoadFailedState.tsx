import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';

export type LoadFailedStateProps = {
  /** Why there is nothing to show, e.g. 'Failed to fetch bookings'. */
  message: string;
  /** Loads again; without it there is no 'Try Again'. */
  onRetry?: () => void;
};

/** What a list shows in place of the rows it could not load. */
export function LoadFailedState({ message, onRetry }: LoadFailedStateProps) {
  return (
    <EmptyState
      title={message}
      action={
        onRetry && (
          <Button variant="secondary" onPress={onRetry}>
            Try Again
          </Button>
        )
      }
    />
  );
}
