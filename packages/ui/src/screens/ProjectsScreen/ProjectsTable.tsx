import { memo } from 'react';
import { availablePlotsSummary, formatDate, sqFtToSqYd } from '@plotline/domain';
import { Table, type TableColumn } from '../../components/Table';
import { RowActions, tableSortProps, type ListTableState } from '../../patterns';
import { sqFtText, sqYdText } from './area-text';
import type { ProjectListItem, ProjectSort, ProjectSortBy } from './project-types';
import * as styles from './ProjectsScreen.css';

type ColumnId =
  'serial' | 'name' | 'totalProjectArea' | 'totalPlots' | 'availablePlots' | 'actions';

const COLUMNS: readonly TableColumn<ColumnId>[] = [
  { id: 'serial', name: 'S.No', align: 'end' },
  { id: 'name', name: 'Project Name', isRowHeader: true, allowsSorting: true },
  { id: 'totalProjectArea', name: 'Total Area', allowsSorting: true, align: 'end' },
  { id: 'totalPlots', name: 'Total Plots', allowsSorting: true, align: 'end' },
  { id: 'availablePlots', name: 'Available Plots', allowsSorting: true, align: 'end' },
  { id: 'actions', name: 'Actions', align: 'end', pin: 'end' },
];

/** The sortable columns and the API's sortBy for each. */
const SORT_BY: Partial<Record<ColumnId, ProjectSortBy>> = {
  name: 'Name',
  totalProjectArea: 'TotalProjectArea',
  totalPlots: 'TotalPlots',
  availablePlots: 'AvailablePlots',
};

export type ProjectAction = (project: ProjectListItem) => void;

type NumberedRow = { id: number; serialNumber: number; project: ProjectListItem };

/** One page, already searched and sorted, as the list page hands it over (ListTableState). */
export type ProjectsTableProps = ListTableState<ProjectListItem, ProjectSort> & {
  onView: ProjectAction;
  onEdit: ProjectAction;
  onDelete: ProjectAction;
  timeZone: string;
};

/** The projects of one page, one row each, numbered on from the pages before. */
export const ProjectsTable = memo(function ProjectsTable({
  rows: projects,
  firstSerial,
  isLoading,
  emptyState,
  sort,
  onSortChange,
  onView,
  onEdit,
  onDelete,
  timeZone,
}: ProjectsTableProps) {
  // The number is part of the row, so a row whose place changes is drawn again: the table
  // reuses a row's cells while the row and its columns stay the same objects.
  const numbered = projects.map((project, index) => ({
    id: project.id,
    serialNumber: firstSerial + index,
    project,
  }));

  const renderCell = ({ serialNumber, project }: NumberedRow, columnId: ColumnId) => {
    switch (columnId) {
      case 'serial':
        return serialNumber;
      case 'name':
        return (
          <span className={styles.projectName}>
            <span className={styles.nameText}>{project.name}</span>
            <span className={styles.secondary}>
              Created {formatDate(project.createdAt, timeZone)}
            </span>
          </span>
        );
      case 'totalProjectArea':
        return (
          <span className={styles.areaCell}>
            <span>{sqFtText(project.totalProjectArea)}</span>
            <span className={styles.secondary}>
              {sqYdText(sqFtToSqYd(project.totalProjectArea))}
            </span>
          </span>
        );
      case 'totalPlots':
        return project.totalPlots;
      case 'availablePlots':
        return availablePlotsSummary(project.totalPlots, project.availablePlots);
      case 'actions':
        return (
          <RowActions
            name={project.name}
            onView={() => onView(project)}
            onEdit={() => onEdit(project)}
            onDelete={() => onDelete(project)}
          />
        );
    }
  };

  return (
    <Table
      aria-label="Projects"
      columns={COLUMNS}
      rows={numbered}
      renderCell={renderCell}
      {...tableSortProps(SORT_BY, sort, onSortChange)}
      isLoading={isLoading}
      emptyState={emptyState}
    />
  );
});
