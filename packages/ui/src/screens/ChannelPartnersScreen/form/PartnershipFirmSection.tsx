import { newPartnerEntry, nextEntryId, TEXT_LIMITS } from '@plotline/domain';
import { TextField } from '../../../components/TextField';
import * as styles from './ChannelPartnerForm.css';
import { EntryList } from './EntryList';
import { addEntry, childPart, edit, entryParts, errorOf, removeEntry } from './form-part';
import { FormSection } from './FormSection';
import type { NatureSectionProps } from './nature-section-props';
import { PersonFields } from './PersonFields';

/** Nature 3: the firm and its partners, each with a person's details. */
export function PartnershipFirmSection({ form }: NatureSectionProps) {
  const firm = childPart(form, 'partnershipFirmDetails');
  return (
    <>
      <FormSection title="Firm Information">
        <TextField
          label="Partnership Firm Name"
          maxLength={TEXT_LIMITS.name}
          isRequired
          value={firm.value.firmName}
          onChange={(firmName) => edit(firm, { firmName })}
          errorMessage={errorOf(firm, 'firmName')}
        />
        <div className={styles.wide}>
          <TextField
            label="Firm Address"
            maxLength={TEXT_LIMITS.note}
            multiline
            value={firm.value.firmAddress}
            onChange={(firmAddress) => edit(firm, { firmAddress })}
            errorMessage={errorOf(firm, 'firmAddress')}
          />
        </div>
      </FormSection>
      <FormSection title="Partners">
        <EntryList
          entries={entryParts(firm, 'partners')}
          noun="Partner"
          addLabel="+ Add Partner"
          errorMessage={errorOf(firm, 'partners')}
          onAdd={() =>
            addEntry(firm, 'partners', newPartnerEntry(nextEntryId(firm.value.partners)))
          }
          onRemove={(index) => removeEntry(firm, 'partners', index)}
        >
          {(partner) => (
            <>
              <TextField
                label="Name of Person"
                maxLength={TEXT_LIMITS.name}
                isRequired
                value={partner.value.personName}
                onChange={(personName) => edit(partner, { personName })}
                errorMessage={errorOf(partner, 'personName')}
              />
              <PersonFields person={partner} work={partner} />
            </>
          )}
        </EntryList>
      </FormSection>
    </>
  );
}
