import type { ReactNode } from 'react';
import * as styles from './DetailList.css';

export type DetailListSize = 'small' | 'medium' | 'large';

export type DetailListProps = {
  /** 'small' in a side panel or a card, 'large' for a modal's headline figures. */
  size?: DetailListSize;
  /** The Detail items. */
  children: ReactNode;
};

/** Read-only facts as a description list: each term over its value, in columns that wrap. */
export function DetailList({ size = 'medium', children }: DetailListProps) {
  return (
    <dl className={styles.detailList} data-size={size}>
      {children}
    </dl>
  );
}

export type DetailProps = {
  term: string;
  /** The value. */
  children: ReactNode;
  /**
   * Quieter lines under the value, e.g. the area in other units or a buyer's phone as a link;
   * empty ones are left out.
   */
  notes?: readonly ReactNode[];
};

/** One fact of a DetailList: its term and value grouped, so both read and wrap together. */
export function Detail({ term, children, notes = [] }: DetailProps) {
  return (
    <div className={styles.detail}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
      {notes
        .filter((note) => note !== null && note !== undefined && note !== false && note !== '')
        .map((note, index) => (
          <dd key={index} className={styles.note}>
            {note}
          </dd>
        ))}
    </div>
  );
}
