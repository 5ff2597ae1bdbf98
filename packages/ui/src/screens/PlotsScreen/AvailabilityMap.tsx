import {
  PLOT_MESSAGES,
  PLOT_STATUSES,
  type PlotStatus,
  plotDescription,
  plotSizeLabel,
  plotStatusCounts,
} from '@plotline/domain';
import { useId } from 'react';
import { GridList, GridListItem } from 'react-aria-components';
import { Card } from '../../components/Card';
import { Spinner } from '../../components/Spinner';
import * as styles from './AvailabilityMap.css';
import type { MapPlot } from './plots-screen-types';

export type AvailabilityMapProps = {
  projectName: string;
  /** The project's plots; a spinner until they come. */
  plots?: readonly MapPlot[];
  isLoading?: boolean;
  /** The load failure's text, e.g. 'Failed to fetch plots'. */
  error?: string | null;
};

/**
 * Every plot of one project as a tile coloured by its status, with a legend counting each
 * status. The tiles are one react-aria GridList: a single tab stop, arrow keys move between
 * tiles, and each tile reads 'Plot A-12, 200 sq ft, Booked'. The legend describes the grid, so
 * a screen reader entering it hears the counts before the first tile.
 */
export function AvailabilityMap({ projectName, plots, isLoading, error }: AvailabilityMapProps) {
  return (
    <Card heading={`Availability map: ${projectName}`}>
      <div className={styles.section}>{mapContent({ projectName, plots, isLoading, error })}</div>
    </Card>
  );
}

function mapContent({ projectName, plots, isLoading, error }: AvailabilityMapProps) {
  if (error) return <p className={styles.message}>{error}</p>;
  if (isLoading || !plots) return <Spinner aria-label={`Loading the plots of ${projectName}`} />;
  return <PlotGrid projectName={projectName} plots={plots} />;
}

function PlotGrid({ projectName, plots }: { projectName: string; plots: readonly MapPlot[] }) {
  const legendId = useId();
  return (
    <>
      <StatusLegend legendId={legendId} plots={plots} />
      <GridList
        aria-label={`Plots of ${projectName}`}
        // The legend's items, not the list: a list described by would lend its name, 'Legend'.
        aria-describedby={PLOT_STATUSES.map((status) => countId(legendId, status)).join(' ')}
        layout="grid"
        items={plots}
        className={styles.grid}
        renderEmptyState={() => <p className={styles.message}>{PLOT_MESSAGES.empty}</p>}
      >
        {(plot) => <PlotTile plot={plot} />}
      </GridList>
    </>
  );
}

const countId = (legendId: string, status: PlotStatus) => `${legendId}-${status}`;

function StatusLegend({ legendId, plots }: { legendId: string; plots: readonly MapPlot[] }) {
  const counts = plotStatusCounts(plots);
  return (
    <ul aria-label="Legend" className={styles.legend}>
      {PLOT_STATUSES.map((status) => (
        <li key={status} id={countId(legendId, status)} className={styles.legendItem}>
          <span aria-hidden="true" className={styles.swatch[status]} />
          {status}: <span className={styles.legendCount}>{counts[status]}</span>
        </li>
      ))}
    </ul>
  );
}

function PlotTile({ plot }: { plot: MapPlot }) {
  const description = plotDescription(plot);
  return (
    <GridListItem
      id={plot.id}
      // The row's accessible name as well as its typeahead text.
      textValue={description}
      className={`${styles.tile} ${styles.tileTone[plot.status]}`}
    >
      {/* The visible text says what the name says, laid out for the eye. */}
      <span aria-hidden="true" className={styles.tileNumber}>
        {plot.plotNumber}
      </span>
      <span aria-hidden="true" className={styles.tileDetail}>
        {plotSizeLabel(plot.plotSize, plot.sizeUnit)}
      </span>
      <span aria-hidden="true" className={styles.tileStatus}>
        {plot.status}
      </span>
    </GridListItem>
  );
}
