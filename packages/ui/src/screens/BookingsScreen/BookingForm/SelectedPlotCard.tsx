import { NO_PLOT_REMARK_TEXT, plotSizeLabel } from '@plotline/domain';
import { useId, type ReactNode } from 'react';
import { StatusBadge } from '../../../components/StatusBadge';
import type { BookingPlotChoice } from './booking-form-types';
import * as styles from './BookingFormModal.css';

export type SelectedPlotCardProps = { plot: BookingPlotChoice };

/** What the user is about to book, so a wrong pick in a long list is caught before saving. */
export function SelectedPlotCard({ plot }: SelectedPlotCardProps) {
  const headingId = useId();
  const facts: [string, ReactNode][] = [
    ['Project', plot.projectName],
    ['Plot Number', plot.plotNumber],
    ['Size', plotSizeLabel(plot.plotSize, plot.sizeUnit)],
    ['Status', <StatusBadge key="status" status={plot.status} />],
    ['Remark', plot.remark || NO_PLOT_REMARK_TEXT],
  ];
  return (
    <section className={`${styles.plotCard} ${styles.wide}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.plotCardHeading}>
        Selected Plot
      </h3>
      <dl className={styles.plotFacts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.plotFact}>
            <dt className={styles.plotTerm}>{term}</dt>
            <dd className={styles.plotValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
