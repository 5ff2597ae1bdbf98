import { idFrom, plotSizeLabel, plotsOfferedForBooking } from '@plotline/domain';
import { useEffect, useEffectEvent, useState } from 'react';
import type { Key } from 'react-aria-components';
import { ComboBox } from '../../../components/ComboBox';
import { SearchedPicker, type ProjectChoice } from '../../../patterns';
import { PlotSizeRangeFields } from '../../PlotsScreen/PlotSizeRangeFields';
import { NO_SIZE_FILTER, type PlotSizeFilter } from '../../PlotsScreen/plots-screen-types';
import type { BookingPlotChoice, EditedBooking } from './booking-form-types';
import * as styles from './BookingFormModal.css';
import { FormSection, type BookingSectionProps } from './FormSection';
import { SelectedPlotCard } from './SelectedPlotCard';

export type ProjectPlotSectionProps = BookingSectionProps & {
  /** The projects found for what was typed in the picker (all, for a host not searching). */
  projects: readonly ProjectChoice[];
  /** The project the form starts in, by name: the edited booking's own, or the one given. */
  chosenProject: ProjectChoice | null;
  /** What was typed in the project picker, for a host that searches the projects itself. */
  onProjectSearch?: (text: string) => void;
  /** The chosen project's plots, as the host found them; only Available ones are offered. */
  plots: readonly BookingPlotChoice[];
  isLoadingPlots: boolean;
  booking: EditedBooking | null;
  /** The plot a new booking starts with, shown chosen before any search has found it. */
  initialPlot?: BookingPlotChoice | null;
  /**
   * What was typed in the plot picker, for a host that searches the plots itself ('' for its
   * first ones); without it the picker narrows `plots` as the user types.
   */
  onPlotSearch?: (text: string) => void;
  /**
   * The size range the host's plot search is narrowed by: reported on opening and on each change.
   * Left out, there are no size fields.
   */
  onPlotSizeChange?: (range: PlotSizeFilter) => void;
  /** The plot the user picked, with its size, which the sale value is worked out from. */
  onPlotPick?: (plot: BookingPlotChoice | null) => void;
};

const plotLabel = (plot: BookingPlotChoice) =>
  `${plot.plotNumber} (${plotSizeLabel(plot.plotSize, plot.sizeUnit)})`;

function plotDescription(hasProject: boolean, isLoading: boolean, offered: number) {
  if (!hasProject) return 'Choose a project first.';
  if (isLoading) return 'Loading plots...';
  return offered === 0 ? 'This project has no available plots.' : undefined;
}

/**
 * Project & Plot Information: the project, one of its free plots (for a searching host, of a size
 * range in a unit), and that plot's card.
 */
export function ProjectPlotSection({
  form,
  errors,
  onEdit,
  projects,
  chosenProject,
  onProjectSearch,
  plots,
  isLoadingPlots,
  booking,
  initialPlot = null,
  onPlotSearch,
  onPlotSizeChange,
  onPlotPick,
}: ProjectPlotSectionProps) {
  const projectId = idFrom(form.projectId);
  const plotId = idFrom(form.plotId);
  // An edited booking keeps its own plot while it stays in the booking's project.
  const ownPlot = booking && booking.projectId === projectId ? booking : null;
  const found = plotsOfferedForBooking(plots, ownPlot?.plotId ?? null);
  // The plot picked from an earlier search stays chosen when the next search does not find it.
  const [picked, setPicked] = useState<BookingPlotChoice | null>(initialPlot);
  const chosenPlot =
    found.find((plot) => plot.id === plotId) ?? (picked?.id === plotId ? picked : undefined);
  const offered = chosenPlot && !found.includes(chosenPlot) ? [chosenPlot, ...found] : found;
  const items = offered.map((plot) => ({ id: plot.id, label: plotLabel(plot) }));
  // The booked plot reads by its number until the host has found it.
  if (ownPlot && !offered.some((plot) => plot.id === ownPlot.plotId)) {
    items.unshift({ id: ownPlot.plotId, label: ownPlot.plotNumber });
  }

  const handleChange = (key: Key | null) => {
    const plot = offered.find(({ id }) => id === key) ?? null;
    setPicked(plot);
    onPlotPick?.(plot);
    onEdit({ plotId: key === null ? '' : String(key) });
  };
  const [sizeRange, setSizeRange] = useState(NO_SIZE_FILTER);
  const reportSizeRange = useEffectEvent((range: PlotSizeFilter) => onPlotSizeChange?.(range));
  useEffect(() => reportSizeRange(sizeRange), [sizeRange]);

  // Choosing writes the plot's label into the box; that is no search for the host to run.
  const handleInput = (text: string) =>
    onPlotSearch?.(chosenPlot && text === plotLabel(chosenPlot) ? '' : text);

  return (
    <FormSection title="Project & Plot Information">
      <SearchedPicker
        label="Project"
        isRequired
        placeholder="Search projects"
        choices={projects}
        chosen={chosenProject}
        value={projectId}
        onChange={(id) => onEdit({ projectId: id === null ? '' : String(id) })}
        onSearch={onProjectSearch}
        errorMessage={errors.projectId}
      />
      <ComboBox
        // A new project's list starts afresh, without the text typed for the last one.
        key={form.projectId}
        label="Plot"
        isRequired
        placeholder="Search available plots"
        items={items}
        value={plotId}
        onChange={handleChange}
        onInputChange={handleInput}
        // A searching host has matched what was typed, so every plot it found is shown; the list
        // opens while the host searches, as it may have found nothing yet.
        {...(onPlotSearch && { defaultFilter: () => true, allowsEmptyCollection: true })}
        description={plotDescription(projectId !== null, isLoadingPlots, items.length)}
        errorMessage={errors.plotId}
        isDisabled={projectId === null}
      />
      {onPlotSizeChange && (
        <div role="group" aria-label="Plot size" className={`${styles.fields} ${styles.wide}`}>
          <PlotSizeRangeFields {...sizeRange} onChange={setSizeRange} />
        </div>
      )}
      {chosenPlot && <SelectedPlotCard plot={chosenPlot} />}
    </FormSection>
  );
}
