/** The sign-in form's rules (docs/product/validation.md "Login"). */
import { MIN_PASSWORD_LENGTH, MIN_USERNAME_LENGTH } from '../constants';
import type { FieldErrors } from '../field-errors';
import { formText } from '../input/form-text';

export const LOGIN_ERRORS = {
  usernameRequired: 'Username is required',
  usernameTooShort: `Username must be at least ${MIN_USERNAME_LENGTH} characters`,
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
} as const;

export type LoginValues = { username?: unknown; password?: unknown };

/**
 * The username is trimmed (the field also takes an email). The password is taken as typed, since
 * spaces may be part of it, but one made only of spaces counts as missing.
 */
export function validateLogin(values: LoginValues): FieldErrors {
  const errors: FieldErrors = {};
  const username = formText(values.username).trim();
  const password = formText(values.password);
  if (username === '') errors.username = LOGIN_ERRORS.usernameRequired;
  else if (username.length < MIN_USERNAME_LENGTH) errors.username = LOGIN_ERRORS.usernameTooShort;
  if (password.trim() === '') errors.password = LOGIN_ERRORS.passwordRequired;
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = LOGIN_ERRORS.passwordTooShort;
  return errors;
}
