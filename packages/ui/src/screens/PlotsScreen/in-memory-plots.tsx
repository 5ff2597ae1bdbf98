/**
 * The Plots screen over an in-memory list, as a host would drive it, searching its projects as
 * they are typed: for the Catalog story.
 */
import { PLOT_MESSAGES, plotNumberKey, sizeInSqFt, sizeSearched } from '@plotline/domain';
import { useState } from 'react';
import { PlotsScreen, type PlotsScreenProps } from './PlotsScreen';
import { ALL_PLOTS, PROJECTS, projectsNamed, refusedAsDuplicate } from './plots.fixtures';
import { plotsSaveOutcome } from './plot-batch-rows';
import type {
  BatchProgress,
  PlotDraft,
  PlotFilters,
  PlotListRow,
  PlotSaveResult,
  PlotSort,
} from './plots-screen-types';
import { listOf, loaded, NOT_LOADED } from '../../patterns';

const pause = () => new Promise((resolve) => setTimeout(resolve, 250));

function matchesSize(plot: PlotListRow, { minSize, maxSize, sizeUnit }: PlotFilters): boolean {
  if (sizeUnit === null) return true;
  const size = sizeInSqFt(plot.plotSize, plot.sizeUnit);
  return (
    (minSize === null || size >= sizeInSqFt(minSize, sizeUnit)) &&
    (maxSize === null || size <= sizeInSqFt(maxSize, sizeUnit))
  );
}

function matches(plot: PlotListRow, filters: PlotFilters): boolean {
  const contains = (text: string | null, part: string) =>
    (text ?? '').toLowerCase().includes(part.toLowerCase());
  return (
    (filters.status === null || plot.status === filters.status) &&
    (filters.projectId === null || plot.projectId === filters.projectId) &&
    contains(plot.plotNumber, filters.plotNumber) &&
    matchesSize(plot, filters) &&
    ([plot.plotNumber, plot.projectName, plot.remark].some((text) =>
      contains(text, filters.searchTerm),
    ) ||
      plot.plotSize === sizeSearched(filters.searchTerm))
  );
}

const SORT_KEYS: Record<PlotSort['sortBy'], (plot: PlotListRow) => string | number> = {
  PlotNumber: (plot) => plot.plotNumber,
  PlotSize: (plot) => plot.plotSize,
  Status: (plot) => plot.status,
  ProjectName: (plot) => plot.projectName,
  CreatedAt: (plot) => plot.id,
};

function sorted(plots: PlotListRow[], { sortBy, sortOrder }: PlotSort): PlotListRow[] {
  const key = SORT_KEYS[sortBy];
  const sign = sortOrder === 'asc' ? 1 : -1;
  return [...plots].sort((a, b) =>
    key(a) < key(b) ? -sign : key(a) > key(b) ? sign : a.id - b.id,
  );
}

export function InMemoryPlotsScreen(args: PlotsScreenProps) {
  const [plots, setPlots] = useState(ALL_PLOTS);
  const [query, setQuery] = useState(args.query);
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const [filterSearch, setFilterSearch] = useState('');
  const [formSearch, setFormSearch] = useState('');
  const [openedId, setOpenedId] = useState(args.record.id);
  const opened = plots.find(({ id }) => id === openedId);

  const { page, pageSize, filters, sort } = query;
  const listed = sorted(
    plots.filter((plot) => matches(plot, filters)),
    sort,
  );
  const projectName = (id: number) => PROJECTS.find((project) => project.id === id)?.name ?? '';

  const save = (draft: PlotDraft, id: number): PlotSaveResult => {
    const taken = plots.some(
      (plot) =>
        plot.id !== id &&
        plot.projectId === draft.projectId &&
        plotNumberKey(plot.plotNumber) === plotNumberKey(draft.plotNumber),
    );
    if (taken) return refusedAsDuplicate(draft.plotNumber);
    const saved = {
      ...draft,
      id,
      projectName: projectName(draft.projectId),
      status: 'Available' as const,
    };
    setPlots((current) => [...current.filter((plot) => plot.id !== id), saved]);
    return { ok: true };
  };

  const createPlots = async (drafts: PlotDraft[]) => {
    const results: PlotSaveResult[] = [];
    for (const [index, draft] of drafts.entries()) {
      setProgress({ done: index, total: drafts.length });
      await pause();
      results.push(save(draft, Date.now() + index));
    }
    setProgress(null);
    return results;
  };

  const handleSave = async (drafts: PlotDraft[], plot: PlotListRow | null) =>
    plotsSaveOutcome(plot ? [save(drafts[0]!, plot.id)] : await createPlots(drafts));

  return (
    <PlotsScreen
      {...args}
      list={listOf(listed.slice((page - 1) * pageSize, page * pageSize), {
        totalCount: listed.length,
      })}
      query={query}
      onQueryChange={setQuery}
      choices={{
        filterProjects: {
          items: projectsNamed(filterSearch),
          chosen: PROJECTS.find(({ id }) => id === filters.projectId) ?? null,
          onSearch: setFilterSearch,
        },
        formProjects: { items: projectsNamed(formSearch), onSearch: setFormSearch },
      }}
      availability={loaded(plots.filter((plot) => plot.projectId === filters.projectId))}
      batchProgress={progress}
      record={{
        id: openedId,
        onOpen: setOpenedId,
        details:
          openedId === null
            ? NOT_LOADED
            : opened
              ? loaded(opened)
              : { ...NOT_LOADED, error: PLOT_MESSAGES.notFound },
      }}
      onSave={handleSave}
      onDelete={async (plot) => {
        setPlots((current) => current.filter(({ id }) => id !== plot.id));
        return { ok: true };
      }}
    />
  );
}
