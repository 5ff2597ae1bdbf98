/** The name a drill-down is titled with ('Bookings for <name>'), or 404 when there is no such row. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { channelPartners, projects } from '../../db/schema';
import { channelPartnerNotFound } from '../channel-partners/partner-queries';
import { projectNotFound } from '../projects/project-queries';

export async function projectNameOr404(db: Executor, id: number): Promise<string> {
  const [project] = await db
    .select({ name: projects.name })
    .from(projects)
    .where(eq(projects.id, id));
  if (!project) throw projectNotFound();
  return project.name;
}

export async function channelPartnerNameOr404(db: Executor, id: number): Promise<string> {
  const [partner] = await db
    .select({ name: channelPartners.name })
    .from(channelPartners)
    .where(eq(channelPartners.id, id));
  if (!partner) throw channelPartnerNotFound();
  return partner.name;
}
