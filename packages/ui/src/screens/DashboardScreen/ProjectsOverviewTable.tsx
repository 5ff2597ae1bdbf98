import { DASHBOARD_EMPTY_STATES } from '@plotline/domain';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { Table, type TableColumn } from '../../components/Table';
import { CountButton } from './CountButton';
import { DashboardSection, SkeletonLines } from './DashboardSection';
import type { PagedState } from '../../patterns';
import type { DashboardPanel, ProjectOverview } from './dashboard-screen-types';
import { COUNTED, PROJECT_COUNT_COLUMNS, type ProjectCountColumn } from './overview-columns';

type ProjectColumnId = 'projectName' | ProjectCountColumn['id'];

const COLUMNS: readonly TableColumn<ProjectColumnId>[] = [
  { id: 'projectName', name: 'Project Name', isRowHeader: true },
  ...PROJECT_COUNT_COLUMNS.map(({ id, name }) => ({ id, name, align: 'end' as const })),
];

export type ProjectsOverviewTableProps = {
  projects: PagedState<ProjectOverview>;
  /** A count was pressed: open the list behind it. */
  onOpenPanel: (panel: DashboardPanel) => void;
};

/** 'Projects Overview': each project's plots and bookings; each count opens what it counts. */
export function ProjectsOverviewTable({
  projects: { list, page, pageSize, onPageChange },
  onOpenPanel,
}: ProjectsOverviewTableProps) {
  const rows = list.rows.map((project) => ({ ...project, id: project.projectId }));
  const renderCell = (project: ProjectOverview, columnId: ProjectColumnId) => {
    if (columnId === 'projectName') return project.projectName;
    const count = PROJECT_COUNT_COLUMNS.find(({ id }) => id === columnId)!;
    const name = project.projectName;
    return (
      <CountButton
        count={project[count.id]}
        counted={`${COUNTED[count.column]} of ${name}`}
        onPress={() =>
          onOpenPanel(
            count.panel === 'projectPlots'
              ? { kind: 'projectPlots', projectId: project.projectId, name, column: count.column }
              : {
                  kind: 'projectBookings',
                  projectId: project.projectId,
                  name,
                  column: count.column,
                },
          )
        }
      />
    );
  };

  return (
    <DashboardSection
      title="Projects Overview"
      isLoading={list.isLoading}
      error={list.error}
      onRetry={list.onRetry}
      skeleton={<SkeletonLines count={5} />}
    >
      <Table
        aria-label="Projects Overview"
        columns={COLUMNS}
        rows={rows}
        renderCell={renderCell}
        emptyState={<EmptyState title={DASHBOARD_EMPTY_STATES.projectsOverview} />}
      />
      {list.totalCount > 0 && (
        <Pagination
          aria-label="Projects Overview pages"
          page={page}
          pageSize={pageSize}
          totalCount={list.totalCount}
          onPageChange={onPageChange}
        />
      )}
    </DashboardSection>
  );
}
