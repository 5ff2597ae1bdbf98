import { ProgressBar } from 'react-aria-components';
import * as styles from './LoadingScreen.css';

export type LoadingScreenProps = {
  /** What assistive technology announces; 'Loading' unless the wait has a better name. */
  label?: string;
};

/** A centred spinner for a whole-page wait, such as the guard while authentication loads. */
export function LoadingScreen({ label = 'Loading' }: LoadingScreenProps) {
  return (
    <div className={styles.screen}>
      <ProgressBar isIndeterminate aria-label={label}>
        <svg className={styles.spinner} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
          <circle
            cx="20"
            cy="20"
            r="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
            opacity="0.25"
          />
          <path
            d="M20 4a16 16 0 0 1 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinecap="round"
          />
        </svg>
      </ProgressBar>
    </div>
  );
}
