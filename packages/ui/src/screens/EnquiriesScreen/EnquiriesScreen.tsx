import {
  ENQUIRY_MESSAGES,
  ENQUIRY_STAGES,
  listFiltering,
  type CalendarDate,
  type EnquiryActivityKind,
} from '@plotline/domain';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Icon } from '../../components/Icon';
import {
  BROWSER_TIME_ZONE,
  ExportButton,
  lazyDialog,
  listQueryChanges,
  ListPage,
  PageHeader,
  useDeleteConfirmation,
  useFormEditor,
  useSteadyHandler,
  type DeleteOutcome,
  type EditWatch,
  type ListScreenProps,
} from '../../patterns';
import { EnquiriesTable } from './EnquiriesTable';
import { EnquiryBoard } from './EnquiryBoard';
import { EnquiryFilterPanel } from './EnquiryFilterPanel';
import { EnquirySelectionBar } from './EnquirySelectionBar';
import {
  NO_ENQUIRY_FILTERS,
  type EnquiryActions,
  type EnquiryChoices,
  type EnquiryFilters,
  type EnquiryGrants,
  type EnquiryImportCommit,
  type EnquiryRecord,
  type EnquirySaveOutcome,
  type EnquirySaveRequest,
  type EnquirySort,
  type EnquiryTransfer,
  type EnquiryViews,
  type OpenedEnquiry,
  type SiteVisitRecord,
} from './enquiry-types';
import { EnquiryViewSwitch } from './EnquiryViewSwitch';
import { TodaysSiteVisitsPage } from './TodaysSiteVisitsPage';
import { useEnquirySelection } from './use-enquiry-selection';
import { useStageMoves } from './use-stage-moves';
import * as styles from './EnquiriesScreen.css';

const SUBTITLE =
  'Every enquiry before its booking: who asked, what they want, and where it stands.';

// Each dialog's code is fetched apart from the page's, once the page is idle or as it first
// opens (patterns/lazyDialog).
const EnquiryFormModal = lazyDialog(() =>
  import('./EnquiryFormModal').then((module) => module.EnquiryFormModal),
);
const EnquiryDetailsModal = lazyDialog(() =>
  import('./EnquiryDetailsModal').then((module) => module.EnquiryDetailsModal),
);
const StagePickerModal = lazyDialog(() =>
  import('./StagePickerModal').then((module) => module.StagePickerModal),
);
const LostReasonModal = lazyDialog(() =>
  import('./LostReasonModal').then((module) => module.LostReasonModal),
);
const AssignEnquiriesModal = lazyDialog(() =>
  import('./AssignEnquiriesModal').then((module) => module.AssignEnquiriesModal),
);
const SiteVisitFormModal = lazyDialog(() =>
  import('./SiteVisitFormModal').then((module) => module.SiteVisitFormModal),
);
const EnquiryActivityModal = lazyDialog(() =>
  import('./EnquiryActivityModal').then((module) => module.EnquiryActivityModal),
);
const EnquiryImportModal = lazyDialog(() =>
  import('./EnquiryImportModal').then((module) => module.EnquiryImportModal),
);

export type EnquiriesScreenProps = ListScreenProps<EnquiryRecord, EnquiryFilters, EnquirySort> & {
  /**
   * The list, the board or today's site visits, which the host keeps in its URL, with the board's
   * columns and the visits. Left out, the screen is a list alone, with no switch.
   */
  view?: EnquiryViews;
  /** The pickers of the filters and of the dialogs, each searched apart from the others. */
  choices: EnquiryChoices;
  /** What the user may do: create, edit (and move, visit, log), delete and assign enquiries. */
  can: EnquiryGrants;
  /**
   * Adds (enquiry null) or updates an enquiry with the body of the request; resolves (never
   * rejects). Success closes the form; `duplicate` offers to open that enquiry or save anyway.
   */
  onSave: (
    request: EnquirySaveRequest,
    enquiry: EnquiryRecord | null,
  ) => Promise<EnquirySaveOutcome>;
  /** Deletes after the user confirmed; resolves (never rejects). Success closes the question. */
  onDelete: (enquiry: EnquiryRecord) => Promise<DeleteOutcome>;
  /** Moving an enquiry between stages, and giving enquiries to a sales person. */
  actions: EnquiryActions;
  /**
   * The enquiry whose details are open over the list (/enquiries/:id): the host's load of it,
   * its site visits and timeline with their changes, its audit entries, and its booking.
   */
  record: OpenedEnquiry;
  /** Which enquiry's edit form is open, and the notice when someone else changed it meanwhile. */
  editing?: EditWatch;
  /** The business's today: next actions before it are overdue; ui reads no clock. */
  today: CalendarDate;
  /** The business's zone: dates and visit times are read and typed in it; the browser's by default. */
  timeZone?: string;
  /**
   * The CSV export of the filtered list ('Export CSV') and the import of a portal's or a
   * spreadsheet's export ('Import CSV'); each button shows only with its handlers.
   */
  transfer?: EnquiryTransfer;
};

