/** Channel partners: the sales intermediaries of five natures, their lists and their export. */
import { csvReply } from '../http/csv';
import { createdStamps } from '../http/authorship';
import type { Handlers } from '../http/handler';
import { streamedList } from '../http/streamed-list';
import { PARTNER_CSV_COLUMNS } from './channel-partners/partner-csv';
import { partnerInput } from './channel-partners/partner-input';
import {
  channelPartnerOr404,
  deleteChannelPartnerRow,
  insertChannelPartner,
  partnersByName,
  partnersForExport,
  partnersPage,
  updateChannelPartnerRow,
} from './channel-partners/partner-queries';

export const channelPartnersHandlers: Handlers = {
  async listChannelPartners({ db }) {
    return streamedList(db, partnersByName());
  },

  async listActiveChannelPartners({ db }) {
    return streamedList(db, partnersByName(true));
  },

  async listChannelPartnersFiltered({ db, query }) {
    return { status: 200, body: await partnersPage(db, query) };
  },

  async exportChannelPartners({ db, query, clock, user }) {
    const fileName = `channel-partners-${clock.today()}.csv`;
    return csvReply(fileName, PARTNER_CSV_COLUMNS, db, partnersForExport(query), user);
  },

  async getChannelPartner({ db, params }) {
    return { status: 200, body: await channelPartnerOr404(db, params.id) };
  },

  async createChannelPartner({ db, body, user, clock }) {
    const values = partnerInput(body);
    const created = await insertChannelPartner(db, { ...values, ...createdStamps(user, clock) });
    return { status: 201, body: created };
  },

  async updateChannelPartner({ db, params, body, clock }) {
    const values = partnerInput(body);
    const updated = await updateChannelPartnerRow(db, params.id, {
      ...values,
      updatedAt: clock.now(),
    });
    return { status: 200, body: updated };
  },

  async deleteChannelPartner({ db, params }) {
    await deleteChannelPartnerRow(db, params.id);
    return { status: 204, body: undefined };
  },
};
