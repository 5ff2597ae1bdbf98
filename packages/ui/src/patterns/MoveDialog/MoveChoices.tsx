import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import * as styles from './move-dialog.css';

export type MoveChoicesProps<Target extends string> = {
  /** Names the list, e.g. 'Next statuses'. */
  'aria-label': string;
  /** Where the record may go, in the order shown. */
  targets: readonly Target[];
  /** What a choice says, e.g. 'Mark as Registry Done'. */
  label: (target: Target) => string;
  /** Shows where a choice leads, e.g. its status's badge; the label alone names it. */
  badge: (target: Target) => ReactNode;
  onPick: (target: Target) => void;
  /** The choice whose move is under way: it shows so, and the others wait; none by default. */
  pending?: Target | null;
};

/** Where a record may go, each a whole-width button: its name, then where it leads. */
export function MoveChoices<Target extends string>({
  'aria-label': ariaLabel,
  targets,
  label,
  badge,
  onPick,
  pending = null,
}: MoveChoicesProps<Target>) {
  return (
    <ul className={styles.choices} aria-label={ariaLabel}>
      {targets.map((target) => (
        <li key={target}>
          <Button
            className={styles.choice}
            isPending={pending === target}
            isDisabled={pending !== null && pending !== target}
            onPress={() => onPick(target)}
          >
            <span>{label(target)}</span>
            {/* The label names the choice; the badge only shows where it leads. */}
            <span aria-hidden="true">{badge(target)}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
