/** The projects the pickers and filters search, as the fake API answers them, for the page tests. */
import type { Project } from '@plotline/api-client';
import { json, type FakeRoutes } from './fake-api';
import { pageOf } from './fake-lists';

/** A project with no plots or amenities yet. */
export function projectFixture(id: number, name: string): Project {
  return {
    id,
    name,
    totalProjectArea: 90000,
    roadsArea: 9000,
    totalSaleableArea: 9000,
    amenities: null,
    projectAmenities: [],
    totalPlots: 0,
    availablePlots: 0,
    metadata: null,
    createdBy: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

/**
 * GET /projects/filtered over `projects` (already in name order): those whose name contains the
 * search; and GET /projects/{id} for each. Each search's query is kept in `queries`.
 */
export function projectRoutes(projects: readonly Project[], queries: string[] = []): FakeRoutes {
  const search = (request: Request) => {
    const query = new URL(request.url).searchParams;
    queries.push(query.toString());
    const searchTerm = (query.get('searchTerm') ?? '').toLowerCase();
    return pageOf(
      query,
      projects.filter(({ name }) => name.toLowerCase().includes(searchTerm)),
    );
  };
  return {
    'GET /projects/filtered': search,
    ...Object.fromEntries(
      projects.map((project) => [`GET /projects/${project.id}`, () => json(200, project)]),
    ),
  };
}
