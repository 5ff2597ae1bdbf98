/**
 * The project filters and pickers of the Plots and Bookings pages, searched by the server as the
 * user types: a business has thousands of projects, so none of them loads every one. A failed
 * search is logged only (docs/product/messages.md): it offers no choices.
 */
import type { ChoiceSource, ProjectChoice } from '@plotline/ui/patterns';
import { useChoiceSource } from './choice-source';
import { usePickerSearch } from './picker-search';
import { useProjectName, useProjectSearch } from './projects';

/** One picker's projects: those found for what was typed in it, once typing pauses. */
function useProjectChoices() {
  const { searchTerm, search } = usePickerSearch();
  const found = useProjectSearch(searchTerm);
  return { found: found.data?.data, search };
}

/**
 * A list's project filter. The project the URL holds is loaded by its id, so the filter (and the
 * Plots page's availability map) names it before any search finds it.
 */
export function useProjectFilterChoices(projectId: number | null): ChoiceSource<ProjectChoice> {
  const { found, search } = useProjectChoices();
  const chosen = useProjectName(projectId);
  return useChoiceSource(found, chosen.data, search);
}

/**
 * The project picker of a page's form (a booking, a batch of plots): searched apart from the
 * filter, so what was typed in one never narrows the other.
 */
export function useFormProjectChoices(): ChoiceSource<ProjectChoice> {
  const { found, search } = useProjectChoices();
  return { items: found ?? [], onSearch: search };
}
