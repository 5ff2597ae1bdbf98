/** Reading and writing enquiries, each with the names the API shows beside its ids. */
import { and, asc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { CalendarDate, EnquiryStage, LostReason } from '@plotline/domain';
import type { CreatedStamps } from '../../http/authorship';
import type { Executor, Transaction } from '../../db/database';
import {
  channelPartners,
  enquiries,
  enquiryProjects,
  enquiryStageChanges,
  isOpenEnquiry,
  projects,
  userDisplayName,
  users,
} from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';
import type { EnquiryValues } from './enquiry-input';
import { enquiryResponse, type EnquiryResponse } from './enquiry-response';

export const enquiryNotFound = () => notFound(NOT_FOUND_MESSAGES.enquiry);

const { createdBy: _author, searchWords: _words, ...ENQUIRY_COLUMNS } = getTableColumns(enquiries);

/** Enquiries with their partner's and sales person's names, for a caller to filter and order. */
export function enquiriesWithNames(db: Executor) {
  return db
    .select({
      ...ENQUIRY_COLUMNS,
      channelPartnerName: channelPartners.name,
      assignedToName: sql<string | null>`${userDisplayName(users)}`,
    })
    .from(enquiries)
    .leftJoin(channelPartners, eq(channelPartners.id, enquiries.channelPartnerId))
    .leftJoin(users, eq(users.id, enquiries.assignedTo))
    .$dynamic();
}

export type EnquiryRow = Awaited<
  ReturnType<ReturnType<typeof enquiriesWithNames>['execute']>
>[number];

/** The projects of interest of each enquiry, as picked. */
async function projectsOf(db: Executor, ids: readonly number[]) {
  const byEnquiry = new Map<number, { id: number; name: string }[]>();
  if (ids.length === 0) return byEnquiry;
  const rows = await db
    .select({ enquiryId: enquiryProjects.enquiryId, id: projects.id, name: projects.name })
    .from(enquiryProjects)
    .innerJoin(projects, eq(projects.id, enquiryProjects.projectId))
    .where(inArray(enquiryProjects.enquiryId, [...ids]))
    .orderBy(asc(enquiryProjects.enquiryId), asc(enquiryProjects.position));
  for (const { enquiryId, id, name } of rows) {
    byEnquiry.set(enquiryId, [...(byEnquiry.get(enquiryId) ?? []), { id, name }]);
  }
  return byEnquiry;
}

/** The rows as the API answers them, their projects read in one statement for them all. */
export async function enquiryResponses(
  db: Executor,
  rows: readonly EnquiryRow[],
): Promise<EnquiryResponse[]> {
  const projectsByEnquiry = await projectsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => enquiryResponse(row, projectsByEnquiry.get(row.id) ?? []));
}

/**
 * The enquiries of the ids as the API answers each (getEnquiry answers the one of its id), in two
 * statements however many; ids of no enquiry are left out.
 */
export async function enquiriesByIds(
  db: Executor,
  ids: readonly number[],
): Promise<EnquiryResponse[]> {
  if (ids.length === 0) return [];
  return enquiryResponses(db, await enquiriesWithNames(db).where(inArray(enquiries.id, [...ids])));
}

export async function enquiryOr404(db: Executor, id: number): Promise<EnquiryResponse> {
  const [enquiry] = await enquiriesByIds(db, [id]);
  if (!enquiry) throw enquiryNotFound();
  return enquiry;
}

/** The stored enquiry's stage, version and mobile, locked until the transaction ends; 404 if none. */
export async function lockEnquiry(tx: Transaction, id: number) {
  const [row] = await tx
    .select({
      id: enquiries.id,
      stage: enquiries.stage,
      version: enquiries.version,
      mobileNumber: enquiries.mobileNumber,
    })
    .from(enquiries)
    .where(eq(enquiries.id, id))
    .for('update');
  if (!row) throw enquiryNotFound();
  return row;
}

/**
 * Locks the mobile numbers until the transaction ends, in one order, so two saves or imports of
 * a number at once see each other: the second waits, then finds the first.
 */
