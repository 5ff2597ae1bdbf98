import type { AuditHistory } from '../AuditTrail';
import type { Loadable } from './loadable';

/**
 * The record whose details are open over its list (docs/ui-contract.md): the id the host keeps
 * in its URL (/projects/12), how the screen opens and closes it, and the host's load of it. The
 * record may be on no page the list shows, so the details wait for this load, showing the record's
 * row meanwhile when the page has it.
 */
export type OpenedRecord<Details> = {
  /** The open record's id; null when no details are open. */
  id: number | null;
  /** Opens a record's details, or closes them (null). */
  onOpen: (id: number | null) => void;
  /** GET …/{id}: the record's details, loaded by the host. */
  details: Loadable<Details>;
  /** The record's audit entries; left out, the details show no History section. */
  history?: AuditHistory;
};
