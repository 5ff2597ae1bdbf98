import { decimalFrom, PAYMENT_MESSAGES, saleValueWorking, type PlotSize } from '@plotline/domain';
import * as styles from './BookingFormModal.css';

export type SaleValueSummaryProps = {
  /** The chosen plot's size; null while none is chosen. */
  plot: PlotSize | null;
  /** The rate per square yard as typed. */
  plotSaleRate: string;
};

/**
 * The sale value as the plot is chosen and its rate typed: the size in square yards × the rate
 * (docs/payments.md), which the token's schedule starts from.
 */
export function SaleValueSummary({ plot, plotSaleRate }: SaleValueSummaryProps) {
  const working = saleValueWorking(plot, decimalFrom(plotSaleRate));
  return (
    <dl className={`${styles.saleValue} ${styles.wide}`}>
      <dt className={styles.saleValueLabel}>Sale Value</dt>
      <dd className={styles.saleValueText}>{working ?? PAYMENT_MESSAGES.saleValueUnknown}</dd>
    </dl>
  );
}
