import { describe, expect, it } from 'vitest';
import {
  highlightParts,
  noSearchResults,
  RECENT_SEARCHES_KEPT,
  rememberedSearches,
  SEARCH_KINDS,
  SEARCH_KIND_LABELS,
  SEARCH_TEXTS,
  searchableKinds,
  searchText,
} from './global-search';

describe('searchableKinds', () => {
  it('offers every kind, in grouping order, to whoever may view them all', () => {
    const permissions = ['bookings.view', 'plots.view', 'projects.view', 'channelpartners.view'];
    expect(searchableKinds({ permissions })).toEqual([...SEARCH_KINDS]);
  });

  it('offers follow-ups with bookings, as viewing bookings shows their follow-ups', () => {
    expect(searchableKinds({ permissions: ['bookings.view'] })).toEqual(['booking', 'followUp']);
  });

  it('offers nothing to a user without a view permission, or to nobody', () => {
    expect(searchableKinds({ permissions: ['bookings.create'] })).toEqual([]);
    expect(searchableKinds(null)).toEqual([]);
  });
});

describe('SEARCH_KIND_LABELS', () => {
  it('names every kind as the sidebar does', () => {
    expect(SEARCH_KINDS.map((kind) => SEARCH_KIND_LABELS[kind])).toEqual([
      'Bookings',
      'Plots',
      'Projects',
      'Channel Partners',
      'Follow-ups',
    ]);
  });
});

describe('searchText', () => {
  it.each<[string, string, string | null]>([
    ['is trimmed', '  Asha ', 'Asha'],
    ['needs two characters', 'A', null],
    ['counts them after trimming', ' A  ', null],
    ['searches at two', 'BK', 'BK'],
    ['is empty for nothing typed', '', null],
  ])('%s', (_case, typed, text) => {
    expect(searchText(typed)).toBe(text);
  });

  it('keeps at most what the contract takes', () => {
    expect(searchText('x'.repeat(150))).toHaveLength(100);
  });
});

describe('rememberedSearches', () => {
  it('puts the newest first', () => {
    expect(rememberedSearches(['plot', 'asha'], 'BK-0221')).toEqual(['BK-0221', 'plot', 'asha']);
  });

  it('keeps one of a search, whatever its case, as last typed', () => {
    expect(rememberedSearches(['plot', 'Asha'], 'asha')).toEqual(['asha', 'plot']);
  });

  it('keeps only the newest few', () => {
    const many = ['a1', 'a2', 'a3', 'a4', 'a5'];
    const remembered = rememberedSearches(many, 'new');
    expect(remembered).toHaveLength(RECENT_SEARCHES_KEPT);
    expect(remembered[0]).toBe('new');
    expect(remembered).not.toContain('a5');
  });
});

describe('highlightParts', () => {
  const marked = (text: string, search: string) =>
    highlightParts(text, search)
      .map((part) => (part.match ? `[${part.text}]` : part.text))
      .join('');

  it.each<[string, string, string, string]>([
    ['marks a match ignoring case', 'Asha Rao', 'rao', 'Asha [Rao]'],
    ['marks every occurrence', 'Green Valley Green', 'green', '[Green] Valley [Green]'],
    ['marks a match at the start', 'BK-0221', 'bk', '[BK]-0221'],
    ['marks the whole text', 'A-12', 'a-12', '[A-12]'],
    ['leaves text without a match', 'Asha Rao', 'plot', 'Asha Rao'],
    ['ignores the spaces around the search', 'Asha Rao', '  rao ', 'Asha [Rao]'],
    ['leaves the text whole for an empty search', 'Asha Rao', '  ', 'Asha Rao'],
    ['finds digits across a space', '98765 43210', '6543', '987[65 43]210'],
    ['finds digits across a dash', '+91 98765-43210', '543210', '+91 9876[5-43210]'],
    ['finds the last five digits', 'Asha · 9876543210', '43210', 'Asha · 98765[43210]'],
    ['treats regular-expression characters as text', 'Plot (A)', '(a)', 'Plot [(A)]'],
  ])('%s', (_case, text, search, expected) => {
    expect(marked(text, search)).toBe(expected);
  });

  it('answers one unmatched part for empty text', () => {
    expect(highlightParts('', 'ab')).toEqual([{ text: '', match: false }]);
  });
});

describe('SEARCH_TEXTS and noSearchResults', () => {
  it("say the palette's words, asking for as many characters as a search needs", () => {
    expect(SEARCH_TEXTS).toEqual({
      label: 'Search',
      placeholder: 'Search projects, plots, bookings...',
      recentHeading: 'Recent searches',
      tooShort: 'Type at least 2 characters',
      searching: 'Searching...',
      failed: "Results couldn't be loaded",
      retry: 'Try Again',
    });
  });

  it('quote what was searched when nothing was found', () => {
    expect(noSearchResults('BK-9')).toBe('No results for "BK-9"');
  });
});
