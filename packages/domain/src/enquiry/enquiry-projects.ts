/** The projects an enquiry is interested in (docs/enquiries.md "An enquiry": up to 20). */
import { LIST_LIMITS } from '../input/input-limits';

/** Why the form's project picker takes no more. */
export const ENQUIRY_PROJECTS_FULL = `An enquiry names at most ${LIST_LIMITS.enquiryProjects} projects`;

/** A project is added once, and only while the enquiry names fewer than the most it may. */
export function canAddEnquiryProject(projectIds: readonly number[], projectId: number): boolean {
  return projectIds.length < LIST_LIMITS.enquiryProjects && !projectIds.includes(projectId);
}
