import { describe, expect, it } from 'vitest';
import { REGISTRY_PIPELINE_PROJECTS, registryPipelineNote } from './registry-pipeline';

describe('registryPipelineNote', () => {
  it('shows the 10 busiest projects', () => {
    expect(REGISTRY_PIPELINE_PROJECTS).toBe(10);
  });

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
