import { AUDIT_ENTITY_LABELS, changedWhileEditingNotice, type AuditEntity } from '@plotline/domain';
import { useEffect, useState } from 'react';
import { useAuth } from '../auth/auth-context';
import { useSubscribeToChanges } from './change-events';

/**
 * The records saved with the version they were read at (openapi.yaml's BookingUpdateRequest),
 * so a save over someone else's change is refused rather than replacing it.
 */
const VERSIONED: readonly AuditEntity[] = ['booking'];

/**
 * What an open edit form says once someone else has changed its record while it is open (the
 * form keeps what was typed: its values are its own from the moment it opened); undefined until
 * then, and while no record is edited (`recordId` null, e.g. the form is closed or creates one).
 * The signed-in user's own changes are not someone else's: their save closes the form.
 */
export function useChangedWhileEditing(
  entity: AuditEntity,
  recordId: number | null,
): string | undefined {
  const subscribe = useSubscribeToChanges();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [changedId, setChangedId] = useState<number | null>(null);

  useEffect(() => {
    if (recordId === null) return;
    const stop = subscribe((change) => {
      if (change.entity === entity && change.entityId === recordId && change.userId !== userId) {
        setChangedId(recordId);
      }
    });
    return () => {
      stop();
      // Edited again later, the record starts unchanged.
      setChangedId(null);
    };
  }, [subscribe, entity, recordId, userId]);

  if (recordId === null || changedId !== recordId) return undefined;
  return changedWhileEditingNotice(
    AUDIT_ENTITY_LABELS[entity].toLowerCase(),
    VERSIONED.includes(entity),
  );
}
