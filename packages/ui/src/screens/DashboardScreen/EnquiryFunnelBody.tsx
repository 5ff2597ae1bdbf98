/**
 * What the Enquiry funnel card shows once its figures are loaded: its own chunk, fetched as the
 * card first shows (EnquiryFunnelCard), so the Dashboard's first visit does not carry it.
 */
import {
  conversionRate,
  ENQUIRY_FUNNEL_TEXTS as TEXTS,
  enquirySourceLabel,
  enquiryStageLabel,
  formatConversionRate,
  formatCount,
  lostReasonLabel,
  type EnquiryFunnel,
} from '@plotline/domain';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { SummaryCard } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Table, type TableColumn } from '../../components/Table';
import type { EnquiryFunnelFilters } from './dashboard-screen-types';
import * as dashboardStyles from './DashboardScreen.css';
import * as styles from './EnquiryFunnelCard.css';

/** The month's enquiries, narrowed as a figure counts them. */
type FigureFilters = Omit<EnquiryFunnelFilters, 'createdMonth'>;
type EnquiriesHref = (filters: FigureFilters) => string | undefined;

type Bar = { key: string; label: string; count: number; href: string | undefined };

/** Names and counts with a bar each, as long as its share of the longest; a row opens its list. */
function BarList({ title, bars, tone }: { title: string; bars: Bar[]; tone: 'info' | 'danger' }) {
  const headingId = useId();
  const longest = Math.max(1, ...bars.map(({ count }) => count));
  return (
    <div className={styles.part}>
      <h3 id={headingId} className={styles.partTitle}>
        {title}
      </h3>
      <ul className={styles.bars} aria-labelledby={headingId}>
        {bars.map(({ key, label, count, href }) => {
          const content = (
            <>
              <span>{label}</span>
              <span className={styles.barTrack} aria-hidden="true">
                <span
                  className={styles.bar}
                  data-tone={tone}
                  style={{ width: `${(count / longest) * 100}%` }}
                />
              </span>
              <span className={styles.barCount}>{formatCount(count)}</span>
            </>
          );
          return (
            <li key={key}>
              {href && count > 0 ? (
                <Link href={href} className={styles.barLink}>
                  {content}
                </Link>
              ) : (
                <div className={styles.barRow}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A table's count: a link to its list, named by what it counts; a zero has no list to open. */
function CountLink({ count, counted, href }: { count: number; counted: string; href?: string }) {
  const figure = formatCount(count);
  if (!href || count === 0) return <span className={styles.plainCount}>{figure}</span>;
  return (
    <Link href={href} className={styles.countLink} aria-label={`${counted}: ${figure}`}>
      {figure}
    </Link>
  );
}

type ConversionRow = {
  id: string;
  name: string;
  created: number;
  booked: number;
  /** The list's filters for the row's enquiries; null where the list has none (nobody's). */
  filters: FigureFilters | null;
};

type ConversionColumnId = 'name' | 'created' | 'booked' | 'rate';

function ConversionTable({
  title,
  nameHeader,
  rows,
  enquiriesHref,
}: {
  title: string;
  nameHeader: string;
  rows: ConversionRow[];
  enquiriesHref: EnquiriesHref;
}) {
  const columns: readonly TableColumn<ConversionColumnId>[] = [
    { id: 'name', name: nameHeader, isRowHeader: true },
    { id: 'created', name: TEXTS.enquiries, align: 'end' },
    { id: 'booked', name: TEXTS.booked, align: 'end' },
    { id: 'rate', name: TEXTS.conversionRate, align: 'end' },
  ];
  const renderCell = (row: ConversionRow, columnId: ConversionColumnId): ReactNode => {
    const href = (stage?: 'Booked') =>
      row.filters ? enquiriesHref({ ...row.filters, ...(stage && { stage }) }) : undefined;
    switch (columnId) {
      case 'name':
        return row.name;
      case 'created':
        return (
          <CountLink
            count={row.created}
            counted={`${row.name}, ${TEXTS.enquiries}`}
            href={href()}
          />
        );
      case 'booked':
        return (
          <CountLink
            count={row.booked}
            counted={`${row.name}, ${TEXTS.booked}`}
            href={href('Booked')}
          />
        );
      case 'rate':
        return formatConversionRate(conversionRate(row.created, row.booked));
    }
  };
  return (
    <div className={styles.part}>
      <h3 className={styles.partTitle}>{title}</h3>
      <Table aria-label={title} columns={columns} rows={rows} renderCell={renderCell} />
    </div>
  );
}

function FunnelFigures({
  funnel,
  enquiriesHref,
}: {
  funnel: EnquiryFunnel;
  enquiriesHref: EnquiriesHref;
}) {
  return (
    <ul className={dashboardStyles.figures}>
      <li>
        <SummaryCard
          label={TEXTS.created}
          value={formatCount(funnel.created)}
          href={enquiriesHref({})}
        />
      </li>
      <li>
        <SummaryCard
          label={TEXTS.booked}
          value={formatCount(funnel.booked)}
          href={funnel.booked > 0 ? enquiriesHref({ stage: 'Booked' }) : undefined}
        />
      </li>
      <li>
        <SummaryCard
          label={TEXTS.conversionRate}
          value={formatConversionRate(funnel.conversionRate)}
        />
      </li>
    </ul>
  );
}

function FunnelParts({
  funnel,
  enquiriesHref,
}: {
  funnel: EnquiryFunnel;
  enquiriesHref: EnquiriesHref;
}) {
  return (
    <div className={styles.parts}>
      <BarList
        title={TEXTS.stages}
        tone="info"
        bars={funnel.stages.map(({ stage, count }) => ({
          key: stage,
          label: enquiryStageLabel(stage),
          count,
          href: enquiriesHref({ stage }),
        }))}
      />
      <BarList
        title={TEXTS.lostReasons}
        tone="danger"
        bars={funnel.lostReasons.map(({ reason, count }) => ({
          key: reason,
          label: lostReasonLabel(reason),
          count,
          href: enquiriesHref({ stage: 'Lost', lostReason: reason }),
        }))}
      />
      <ConversionTable
        title={TEXTS.bySource}
        nameHeader={TEXTS.source}
        enquiriesHref={enquiriesHref}
        rows={funnel.bySource.map(({ source, created, booked }) => ({
          id: source,
          name: enquirySourceLabel(source),
          created,
          booked,
          filters: { source },
        }))}
      />
      <ConversionTable
        title={TEXTS.bySalesPerson}
        nameHeader={TEXTS.salesPerson}
        enquiriesHref={enquiriesHref}
        rows={funnel.bySalesPerson.map(({ userId, name, created, booked }) => ({
          id: String(userId ?? 'unassigned'),
          name: name ?? TEXTS.unassigned,
          created,
          booked,
          filters: userId === null ? null : { assignedToId: userId },
        }))}
      />
    </div>
  );
}

/** The month's figures, then, when it had enquiries, where they stand and who converts them. */
export function EnquiryFunnelBody({
  funnel,
  enquiriesHref: listHref,
}: {
  funnel: EnquiryFunnel;
  enquiriesHref: (filters: EnquiryFunnelFilters) => string | undefined;
}) {
  // Every figure counts the month's enquiries, and opens them alone.
  const enquiriesHref: EnquiriesHref = (filters) =>
    listHref({ createdMonth: funnel.month, ...filters });
  return (
    <>
      <FunnelFigures funnel={funnel} enquiriesHref={enquiriesHref} />
      {funnel.created === 0 ? (
        <EmptyState title={TEXTS.noneThisMonth} />
      ) : (
        <FunnelParts funnel={funnel} enquiriesHref={enquiriesHref} />
      )}
    </>
  );
}
