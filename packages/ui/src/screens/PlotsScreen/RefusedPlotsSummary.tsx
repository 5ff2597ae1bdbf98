import { plotsRefusedMessage } from '@plotline/domain';
import * as styles from './PlotBatchFormModal.css';
import type { RefusedPlot } from './plot-batch-rows';

/**
 * The plots the server refused in the last batch, each with its reason. It is an alert, so a
 * screen reader announces it as the form comes back with only the refused rows.
 */
export function RefusedPlotsSummary({ refused }: { refused: readonly RefusedPlot[] }) {
  return (
    <div role="alert" className={styles.refused}>
      <p className={styles.refusedHeading}>{plotsRefusedMessage(refused.length)}</p>
      <ul className={styles.refusedList}>
        {refused.map(({ key, plotNumber, message }) => (
          <li key={key}>
            <strong>{plotNumber}</strong>: {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
