import { TEXT_LIMITS } from '@plotline/domain';
import { TextField } from '../../../components/TextField';
import { childPart, edit, errorOf } from './form-part';
import { FormSection } from './FormSection';
import type { NatureSectionProps } from './nature-section-props';
import { PersonFields } from './PersonFields';

/** Nature 5: an identity such as a trust, with a person's details. */
export function OtherIdentitySection({ form }: NatureSectionProps) {
  const identity = childPart(form, 'otherIdentityDetails');
  return (
    <FormSection title="Identity Information">
      <TextField
        label="Name of Identity"
        maxLength={TEXT_LIMITS.name}
        isRequired
        value={identity.value.identityName}
        onChange={(identityName) => edit(identity, { identityName })}
        errorMessage={errorOf(identity, 'identityName')}
      />
      <PersonFields person={identity} work={identity} isGenderRequired />
    </FormSection>
  );
}
