/**
 * A record's state as the audit trail keeps it (the answer of the change's `x-audit` state
 * operation, or of the change itself), shown to a caller as the access policy lets them read it
 * now: only to a caller who may read that kind of record and call the operation whose answer it
 * is (a booking's payments need payments.view as well as bookings.view), and with each field of a
 * group they may not read withheld as that answer withholds it (field-groups.ts).
 */
import { holds, isPolicySubject, mayRead, type PolicyCaller } from '@plotline/domain';
import { CONTRACT_OPERATIONS } from '../openapi/contract';
import { planOf, shownTo, type Plan } from './field-groups';
import { permissionsNeeded } from './operation-gate';

type StateAccess = { plan: Plan | null; needs: string[] };

const operationById = new Map(CONTRACT_OPERATIONS.map((op) => [op.operationId, op]));

/** How each audited operation's states are shown, by the operation that made the entry. */
const STATES = new Map<string, StateAccess>();
for (const op of CONTRACT_OPERATIONS) {
  if (!op.audit) continue;
  const source = (op.audit.state && operationById.get(op.audit.state)) || op;
  const schema = Object.values(source.jsonResponses)[0]?.content['application/json'].schema;
  const needs = op.audit.state ? permissionsNeeded(source.access) : [];
  STATES.set(op.operationId, { plan: planOf(schema as never), needs });
}

export function recordStateShownTo<State>(
  caller: PolicyCaller,
  entry: { operation: string; entity: string },
  state: State | null,
): State | null {
  if (state === null) return null;
  const access = STATES.get(entry.operation);
  if (!access || !isPolicySubject(entry.entity) || !mayRead(caller, entry.entity)) return null;
  if (!access.needs.every((permission) => holds(caller, permission))) return null;
  return shownTo(caller, access.plan, state) as State;
}
