import { canAddEntry, canRemoveEntry } from '@plotline/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import * as styles from './ChannelPartnerForm.css';
import type { FormPart } from './form-part';
import { FormSection } from './FormSection';

export type EntryListProps<Entry extends { id: number }> = {
  entries: FormPart<Entry>[];
  /** What an entry is called, e.g. 'Partner': its title reads 'Partner 2'. */
  noun: string;
  /** The add button's words, e.g. '+ Add Person'. */
  addLabel: string;
  /** The list's own message, e.g. 'At least one partner is required'. */
  errorMessage?: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  children: (entry: FormPart<Entry>) => ReactNode;
};

/**
 * Partners or authorized persons: each a titled group, removable while more than one remains, and
 * added while the list holds fewer than the API takes.
 */
export function EntryList<Entry extends { id: number }>({
  entries,
  noun,
  addLabel,
  errorMessage,
  onAdd,
  onRemove,
  children,
}: EntryListProps<Entry>) {
  const canRemove = canRemoveEntry(entries);
  return (
    <div className={`${styles.wide} ${styles.entries}`}>
      {entries.map((entry, index) => (
        <FormSection
          key={entry.value.id}
          title={`${noun} ${index + 1}`}
          isNested
          action={
            canRemove && (
              <Button
                variant="quiet"
                size="small"
                aria-label={`Remove ${noun} ${index + 1}`}
                onPress={() => onRemove(index)}
              >
                Remove
              </Button>
            )
          }
        >
          {children(entry)}
        </FormSection>
      ))}
      {errorMessage && (
        <p role="alert" className={styles.listError}>
          {errorMessage}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          size="small"
          isDisabled={!canAddEntry(entries, 'partnerEntries')}
          onPress={onAdd}
        >
          {addLabel}
        </Button>
      </div>
    </div>
  );
}
