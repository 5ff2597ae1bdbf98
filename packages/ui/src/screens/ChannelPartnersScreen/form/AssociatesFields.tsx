import {
  canAddEntry,
  canRemoveEntry,
  newAssociate,
  TEXT_LIMITS,
  type Associate,
} from '@plotline/domain';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import * as styles from './ChannelPartnerForm.css';
import { addEntry, edit, entryParts, errorOf, removeEntry, type FormPart } from './form-part';
import { FormSection } from './FormSection';
import { PhoneField } from './PhoneField';

type WithAssociates = { associates: Associate[] };

/** The associates a person brings along, shown while 'Have any Associate' is Yes. */
export function AssociatesFields({ person }: { person: FormPart<WithAssociates> }) {
  const canRemove = canRemoveEntry(person.value.associates);
  return (
    <div className={`${styles.wide} ${styles.entries}`}>
      {entryParts(person, 'associates').map((associate, index) => (
        <FormSection
          // Associates have no id of their own; they are only ever added at the end.
          key={index}
          title={`Associate ${index + 1}`}
          isNested
          action={
            canRemove && (
              <Button
                variant="quiet"
                size="small"
                aria-label={`Remove Associate ${index + 1}`}
                onPress={() => removeEntry(person, 'associates', index)}
              >
                Remove
              </Button>
            )
          }
        >
          <TextField
            label="Associate Name"
            maxLength={TEXT_LIMITS.name}
            value={associate.value.associateName}
            onChange={(associateName) => edit(associate, { associateName })}
            errorMessage={errorOf(associate, 'associateName')}
          />
          <TextField
            label="Relation"
            maxLength={TEXT_LIMITS.name}
            value={associate.value.associateRelation}
            onChange={(associateRelation) => edit(associate, { associateRelation })}
            errorMessage={errorOf(associate, 'associateRelation')}
          />
          <PhoneField
            label="Associate Mobile Number"
            value={associate.value.mobileNumber}
            onChange={(mobileNumber) => edit(associate, { mobileNumber })}
            errorMessage={errorOf(associate, 'mobileNumber')}
          />
          <PhoneField
            label="Associate Alternate Number"
            value={associate.value.alternateNumber}
            onChange={(alternateNumber) => edit(associate, { alternateNumber })}
            errorMessage={errorOf(associate, 'alternateNumber')}
          />
        </FormSection>
      ))}
      <div>
        <Button
          variant="secondary"
          size="small"
          isDisabled={!canAddEntry(person.value.associates, 'associates')}
          onPress={() => addEntry(person, 'associates', newAssociate())}
        >
          + Add Associate
        </Button>
      </div>
    </div>
  );
}
