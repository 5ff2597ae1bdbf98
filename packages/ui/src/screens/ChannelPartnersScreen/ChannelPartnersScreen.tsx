import {
  CHANNEL_PARTNER_EMPTY_HINTS,
  CHANNEL_PARTNER_MESSAGES,
  type ChannelPartnerForm,
} from '@plotline/domain';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import type { ToastContent } from '../../components/Toaster';
import {
  BROWSER_TIME_ZONE,
  ExportButton,
  lazyDialog,
  ListPage,
  useDeleteConfirmation,
  useRecordEditor,
  useSteadyHandler,
  type DeleteOutcome,
  type EditWatch,
  type ListScreenProps,
  type OpenedRecord,
  type SaveOutcome,
} from '../../patterns';
import { ChannelPartnerFilterPanel } from './ChannelPartnerFilterPanel';
import { ChannelPartnersTable } from './ChannelPartnersTable';
import type { PartnerBookingsProps } from './bookings/PartnerBookingsSection';
import type { PartnerCommissionProps } from './commission/PartnerCommissionSection';
import {
  NO_CHANNEL_PARTNER_FILTERS,
  type ChannelPartnerFilters,
  type ChannelPartnerListRow,
  type ChannelPartnerRecord,
  type ChannelPartnerSort,
} from './channel-partners-screen-types';

// Each dialog's code is fetched apart from the page's, once the page is idle or as it first
// opens (patterns/lazyDialog).
const ChannelPartnerViewModal = lazyDialog(() =>
  import('./ChannelPartnerViewModal').then((module) => module.ChannelPartnerViewModal),
);
const ChannelPartnerFormModal = lazyDialog(() =>
  import('./form/ChannelPartnerFormModal').then((module) => module.ChannelPartnerFormModal),
);

/**
 * The partner whose details or edit form are open: the whole partner as the host loads it (a row
 * holds only its columns), with what the host loaded beside it.
 */
export type OpenedChannelPartner = OpenedRecord<ChannelPartnerRecord> & {
  /** The name of the user who created it, once the host has it; 'N/A' until then. */
  createdByName?: string | null;
  /**
   * Its commission and what the user may do with it; left out (no commissions.view), the
   * details show no Commission section.
   */
  commission?: PartnerCommissionProps;
  /** Its newest bookings and where they open; left out (no bookings.view), no Bookings section. */
  bookings?: PartnerBookingsProps;
};

export type ChannelPartnersScreenProps = ListScreenProps<
  ChannelPartnerListRow,
  ChannelPartnerFilters,
  ChannelPartnerSort
> & {
  /** Creates (partner null) or updates; resolves (never rejects). Success closes the form. */
  onSave: (form: ChannelPartnerForm, partner: ChannelPartnerRecord | null) => Promise<SaveOutcome>;
  /** Deletes after the user confirmed; resolves (never rejects). Success closes the question. */
  onDelete: (partner: ChannelPartnerListRow) => Promise<DeleteOutcome>;
  /** Downloads the filtered list, every page, as CSV; resolves (never rejects) when done. */
  onExport: () => Promise<void>;
  /**
   * The partner whose details or edit form are open over the list (/channel-partners/:id): the
   * host's load of the whole partner, its audit entries for whoever may see them, who created it
   * and its commission. Left out, a row has no View and no Edit, as the screen knows a partner
   * only by its row.
   */
  record?: OpenedChannelPartner;
  /** Which partner's edit form is open, and the notice when someone else changed it meanwhile. */
  editing?: EditWatch;
  /** The form's own toast ('Please fill in all required fields'), for the host's toast queue. */
  onNotify: (notice: ToastContent) => void;
  /** Where a partner's bookings are listed, e.g. '/bookings?channelPartnerId=7'; none, no link. */
  bookingsHref?: (partner: ChannelPartnerListRow) => string;
  /** The zone the created timestamps are read in; the browser's own by default. */
  timeZone?: string;
};

/**
 * The Channel Partners page: 'Export CSV' and 'Add Partner', the filters, the paged and sorted
 * table, and the partner form, details and delete modals. The host owns the data, the query and
 * which partner's details are open; the screen owns the form and the delete question.
 */
export function ChannelPartnersScreen({
  list,
  query,
  onQueryChange,
  onSave,
  onDelete,
  onExport,
  record,
  editing,
  onNotify,
  bookingsHref,
  timeZone = BROWSER_TIME_ZONE,
}: ChannelPartnersScreenProps) {
  const { editor, editRow, isWaiting } = useRecordEditor(record, editing);
  const { deleting, askToDelete, dialogProps } = useDeleteConfirmation(onDelete);
  // The table's handlers stay the same functions, so a dialog opening draws no row again.
  const viewPartner = useSteadyHandler((partner: ChannelPartnerListRow) =>
    record?.onOpen(partner.id),
  );
  const editPartner = useSteadyHandler((partner: ChannelPartnerListRow) => editRow?.(partner));
  const openedId = record?.id ?? null;
  const addPartner = <AddPartnerButton onPress={() => editor.open(null)} />;

  return (
    <>
      <ListPage
        list={list}
        query={query}
        onQueryChange={onQueryChange}
        title="Channel Partners"
        subtitle="The intermediaries who bring buyers: their nature, contacts and associates."
        actions={
          <>
            <ExportButton
              onExport={onExport}
              isDisabled={!list.error && !list.isLoading && list.totalCount === 0}
            />
            {addPartner}
          </>
        }
        noFilters={NO_CHANNEL_PARTNER_FILTERS}
        filterPanel={(panel) => <ChannelPartnerFilterPanel {...panel} />}
        label="Channel partner list"
        emptyText={CHANNEL_PARTNER_MESSAGES.empty}
        empty={(hidesRows) => (
          <EmptyState
            title={CHANNEL_PARTNER_MESSAGES.empty}
            hint={
              hidesRows
                ? CHANNEL_PARTNER_EMPTY_HINTS.filtered
                : CHANNEL_PARTNER_EMPTY_HINTS.unfiltered
            }
            action={!hidesRows && addPartner}
          />
        )}
      >
        {(table) => (
          <ChannelPartnersTable
            {...table}
            timeZone={timeZone}
            bookingsHref={bookingsHref}
            onView={record && viewPartner}
            onEdit={editRow && editPartner}
            onDelete={askToDelete}
          />
        )}
      </ListPage>
      <ChannelPartnerFormModal
        {...editor.modalProps}
        partner={editor.item}
        onSave={editor.saveWith(onSave)}
        onNotify={onNotify}
        notice={editing?.notice}
      />
      {record && (
        <ChannelPartnerViewModal
          isOpen={openedId !== null && !editor.modalProps.isOpen && !isWaiting}
          onOpenChange={(isOpen) => !isOpen && record.onOpen(null)}
          partner={record.details}
          row={list.rows.find((partner) => partner.id === openedId)}
          createdByName={record.createdByName}
          audit={record.history}
          commission={record.commission}
          bookings={record.bookings}
          timeZone={timeZone}
        />
      )}
      <ConfirmDialog
        {...dialogProps}
        title={deleting ? `Delete ${deleting.name}` : 'Delete channel partner'}
        message={CHANNEL_PARTNER_MESSAGES.confirmDelete}
      />
    </>
  );
}

function AddPartnerButton({ onPress }: { onPress: () => void }) {
  return (
    <Button onPress={onPress}>
      <Icon name="plus" />
      Add Partner
    </Button>
  );
}
