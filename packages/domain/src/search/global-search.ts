/**
 * The top bar's search across kinds of record (openapi.yaml `searchEverything`): which kinds
 * there are, in the order their results are grouped, what each is called, who may search it,
 * and how much text makes a search.
 */
import { mayRead, type PolicyCaller } from '../access/access-policy';

export const SEARCH_KINDS = ['booking', 'plot', 'project', 'channelPartner', 'followUp'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Readonly<Record<SearchKind, string>> = {
  booking: 'Bookings',
  plot: 'Plots',
  project: 'Projects',
  channelPartner: 'Channel Partners',
  followUp: 'Follow-ups',
};

/** Trimmed, a search needs at least `minLength` characters; the contract takes `maxLength`. */
export const SEARCH_TEXT_LIMITS = { minLength: 2, maxLength: 100 } as const;

/** The palette's words: its box, its list's headings and the messages it shows in its list. */
export const SEARCH_TEXTS = {
  label: 'Search',
  /** docs/product/screens.md "App shell". */
  placeholder: 'Search projects, plots, bookings...',
  recentHeading: 'Recent searches',
  tooShort: `Type at least ${SEARCH_TEXT_LIMITS.minLength} characters`,
  searching: 'Searching...',
  failed: "Results couldn't be loaded",
  /** The product's word for loading again, as every failed list offers it. */
  retry: 'Try Again',
} as const;

/** What an answered search that found nothing says, quoting what was searched. */
export function noSearchResults(searchedText: string): string {
  return `No results for "${searchedText}"`;
}

/** Hits per kind the palette asks for. */
export const SEARCH_HITS_PER_KIND = 5;

/** The most hits per kind the contract answers. */
export const SEARCH_MOST_HITS_PER_KIND = 10;

/** The searches a user's palette remembers, newest first. */
export const RECENT_SEARCHES_KEPT = 5;

/** The kinds a user may search, in grouping order: those whose records the access policy lets them read. */
export function searchableKinds(user: PolicyCaller): SearchKind[] {
  return SEARCH_KINDS.filter((kind) => mayRead(user, kind));
}

/** The text to search for, trimmed; null while it is too short to search. */
export function searchText(typed: string): string | null {
  const text = typed.trim().slice(0, SEARCH_TEXT_LIMITS.maxLength);
  return text.length >= SEARCH_TEXT_LIMITS.minLength ? text : null;
}

/** A search remembered first, the same search (whatever its case) once, at most the kept few. */
export function rememberedSearches(recent: readonly string[], text: string): string[] {
  const same = (each: string) => each.toLowerCase() === text.toLowerCase();
  return [text, ...recent.filter((each) => !same(each))].slice(0, RECENT_SEARCHES_KEPT);
}

export type HighlightPart = { text: string; match: boolean };

/**
 * `text` cut into the parts that match the search and the rest, for showing the match in bold:
 * every occurrence, ignoring case. A search of digits also matches them across the spaces and
 * dashes a number is written with ('43210' in '+91 98765-43210').
 */
export function highlightParts(text: string, search: string): HighlightPart[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [{ text, match: false }];
  const ranges = /^\d+$/.test(needle) ? digitRanges(text, needle) : textRanges(text, needle);
  const parts: HighlightPart[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), match: false });
  return parts;
}

function textRanges(text: string, needle: string): [number, number][] {
  const haystack = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at)) {
    ranges.push([at, at + needle.length]);
    at += needle.length;
  }
  return ranges;
}

/** Where the digits run in `text`, allowing a space or dash between any two of them. */
function digitRanges(text: string, digits: string): [number, number][] {
  const separated = new RegExp(digits.split('').join('[ -]?'), 'g');
  return [...text.matchAll(separated)].map((found) => [found.index, found.index + found[0].length]);
}
