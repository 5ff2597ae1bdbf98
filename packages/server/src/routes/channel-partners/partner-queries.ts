/** Reading and writing channel partners. */
import { LIST_DEFAULTS } from '@plotline/domain';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { BatchedQuery } from '../../db/batched-read';
import type { Database, Executor, Transaction } from '../../db/database';
import { listCount } from '../../db/list-count';
import { lockRow, rowExists } from '../../db/row-queries';
import { bookings, channelPartners } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';
import { limitOffset, listPage, pageRequest } from '../../http/paging';
import type { PartnerCsvRow } from './partner-csv';
import type { PartnerValues } from './partner-input';
import {
  partnerFilter,
  partnerOrder,
  type PartnerFilters,
  type PartnerListPageQuery,
} from './partner-list-query';
import { channelPartnerResponse, type ChannelPartnerResponse } from './partner-response';
import type { CreatedStamps } from '../../http/authorship';

export const channelPartnerNotFound = () => notFound(NOT_FOUND_MESSAGES.channelPartner);

const BY_NAME = [asc(channelPartners.name), asc(channelPartners.id)];

/** The ids of the partners `where` matches, in `order`, for reading them in batches. */
function partnerIds(where: SQL | undefined, order: SQL[]) {
  return (tx: Transaction) =>
    tx
      .select({ id: channelPartners.id })
      .from(channelPartners)
      .where(where)
      .orderBy(...order);
}

/** Every partner, or the active ones, by name: a list that grows with the business. */
export function partnersByName(activeOnly = false): BatchedQuery<ChannelPartnerResponse> {
  return {
    ids: partnerIds(activeOnly ? eq(channelPartners.isActive, true) : undefined, BY_NAME),
    rows: async (tx, ids) => {
      const rows = await tx.select().from(channelPartners).where(inArray(channelPartners.id, ids));
      return rows.map(channelPartnerResponse);
    },
    idOf: (partner) => partner.id,
  };
}

/** The page the list query asks for, counted with the same filter. */
export async function partnersPage(db: Executor, filters: PartnerListPageQuery) {
  const page = pageRequest(filters, LIST_DEFAULTS.channelPartners);
  const { limit, offset } = limitOffset(page);
  const where = partnerFilter(filters);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(channelPartners)
      .where(where)
      .orderBy(...partnerOrder(filters))
      .limit(limit)
      .offset(offset),
    listCount(db, channelPartners, where),
  ]);
  return listPage(rows.map(channelPartnerResponse), counted, page);
}

/** Every partner the filters match, in the list order, with only the columns the export shows. */
export function partnersForExport(
  filters: PartnerFilters,
): BatchedQuery<PartnerCsvRow & { id: number }> {
  return {
    ids: partnerIds(partnerFilter(filters), partnerOrder(filters)),
    rows: (tx, ids) =>
      tx
        .select({
          id: channelPartners.id,
          name: channelPartners.name,
          natureId: channelPartners.natureId,
          isActive: channelPartners.isActive,
          commissionRate: channelPartners.commissionRate,
          companyName: channelPartners.companyName,
          mobileNumber: channelPartners.mobileNumber,
          emailId: channelPartners.emailId,
          associatesCount: channelPartners.associatesCount,
          createdAt: channelPartners.createdAt,
        })
        .from(channelPartners)
        .where(inArray(channelPartners.id, ids)),
    idOf: (partner) => partner.id,
  };
}

export function channelPartnerExists(db: Executor, id: number): Promise<boolean> {
  return rowExists(db, channelPartners, id);
}

export async function channelPartnerOr404(
  db: Executor,
  id: number,
): Promise<ChannelPartnerResponse> {
  const [row] = await db.select().from(channelPartners).where(eq(channelPartners.id, id));
  if (!row) throw channelPartnerNotFound();
  return channelPartnerResponse(row);
}

export async function insertChannelPartner(
  db: Executor,
  row: PartnerValues & CreatedStamps,
): Promise<ChannelPartnerResponse> {
  const [created] = await db.insert(channelPartners).values(row).returning();
  if (!created) throw new Error('The channel partner insert returned no row');
  return channelPartnerResponse(created);
}

/** 404 when there is no such partner. */
export async function updateChannelPartnerRow(
  db: Executor,
  id: number,
  values: PartnerValues & { updatedAt: Date },
): Promise<ChannelPartnerResponse> {
  const [updated] = await db
    .update(channelPartners)
    .set(values)
    .where(eq(channelPartners.id, id))
    .returning();
  if (!updated) throw channelPartnerNotFound();
  return channelPartnerResponse(updated);
}

/** 404 when there is no such partner, 409 while a booking refers to it. */
export async function deleteChannelPartnerRow(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Locking the partner makes a booking being saved for it wait, so none slips in unseen.
    if (!(await lockRow(tx, channelPartners, id))) throw channelPartnerNotFound();
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.channelPartnerId, id))
      .limit(1);
    if (booking) throw conflict('in_use', 'Channel partner has bookings; deactivate it instead');
    await tx.delete(channelPartners).where(eq(channelPartners.id, id));
  });
}
