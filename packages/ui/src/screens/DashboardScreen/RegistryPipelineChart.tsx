import { registryPipelineNote } from '@plotline/domain';
import { BarChart, type BarChartSeries } from '../../components/BarChart';
import { Skeleton } from '../../components/Skeleton';
import { DashboardSection } from './DashboardSection';
import type { Loadable } from '../../patterns';
import type { ProjectPipeline, RegistryPipeline } from './dashboard-screen-types';
import * as styles from './DashboardScreen.css';

type PipelineStage = Exclude<keyof ProjectPipeline, 'projectId' | 'projectName'>;

/**
 * Token → Booking → Registry Done in one bar; Extra Time, overdue bookings among Token and
 * Booking, in a bar of its own beside it rather than counted twice in the stack.
 */
const SERIES: readonly BarChartSeries<PipelineStage>[] = [
  { key: 'token', label: 'Token', tone: 'warning' },
  { key: 'booking', label: 'Booking', tone: 'info' },
  { key: 'registryDone', label: 'Registry Done', tone: 'success' },
  { key: 'extraTime', label: 'Extra Time', tone: 'danger', stack: 'overdue' },
];

export type RegistryPipelineChartProps = {
  registryPipeline: Loadable<RegistryPipeline>;
};

/** 'Registry Pipeline': how far the busiest projects' bookings have come, and how many are late. */
export function RegistryPipelineChart({
  registryPipeline: { data, isLoading, error, onRetry },
}: RegistryPipelineChartProps) {
  const note = data && registryPipelineNote(data.totalProjects);
  return (
    <DashboardSection
      title="Registry Pipeline"
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      skeleton={<Skeleton height="240px" />}
    >
      {note && <p className={styles.note}>{note}</p>}
      <BarChart
        aria-label="Registry pipeline"
        categoryHeader="Project"
        orientation="horizontal"
        series={SERIES}
        categories={(data?.projects ?? []).map(({ projectId, projectName, ...values }) => ({
          id: projectId,
          label: projectName,
          values,
        }))}
        emptyText="No bookings in the pipeline"
      />
    </DashboardSection>
  );
}
