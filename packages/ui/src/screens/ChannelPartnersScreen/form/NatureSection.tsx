import type { NatureId } from '@plotline/domain';
import type { ComponentType } from 'react';
import { IndividualPersonSection } from './IndividualPersonSection';
import type { NatureSectionProps } from './nature-section-props';
import { OtherIdentitySection } from './OtherIdentitySection';
import { PartnershipFirmSection } from './PartnershipFirmSection';
import { ProprietorshipFirmSection } from './ProprietorshipFirmSection';
import { RegisteredCompanySection } from './RegisteredCompanySection';

const SECTIONS: Record<NatureId, ComponentType<NatureSectionProps>> = {
  1: IndividualPersonSection,
  2: ProprietorshipFirmSection,
  3: PartnershipFirmSection,
  4: RegisteredCompanySection,
  5: OtherIdentitySection,
};

/** The fields of the form's nature. */
export function NatureSection({ form }: NatureSectionProps) {
  const Section = SECTIONS[form.value.natureId];
  return <Section form={form} />;
}