export async function lockMobileNumbers(tx: Transaction, mobileNumbers: readonly string[]) {
  if (mobileNumbers.length === 0) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('enquiry-mobile:' || mobile)) from (select distinct unnest(${sql.param([...mobileNumbers])}::text[]) as mobile order by 1) as numbers`,
  );
}

/**
 * Of the mobile numbers, each that an open enquiry other than `exceptId` has, with that enquiry
 * (the first made): what a new or edited enquiry's number, or an imported row's, duplicates.
 */
export async function openEnquiriesWithMobiles(
  db: Executor,
  mobileNumbers: readonly string[],
  exceptId?: number,
): Promise<Map<string, number>> {
  if (mobileNumbers.length === 0) return new Map();
  const rows = await db
    .select({ mobileNumber: enquiries.mobileNumber, id: sql<number>`min(${enquiries.id})` })
    .from(enquiries)
    .where(
      and(
        inArray(enquiries.mobileNumber, [...mobileNumbers]),
        isOpenEnquiry(enquiries.stage),
        exceptId === undefined ? undefined : ne(enquiries.id, exceptId),
      ),
    )
    .groupBy(enquiries.mobileNumber);
  return new Map(rows.map(({ mobileNumber, id }) => [mobileNumber, Number(id)]));
}

/**
 * The open enquiry, other than `exceptId`, that has the mobile number, its number locked first
 * (lockMobileNumbers) and held to the transaction's end.
 */
export async function openEnquiryWithMobile(
  tx: Transaction,
  mobileNumber: string,
  exceptId?: number,
): Promise<number | null> {
  await lockMobileNumbers(tx, [mobileNumber]);
  const open = await openEnquiriesWithMobiles(tx, [mobileNumber], exceptId);
  return open.get(mobileNumber) ?? null;
}

export async function insertEnquiry(
  tx: Transaction,
  values: EnquiryValues & { assignedTo: number; createdMonth: CalendarDate },
  stamps: CreatedStamps,
): Promise<number> {
  const [row] = await tx
    .insert(enquiries)
    .values({ ...values, ...stamps })
    .returning({ id: enquiries.id });
  if (!row) throw new Error('The enquiry was not stored');
  return row.id;
}

type EnquiryChanges = Partial<EnquiryValues> & {
  stage?: EnquiryStage;
  lostReason?: LostReason | null;
  assignedTo?: number;
  bookingId?: number;
};

/** The enquiries `where` keeps, changed and each one version further. */
export async function updateEnquiries(
  tx: Transaction,
  where: SQL,
  changes: EnquiryChanges,
  now: Date,
): Promise<void> {
  await tx
    .update(enquiries)
    .set({ ...changes, version: sql`${enquiries.version} + 1`, updatedAt: now })
    .where(where);
}

export function updateEnquiryRow(
  tx: Transaction,
  id: number,
  changes: EnquiryChanges,
  now: Date,
): Promise<void> {
  return updateEnquiries(tx, eq(enquiries.id, id), changes, now);
}

export async function replaceEnquiryProjects(
  tx: Transaction,
  enquiryId: number,
  projectIds: readonly number[],
): Promise<void> {
  await tx.delete(enquiryProjects).where(eq(enquiryProjects.enquiryId, enquiryId));
  if (projectIds.length === 0) return;
  await tx
    .insert(enquiryProjects)
    .values(projectIds.map((projectId, position) => ({ enquiryId, projectId, position })));
}

export type StageChange = {
  enquiryId: number;
  fromStage: EnquiryStage | null;
  toStage: EnquiryStage;
  lostReason?: LostReason | null;
  changedBy: number;
  changedAt: Date;
};

/** The stage history every path that moves an enquiry writes (docs/enquiries.md "Stages"). */
export async function recordStageChange(tx: Transaction, change: StageChange): Promise<void> {
  await tx.insert(enquiryStageChanges).values({ lostReason: null, ...change });
}

/** Whether a booking was saved from the enquiry: it stays while the booking refers to it. */
export async function isEnquiryBooked(tx: Transaction, id: number): Promise<boolean> {
  const [enquiry] = await tx
    .select({ bookingId: enquiries.bookingId })
    .from(enquiries)
    .where(eq(enquiries.id, id));
  return enquiry?.bookingId != null;
}

export async function deleteEnquiryRow(tx: Transaction, id: number): Promise<void> {
  await tx.delete(enquiries).where(eq(enquiries.id, id));
}

/**
 * Gives every listed enquiry to the user, locking them in id order (so two assignments at once
 * cannot deadlock); 400 naming `enquiryIds` when one names no enquiry, and nothing changes.
 */
export async function assignEnquiryRows(
  tx: Transaction,
  ids: readonly number[],
  assignedTo: number,
  now: Date,
): Promise<void> {
  const locked = await tx
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(inArray(enquiries.id, [...ids]))
    .orderBy(asc(enquiries.id))
    .for('update');
  const found = new Set(locked.map((row) => row.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) {
    const message = `Enquiry ${missing} not found`;
    throw badRequest(message, { enquiryIds: message });
  }
  await updateEnquiries(tx, inArray(enquiries.id, [...ids]), { assignedTo }, now);
}
