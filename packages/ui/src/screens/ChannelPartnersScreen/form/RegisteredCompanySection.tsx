import { newAuthorizedPersonEntry, nextEntryId, TEXT_LIMITS } from '@plotline/domain';
import { TextField } from '../../../components/TextField';
import * as styles from './ChannelPartnerForm.css';
import { EntryList } from './EntryList';
import { addEntry, childPart, edit, entryParts, errorOf, removeEntry } from './form-part';
import { FormSection } from './FormSection';
import type { NatureSectionProps } from './nature-section-props';
import { PersonFields } from './PersonFields';

/** Nature 4: the company and the persons authorized to act for it. */
export function RegisteredCompanySection({ form }: NatureSectionProps) {
  const company = childPart(form, 'registeredCompanyDetails');
  const people = company.value.authorizedPersons;
  return (
    <>
      <FormSection title="Company Information">
        <TextField
          label="Name of Company"
          maxLength={TEXT_LIMITS.name}
          isRequired
          value={company.value.companyName}
          onChange={(companyName) => edit(company, { companyName })}
          errorMessage={errorOf(company, 'companyName')}
        />
        <TextField
          label="Company E-Mail"
          maxLength={TEXT_LIMITS.email}
          type="email"
          value={company.value.companyEmail}
          onChange={(companyEmail) => edit(company, { companyEmail })}
          errorMessage={errorOf(company, 'companyEmail')}
        />
        <div className={styles.wide}>
          <TextField
            label="Company Address"
            maxLength={TEXT_LIMITS.note}
            multiline
            value={company.value.companyAddress}
            onChange={(companyAddress) => edit(company, { companyAddress })}
            errorMessage={errorOf(company, 'companyAddress')}
          />
        </div>
      </FormSection>
      <FormSection title="Authorized Persons">
        <EntryList
          entries={entryParts(company, 'authorizedPersons')}
          noun="Authorized Person"
          addLabel="+ Add Person"
          errorMessage={errorOf(company, 'authorizedPersons')}
          onAdd={() =>
            addEntry(company, 'authorizedPersons', newAuthorizedPersonEntry(nextEntryId(people)))
          }
          onRemove={(index) => removeEntry(company, 'authorizedPersons', index)}
        >
          {(person) => (
            <>
              <TextField
                label="Name"
                maxLength={TEXT_LIMITS.name}
                isRequired
                value={person.value.personName}
                onChange={(personName) => edit(person, { personName })}
                errorMessage={errorOf(person, 'personName')}
              />
              <TextField
                label="Designation"
                maxLength={TEXT_LIMITS.name}
                value={person.value.designation}
                onChange={(designation) => edit(person, { designation })}
                errorMessage={errorOf(person, 'designation')}
              />
              <PersonFields person={person} />
            </>
          )}
        </EntryList>
      </FormSection>
    </>
  );
}
