import { describe, expect, it } from 'vitest';
import {
  AMENITY_MESSAGES,
  PLOT_MESSAGES,
  PROJECT_MESSAGES,
  plotsCreatedMessage,
} from './catalogue-messages';

describe('catalogue messages', () => {
  it('says how many plots a batch created, in the documented words', () => {
    expect(plotsCreatedMessage(1)).toBe('1 plot(s) created successfully');
    expect(plotsCreatedMessage(5)).toBe('5 plot(s) created successfully');
  });

  it.each([
    [PROJECT_MESSAGES.created, 'Project created successfully'],
    [PROJECT_MESSAGES.confirmDelete, 'Are you sure you want to delete this project?'],
    [PROJECT_MESSAGES.empty, 'No projects found'],
    [PLOT_MESSAGES.createFailed, 'Failed to create plots'],
    [PLOT_MESSAGES.confirmDelete, 'Are you sure you want to delete this plot?'],
    [AMENITY_MESSAGES.empty, 'No amenities found'],
    [AMENITY_MESSAGES.deleteFailed, 'Failed to delete amenity'],
  ])('keeps %s exact', (text, expected) => {
    expect(text).toBe(expected);
  });
});
