/**
 * The columns of the enquiry export, in the order openapi.yaml lists them. The first fourteen
 * are headed with the import's field labels and written as the import reads them (sources by
 * label, projects joined by ';'), so an export imports again as it is.
 */
import {
  ENQUIRY_IMPORT_FIELD_LABELS as LABELS,
  PROJECT_NAME_SEPARATOR,
  enquirySourceLabel,
  enquiryStageLabel,
  lostReasonLabel,
} from '@plotline/domain';
import type { CsvColumn } from '../../http/csv';
import type { EnquiryResponse } from './enquiry-response';

export const ENQUIRY_CSV_COLUMNS: readonly CsvColumn<EnquiryResponse>[] = [
  { header: LABELS.name, value: (row) => row.name },
  { header: LABELS.mobileNumber, value: (row) => row.mobileNumber },
  { header: LABELS.email, value: (row) => row.email },
  { header: LABELS.source, value: (row) => enquirySourceLabel(row.source) },
  { header: LABELS.sourceDetail, value: (row) => row.sourceDetail },
  { header: LABELS.channelPartner, value: (row) => row.channelPartnerName },
  {
    header: LABELS.projects,
    value: (row) => row.projects.map((p) => p.name).join(`${PROJECT_NAME_SEPARATOR} `),
  },
  { header: LABELS.plotSizeMin, value: (row) => row.plotSizeMin },
  { header: LABELS.plotSizeMax, value: (row) => row.plotSizeMax },
  { header: LABELS.budgetMin, value: (row) => row.budgetMin },
  { header: LABELS.budgetMax, value: (row) => row.budgetMax },
  { header: LABELS.nextAction, value: (row) => row.nextAction },
  { header: LABELS.nextActionDate, value: (row) => row.nextActionDate },
  { header: LABELS.notes, value: (row) => row.notes },
  { header: 'Stage', value: (row) => enquiryStageLabel(row.stage) },
  {
    header: 'Lost reason',
    value: (row) => (row.lostReason ? lostReasonLabel(row.lostReason) : null),
  },
  { header: 'Sales person', value: (row) => row.assignedTo?.name ?? null },
  { header: 'Created at', value: (row) => row.createdAt },
];
