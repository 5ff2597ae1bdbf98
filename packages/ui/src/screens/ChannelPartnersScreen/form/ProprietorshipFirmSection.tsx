import { TEXT_LIMITS } from '@plotline/domain';
import { TextField } from '../../../components/TextField';
import { childPart, edit, errorOf } from './form-part';
import { FormSection } from './FormSection';
import type { NatureSectionProps } from './nature-section-props';
import { PersonFields } from './PersonFields';

/** Nature 2: the firm, and its proprietor's details. */
export function ProprietorshipFirmSection({ form }: NatureSectionProps) {
  const firm = childPart(form, 'proprietorshipFirmDetails');
  return (
    <FormSection title="Firm Information">
      <TextField
        label="Firm Name"
        maxLength={TEXT_LIMITS.name}
        isRequired
        value={firm.value.firmName}
        onChange={(firmName) => edit(firm, { firmName })}
        errorMessage={errorOf(firm, 'firmName')}
      />
      <TextField
        label="Proprietor Name"
        maxLength={TEXT_LIMITS.name}
        isRequired
        value={firm.value.proprietorName}
        onChange={(proprietorName) => edit(firm, { proprietorName })}
        errorMessage={errorOf(firm, 'proprietorName')}
      />
      <PersonFields person={firm} work={firm} isGenderRequired />
    </FormSection>
  );
}
