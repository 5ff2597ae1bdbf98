import type { ReactNode } from 'react';
import { badge } from './Badge.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'caution' | 'warning' | 'danger';

export type BadgeProps = {
  tone?: BadgeTone;
  /** The text says what the tone only colours: colour is never the only signal. */
  children: ReactNode;
};

/** A short label in a tinted pill; static text, so no react-aria widget is needed. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return (
    <span className={badge} data-tone={tone}>
      {children}
    </span>
  );
}
