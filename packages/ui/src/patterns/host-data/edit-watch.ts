/**
 * How a host hears which record an edit form is open on, and warns the user when someone else
 * changed that record meanwhile (docs/ui-contract.md).
 */
export type EditWatch = {
  /** The record's id when its edit form opens, null when the form closes. */
  onEditingChange: (id: number | null) => void;
  /** A warning above the edit form's fields, e.g. the domain's changedWhileEditingNotice. */
  notice?: string;
};
