import type { ReactNode } from 'react';
import {
  action as actionStyle,
  emptyState,
  hint as hintStyle,
  title as titleStyle,
} from './EmptyState.css';

export type EmptyStateProps = {
  /** What is missing, e.g. 'No bookings found'. */
  title: string;
  /** What to do about it, e.g. 'Get started by creating a new booking.' */
  hint?: string;
  /** A way out, e.g. the New Booking button; screens leave it out while filters are applied. */
  action?: ReactNode;
};

/** What a list shows in place of rows it does not have. */
export function EmptyState({ title, hint, action }: EmptyStateProps) {
  return (
    <div className={emptyState}>
      <p className={titleStyle}>{title}</p>
      {hint && <p className={hintStyle}>{hint}</p>}
      {action && <div className={actionStyle}>{action}</div>}
    </div>
  );
}
