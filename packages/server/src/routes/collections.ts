/** Collections (docs/payments.md): what is outstanding, as a paged list, a CSV and the Dashboard's card. */
import { csvReply } from '../http/csv';
import type { Handlers } from '../http/handler';
import { COLLECTION_CSV_COLUMNS } from './collections/collections-csv';
import {
  collectionsListed,
  collectionsPage,
  collectionsSummary,
} from './collections/collection-queries';

export const collectionsHandlers: Handlers = {
  /** Overdue and due are read against the business's today. */
  async listCollections({ db, clock, query }) {
    return { status: 200, body: await collectionsPage(db, query, clock.today()) };
  },

  async exportCollections({ db, clock, query, user }) {
    const today = clock.today();
    const fileName = `collections-${today}.csv`;
    return csvReply(fileName, COLLECTION_CSV_COLUMNS, db, collectionsListed(query, today), user);
  },

  async getCollectionsSummary({ db, clock }) {
    return { status: 200, body: await collectionsSummary(db, clock.today()) };
  },
};
