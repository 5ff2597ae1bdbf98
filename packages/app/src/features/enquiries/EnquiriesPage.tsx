import { BUSINESS_TIME_ZONE, ENQUIRY_MESSAGES, mayWrite } from '@plotline/domain';
import type { EnquiryView } from '@plotline/ui/screens';
import { EnquiriesScreen } from '@plotline/ui/screens';
import { useAuth } from '../../auth/auth-context';
import { businessToday } from '../../business-today';
import { useEnquiriesPage } from '../../data/enquiries';
import { useChangedWhileEditing } from '../../live/use-changed-while-editing';
import { useListScreen } from '../../routing/paged-list-screen';
import { useListUrl } from '../../routing/paged-list-url';
import { useUrlSearch, withParam } from '../../routing/url-search';
import { useState } from 'react';
import {
  ENQUIRY_LIST_URL,
  enquiriesFilteredQuery,
  LAYOUT_PARAM,
  layoutOf,
} from './enquiry-list-query';
import { useEnquiryBoard } from './use-enquiry-board';
import { useEnquiryChanges } from './use-enquiry-changes';
import { useEnquiryChoices } from './use-enquiry-choices';
import { useEnquiryTransfer } from './use-enquiry-transfer';
import { useOpenedEnquiry } from './use-opened-enquiry';
import { useTodaysVisits } from './use-todays-visits';

/** The layout stays as the list's query changes: a filter chosen on the board keeps the board. */
const KEPT_PARAMS = { keep: [LAYOUT_PARAM] } as const;

/**
 * /enquiries (docs/enquiries.md): the list through GET /enquiries/filtered, the board, a column
 * a stage, or a sales person's site visits of today, with the query and the layout in the URL; an enquiry's details, the hub of its
 * work (its stage, site visits and timeline), open at its own path; the enquiry form, stage
 * moves, bulk assign and delete, the CSV export of the filtered list and the CSV import, each as
 * the caller may.
 */
export function EnquiriesPage() {
  const { user } = useAuth();
  const listUrl = useListUrl(ENQUIRY_LIST_URL, KEPT_PARAMS);
  const { query } = listUrl;
  const { params, write } = useUrlSearch();
  const layout = layoutOf(params);
  // The list's page is read only while the list shows; the board reads its columns.
  const list = useEnquiriesPage(layout === 'list' ? enquiriesFilteredQuery(query) : null);
  const listProps = useListScreen(listUrl, list, ENQUIRY_MESSAGES.fetchFailed);
  const board = useEnquiryBoard(query, layout === 'board');
  const todaysVisits = useTodaysVisits(query.filters.assignedToId, layout === 'visits');
  const choices = useEnquiryChoices(query.filters, listProps.list.rows);
  const changes = useEnquiryChanges();
  const transfer = useEnquiryTransfer();
  const record = useOpenedEnquiry(changes);
  const [editingId, setEditingId] = useState<number | null>(null);
  const notice = useChangedWhileEditing('enquiry', editingId);
  const mayCreate = mayWrite(user, 'enquiry', 'create');

  return (
    <EnquiriesScreen
      {...listProps}
      view={{
        shown: layout,
        onShownChange: (shown: EnquiryView) =>
          write((current) => withParam(current, LAYOUT_PARAM, shown, 'list')),
        board,
        todaysVisits,
      }}
      choices={choices}
      can={{
        create: mayCreate,
        edit: mayWrite(user, 'enquiry', 'change'),
        delete: mayWrite(user, 'enquiry', 'delete'),
        assign: mayWrite(user, 'enquiry.assignee', 'change'),
      }}
      onSave={changes.saveEnquiry}
      onDelete={changes.deleteEnquiry}
      actions={{ onChangeStage: changes.changeStage, onAssign: changes.assign }}
      record={record}
      editing={{ onEditingChange: setEditingId, notice }}
      today={businessToday()}
      timeZone={BUSINESS_TIME_ZONE}
      // Whoever sees the list may export it (the route asks enquiries.view); importing creates.
      transfer={{
        onExport: () => transfer.exportEnquiries(query),
        ...(mayCreate && {
          onPreviewImport: transfer.previewImport,
          onImport: transfer.importEnquiries,
        }),
      }}
    />
  );
}
