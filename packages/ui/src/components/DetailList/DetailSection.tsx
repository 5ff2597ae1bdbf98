import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import * as styles from './DetailList.css';

export type DetailSectionProps = {
  /** Heads the section at level 3, under the title of the dialog or panel it sits in. */
  heading: string;
  children: ReactNode;
};

/** A headed part of a details view, e.g. a booking's 'Status History'. */
export function DetailSection({ heading, children }: DetailSectionProps) {
  return (
    <section className={styles.section}>
      <Heading level={3} className={styles.sectionHeading}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
