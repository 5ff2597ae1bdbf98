/**
 * What the top bar's search looks for (searchEverything's `q` and `limit`), as the kinds' queries
 * match it: the trimmed text, and its digits when it is a number as people type one.
 */
import { SEARCH_HITS_PER_KIND, SEARCH_TEXT_LIMITS, searchText } from '@plotline/domain';
import { WORD, writtenNumber } from '../../db/search-words';
import { badRequest } from '../../http/http-error';
import type { HandlerContext } from '../../http/handler';

type SearchQuery = HandlerContext<'searchEverything'>['query'];

export type SearchTerms = {
  /** The search as run: trimmed, as typed. */
  text: string;
  /**
   * The digits of a search that is nothing but a number, written with spaces or dashes or not
   * ('98765 43210', '43210'), which mobile numbers are matched by; null for any other search.
   */
  digits: string | null;
  /** How long the search's longest word is, a run of letters or digits: what an index can use. */
  longestWord: number;
  /** Hits per kind. */
  limit: number;
};

/**
 * The search's terms; 400 for a text that is too short once trimmed, in the words the contract's
 * validation gives one that is too short as sent.
 */
export function searchTerms(query: SearchQuery): SearchTerms {
  const text = searchText(query.q);
  if (text === null) {
    const message = `q must NOT have fewer than ${SEARCH_TEXT_LIMITS.minLength} characters`;
    throw badRequest(`Invalid query: ${message}`, { q: message });
  }
  const digits = writtenNumber(text) ?? '';
  return {
    text,
    digits: digits.length >= SEARCH_TEXT_LIMITS.minLength ? digits : null,
    longestWord: Math.max(0, ...[...text.matchAll(WORD)].map(([word]) => word.length)),
    limit: query.limit ?? SEARCH_HITS_PER_KIND,
  };
}
