import { NO_PLOT_REMARK_TEXT, plotSizeLabel } from '@plotline/domain';
import { useId } from 'react';
import { Detail, DetailList } from '../../../components/DetailList';
import { StatusBadge } from '../../../components/StatusBadge';
import type { BookingPlotChoice } from './booking-form-types';
import * as styles from './BookingFormModal.css';

export type SelectedPlotCardProps = { plot: BookingPlotChoice };

/** What the user is about to book, so a wrong pick in a long list is caught before saving. */
export function SelectedPlotCard({ plot }: SelectedPlotCardProps) {
  const headingId = useId();
  return (
    <section className={`${styles.plotCard} ${styles.wide}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.plotCardHeading}>
        Selected Plot
      </h3>
      <DetailList size="small">
        <Detail term="Project">{plot.projectName}</Detail>
        <Detail term="Plot Number">{plot.plotNumber}</Detail>
        <Detail term="Size">{plotSizeLabel(plot.plotSize, plot.sizeUnit)}</Detail>
        <Detail term="Status">
          <StatusBadge status={plot.status} />
        </Detail>
        <Detail term="Remark">{plot.remark || NO_PLOT_REMARK_TEXT}</Detail>
      </DetailList>
    </section>
  );
}
