import type { components } from '@plotline/api-client';
import type { SearchKind } from '@plotline/domain';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, user, type FakeRoutes } from '../../../test/fake-api';
import { renderSignedInHook } from '../../../test/render-signed-in-hook';
import { recentSearchesKey } from './recent-searches';
import { useGlobalSearch } from './use-global-search';

type SearchGroup = components['schemas']['SearchGroup'];

const SEARCHER = user(['bookings.view', 'projects.view', 'plots.view', 'channelpartners.view']);

const GREEN_GROUPS: SearchGroup[] = [
  { kind: 'booking', hits: [{ id: 42, title: 'BK-0042', detail: 'Owner 42 · Green Valley' }] },
  { kind: 'plot', hits: [{ id: 9, title: 'A-9', detail: 'Green Valley · Available' }] },
  { kind: 'project', hits: [{ id: 3, title: 'Green Valley', detail: '12 plots' }] },
  { kind: 'channelPartner', hits: [{ id: 7, title: 'Green Estates', detail: 'Firm' }] },
  { kind: 'followUp', hits: [{ id: 5, title: 'Green light call', detail: 'BK-0012' }] },
];

/** GET /search held until the test answers it, each request kept with its text. */
function searchServer() {
  const requests: {
    q: string;
    limit: string | null;
    request: Request;
    answer: (groups: SearchGroup[]) => void;
    fail: () => void;
  }[] = [];
  const route = (request: Request) =>
    new Promise<Response>((resolve) => {
      const query = new URL(request.url).searchParams;
      const q = query.get('q') ?? '';
      requests.push({
        q,
        limit: query.get('limit'),
        request,
        answer: (groups) => resolve(json(200, { query: q, groups })),
        fail: () => resolve(json(500, { message: 'Boom' })),
      });
    });
  return { requests, route };
}

function renderSearch(routes: FakeRoutes = {}, signedIn = SEARCHER) {
  const server = searchServer();
  const rendered = renderSignedInHook(() => useGlobalSearch(), {
    routes: { 'GET /search': server.route, ...routes },
    signedIn,
  });
  const palette = () => {
    const props = rendered.result.current;
    if (!props) throw new Error('No search is offered.');
    return props;
  };
  const type = (text: string) => act(() => palette().onSearchTextChange(text));
  return { ...rendered, server, palette, type };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('searching', () => {
  it('searches the trimmed text once typing pauses, the hits per kind the palette shows', async () => {
    const { server, palette, type } = renderSearch();
    type('g');
    type('gr');
    type('gre');
    type(' green ');
    expect(palette().status).toBe('searching');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0]).toMatchObject({ q: 'green', limit: '5' });
    act(() => server.requests[0]!.answer(GREEN_GROUPS));
    await waitFor(() => expect(palette().status).toBe('idle'));
    expect(palette().groups).toEqual(GREEN_GROUPS);
    expect(palette().searchedText).toBe('green');
    // Typing on to the same text searches nothing new.
    type('green  ');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.requests).toHaveLength(1);
  });

  it('searches nothing for a text too short, and shows no hits for it', async () => {
    const { server, palette, type } = renderSearch();
    type('green');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    act(() => server.requests[0]!.answer(GREEN_GROUPS));
    await waitFor(() => expect(palette().groups).toEqual(GREEN_GROUPS));
    type('g ');
    expect(palette()).toMatchObject({ groups: null, searchedText: '', status: 'idle' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.requests).toHaveLength(1);
  });

  it('aborts the search a newer one replaces, and drops its answer if it comes anyway', async () => {
    const { server, palette, type } = renderSearch();
    type('green');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    type('sun');
    await waitFor(() => expect(server.requests).toHaveLength(2));
    expect(server.requests[0]!.request.signal.aborted).toBe(true);
    expect(server.requests[1]!.request.signal.aborted).toBe(false);
    act(() => server.requests[0]!.answer(GREEN_GROUPS));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(palette()).toMatchObject({ groups: null, status: 'searching' });
    const sunGroups: SearchGroup[] = [
      { kind: 'project', hits: [{ id: 4, title: 'Sunrise Enclave', detail: '8 plots' }] },
    ];
    act(() => server.requests[1]!.answer(sunGroups));
    await waitFor(() => expect(palette().groups).toEqual(sunGroups));
    expect(palette().searchedText).toBe('sun');
  });

  it('logs a failure, for the palette to show with its retry, and tries again when asked', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server, palette, type } = renderSearch();
    type('green');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    act(() => server.requests[0]!.fail());
    await waitFor(() => expect(palette().status).toBe('failed'));
    expect(logged).toHaveBeenCalledWith('The search failed', expect.anything());
    act(() => palette().onRetry());
    expect(palette().status).toBe('searching');
    await waitFor(() => expect(server.requests).toHaveLength(2));
    expect(server.requests[1]!.q).toBe('green');
    act(() => server.requests[1]!.answer(GREEN_GROUPS));
    await waitFor(() => expect(palette().status).toBe('idle'));
  });

  it('is not offered to a user who may view nothing it finds', () => {
    const { result } = renderSearch({}, user(['users.view']));
    expect(result.current).toBeUndefined();
  });
});

describe('opening a hit', () => {
  /** Searches 'green', opens the hit of `kind`, and answers where it went. */
  async function opened(kind: SearchKind, id: number) {
    const rendered = renderSearch({
      'GET /bookingfollowups/5': () => json(200, { id: 5, bookingId: 12 }),
    });
    rendered.type('green');
    await waitFor(() => expect(rendered.server.requests).toHaveLength(1));
    act(() => rendered.server.requests[0]!.answer(GREEN_GROUPS));
    await waitFor(() => expect(rendered.palette().groups).toEqual(GREEN_GROUPS));
    act(() => rendered.palette().onOpenHit(kind, id));
    await waitFor(() => expect(rendered.history).toHaveLength(2));
    return rendered.history.at(-1);
  }

  it.each([
    ['booking', 42, '/bookings/42'],
    ['project', 3, '/projects/3'],
    ['channelPartner', 7, '/channel-partners/7'],
    ['plot', 9, '/plots/9'],
    ['followUp', 5, '/follow-ups?bookingId=12'],
  ] as const)('opens a %s on its page', async (kind, id, href) => {
    expect(await opened(kind, id)).toBe(href);
  });
});

describe('recent searches', () => {
  it("remembers a search once a hit is opened, as the user's own", async () => {
    const first = renderSearch();
    expect(first.palette().recentSearches).toEqual([]);
    first.type('green');
    await waitFor(() => expect(first.server.requests).toHaveLength(1));
    act(() => first.server.requests[0]!.answer(GREEN_GROUPS));
    await waitFor(() => expect(first.palette().groups).toEqual(GREEN_GROUPS));
    act(() => first.palette().onOpenHit('booking', 42));
    await waitFor(() => expect(first.palette().recentSearches).toEqual(['green']));
    expect(JSON.parse(localStorage.getItem(recentSearchesKey(SEARCHER.id)) ?? '')).toEqual([
      'green',
    ]);
    first.unmount();

    // Another user on this browser has none; the first finds theirs on coming back.
    const other = renderSearch({}, { ...SEARCHER, id: 2 });
    expect(other.palette().recentSearches).toEqual([]);
    other.unmount();
    expect(renderSearch().palette().recentSearches).toEqual(['green']);
  });

  it('reads what it cannot understand as no recent searches', () => {
    localStorage.setItem(recentSearchesKey(SEARCHER.id), '{"not":"a list"');
    expect(renderSearch().palette().recentSearches).toEqual([]);
  });
});
