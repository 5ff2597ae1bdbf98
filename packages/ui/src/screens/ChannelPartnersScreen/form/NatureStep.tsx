import { CHANNEL_PARTNER_NATURES, isNatureId, type NatureId } from '@plotline/domain';
import { useState } from 'react';
import { Radio, RadioGroup } from '../../../components/RadioGroup';
import { useFormModal } from '../../../patterns';

export type NatureStepProps = {
  /** The form's nature so far; chosen to start with. */
  natureId: NatureId;
  onChoose: (natureId: NatureId) => void;
};

/** Step 1: which of the five natures the partner is; Continue opens its form. */
export function NatureStep({ natureId, onChoose }: NatureStepProps) {
  const [chosen, setChosen] = useState<NatureId>(natureId);
  useFormModal(() => onChoose(chosen), 'Continue');
  return (
    <RadioGroup
      label="Nature of Partner"
      description="Choose what kind of partner this is; the form asks for its details next."
      value={String(chosen)}
      onChange={(value) => {
        const id = Number(value);
        if (isNatureId(id)) setChosen(id);
      }}
    >
      {CHANNEL_PARTNER_NATURES.map((nature) => (
        <Radio
          key={nature.id}
          value={String(nature.id)}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the modal opened to make this choice
          autoFocus={nature.id === natureId}
        >
          {nature.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}
