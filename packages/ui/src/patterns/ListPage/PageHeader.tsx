import type { ReactNode } from 'react';
import * as styles from './ListPage.css';

export type PageHeaderProps = {
  /** The page's one level-1 heading, e.g. 'Bookings'. */
  title: string;
  /** What the page holds, in a sentence under the title. */
  subtitle?: string;
  /** The page's own buttons, e.g. 'New Booking'. */
  actions?: ReactNode;
};

/** A page's title, what it holds, and its buttons. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
