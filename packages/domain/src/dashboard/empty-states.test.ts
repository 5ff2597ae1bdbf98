import { describe, expect, it } from 'vitest';
import { buildDashboard } from './dashboard';
import { anInput, SAMPLE } from './dashboard.fixtures';
import { dashboardEmptyStates } from './empty-states';

describe('dashboardEmptyStates', () => {
  it('shows every empty-state text for an empty business', () => {
    expect(dashboardEmptyStates(buildDashboard(anInput({})))).toEqual({
      projectsOverview: 'No projects found',
      channelPartnersOverview: 'No channel partners found',
      overtime: 'No overtime bookings',
    });
  });

  it('shows none when each section has rows', () => {
    expect(dashboardEmptyStates(buildDashboard(SAMPLE))).toEqual({
      projectsOverview: null,
      channelPartnersOverview: null,
      overtime: null,
    });
  });

  it('counts the Direct Sales row as no partner', () => {
    const dashboard = buildDashboard(anInput({ projects: SAMPLE.projects }));
    expect(dashboard.channelPartnersOverview).toHaveLength(1);
    expect(dashboardEmptyStates(dashboard)).toEqual({
      projectsOverview: null,
      channelPartnersOverview: 'No channel partners found',
      overtime: 'No overtime bookings',
    });
  });
});
