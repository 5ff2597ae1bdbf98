import { ProgressBar } from 'react-aria-components';
import { arc, spinner, track } from './Spinner.css';

export type SpinnerSize = 'small' | 'medium' | 'large';

export type SpinnerProps = {
  /** What is loading, for screen readers. */
  'aria-label'?: string;
  size?: SpinnerSize;
};

/** An indeterminate react-aria ProgressBar drawn as a spinning ring. */
export function Spinner({ 'aria-label': label = 'Loading', size = 'medium' }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={spinner} data-size={size}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="100%" height="100%">
        <circle className={track} cx="12" cy="12" r="9" fill="none" strokeWidth="3" />
        <circle
          className={arc}
          cx="12"
          cy="12"
          r="9"
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          strokeDasharray="42 57"
        />
      </svg>
    </ProgressBar>
  );
}
