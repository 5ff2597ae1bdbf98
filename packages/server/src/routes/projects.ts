/** Plotted-development projects with their areas, amenities and plot counts. */
import { eq } from 'drizzle-orm';
import { projects } from '../db/schema';
import { signedIn, type Handlers } from '../http/handler';
import { conflict } from '../http/http-error';
import { plotsOfProjects } from './plots/plot-queries';
import { replaceProjectAmenities } from './projects/project-amenities';
import { assertAmenitiesExist, projectInput } from './projects/project-input';
import {
  bookingsReferToProject,
  projectNotFound,
  projectOr404,
  projectsWhere,
} from './projects/project-queries';

export const projectsHandlers: Handlers = {
  async listProjects({ db }) {
    return { status: 200, body: await projectsWhere(db) };
  },

  async listProjectsWithPlots({ db }) {
    const all = await projectsWhere(db);
    const plots = await plotsOfProjects(db);
    return {
      status: 200,
      body: all.map((project) => ({ ...project, plots: plots.get(project.id) ?? [] })),
    };
  },

  async getProject({ db, params }) {
    return { status: 200, body: await projectOr404(db, params.id) };
  },

  async getProjectDetails({ db, params }) {
    const project = await projectOr404(db, params.id);
    const plots = await plotsOfProjects(db, project.id);
    return { status: 200, body: { ...project, plots: plots.get(project.id) ?? [] } };
  },

  async createProject({ db, body, user, clock }) {
    const input = projectInput(body);
    const now = clock.now();
    const id = await db.transaction(async (tx) => {
      await assertAmenitiesExist(tx, input.projectAmenities);
      const [created] = await tx
        .insert(projects)
        .values({ ...input.fields, createdBy: signedIn(user).id, createdAt: now, updatedAt: now })
        .returning({ id: projects.id });
      await replaceProjectAmenities(tx, created!.id, input.projectAmenities);
      return created!.id;
    });
    return { status: 201, body: await projectOr404(db, id) };
  },

  async updateProject({ db, params, body, clock }) {
    const input = projectInput(body);
    await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(projects)
        .set({ ...input.fields, updatedAt: clock.now() })
        .where(eq(projects.id, params.id))
        .returning({ id: projects.id });
      if (!updated) throw projectNotFound();
      await assertAmenitiesExist(tx, input.projectAmenities);
      await replaceProjectAmenities(tx, params.id, input.projectAmenities);
    });
    return { status: 200, body: await projectOr404(db, params.id) };
  },

  async deleteProject({ db, params }) {
    await db.transaction(async (tx) => {
      const [project] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.id, params.id));
      if (!project) throw projectNotFound();
      if (await bookingsReferToProject(tx, project.id)) {
        throw conflict('Project cannot be deleted because bookings refer to its plots');
      }
      // Its plots and picked amenities go with it (ON DELETE CASCADE).
      await tx.delete(projects).where(eq(projects.id, project.id));
    });
    return { status: 204, body: undefined };
  },
};
