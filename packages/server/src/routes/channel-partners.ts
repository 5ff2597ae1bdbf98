/** Channel partners: the sales intermediaries of five natures, their lists and their export. */
import { LIST_DEFAULTS } from '@plotline/domain';
import { asc, count, eq } from 'drizzle-orm';
import { bookings, channelPartners } from '../db/schema';
import { csvReply, toCsv } from '../http/csv';
import { signedIn, type Handlers } from '../http/handler';
import { conflict, notFound } from '../http/http-error';
import { limitOffset, listPage } from '../http/paging';
import { NOT_FOUND_MESSAGES } from '../http/not-found-messages';
import { PARTNER_CSV_COLUMNS } from './channel-partners/partner-csv';
import { partnerConditions, partnerOrder } from './channel-partners/partner-list-query';
import { validPartnerRecord } from './channel-partners/partner-record';
import {
  channelPartnerResponse,
  type ChannelPartnerRow,
} from './channel-partners/partner-response';

const BY_NAME = [asc(channelPartners.name), asc(channelPartners.id)];

/** The partner the path names, or 404. */
function found(row: ChannelPartnerRow | undefined) {
  if (!row) throw notFound(NOT_FOUND_MESSAGES.channelPartner);
  return channelPartnerResponse(row);
}

function inserted(row: ChannelPartnerRow | undefined) {
  if (!row) throw new Error('INSERT … RETURNING answers the inserted row');
  return channelPartnerResponse(row);
}

export const channelPartnersHandlers: Handlers = {
  listChannelPartners: async ({ db }) => {
    const rows = await db
      .select()
      .from(channelPartners)
      .orderBy(...BY_NAME);
    return { status: 200, body: rows.map(channelPartnerResponse) };
  },

  listActiveChannelPartners: async ({ db }) => {
    const rows = await db
      .select()
      .from(channelPartners)
      .where(eq(channelPartners.isActive, true))
      .orderBy(...BY_NAME);
    return { status: 200, body: rows.map(channelPartnerResponse) };
  },

  listChannelPartnersFiltered: async ({ db, query }) => {
    const {
      page = LIST_DEFAULTS.channelPartners.page,
      pageSize = LIST_DEFAULTS.channelPartners.pageSize,
    } = query;
    const { limit, offset } = limitOffset({ page, pageSize });
    const where = partnerConditions(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(channelPartners)
        .where(where)
        .orderBy(...partnerOrder(query))
        .limit(limit)
        .offset(offset),
      db.select({ count: count() }).from(channelPartners).where(where),
    ]);
    return {
      status: 200,
      body: listPage(rows.map(channelPartnerResponse), total?.count ?? 0, { page, pageSize }),
    };
  },

  exportChannelPartners: async ({ db, query, clock }) => {
    const rows = await db
      .select({
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
      .where(partnerConditions(query))
      .orderBy(...partnerOrder(query));
    return csvReply(`channel-partners-${clock.today()}.csv`, toCsv(PARTNER_CSV_COLUMNS, rows));
  },

  getChannelPartner: async ({ db, params }) => {
    const [row] = await db.select().from(channelPartners).where(eq(channelPartners.id, params.id));
    return { status: 200, body: found(row) };
  },

  createChannelPartner: async ({ db, body, user, clock }) => {
    const record = validPartnerRecord(body);
    const now = clock.now();
    const [row] = await db
      .insert(channelPartners)
      .values({ ...record, createdBy: signedIn(user).id, createdAt: now, updatedAt: now })
      .returning();
    return { status: 201, body: inserted(row) };
  },

  updateChannelPartner: async ({ db, params, body, clock }) => {
    const record = validPartnerRecord(body);
    const [row] = await db
      .update(channelPartners)
      .set({ ...record, updatedAt: clock.now() })
      .where(eq(channelPartners.id, params.id))
      .returning();
    return { status: 200, body: found(row) };
  },

  deleteChannelPartner: async ({ db, params }) => {
    await db.transaction(async (tx) => {
      // Locking the partner makes a booking being saved for it wait, so none slips in unseen.
      const [partner] = await tx
        .select({ id: channelPartners.id })
        .from(channelPartners)
        .where(eq(channelPartners.id, params.id))
        .for('update');
      if (!partner) throw notFound(NOT_FOUND_MESSAGES.channelPartner);
      const [booking] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.channelPartnerId, params.id))
        .limit(1);
      if (booking) throw conflict('Channel partner has bookings; deactivate it instead');
      await tx.delete(channelPartners).where(eq(channelPartners.id, params.id));
    });
    return { status: 204, body: undefined };
  },
};
