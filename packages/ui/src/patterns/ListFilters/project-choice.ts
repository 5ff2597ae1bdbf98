/** A project as a filter or a form offers it. */
export type ProjectChoice = { id: number; name: string };
