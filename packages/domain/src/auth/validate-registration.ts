/** The self-service registration form's rules (docs/product/validation.md "Registration"). */
import { MIN_PASSWORD_LENGTH, MIN_USERNAME_LENGTH } from '../constants';
import type { FieldErrors } from '../field-errors';
import { formText } from '../input/form-text';
import { isEmailAddress } from '../input/is-email-address';

export const REGISTRATION_ERRORS = {
  usernameRequired: 'Username is required',
  usernameTooShort: `Username must be at least ${MIN_USERNAME_LENGTH} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

/** firstName, lastName and phoneNumber are optional and have no rule. */
export type RegistrationValues = {
  username?: unknown;
  email?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
};

export function validateRegistration(values: RegistrationValues): FieldErrors {
  const errors: FieldErrors = {};
  const username = formText(values.username).trim();
  const email = formText(values.email).trim();
  const password = formText(values.password);
  const confirmPassword = formText(values.confirmPassword);

  if (username === '') errors.username = REGISTRATION_ERRORS.usernameRequired;
  else if (username.length < MIN_USERNAME_LENGTH) {
    errors.username = REGISTRATION_ERRORS.usernameTooShort;
  }

  if (email === '') errors.email = REGISTRATION_ERRORS.emailRequired;
  else if (!isEmailAddress(email)) errors.email = REGISTRATION_ERRORS.emailInvalid;

  if (password.trim() === '') errors.password = REGISTRATION_ERRORS.passwordRequired;
  else if (password.length < MIN_PASSWORD_LENGTH) {
    errors.password = REGISTRATION_ERRORS.passwordTooShort;
  }

  if (confirmPassword === '') {
    errors.confirmPassword = REGISTRATION_ERRORS.confirmPasswordRequired;
  } else if (confirmPassword !== password) {
    errors.confirmPassword = REGISTRATION_ERRORS.passwordsDoNotMatch;
  }
  return errors;
}
