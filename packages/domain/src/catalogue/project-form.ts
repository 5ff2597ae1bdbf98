/**
 * The project create/edit form (docs/product/screens.md "Projects" and
 * docs/product/records.md "Project"). Areas are in sq ft.
 */

/** One amenity of a project, with the part of the project's land it takes. */
export type ProjectAmenityRow = {
  amenityId: number;
  name: string;
  area: number | null;
  description?: string;
};

/** Numbers are null while their field is empty; NaN from a half-typed field is tolerated too. */
export type ProjectForm = {
  name: string;
  totalProjectArea: number | null;
  roadsArea: number | null;
  projectAmenities: ProjectAmenityRow[];
};

// Both areas start empty so that "required" means the user typed a value, even 0 for roads.
export function newProjectForm(): ProjectForm {
  return { name: '', totalProjectArea: null, roadsArea: null, projectAmenities: [] };
}
