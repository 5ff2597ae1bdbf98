import {
  channelPartnerFormOf,
  newChannelPartnerForm,
  type ChannelPartnerForm,
  type FieldErrors,
} from '@plotline/domain';
import { useState } from 'react';
import type { FormPart } from './form-part';
import type { StoredChannelPartner } from './channel-partner-form-types';

function without(errors: FieldErrors, paths: readonly string[]): FieldErrors {
  const cleared = (field: string) =>
    paths.some((path) => field === path || field.startsWith(`${path}.`));
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !cleared(field)));
}

/** The form's values and messages, from the stored partner or a new one, as one FormPart. */
export function useChannelPartnerForm(partner: StoredChannelPartner | null) {
  const [form, setForm] = useState<ChannelPartnerForm>(() =>
    partner ? channelPartnerFormOf(partner) : newChannelPartnerForm(),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const root: FormPart<ChannelPartnerForm> = {
    value: form,
    path: '',
    errors,
    update: (change) => setForm((current) => ({ ...current, ...change })),
    clearErrors: (paths) => setErrors((current) => without(current, paths)),
  };
  return { root, setErrors };
}