/**
 * The Enquiries page: the list (filters, the paged and sorted table, bulk assign), the board (a
 * column per stage, cards moved by drag and drop or 'Move to…') or a sales person's site visits
 * of today ('Today's visits'), the enquiry form, an enquiry's details (the hub: its stage, site
 * visits and timeline), and the delete question. The host owns the data, the query, the view and
 * which enquiry's details are open; the screen owns its dialogs.
 */
export function EnquiriesScreen({
  list,
  query,
  onQueryChange,
  view,
  choices,
  can,
  onSave,
  onDelete,
  actions,
  record,
  editing,
  today,
  timeZone = BROWSER_TIME_ZONE,
  transfer,
}: EnquiriesScreenProps) {
  const editor = useFormEditor<EnquiryRecord>({
    onEditingChange: (enquiry) => editing?.onEditingChange(enquiry?.id ?? null),
  });
  const { askToDelete, dialogProps } = useDeleteConfirmation(onDelete);
  const moves = useStageMoves(actions.onChangeStage);
  const selection = useEnquirySelection(list.rows, query);
  const [isAssigning, setIsAssigning] = useState(false);
  const imports = useEnquiryImports(transfer);
  const visitForm = useFormEditor<SiteVisitRecord>();
  // 'Log call' or 'Add note' in the details: the item is the kind logged.
  const activityForm = useFormEditor<EnquiryActivityKind>();

  const isBoard = view?.shown === 'board';
  // 'Today's visits' shows only while the host gives them; the list shows in their place else.
  const todaysVisits = view?.shown === 'visits' ? view.todaysVisits : undefined;
  const shownView = view?.shown === 'visits' && !todaysVisits ? 'list' : view?.shown;
  // The table's handlers stay the same functions, so a dialog opening draws no row again.
  const openEnquiry = useSteadyHandler((enquiry: EnquiryRecord) => record.onOpen(enquiry.id));
  const openEnquiryById = useSteadyHandler((enquiryId: number) => record.onOpen(enquiryId));
  const editEnquiry = useSteadyHandler((enquiry: EnquiryRecord) => editor.open(enquiry));

  const handleSave = editor.saveWith(
    async (request: EnquirySaveRequest, enquiry: EnquiryRecord | null) => {
      const outcome = await onSave(request, enquiry);
      // The form shows the enquiry as stored now, over which the user makes their change again.
      if (!outcome.ok && outcome.stored) editor.replace(outcome.stored);
      return outcome;
    },
  );

  const handleOpenExisting = (enquiryId: number) => {
    editor.close();
    record.onOpen(enquiryId);
  };

  const handleAssign = async (assignedToId: number) => {
    const outcome = await actions.onAssign(selection.selectedIds, assignedToId);
    if (outcome.ok) {
      setIsAssigning(false);
      selection.clear();
    }
    return outcome;
  };

  // The details give way to whatever is done from them, and show again once it is over.
  const detailsGiveWay =
    editor.modalProps.isOpen ||
    visitForm.modalProps.isOpen ||
    activityForm.modalProps.isOpen ||
    (moves.flow !== null && moves.flow.step !== 'closed');
  const opened = record.details.data;
  const openedRow =
    list.rows.find(({ id }) => id === record.id) ??
    (view &&
      ENQUIRY_STAGES.flatMap((stage) => view.board[stage].rows).find(({ id }) => id === record.id));
  const visits = record.siteVisits;
  const timeline = record.timeline;

  const headerActions = (
    <>
      {view && (
        <EnquiryViewSwitch
          view={shownView ?? 'list'}
          onChange={view.onShownChange}
          offersVisits={view.todaysVisits !== undefined}
        />
      )}
      {/* The export writes enquiries, which 'Today's visits' does not show. */}
      {transfer?.onExport && !todaysVisits && (
        <ExportButton
          onExport={transfer.onExport}
          // The board reads no list, so only the list knows it has nothing to export.
          isDisabled={!isBoard && !list.error && !list.isLoading && list.totalCount === 0}
        />
      )}
      {imports.mayImport && (
        <Button variant="secondary" onPress={imports.open}>
          Import CSV
        </Button>
      )}
      {can.create && (
        <Button onPress={() => editor.open(null)}>
          <Icon name="plus" />
          Add Enquiry
        </Button>
      )}
    </>
  );

  return (
    <>
      {todaysVisits ? (
        <TodaysSiteVisitsPage
          query={query}
          onQueryChange={onQueryChange}
          visits={todaysVisits}
          salesPeople={choices.filter.salesPeople}
          headerActions={headerActions}
          onOpen={openEnquiryById}
          timeZone={timeZone}
        />
      ) : isBoard ? (
        <EnquiryBoardPage
          view={view}
          query={query}
          onQueryChange={onQueryChange}
          choices={choices}
          today={today}
          headerActions={headerActions}
          moves={moves}
          onOpen={openEnquiry}
          mayMove={can.edit}
        />
      ) : (
        <ListPage
          list={list}
          query={query}
          onQueryChange={onQueryChange}
          title="Enquiries"
          subtitle={SUBTITLE}
          actions={headerActions}
          noFilters={NO_ENQUIRY_FILTERS}
          filterPanel={(panel) => (
            <EnquiryFilterPanel {...panel} {...choices.filter} today={today} />
          )}
          label="Enquiry list"
          emptyText={ENQUIRY_MESSAGES.empty}
        >
          {(table) => (
            <>
              {can.assign && table.rows.length > 0 && (
                <EnquirySelectionBar selection={selection} onAssign={() => setIsAssigning(true)} />
              )}
              <EnquiriesTable
                {...table}
                onOpen={openEnquiry}
                onEdit={can.edit ? editEnquiry : undefined}
                onDelete={can.delete ? askToDelete : undefined}
                selection={can.assign ? selection.tableSelection : undefined}
                today={today}
                timeZone={timeZone}
              />
            </>
          )}
        </ListPage>
      )}
      <EnquiryFormModal
        {...editor.modalProps}
        enquiry={editor.item}
        choices={choices.form}
        mayAssign={can.assign}
        onSave={handleSave}
        onOpenExisting={handleOpenExisting}
        notice={editing?.notice}
      />
      <EnquiryDetailsModal
        isOpen={record.id !== null && !detailsGiveWay}
        onOpenChange={(isOpen) => !isOpen && record.onOpen(null)}
        enquiry={record.details}
        row={openedRow}
        today={today}
        timeZone={timeZone}
        visits={{
          list: visits.list,
          onSchedule: visits.onSave && (() => visitForm.open(null)),
          onEdit: visits.onSave && ((visit) => visitForm.open(visit)),
        }}
        timeline={{
          ...timeline,
          onLog: timeline.onLog && ((kind) => activityForm.open(kind)),
        }}
        audit={record.history}
        bookingHref={record.bookingHref}
        onBookPlot={record.onBookPlot}
        onChangeStage={can.edit ? moves.pick : undefined}
        // Edited from its details, the enquiry's details show again once the form closes.
        onEdit={can.edit ? (enquiry) => editor.open(enquiry) : undefined}
      />
      {moves.flow && (
        <StagePickerModal
          isOpen={moves.flow.step === 'pick'}
          onOpenChange={(isOpen) => !isOpen && moves.close()}
          enquiry={moves.flow.enquiry}
          onPick={moves.movePicked}
        />
      )}
      {moves.flow && (
        <LostReasonModal
          isOpen={moves.flow.step === 'reason'}
          onOpenChange={(isOpen) => !isOpen && moves.close()}
          enquiry={moves.flow.enquiry}
          onConfirm={moves.moveToLost}
        />
      )}
      {can.assign && (
        <AssignEnquiriesModal
          isOpen={isAssigning}
          onOpenChange={setIsAssigning}
          count={selection.selectedIds.length}
          salesPeople={choices.form.salesPeople}
          onAssign={handleAssign}
        />
      )}
      {opened && visits.onSave && (
        <SiteVisitFormModal
          {...visitForm.modalProps}
          enquiry={opened}
          visit={visitForm.item}
          choices={choices.form}
          today={today}
          timeZone={timeZone}
          onSave={visitForm.saveWith(visits.onSave)}
        />
      )}
      {opened && timeline.onLog && (
        <EnquiryActivityModal
          {...activityForm.modalProps}
          enquiry={opened}
          kind={activityForm.item ?? 'Call'}
          onSave={activityForm.saveWith(timeline.onLog)}
        />
      )}
      {imports.handlers && (
        <EnquiryImportModal
          // A new import starts empty; one that gave way to an enquiry it opened keeps its place.
          key={imports.run}
          isOpen={imports.isOpen && record.id === null}
          onOpenChange={(isOpen) => !isOpen && imports.close()}
          mayAssign={can.assign}
          salesPeople={choices.form.salesPeople}
          onPreview={imports.handlers.onPreview}
          onImport={imports.handlers.onImport}
          onOpenEnquiry={(enquiryId) => record.onOpen(enquiryId)}
        />
      )}
      <ConfirmDialog
        {...dialogProps}
        title="Delete Enquiry"
        message={ENQUIRY_MESSAGES.confirmDelete}
      />
    </>
  );
}

