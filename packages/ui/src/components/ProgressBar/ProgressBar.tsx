import {
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import { fill, header, progressBar, track, valueText } from './ProgressBar.css';

export type ProgressBarProps = Omit<RACProgressBarProps, 'className' | 'children'> & {
  /** What is progressing, shown above the bar and naming it. */
  label: string;
};

/**
 * react-aria's ProgressBar with its label and value text, e.g. 'Creating plots' and '3 of 10'
 * (pass valueLabel) during a batch plot creation.
 */
export function ProgressBar({ label, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar {...props} className={progressBar}>
      {({ percentage, valueText: value, isIndeterminate }) => (
        <>
          <div className={header}>
            <Label>{label}</Label>
            <span className={valueText}>{value}</span>
          </div>
          <div className={track} data-indeterminate={isIndeterminate || undefined}>
            <div
              className={fill}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
