import type { AuditEntity } from '@plotline/domain';
import type { Answer } from '../api-call';
import { useChange, type ChangeTexts } from './use-change';

/** The toasts of a record's three changes. */
export type RecordChangeTexts = {
  created: ChangeTexts;
  updated: ChangeTexts;
  deleted: ChangeTexts;
};

/** The texts of a resource's messages, named as docs/product/messages.md names most of them. */
export function recordChangeTexts(messages: {
  created: string;
  createFailed: string;
  updated: string;
  updateFailed: string;
  deleted: string;
  deleteFailed: string;
}): RecordChangeTexts {
  return {
    created: { succeeded: messages.created, failed: messages.createFailed },
    updated: { succeeded: messages.updated, failed: messages.updateFailed },
    deleted: { succeeded: messages.deleted, failed: messages.deleteFailed },
  };
}

type RecordCalls<Item, Form> = {
  create: (form: Form) => Promise<Answer<unknown>>;
  update: (item: Item, form: Form) => Promise<Answer<unknown>>;
  remove: (item: Item) => Promise<Answer<unknown>>;
};

/**
 * A list screen's save (create, or update with the item) and delete of one kind of record,
 * each a change (useChange) that reloads what it made stale.
 */
export function useRecordChanges<Item, Form>(
  changed: AuditEntity,
  texts: RecordChangeTexts,
  calls: RecordCalls<Item, Form>,
) {
  const change = useChange();
  return {
    save: (form: Form, item: Item | null) =>
      item === null
        ? change(calls.create(form), texts.created, changed)
        : change(calls.update(item, form), texts.updated, changed),
    remove: (item: Item) => change(calls.remove(item), texts.deleted, changed),
  };
}
