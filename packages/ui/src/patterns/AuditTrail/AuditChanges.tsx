import {
  auditRecordLabel,
  auditStateWithheldFrom,
  changedFields,
  changedFieldsCount,
  withheldMessage,
} from '@plotline/domain';
import { Disclosure } from '../../components/Disclosure';
import type { AuditEntryRow, AuditViewer } from './audit-entry';
import { ChangedFieldList } from './ChangedFieldList';
import * as styles from './AuditTrail.css';

export type AuditChangesProps = {
  entry: AuditEntryRow;
  /** The signed-in user: an entry whose states they may not read says so. */
  viewer: AuditViewer;
  /** Shows the fields at once rather than behind their count. */
  defaultExpanded?: boolean;
};

/**
 * What an entry changed: its count of fields ('3 fields'), which opens the list of them, or 'No
 * field changed' when the change altered nothing people read. An entry the server sent without
 * states (a change always has one) to a viewer who may not read them says why, where the fields
 * would be: 'Bookings need the bookings.view permission.'
 */
export function AuditChanges({ entry, viewer, defaultExpanded = false }: AuditChangesProps) {
  const withheld =
    entry.before === null && entry.after === null ? auditStateWithheldFrom(viewer, entry) : null;
  if (withheld) return <span className={styles.muted}>{withheldMessage(withheld)}</span>;
  const fields = changedFields(entry);
  const count = changedFieldsCount(fields.length);
  if (fields.length === 0) return <span className={styles.muted}>{count}</span>;
  const record = auditRecordLabel(entry.entity, entry.entityId);
  return (
    <Disclosure
      label={count}
      aria-label={`${count} changed in ${record}`}
      defaultExpanded={defaultExpanded}
    >
      <ChangedFieldList fields={fields} aria-label={`Changes to ${record}`} />
    </Disclosure>
  );
}
