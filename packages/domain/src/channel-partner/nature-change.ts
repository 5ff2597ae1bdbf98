/**
 * Changing a channel partner's nature in the form. The form holds every nature's details, but
 * only the chosen one is sent: what was typed for the nature left behind is discarded, once the
 * user agreed to lose it.
 */
import type { NatureId } from '../constants';
import { newChannelPartnerForm, type ChannelPartnerForm } from './channel-partner-form';

const DETAILS_OF = {
  1: 'individualPersonDetails',
  2: 'proprietorshipFirmDetails',
  3: 'partnershipFirmDetails',
  4: 'registeredCompanyDetails',
  5: 'otherIdentityDetails',
} as const satisfies Record<NatureId, keyof ChannelPartnerForm>;

// Entry ids are the form's own, and every unanswered option is '' or false.
function holdsTyping(value: unknown, key?: string): boolean {
  if (key === 'id') return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.some((item) => holdsTyping(item));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([field, item]) => holdsTyping(item, field));
  }
  return false;
}

/** Whether anything was typed or chosen for the form's nature (its name for nature 1 too). */
export function hasTypedNatureDetails(form: ChannelPartnerForm): boolean {
  const typedName = form.natureId === 1 && holdsTyping(form.name);
  return typedName || holdsTyping(form[DETAILS_OF[form.natureId]]);
}

/** The form on another nature, the details of the one it leaves emptied; the remarks stay. */
export function withNatureChanged(
  form: ChannelPartnerForm,
  natureId: NatureId,
): ChannelPartnerForm {
  if (natureId === form.natureId) return form;
  const empty = newChannelPartnerForm();
  const left = DETAILS_OF[form.natureId];
  return {
    ...form,
    natureId,
    name: form.natureId === 1 ? empty.name : form.name,
    [left]: empty[left],
  };
}
