/** The kinds of record the audit trail follows, and what the Audit Log calls them. */
export const AUDIT_ENTITY_LABELS = {
  project: 'Project',
  plot: 'Plot',
  amenity: 'Amenity',
  booking: 'Booking',
  followUp: 'Follow-up',
  channelPartner: 'Channel partner',
  role: 'Role',
  permission: 'Permission',
  user: 'User',
  enquiry: 'Enquiry',
  siteVisit: 'Site visit',
} as const;

export type AuditEntity = keyof typeof AUDIT_ENTITY_LABELS;

export const AUDIT_ENTITIES = Object.keys(AUDIT_ENTITY_LABELS) as AuditEntity[];

export function isAuditEntity(value: string): value is AuditEntity {
  return Object.hasOwn(AUDIT_ENTITY_LABELS, value);
}
