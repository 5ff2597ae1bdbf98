import { TEXT_LIMITS } from '@plotline/domain';
import { TextField } from '../../../components/TextField';
import { childPart, edit, errorOf } from './form-part';
import { FormSection } from './FormSection';
import type { NatureSectionProps } from './nature-section-props';
import { PersonFields } from './PersonFields';

/** Nature 1: the person is the partner; the name is the form's own. */
export function IndividualPersonSection({ form }: NatureSectionProps) {
  const person = childPart(form, 'individualPersonDetails');
  return (
    <FormSection title="Personal Information">
      <TextField
        label="Partner Name"
        maxLength={TEXT_LIMITS.name}
        isRequired
        value={form.value.name}
        onChange={(name) => edit(form, { name })}
        errorMessage={errorOf(form, 'name')}
      />
      <PersonFields person={person} work={person} isGenderRequired />
    </FormSection>
  );
}
