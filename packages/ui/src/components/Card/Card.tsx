import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import {
  card,
  cardHeader,
  cardHeading,
  summaryCard,
  summaryFigure,
  summaryIcon,
  summaryLabel,
  summaryValue,
} from './Card.css';

export type CardProps = {
  heading?: string;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Buttons beside the heading, e.g. a carousel's previous and next. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A surface grouping related content, optionally under a heading. */
export function Card({ heading, headingLevel = 2, actions, children }: CardProps) {
  return (
    <div className={card}>
      {(heading || actions) && (
        <div className={cardHeader}>
          {heading && (
            <Heading level={headingLevel} className={cardHeading}>
              {heading}
            </Heading>
          )}
          {actions}
        </div>
      )}
      {children}
    </div>
  );
}

export type SummaryCardProps = {
  /** e.g. 'Total Projects' */
  label: string;
  /** Already formatted, e.g. a count or formatRupees(...). */
  value: ReactNode;
  /** A decorative icon; the label says what the card is. */
  icon?: ReactNode;
};

/** One of the dashboard's summary figures: a term and its value, read together. */
export function SummaryCard({ label, value, icon }: SummaryCardProps) {
  return (
    <div className={`${card} ${summaryCard}`}>
      <dl className={summaryFigure}>
        <dt className={summaryLabel}>{label}</dt>
        <dd className={summaryValue}>{value}</dd>
      </dl>
      {icon && <div className={summaryIcon}>{icon}</div>}
    </div>
  );
}
