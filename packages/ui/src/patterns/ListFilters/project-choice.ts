/** A project as a filter or a form offers it. */
export type ProjectChoice = { id: number; name: string };

/** What a list screen knows of the projects, each of which may name the filtered one. */
export type KnownProjects = {
  /** The project the filters hold, as the host loaded it by its id. */
  chosen: ProjectChoice | null;
  /** Those the project filter's last search found. */
  projects: readonly ProjectChoice[];
  /** The rows on screen, each naming its project. */
  rows: readonly { projectId: number; projectName: string }[];
};

/**
 * The project the filters hold, by name, from the first that knows it: the host's load by its
 * id, the filter's last search, or a row on screen; null while none does (or none is chosen).
 */
export function projectNamed(
  projectId: number | null,
  { chosen, projects, rows }: KnownProjects,
): ProjectChoice | null {
  if (projectId === null) return null;
  const known = [chosen, ...projects].find((project) => project?.id === projectId);
  if (known) return known;
  const row = rows.find((candidate) => candidate.projectId === projectId);
  return row ? { id: projectId, name: row.projectName } : null;
}
