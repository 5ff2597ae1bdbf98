/** The Add/Edit User form's rules (docs/product/validation.md "User"). */
import { REGISTRATION_ERRORS } from '../auth/validate-registration';
import { formText } from '../input/form-text';
import { isEmailAddress } from '../input/is-email-address';
import { MIN_PASSWORD_LENGTH, MIN_USERNAME_LENGTH } from '../constants';
import type { FieldErrors } from '../field-errors';

/** The same words as registration, so a username or password reads alike on every form. */
export const USER_ERRORS = {
  usernameRequired: REGISTRATION_ERRORS.usernameRequired,
  usernameTooShort: REGISTRATION_ERRORS.usernameTooShort,
  emailRequired: REGISTRATION_ERRORS.emailRequired,
  emailInvalid: REGISTRATION_ERRORS.emailInvalid,
  passwordRequired: REGISTRATION_ERRORS.passwordRequired,
  passwordTooShort: REGISTRATION_ERRORS.passwordTooShort,
} as const;

/** firstName, lastName, phoneNumber and isActive are optional and have no rule. */
export type UserValues = { username?: unknown; email?: unknown; password?: unknown };

/** The password is asked for only when creating; editing never changes it (Change Password does). */
export function validateUser(values: UserValues, options: { isCreate: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  const username = formText(values.username).trim();
  const email = formText(values.email).trim();

  if (username === '') errors.username = USER_ERRORS.usernameRequired;
  else if (username.length < MIN_USERNAME_LENGTH) errors.username = USER_ERRORS.usernameTooShort;

  if (email === '') errors.email = USER_ERRORS.emailRequired;
  else if (!isEmailAddress(email)) errors.email = USER_ERRORS.emailInvalid;

  if (options.isCreate) {
    const password = formText(values.password);
    if (password.trim() === '') errors.password = USER_ERRORS.passwordRequired;
    else if (password.length < MIN_PASSWORD_LENGTH) errors.password = USER_ERRORS.passwordTooShort;
  }
  return errors;
}
