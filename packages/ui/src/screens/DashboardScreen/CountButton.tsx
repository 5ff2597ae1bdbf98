import { formatCount } from '@plotline/domain';
import { Button } from 'react-aria-components';
import * as styles from './DashboardScreen.css';

export type CountButtonProps = {
  count: number;
  /** What the count counts and whose, e.g. 'Token bookings of Green Valley'. */
  counted: string;
  onPress: () => void;
};

/**
 * An overview count that opens the list behind it. A zero has no list to open, so it is plain
 * text, not a button.
 */
export function CountButton({ count, counted, onPress }: CountButtonProps) {
  const figure = formatCount(count);
  if (count === 0) return <span className={styles.zeroCount}>{figure}</span>;
  return (
    <Button className={styles.countButton} aria-label={`${counted}: ${figure}`} onPress={onPress}>
      {figure}
    </Button>
  );
}
