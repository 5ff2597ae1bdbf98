import { describe, expect, it } from 'vitest';
import { DASHBOARD_EMPTY_STATES } from './empty-states';

describe('DASHBOARD_EMPTY_STATES', () => {
  it('holds the exact texts of each section', () => {
    expect(DASHBOARD_EMPTY_STATES).toEqual({
      projectsOverview: 'No projects found',
      channelPartnersOverview: 'No channel partners found',
      overtime: 'No overtime bookings',
    });
  });
});