type EnquiryBoardPageProps = Pick<
  EnquiriesScreenProps,
  'query' | 'onQueryChange' | 'choices' | 'today'
> & {
  view: EnquiryViews;
  headerActions: ReactNode;
  moves: ReturnType<typeof useStageMoves>;
  onOpen: (enquiry: EnquiryRecord) => void;
  mayMove: boolean;
};

/**
 * The board's page: the same header and filters as the list's, but the stage's and the page
 * size's, which the columns are, and the board in place of the table.
 */
function EnquiryBoardPage({
  view,
  query,
  onQueryChange,
  choices,
  today,
  headerActions,
  moves,
  onOpen,
  mayMove,
}: EnquiryBoardPageProps) {
  const changes = listQueryChanges({ query, onQueryChange }, NO_ENQUIRY_FILTERS);
  return (
    <div className={styles.page}>
      <PageHeader title="Enquiries" subtitle={SUBTITLE} actions={headerActions} />
      <EnquiryFilterPanel
        filters={query.filters}
        onFiltersChange={changes.filterBy}
        pageSize={query.pageSize}
        onPageSizeChange={changes.showPageSize}
        isFiltered={listFiltering({ filters: query.filters, pageSize: query.pageSize }).isFiltered}
        onClear={changes.clearFilters}
        isBoard
        today={today}
        {...choices.filter}
      />
      <EnquiryBoard
        board={view.board}
        today={today}
        onOpen={onOpen}
        onMove={mayMove ? moves.move : undefined}
        refusal={moves.refusal}
        movingIds={moves.movingIds}
      />
    </div>
  );
}

/**
 * 'Import CSV' and its dialog: open or not, which import this is (each starts afresh), and the
 * host's handlers, the import closing the dialog once it went through.
 */
function useEnquiryImports(transfer: EnquiryTransfer | undefined) {
  const [isOpen, setIsOpen] = useState(false);
  const [run, setRun] = useState(0);
  const onPreview = transfer?.onPreviewImport;
  const onImport = transfer?.onImport;
  const handlers = onPreview &&
    onImport && {
      onPreview,
      onImport: async (commit: EnquiryImportCommit) => {
        const outcome = await onImport(commit);
        if (outcome.ok) setIsOpen(false);
        return outcome;
      },
    };
  return {
    mayImport: Boolean(handlers),
    handlers,
    isOpen,
    run,
    open: () => {
      setRun((count) => count + 1);
      setIsOpen(true);
    },
    close: () => setIsOpen(false),
  };
}
