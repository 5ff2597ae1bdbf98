/** Writing the amenities a project has picked, each with a copy of its name and description. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { projectAmenities } from '../../db/schema';
import type { ProjectAmenityInput } from './project-input';

/** The project's amenities become exactly `rows`; run it inside the project's transaction. */
export async function replaceProjectAmenities(
  tx: Executor,
  projectId: number,
  rows: readonly ProjectAmenityInput[],
): Promise<void> {
  await tx.delete(projectAmenities).where(eq(projectAmenities.projectId, projectId));
  if (rows.length === 0) return;
  await tx.insert(projectAmenities).values(rows.map((row) => ({ projectId, ...row })));
}
