import { auditRecordLabel, changedFields, changedFieldsCount } from '@plotline/domain';
import { Disclosure } from '../../components/Disclosure';
import type { AuditEntryRow } from './audit-entry';
import { ChangedFieldList } from './ChangedFieldList';
import * as styles from './AuditTrail.css';

export type AuditChangesProps = {
  entry: AuditEntryRow;
  /** Shows the fields at once rather than behind their count. */
  defaultExpanded?: boolean;
};

/**
 * What an entry changed: its count of fields ('3 fields'), which opens the list of them, or 'No
 * field changed' when the change altered nothing people read.
 */
export function AuditChanges({ entry, defaultExpanded = false }: AuditChangesProps) {
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
