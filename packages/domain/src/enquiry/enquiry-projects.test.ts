import { describe, expect, it } from 'vitest';
import { LIST_LIMITS } from '../input/input-limits';
import { canAddEnquiryProject, ENQUIRY_PROJECTS_FULL } from './enquiry-projects';

describe('canAddEnquiryProject', () => {
  it('adds a project not yet named', () => {
    expect(canAddEnquiryProject([], 4)).toBe(true);
    expect(canAddEnquiryProject([1, 2], 4)).toBe(true);
  });

  it('names a project once', () => {
    expect(canAddEnquiryProject([1, 4], 4)).toBe(false);
  });

  it('names at most 20, and says so', () => {
    const full = Array.from({ length: LIST_LIMITS.enquiryProjects }, (_, index) => index + 1);
    expect(full).toHaveLength(20);
    expect(canAddEnquiryProject(full.slice(1), 99)).toBe(true);
    expect(canAddEnquiryProject(full, 99)).toBe(false);
    expect(ENQUIRY_PROJECTS_FULL).toBe('An enquiry names at most 20 projects');
  });
});
