/** Plotted-development projects with their areas, amenities and plot counts. */
import { conflict } from '../http/http-error';
import { createdStamps } from '../http/authorship';
import type { Handlers } from '../http/handler';
import { streamedList } from '../http/streamed-list';
import { plotsOfProjects } from './plots/plot-queries';
import { assertAmenitiesExist, replaceProjectAmenities } from './projects/project-amenity-queries';
import { projectInput } from './projects/project-input';
import { projectsWithPlots } from './projects/projects-with-plots';
import {
  bookingsReferToProject,
  deleteProjectRow,
  insertProject,
  projectExists,
  projectNotFound,
  projectOr404,
  projectsByName,
  projectsPage,
  updateProjectRow,
} from './projects/project-queries';

export const projectsHandlers: Handlers = {
  async listProjects({ db }) {
    return streamedList(db, projectsByName());
  },

  async listProjectsFiltered({ db, query }) {
    return { status: 200, body: await projectsPage(db, query) };
  },

  async listProjectsWithPlots({ db }) {
    return streamedList(db, projectsWithPlots());
  },

  async getProject({ db, params }) {
    return { status: 200, body: await projectOr404(db, params.id) };
  },

  async getProjectDetails({ db, params }) {
    const project = await projectOr404(db, params.id);
    const plots = await plotsOfProjects(db, [project.id]);
    return { status: 200, body: { ...project, plots: plots.get(project.id) ?? [] } };
  },

  async createProject({ db, body, user, clock }) {
    const input = projectInput(body);
    const stamps = createdStamps(user, clock);
    const id = await db.transaction(async (tx) => {
      await assertAmenitiesExist(tx, input.projectAmenities);
      const projectId = await insertProject(tx, { ...input.fields, ...stamps });
      await replaceProjectAmenities(tx, projectId, input.projectAmenities);
      return projectId;
    });
    return { status: 201, body: await projectOr404(db, id) };
  },

  async updateProject({ db, params, body, clock }) {
    const input = projectInput(body);
    await db.transaction(async (tx) => {
      const found = await updateProjectRow(tx, params.id, {
        ...input.fields,
        updatedAt: clock.now(),
      });
      if (!found) throw projectNotFound();
      await assertAmenitiesExist(tx, input.projectAmenities);
      await replaceProjectAmenities(tx, params.id, input.projectAmenities);
    });
    return { status: 200, body: await projectOr404(db, params.id) };
  },

  async deleteProject({ db, params }) {
    await db.transaction(async (tx) => {
      if (!(await projectExists(tx, params.id))) throw projectNotFound();
      if (await bookingsReferToProject(tx, params.id)) {
        throw conflict('in_use', 'Project cannot be deleted because bookings refer to its plots');
      }
      await deleteProjectRow(tx, params.id);
    });
    return { status: 204, body: undefined };
  },
};
