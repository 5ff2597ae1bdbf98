/** The changes the audit trail records (openapi.yaml's `x-audit` operations), as people say them. */
export const AUDIT_OPERATION_LABELS = {
  register: 'Signed up',
  changeOwnPassword: 'Changed own password',
  revokeAllSessions: 'Signed out everywhere',
  createProject: 'Created',
  updateProject: 'Edited',
  deleteProject: 'Deleted',
  createPlot: 'Created',
  updatePlot: 'Edited',
  deletePlot: 'Deleted',
  createBooking: 'Created',
  updateBooking: 'Edited',
  deleteBooking: 'Deleted',
  changeBookingStatus: 'Changed status',
  createChannelPartner: 'Created',
  updateChannelPartner: 'Edited',
  deleteChannelPartner: 'Deleted',
  createAmenity: 'Created',
  updateAmenity: 'Edited',
  deleteAmenity: 'Deleted',
  createFollowUp: 'Created',
  updateFollowUp: 'Edited',
  deleteFollowUp: 'Deleted',
  createRole: 'Created',
  updateRole: 'Edited',
  deleteRole: 'Deleted',
  assignRolePermissions: 'Changed permissions',
  createPermission: 'Created',
  updatePermission: 'Edited',
  deletePermission: 'Deleted',
  createUser: 'Created',
  updateUser: 'Edited',
  deleteUser: 'Deleted',
  changeUserPassword: 'Changed password',
  blockUser: 'Blocked',
  unblockUser: 'Unblocked',
  approveUser: 'Approved',
  revokeUserSessions: 'Signed out everywhere',
  assignUserRoles: 'Changed roles',
  setPaymentSchedule: 'Set payment schedule',
  recordPayment: 'Recorded payment',
  reversePayment: 'Reversed payment',
  recordCommissionPayout: 'Paid out commission',
  reverseCommissionPayout: 'Reversed commission payout',
  createEnquiry: 'Created',
  assignEnquiries: 'Assigned',
  importEnquiries: 'Imported',
  updateEnquiry: 'Edited',
  deleteEnquiry: 'Deleted',
  changeEnquiryStage: 'Changed stage',
  scheduleSiteVisit: 'Scheduled',
  logEnquiryActivity: 'Logged a call or note',
  updateSiteVisit: 'Edited',
} as const;

export type AuditOperation = keyof typeof AUDIT_OPERATION_LABELS;

export const AUDIT_OPERATIONS = Object.keys(AUDIT_OPERATION_LABELS) as AuditOperation[];

/** What an entry says was done; an operation this version does not know is named as it is. */
export function auditOperationLabel(operation: string): string {
  return Object.hasOwn(AUDIT_OPERATION_LABELS, operation)
    ? AUDIT_OPERATION_LABELS[operation as AuditOperation]
    : operation;
}
