import { describe, expect, it } from 'vitest';
import { aBooking, anInput, SAMPLE } from './dashboard.fixtures';
import {
  PIPELINE_PROJECT_COUNT,
  registryPipeline,
  registryPipelineNote,
} from './registry-pipeline';

describe('registryPipeline', () => {
  it('ranks projects by Token, Booking and Registry Done bookings, with their Extra Time', () => {
    expect(registryPipeline(SAMPLE)).toEqual({
      projects: [
        // Bookings 1 and 3 (Token), 2 (Booking), 4 (RegistryDone); 2 and 3 are overdue.
        {
          projectId: 1,
          projectName: 'Green Meadows',
          token: 2,
          booking: 1,
          registryDone: 1,
          extraTime: 2,
        },
        // Bookings 8 (Token, overdue) and 6 (Booking); the Pending 7 does not count.
        {
          projectId: 2,
          projectName: 'Amber Fields',
          token: 1,
          booking: 1,
          registryDone: 0,
          extraTime: 1,
        },
        {
          projectId: 3,
          projectName: 'Cedar Park',
          token: 0,
          booking: 0,
          registryDone: 0,
          extraTime: 0,
        },
      ],
      totalProjects: 3,
    });
  });

  it('keeps the busiest ten, ties by name as people read it, then id', () => {
    const names = ['b', 'B', 'a', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'];
    const projects = names.map((name, i) => ({ id: i + 1, name }));
    const input = anInput({
      projects,
      // Project 12 ('k') has the only booking; the others tie at none.
      bookings: [aBooking({ id: 1, projectId: 12, bookingStatus: 'RegistryDone' })],
    });
    const pipeline = registryPipeline(input);
    expect(pipeline.totalProjects).toBe(12);
    expect(pipeline.projects).toHaveLength(PIPELINE_PROJECT_COUNT);
    expect(pipeline.projects.map((row) => row.projectName)).toEqual([
      'k',
      'a',
      'b',
      'B',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
    ]);
  });
});

describe('registryPipelineNote', () => {
  it.each([
    [0, null],
    [3, null],
    [10, null],
    [11, 'Busiest 10 of 11 projects'],
    [240, 'Busiest 10 of 240 projects'],
  ])('with %d projects says %j', (totalProjects, note) => {
    expect(registryPipelineNote(totalProjects)).toBe(note);
  });
});
