import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './RecordLink.css';

export type RecordLinkProps = {
  /** Where the record opens, e.g. '/bookings/42'; undefined for a viewer who may not open it. */
  href: string | undefined;
  /** What names the record in its row, e.g. its booking number. */
  children: ReactNode;
};

/**
 * The name of a record in a row of another list (a dashboard's, Collections'), as a link that
 * opens it, by click and by Enter; plain bold text where the host gives nowhere to go.
 */
export function RecordLink({ href, children }: RecordLinkProps) {
  return href ? (
    <Link href={href} className={styles.link}>
      {children}
    </Link>
  ) : (
    <span className={styles.strong}>{children}</span>
  );
}
