import { SEARCH_HITS_PER_KIND, searchableKinds, type SearchKind } from '@plotline/domain';
import type { GlobalSearchProps } from '@plotline/ui/frame';
import { useLocation } from 'wouter';
import { dataOf } from '../../api-call';
import { useAuth } from '../../auth/auth-context';
import { useReadNow } from '../../data/read';
import { useApi } from '../../services';
import { useRecentSearches } from './recent-searches';
import { searchHitHref } from './search-hit-href';
import { useSearchAnswers, type SearchCall } from './use-search-answers';

/**
 * The top bar's search across records (GET /search) for the signed-in user: the hits as typed,
 * their recent searches, and opening a hit on its record's page, which remembers the search.
 * None for a user who may view no kind of record the search finds.
 */
export function useGlobalSearch(): GlobalSearchProps | undefined {
  const api = useApi();
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const readNow = useReadNow();
  // Asked as the user types, each answer dropped once the text changes (its signal aborts it):
  // the one list the app reads outside the cache, as no two searches are asked for twice.
  const search: SearchCall = (q, signal) =>
    dataOf(api.GET('/search', { params: { query: { q, limit: SEARCH_HITS_PER_KIND } }, signal }));
  const { groups, searchedText, status, onSearchTextChange, onRetry } = useSearchAnswers(search);
  const [recentSearches, rememberSearch] = useRecentSearches(user?.id ?? 0);

  if (!user || searchableKinds(user).length === 0) return undefined;

  const handleOpenHit = async (kind: SearchKind, id: number) => {
    const hit = groups?.find((group) => group.kind === kind)?.hits.find((each) => each.id === id);
    if (searchedText) rememberSearch(searchedText);
    navigate(await searchHitHref(readNow, kind, { id, title: hit?.title ?? '' }));
  };

  return {
    groups,
    searchedText,
    status,
    recentSearches,
    onSearchTextChange,
    onOpenHit: (kind, id) => void handleOpenHit(kind, id),
    onRetry,
  };
}
