import type { ReactNode } from 'react';
import { Button, Heading, Link } from 'react-aria-components';
import {
  card,
  cardHeader,
  cardHeading,
  summaryCard,
  summaryFigure,
  summaryAction,
  summaryIcon,
  summaryLabel,
  summaryNote,
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
  value: string | number;
  /** A quieter line under the value, e.g. how many instalments an amount is made of. */
  note?: string;
  /** A decorative icon; the label says what the card is. */
  icon?: ReactNode;
  /** The card leads to the list it counts. */
  href?: string;
  /** The card opens what it counts in place, e.g. a modal; ignored with href. */
  onPress?: () => void;
};

/**
 * One of the dashboard's summary figures: a term and its value, read together. With href it is
 * a link and with onPress a button, named by the label, the value and the note as they show
 * ('Total Plots 142'); without either it is not interactive.
 */
export function SummaryCard({ label, value, note, icon, href, onPress }: SummaryCardProps) {
  if (href === undefined && onPress === undefined) {
    return (
      <div className={`${card} ${summaryCard}`}>
        <dl className={summaryFigure}>
          <dt className={summaryLabel}>{label}</dt>
          <dd className={summaryValue}>{value}</dd>
          {note && <dd className={summaryNote}>{note}</dd>}
        </dl>
        {icon && <div className={summaryIcon}>{icon}</div>}
      </div>
    );
  }
  // A link or a button holds phrasing content only, so the pair is two spans there.
  const content = (
    <>
      <span className={summaryFigure}>
        <span className={summaryLabel}>{label}</span>
        <span className={summaryValue}>{value}</span>
        {note && <span className={summaryNote}>{note}</span>}
      </span>
      {icon && <span className={summaryIcon}>{icon}</span>}
    </>
  );
  const className = `${card} ${summaryCard} ${summaryAction}`;
  return href === undefined ? (
    <Button className={className} onPress={onPress}>
      {content}
    </Button>
  ) : (
    <Link className={className} href={href}>
      {content}
    </Link>
  );
}
