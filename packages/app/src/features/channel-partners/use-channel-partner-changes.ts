/**
 * Adding, editing and deleting channel partners, with their docs/product/messages.md toasts (a
 * refused save names the server's reason in its text), and the CSV export: what the Channel
 * Partners screen's onSave, onDelete and onExport do.
 */
import {
  CHANNEL_PARTNER_MESSAGES,
  channelPartnerPayload,
  partnerSaveFailedMessage,
  type ChannelPartnerForm,
  type PartnerSaveFailure,
} from '@plotline/domain';
import type { ChannelPartnerListRow } from '@plotline/ui/screens';
import { ApiCallError } from '../../api-call';
import { useCsvExport } from '../../data/csv-export';
import { useRecordChanges } from '../../data/use-record-changes';
import { useApi } from '../../services';
import type { PartnersExportQuery } from './partner-list-query';

function saveFailure(failure: unknown): PartnerSaveFailure {
  if (!(failure instanceof ApiCallError)) return { kind: 'other' };
  if (failure.status === null) return { kind: 'unanswered' };
  return { kind: 'answered', serverMessage: failure.serverMessage };
}

export function useChannelPartnerChanges() {
  const api = useApi();
  const exportCsv = useCsvExport();
  const at = ({ id }: { id: number }) => ({ params: { path: { id } } });
  const { save, remove } = useRecordChanges<ChannelPartnerListRow, ChannelPartnerForm>(
    'channelPartner',
    {
      created: {
        succeeded: CHANNEL_PARTNER_MESSAGES.created,
        failed: (failure) => [partnerSaveFailedMessage('create', saveFailure(failure))],
      },
      updated: {
        succeeded: CHANNEL_PARTNER_MESSAGES.updated,
        failed: (failure) => [partnerSaveFailedMessage('update', saveFailure(failure))],
      },
      deleted: {
        succeeded: CHANNEL_PARTNER_MESSAGES.deleted,
        failed: CHANNEL_PARTNER_MESSAGES.deleteFailed,
      },
    },
    {
      create: (form) => api.POST('/channelpartners', { body: channelPartnerPayload(form) }),
      update: (partner, form) =>
        api.PUT('/channelpartners/{id}', { ...at(partner), body: channelPartnerPayload(form) }),
      remove: (partner) => api.DELETE('/channelpartners/{id}', at(partner)),
    },
  );

  /** Every partner the filters match, across all pages, as the server's CSV file. */
  const exportPartners = (query: PartnersExportQuery): Promise<void> =>
    exportCsv(
      api.GET('/channelpartners/export', { params: { query }, parseAs: 'blob' }),
      'channel-partners.csv',
      CHANNEL_PARTNER_MESSAGES.exportFailed,
    );

  return { save, remove, exportPartners };
}
