export { AssignEnquiriesModal, type AssignEnquiriesModalProps } from './AssignEnquiriesModal';
export { EnquiriesScreen, type EnquiriesScreenProps } from './EnquiriesScreen';
export { EnquiriesTable, type EnquiriesTableProps, type EnquiryAction } from './EnquiriesTable';
export { EnquiryActivityModal, type EnquiryActivityModalProps } from './EnquiryActivityModal';
export { EnquiryBoard, type EnquiryBoardProps } from './EnquiryBoard';
export { EnquiryDetailsModal, type EnquiryDetailsModalProps } from './EnquiryDetailsModal';
export { EnquiryFilterPanel, type EnquiryFilterPanelProps } from './EnquiryFilterPanel';
export { EnquiryFormModal, type EnquiryFormModalProps } from './EnquiryFormModal';
export { EnquiryImportModal, type EnquiryImportModalProps } from './EnquiryImportModal';
export { EnquiryStageBadge, type EnquiryStageBadgeProps } from './EnquiryStageBadge';
export { LostReasonModal, type LostReasonModalProps } from './LostReasonModal';
export { SiteVisitFormModal, type SiteVisitFormModalProps } from './SiteVisitFormModal';
export { StagePickerModal, type StagePickerModalProps } from './StagePickerModal';
export {
  NO_ENQUIRY_FILTERS,
  type EnquiryActions,
  type EnquiryActivity,
  type EnquiryBoardColumn,
  type EnquiryBoardColumns,
  type EnquiryChangeOutcome,
  type EnquiryChoices,
  type EnquiryDuplicate,
  type EnquiryFilters,
  type EnquiryGrants,
  type EnquiryImportColumns,
  type EnquiryImportCommit,
  type EnquiryImportOutcome,
  type EnquiryImportPreview,
  type EnquiryImportPreviewOutcome,
  type EnquiryImportRequest,
  type EnquiryImportResultOutcome,
  type EnquiryImportRow,
  type EnquiryListQuery,
  type EnquiryPerson,
  type EnquiryProject,
  type EnquiryRecord,
  type EnquirySaveOutcome,
  type EnquirySaveRequest,
  type EnquirySort,
  type EnquirySortBy,
  type EnquiryStageMove,
  type EnquiryTimelineEntry,
  type EnquiryTransfer,
  type EnquiryView,
  type EnquiryViews,
  type OpenedEnquiry,
  type OpenedEnquiryTimeline,
  type OpenedEnquiryVisits,
  type SiteVisitRecord,
  type TodaysSiteVisits,
} from './enquiry-types';
