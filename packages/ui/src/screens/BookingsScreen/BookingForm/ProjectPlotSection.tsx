import { idFrom, plotSizeLabel, plotsOfferedForBooking } from '@plotline/domain';
import { ComboBox } from '../../../components/ComboBox';
import { Select } from '../../../components/Select';
import type { ProjectChoice } from '../../../patterns';
import type { BookingPlotChoice, EditedBooking } from './booking-form-types';
import { FormSection, type BookingSectionProps } from './FormSection';
import { SelectedPlotCard } from './SelectedPlotCard';

export type ProjectPlotSectionProps = BookingSectionProps & {
  projects: readonly ProjectChoice[];
  /** The chosen project's plots, as the host loaded them; only Available ones are offered. */
  plots: readonly BookingPlotChoice[];
  isLoadingPlots: boolean;
  booking: EditedBooking | null;
};

function plotDescription(hasProject: boolean, isLoading: boolean, offered: number) {
  if (!hasProject) return 'Choose a project first.';
  if (isLoading) return 'Loading plots...';
  return offered === 0 ? 'This project has no available plots.' : undefined;
}

/** Project & Plot Information: the project, one of its free plots, and that plot's card. */
export function ProjectPlotSection({
  form,
  errors,
  onEdit,
  projects,
  plots,
  isLoadingPlots,
  booking,
}: ProjectPlotSectionProps) {
  const projectId = idFrom(form.projectId);
  const plotId = idFrom(form.plotId);
  // An edited booking keeps its own plot while it stays in the booking's project.
  const ownPlot = booking && booking.projectId === projectId ? booking : null;
  const offered = plotsOfferedForBooking(plots, ownPlot?.plotId ?? null);
  const items = offered.map((plot) => ({
    id: plot.id,
    label: `${plot.plotNumber} (${plotSizeLabel(plot.plotSize, plot.sizeUnit)})`,
  }));
  // The booked plot reads by its number until the project's plots have loaded.
  if (ownPlot && !offered.some((plot) => plot.id === ownPlot.plotId)) {
    items.unshift({ id: ownPlot.plotId, label: ownPlot.plotNumber });
  }
  const chosenPlot = offered.find((plot) => plot.id === plotId);

  return (
    <FormSection title="Project & Plot Information">
      <Select
        label="Project"
        isRequired
        placeholder="Select a project"
        items={projects.map(({ id, name }) => ({ id, label: name }))}
        value={projectId}
        onChange={(key) => onEdit({ projectId: key === null ? '' : String(key) })}
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
        onChange={(key) => onEdit({ plotId: key === null ? '' : String(key) })}
        description={plotDescription(projectId !== null, isLoadingPlots, items.length)}
        errorMessage={errors.plotId}
        isDisabled={projectId === null}
      />
      {chosenPlot && <SelectedPlotCard plot={chosenPlot} />}
    </FormSection>
  );
}
