/** Follow-ups found by their purpose, what was said, or who took them. */
import type { components } from '@plotline/api-client/schema';
import { formatDate } from '@plotline/domain';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookingFollowUps, bookings } from '../../db/schema';
import { candidates, startingFirst, textMatch } from './search-match';
import type { SearchTerms } from './search-terms';

type SearchHit = components['schemas']['SearchHit'];

export async function followUpHits(db: Executor, terms: SearchTerms): Promise<SearchHit[]> {
  const columns = [
    ...textMatch(bookingFollowUps.purpose, terms),
    ...textMatch(bookingFollowUps.followUpUpdate, terms),
    ...textMatch(bookingFollowUps.followUpTakenBy, terms),
  ];
  const rows = await db
    .select({
      id: bookingFollowUps.id,
      purpose: bookingFollowUps.purpose,
      followUpDate: bookingFollowUps.followUpDate,
      bookingNumber: bookings.bookingNumber,
    })
    .from(bookingFollowUps)
    .innerJoin(bookings, eq(bookings.id, bookingFollowUps.bookingId))
    .where(candidates(bookingFollowUps, bookingFollowUps.id, columns, terms.limit))
    .orderBy(startingFirst(columns), desc(bookingFollowUps.id))
    .limit(terms.limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.purpose,
    detail: `${row.bookingNumber} · ${formatDate(row.followUpDate)}`,
  }));
}
