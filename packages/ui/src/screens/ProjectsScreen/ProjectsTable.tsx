import {
  availablePlotsSummary,
  formatDate,
  sqFtToSqYd,
  type ProjectSort,
  type ProjectSortColumn,
} from '@plotline/domain';
import { Icon } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { Table, type SortDescriptor, type TableColumn } from '../../components/Table';
import { sqFtText, sqYdText } from './area-text';
import type { ProjectListItem } from './project-types';
import * as styles from './ProjectsScreen.css';

type ColumnId = 'serial' | ProjectSortColumn | 'actions';

const COLUMNS: readonly TableColumn<ColumnId>[] = [
  { id: 'serial', name: 'S.No', align: 'end' },
  { id: 'name', name: 'Project Name', isRowHeader: true, allowsSorting: true },
  { id: 'totalProjectArea', name: 'Total Area', allowsSorting: true, align: 'end' },
  { id: 'totalPlots', name: 'Total Plots', allowsSorting: true, align: 'end' },
  { id: 'availablePlots', name: 'Available Plots', allowsSorting: true, align: 'end' },
  { id: 'actions', name: 'Actions', align: 'end' },
];

export type ProjectAction = (project: ProjectListItem) => void;

type NumberedRow = { id: number; serialNumber: number; project: ProjectListItem };

export type ProjectsTableProps = {
  /** Already searched and sorted. */
  projects: readonly ProjectListItem[];
  isLoading: boolean;
  sort: ProjectSort;
  onSortChange: (sort: ProjectSort) => void;
  onView: ProjectAction;
  onEdit: ProjectAction;
  onDelete: ProjectAction;
  timeZone: string;
};

/** The projects, one row each, numbered in the order shown. */
export function ProjectsTable({
  projects,
  isLoading,
  sort,
  onSortChange,
  onView,
  onEdit,
  onDelete,
  timeZone,
}: ProjectsTableProps) {
  const handleSortChange = ({ column, direction }: SortDescriptor) =>
    onSortChange({ column: column as ProjectSortColumn, direction });

  // The number is part of the row, so a row whose place changes is drawn again: the table
  // reuses a row's cells while the row and its columns stay the same objects.
  const rows = projects.map((project, index) => ({
    id: project.id,
    serialNumber: index + 1,
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
          <span className={styles.actions}>
            <IconButton
              aria-label={`View ${project.name}`}
              icon={<Icon name="eye" />}
              size="small"
              hasTooltip
              onPress={() => onView(project)}
            />
            <IconButton
              aria-label={`Edit ${project.name}`}
              icon={<Icon name="edit" />}
              size="small"
              hasTooltip
              onPress={() => onEdit(project)}
            />
            <IconButton
              aria-label={`Delete ${project.name}`}
              icon={<Icon name="delete" />}
              size="small"
              hasTooltip
              onPress={() => onDelete(project)}
            />
          </span>
        );
    }
  };

  return (
    <Table
      aria-label="Projects"
      columns={COLUMNS}
      rows={rows}
      renderCell={renderCell}
      sortDescriptor={sort}
      onSortChange={handleSortChange}
      isLoading={isLoading}
    />
  );
}
