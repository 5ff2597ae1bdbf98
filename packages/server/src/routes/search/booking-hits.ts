/** Bookings found by their number, their owner's name, or any run of the owner's mobile digits. */
import type { components } from '@plotline/api-client/schema';
import { desc, eq, like, sql } from 'drizzle-orm';
import { startsWithPattern } from '../../db/contains-pattern';
import type { Executor } from '../../db/database';
import { bookings, plots, projects } from '../../db/schema';
import {
  candidates,
  digitsMatch,
  startingFirst,
  textMatch,
  type ColumnMatch,
} from './search-match';
import type { SearchTerms } from './search-terms';

type SearchHit = components['schemas']['SearchHit'];

const MOBILE_DIGITS = /^(\d{5})(\d{5})$/;

/**
 * The owner's mobile as it is read out, '98765 43210'; a booking saved with only the last five
 * says so as the booking's details do.
 */
function ownerMobileText(mobile: string | null, lastFive: string | null): string | null {
  if (mobile) return mobile.replace(MOBILE_DIGITS, '$1 $2');
  if (lastFive) return `Last 5 digits: ${lastFive}`;
  return null;
}

/**
 * A booking number is the server's, in capitals ('BK-0012', bookingNumberFor). It is found by its
 * start ('bk-00', a LIKE prefix a btree index in byte order reads as a range), or by a run of its
 * digits ('0012'), those after its dash first. It is not looked inside for letters: every number
 * starts with the same ones, which the trigram index would read for every booking.
 */
function bookingNumberMatch(terms: SearchTerms): ColumnMatch[] {
  if (terms.digits !== null) {
    return digitsMatch(bookings.bookingNumber, terms, (column, digits) =>
      like(column, `%-${digits}%`),
    );
  }
  // In byte order, as the prefix index holds it: the trigram index cannot serve this expression,
  // so the planner cannot take it for the range, and read every number's shared letters.
  const inByteOrder = sql`${bookings.bookingNumber} collate "C"`;
  return [{ first: like(inByteOrder, startsWithPattern(terms.text.toUpperCase())) }];
}

export async function bookingHits(db: Executor, terms: SearchTerms): Promise<SearchHit[]> {
  const columns = [
    ...bookingNumberMatch(terms),
    // A number is no one's name: it is looked for in the booking's number and mobile.
    ...(terms.digits === null ? textMatch(bookings.plotOwnerName, terms) : []),
    ...digitsMatch(bookings.ownerMobileNumber, terms),
    ...digitsMatch(bookings.ownerMobileLastFiveDigits, terms),
  ];
  const rows = await db
    .select({
      id: bookings.id,
      bookingNumber: bookings.bookingNumber,
      ownerName: bookings.plotOwnerName,
      mobile: bookings.ownerMobileNumber,
      lastFive: bookings.ownerMobileLastFiveDigits,
      projectName: projects.name,
      plotNumber: plots.plotNumber,
    })
    .from(bookings)
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(plots, eq(plots.id, bookings.plotId))
    .where(candidates(bookings, bookings.id, columns, terms.limit))
    .orderBy(startingFirst(columns), desc(bookings.id))
    .limit(terms.limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.bookingNumber,
    detail: [
      row.ownerName,
      ownerMobileText(row.mobile, row.lastFive),
      `${row.projectName}, plot ${row.plotNumber}`,
    ]
      .filter((part) => part !== null)
      .join(' · '),
  }));
}
