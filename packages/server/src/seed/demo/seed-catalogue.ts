/** The amenity catalogue and the projects with their amenities, as the project form saves them. */
import { addDays, saleableAreaSqYd, type CalendarDate } from '@plotline/domain';
import type { Executor } from '../../db/database';
import { amenities, projectAmenities, projects } from '../../db/schema';
import { DEMO_AMENITIES, DEMO_PROJECTS, type DemoProject } from './catalogue';
import type { Random } from './random';
import { sometimeOn } from './timeline';

export type SeededProject = { id: number; project: DemoProject; launchedOn: CalendarDate };

async function seedAmenities(tx: Executor, random: Random, adminId: number, today: CalendarDate) {
  const listedOn = addDays(today, -450);
  const rows = await tx
    .insert(amenities)
    .values(
      DEMO_AMENITIES.map((amenity) => {
        const at = sometimeOn(random, listedOn);
        return {
          name: amenity.name,
          description: amenity.description,
          isActive: 'isActive' in amenity ? amenity.isActive : true,
          metadata: 'metadata' in amenity ? amenity.metadata : null,
          createdBy: adminId,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning({ id: amenities.id, name: amenities.name, description: amenities.description });
  const byName = new Map(rows.map((row) => [row.name, row]));
  return (name: string) => {
    const amenity = byName.get(name);
    if (!amenity) throw new Error(`No demo amenity is named ${name}`);
    return amenity;
  };
}

export async function seedCatalogue(
  tx: Executor,
  random: Random,
  adminId: number,
  today: CalendarDate,
): Promise<SeededProject[]> {
  const amenityNamed = await seedAmenities(tx, random, adminId, today);
  const planned = DEMO_PROJECTS.map((project) => ({
    project,
    launchedOn: addDays(today, -30 * project.launchedMonthsAgo),
  }));
  const rows = await tx
    .insert(projects)
    .values(
      planned.map(({ project, launchedOn }) => {
        const launchedAt = sometimeOn(random, launchedOn);
        return {
          name: project.name,
          totalProjectArea: project.totalProjectArea,
          roadsArea: project.roadsArea,
          totalSaleableArea: saleableAreaSqYd({
            totalProjectArea: project.totalProjectArea,
            roadsArea: project.roadsArea,
            amenityAreas: project.amenities.map((choice) => choice.area),
          }),
          metadata: project.city,
          createdBy: adminId,
          createdAt: launchedAt,
          updatedAt: launchedAt,
        };
      }),
    )
    .returning({ id: projects.id, name: projects.name });
  const seeded = planned.map((plan) => {
    const row = rows.find((r) => r.name === plan.project.name);
    if (!row) throw new Error(`The demo project ${plan.project.name} was not saved`);
    return { id: row.id, ...plan };
  });
  await tx.insert(projectAmenities).values(
    seeded.flatMap(({ id, project }) =>
      project.amenities.map((choice) => {
        const amenity = amenityNamed(choice.name);
        return {
          projectId: id,
          amenityId: amenity.id,
          name: amenity.name,
          area: choice.area,
          description: amenity.description,
        };
      }),
    ),
  );
  return seeded;
}
