/** Sample projects and plots for the Plots screen's stories and tests. */
import { DEFAULT_PAGE_SIZE, PLOT_STATUSES, plotNumberKey } from '@plotline/domain';
import type { ProjectChoice } from '../../patterns';
import { plotsSaveOutcome } from './plot-batch-rows';
import {
  NO_PLOT_FILTERS,
  type PlotDetails,
  type PlotDraft,
  type PlotListQuery,
  type PlotListRow,
  type PlotSaveResult,
} from './plots-screen-types';

/** The plain list: its first page, no filters, the default page size, by plot number. */
export const PLAIN_QUERY: PlotListQuery = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  filters: NO_PLOT_FILTERS,
  sort: { sortBy: 'PlotNumber', sortOrder: 'asc' },
};

export const PROJECTS: ProjectChoice[] = [
  { id: 1, name: 'Green Valley' },
  { id: 2, name: 'Sunrise Enclave' },
  { id: 3, name: 'Lake View Residency' },
];

/** The sample projects whose name contains what was typed, as a host's search finds them. */
export const projectsNamed = (text: string) =>
  PROJECTS.filter(({ name }) => name.toLowerCase().includes(text.trim().toLowerCase()));

/** Statuses in a pattern that looks like a real layout: mostly available, some sold off. */
const STATUS_PATTERN = [0, 0, 1, 0, 2, 0, 0, 3, 1, 0, 2, 2] as const;

function plotsOf(project: ProjectChoice, prefix: string, count: number, firstId: number) {
  return Array.from({ length: count }, (_, index): PlotListRow => ({
    id: firstId + index,
    projectId: project.id,
    projectName: project.name,
    plotNumber: `${prefix}-${index + 1}`,
    plotSize: 1200 + (index % 4) * 150,
    sizeUnit: 'sq ft',
    status: PLOT_STATUSES[STATUS_PATTERN[index % STATUS_PATTERN.length]!],
    remark: index % 5 === 0 ? 'Corner plot, east facing' : null,
  }));
}

export const GREEN_VALLEY_PLOTS = plotsOf(PROJECTS[0]!, 'A', 24, 101);
export const SUNRISE_PLOTS = plotsOf(PROJECTS[1]!, 'B', 8, 201);
export const ALL_PLOTS = [...GREEN_VALLEY_PLOTS, ...SUNRISE_PLOTS];

/** Plot A-1 of Green Valley as its own load answers it: its row and when it was added. */
export const PLOT_DETAILS: PlotDetails = {
  ...GREEN_VALLEY_PLOTS[0]!,
  createdAt: '2025-03-15T05:00:00.000Z',
};

/** As the server answers a plot number already used in the project. */
export function refusedAsDuplicate(plotNumber: string): PlotSaveResult {
  const message = `Plot number ${plotNumber} already exists in this project`;
  return { ok: false, message, fieldErrors: { plotNumber: message } };
}

/** A batch as the server would take it: every plot saved unless its number is taken. */
export function saveAgainst(existing: readonly PlotListRow[]) {
  return async (drafts: PlotDraft[]) =>
    plotsSaveOutcome(
      drafts.map((draft) =>
        existing.some(
          (plot) =>
            plot.projectId === draft.projectId &&
            plotNumberKey(plot.plotNumber) === plotNumberKey(draft.plotNumber),
        )
          ? refusedAsDuplicate(draft.plotNumber)
          : { ok: true },
      ),
    );
}
