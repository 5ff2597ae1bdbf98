/**
 * Why an audit entry's states are kept from its reader. The server shows them only to whoever
 * may read the entry's kind of record and the record its state operation answers (a booking's
 * payments need payments.view, a partner's commission commissions.view), and sends null in their
 * place otherwise (openapi.yaml `AuditedState`); the Audit Log says why rather than 'No field
 * changed'.
 */
import { mayRead, type PolicyCaller, type PolicySubject } from '../access/access-policy';
import type { AuditEntity } from './audit-entities';
import type { AuditOperation } from './audit-operations';

/** The operations whose states are another record's answer, and what that record is. */
const STATE_SUBJECTS: Partial<Readonly<Record<AuditOperation, PolicySubject>>> = {
  setPaymentSchedule: 'payment',
  recordPayment: 'payment',
  reversePayment: 'payment',
  recordCommissionPayout: 'commission',
  reverseCommissionPayout: 'commission',
};

/**
 * What the viewer may not read that keeps the entry's states from them, for withheldMessage;
 * null when they may read them.
 */
export function auditStateWithheldFrom(
  viewer: PolicyCaller,
  entry: { entity: AuditEntity; operation: string },
): PolicySubject | null {
  if (!mayRead(viewer, entry.entity)) return entry.entity;
  const stateSubject = Object.hasOwn(STATE_SUBJECTS, entry.operation)
    ? STATE_SUBJECTS[entry.operation as AuditOperation]
    : undefined;
  return stateSubject && !mayRead(viewer, stateSubject) ? stateSubject : null;
}
