import { idFrom } from '@plotline/domain';
import { useUrlSearch, withParam } from '../../routing/url-search';

/**
 * The project whose details are open, kept in the URL as ?view=<id> beside the list's state, so a
 * reload or a shared link opens the same details. Opening and closing them replace the history
 * entry, so Back leaves the page rather than stepping through modals.
 */
export function useViewedProjectId() {
  const { params, write } = useUrlSearch();
  const setViewedProjectId = (projectId: number | null) =>
    write(
      (current) => withParam(current, 'view', projectId === null ? '' : String(projectId)),
      true,
    );
  return [idFrom(params.get('view') ?? ''), setViewedProjectId] as const;
}
