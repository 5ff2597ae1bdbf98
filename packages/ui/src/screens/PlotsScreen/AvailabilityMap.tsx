import {
  PLOT_MESSAGES,
  PLOT_STATUSES,
  type PlotStatus,
  plotDescription,
  plotSizeLabel,
  plotStatusCounts,
} from '@plotline/domain';
import { useId, type KeyboardEvent } from 'react';
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
  /** Opens a plot's details: a tile pressed, or Enter or Space on it. Left out, tiles only show. */
  onOpen?: (plot: MapPlot) => void;
};

/**
 * Every plot of one project as a tile coloured by its status, with a legend counting each
 * status. The tiles are one react-aria GridList: a single tab stop, arrow keys move between
 * tiles, and each tile reads 'Plot A-12, 200 sq ft, Booked'; pressing one, or Enter or Space on
 * it, opens that plot. The legend describes the grid, so a screen reader entering it hears the
 * counts before the first tile.
 */
export function AvailabilityMap(props: AvailabilityMapProps) {
  return (
    <Card heading={`Availability map: ${props.projectName}`}>
      <div className={styles.section}>{mapContent(props)}</div>
    </Card>
  );
}

function mapContent({ projectName, plots, isLoading, error, onOpen }: AvailabilityMapProps) {
  if (error) return <p className={styles.message}>{error}</p>;
  if (isLoading || !plots) return <Spinner aria-label={`Loading the plots of ${projectName}`} />;
  return <PlotGrid projectName={projectName} plots={plots} onOpen={onOpen} />;
}

type PlotGridProps = Pick<AvailabilityMapProps, 'projectName' | 'onOpen'> & {
  plots: readonly MapPlot[];
};

function PlotGrid({ projectName, plots, onOpen }: PlotGridProps) {
  const legendId = useId();
  const open = (id: unknown) => {
    const plot = plots.find((each) => String(each.id) === String(id));
    if (plot) onOpen?.(plot);
  };
  // The grid acts on Enter alone; a tile that opens its plot is pressed with Space too, as a
  // button is. Heard on its way down, as the tile keeps its keys to itself: the focused tile is
  // the key's target, and says which plot it is (data-key).
  const handleSpace = (event: KeyboardEvent<HTMLDivElement>) => {
    const tile = event.target as HTMLElement;
    if (event.key === ' ' && onOpen && tile.getAttribute('role') === 'row') open(tile.dataset.key);
  };
  return (
    <>
      <StatusLegend legendId={legendId} plots={plots} />
      {/* Only a keyboard listener around the grid, which is what users meet. */}
      <div role="presentation" onKeyDownCapture={handleSpace}>
        <GridList
          aria-label={`Plots of ${projectName}`}
          // The legend's items, not the list: a list described by would lend its name, 'Legend'.
          aria-describedby={PLOT_STATUSES.map((status) => countId(legendId, status)).join(' ')}
          layout="grid"
          items={plots}
          className={styles.grid}
          renderEmptyState={() => <p className={styles.message}>{PLOT_MESSAGES.empty}</p>}
          onAction={onOpen && open}
        >
          {(plot) => <PlotTile plot={plot} />}
        </GridList>
      </div>
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
