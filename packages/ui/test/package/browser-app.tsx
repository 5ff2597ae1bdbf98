/**
 * A plain Vite app that another internal tool could be: no Plotline build config, only the
 * tarball, React and the one style sheet. It draws one screen of each kind, picked by the query:
 * ?screen=projects (a list with rows and its Add Project form modal) or ?screen=dashboard.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { choicesOf, listOf, NOT_LOADED } from '@plotline/ui/patterns';
import { DashboardScreen, ProjectsScreen, type ProjectListItem } from '@plotline/ui/screens';
import '@plotline/ui/style.css';
import { dashboard } from './dashboard-fixture.js';

const ignore = () => undefined;
const saved = async () => ({ ok: true as const });

/** Three projects as the API lists them; the saleable areas are the server's sums (sq yd). */
const projects: ProjectListItem[] = [
  {
    id: 1,
    name: 'Green Valley Phase 2',
    createdAt: '2025-03-14T06:30:00Z',
    totalProjectArea: 435_600,
    roadsArea: 65_340,
    totalSaleableArea: 37_720,
    totalPlots: 48,
    availablePlots: 31,
    projectAmenities: [
      { amenityId: 1, name: 'Central Park', area: 21_780 },
      { amenityId: 2, name: 'Club House', area: 9_000 },
    ],
  },
  {
    id: 3,
    name: 'Lake View Residency',
    createdAt: '2024-08-21T04:00:00Z',
    totalProjectArea: 217_800,
    roadsArea: 32_670,
    totalSaleableArea: 20_070,
    totalPlots: 120,
    availablePlots: 0,
    projectAmenities: [{ amenityId: 3, name: 'Swimming Pool', area: 4_500 }],
  },
  {
    id: 2,
    name: 'Sunrise Enclave',
    createdAt: '2025-11-02T10:15:00Z',
    totalProjectArea: 90_000,
    roadsArea: 13_500,
    totalSaleableArea: 8_500,
    totalPlots: 0,
    availablePlots: 0,
    projectAmenities: [],
  },
];

const screens: Record<string, () => ReactNode> = {
  projects: () => (
    <ProjectsScreen
      list={listOf(projects)}
      query={{
        page: 1,
        pageSize: 10,
        filters: { searchTerm: '' },
        sort: { sortBy: 'Name', sortOrder: 'asc' },
      }}
      onQueryChange={ignore}
      amenities={choicesOf([
        { id: 1, name: 'Central Park' },
        { id: 2, name: 'Club House' },
        { id: 3, name: 'Swimming Pool' },
      ])}
      onSave={saved}
      onDelete={saved}
      record={{ id: null, onOpen: ignore, details: NOT_LOADED }}
      timeZone="Asia/Kolkata"
    />
  ),
  dashboard: () => <DashboardScreen {...dashboard} />,
};

const screen = screens[new URLSearchParams(location.search).get('screen') ?? ''];
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {screen ? screen() : <p>Pick a screen: ?screen=projects or dashboard</p>}
  </StrictMode>,
);
