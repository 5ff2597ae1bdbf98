import { mayRead, PAYMENT_MESSAGES } from '@plotline/domain';
import { CollectionsScreen } from '@plotline/ui/screens';
import { useAuth } from '../../auth/auth-context';
import { useCsvExport } from '../../data/csv-export';
import { useCollectionsPage } from '../../data/payments';
import { useProjectFilterChoices } from '../../data/project-choices';
import { useListScreen } from '../../routing/paged-list-screen';
import { useListUrl } from '../../routing/paged-list-url';
import { useRecordHref } from '../../routing/record-href';
import { useApi } from '../../services';
import { usePartnerFilterChoices } from '../bookings/use-partner-filter-choices';
import {
  COLLECTION_LIST_URL,
  collectionsExportQuery,
  collectionsQuery,
} from './collection-list-query';

/**
 * /collections (docs/payments.md "Collections"): every instalment with something outstanding,
 * soonest due first, through GET /collections with its query (filters, page size and page) in the
 * URL, the project and partner filters searched by the server, and the CSV export of what the
 * filters match. The server names the owners only to whoever may read buyers; the screen says why
 * to anyone else.
 */
export function CollectionsPage() {
  const api = useApi();
  const { user } = useAuth();
  const recordHref = useRecordHref();
  const exportCsv = useCsvExport();
  const listUrl = useListUrl(COLLECTION_LIST_URL);
  const { query } = listUrl;
  const list = useCollectionsPage(collectionsQuery(query));
  const listProps = useListScreen(listUrl, list, PAYMENT_MESSAGES.collectionsFetchFailed);
  // The filters' choices fail silently, as the other lists' do: none are offered.
  const projects = useProjectFilterChoices(query.filters.projectId);
  const partners = usePartnerFilterChoices(query.filters.channelPartnerId);

  /** Every instalment the filters match, across all pages, as the server's CSV file. */
  const exportCollections = () =>
    exportCsv(
      api.GET('/collections/export', {
        params: { query: collectionsExportQuery(query) },
        parseAs: 'blob',
      }),
      'collections.csv',
      PAYMENT_MESSAGES.collectionsExportFailed,
    );

  return (
    <CollectionsScreen
      {...listProps}
      choices={{ projects, channelPartners: partners }}
      onExport={exportCollections}
      // An instalment's booking: its details over the Bookings page, for whoever may open it.
      bookingHref={(item) => recordHref('/bookings', item.bookingId)}
      can={{ readBuyers: mayRead(user, 'booking.buyer') }}
    />
  );
}
