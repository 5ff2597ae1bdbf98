/** A call or a note logged on an enquiry, answered as the timeline's entry for it. */
import type { components } from '@plotline/api-client/schema';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lockRow } from '../../db/row-queries';
import { enquiries, enquiryActivities, userDisplayName, users } from '../../db/schema';
import type { Authorship } from '../../http/authorship';
import { enquiryNotFound } from './enquiry-queries';

type ActivityRequest = components['schemas']['EnquiryActivityRequest'];
type TimelineEntry = components['schemas']['EnquiryTimelineEntry'];

export async function logActivity(
  db: Database,
  enquiryId: number,
  activity: ActivityRequest,
  { userId, now }: Authorship,
): Promise<TimelineEntry> {
  return db.transaction(async (tx) => {
    // The enquiry stays while its activity is written; a deleted one answers 404.
    if (!(await lockRow(tx, enquiries, enquiryId, 'key share'))) throw enquiryNotFound();
    const text = activity.text.trim();
    await tx
      .insert(enquiryActivities)
      .values({ enquiryId, kind: activity.kind, text, createdBy: userId, createdAt: now });
    await tx.update(enquiries).set({ lastActivityAt: now }).where(eq(enquiries.id, enquiryId));
    const [author] = await tx
      .select({ name: sql<string>`${userDisplayName(users)}` })
      .from(users)
      .where(eq(users.id, userId));
    return {
      kind: activity.kind,
      at: now.toISOString(),
      by: { id: userId, name: author?.name ?? '' },
      text,
    };
  });
}
