import type { ChannelPartnerForm } from '@plotline/domain';
import type { FormPart } from './form-part';

/** What each nature's section is given: the whole form, of which it edits its own details. */
export type NatureSectionProps = { form: FormPart<ChannelPartnerForm> };
